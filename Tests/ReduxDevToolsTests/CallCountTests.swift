import Testing

@testable import ReduxDevTools

/// Counts of calls from a recording's costs, added up without overflowing: the inspector's
/// batches and `replay --profile` sum them with it.
@Suite("Call counts: summed, stopping at the largest")
struct CallCountTests {
  @Test func countsThatFitAreSummed() {
    #expect(CallCount.sum(2, 3) == 5)
    #expect(CallCount.sum(Int.max - 1, 1) == Int.max)
    #expect(CallCount.sum(0, 0) == 0)
  }

  @Test func aSumPastTheLargestCountIsTheLargest() {
    #expect(CallCount.sum(Int.max, 1) == Int.max)
    #expect(CallCount.sum(1, Int.max) == Int.max)
    #expect(CallCount.sum(Int.max, Int.max) == Int.max)
  }

  @Test func aSumPastTheSmallestCountIsTheSmallest() {
    #expect(CallCount.sum(Int.min, -1) == Int.min)
    #expect(CallCount.sum(-1, Int.min) == Int.min)
  }
}
