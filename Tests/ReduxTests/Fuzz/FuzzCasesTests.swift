import Foundation
import ReduxTestSupport
import Testing

/// The fuzz suites' own machinery: a case that runs past its time limit fails the test naming
/// it, on a thread of its own and on the main actor, and the run stops there instead of waiting;
/// a failure names its case; `REDUX_FUZZ_MULTIPLIER` multiplies the counts or, when it is not a
/// number, fails the test.
@Suite("Fuzz: cases, time limits and the multiplier")
struct FuzzCasesTests {
  /// A case as failure messages name it.
  struct Case: CustomStringConvertible, Sendable {
    let index: Int
    var description: String { "case \(index)" }
  }

  @Test func aCaseThatRunsPastItsLimitFailsNamingItself() async {
    var tally = FuzzTally()
    await withKnownIssue {
      tally = await FuzzCases.run(5, limit: .seconds(1)) { index in
        Case(index: index)
      } check: { input in
        // Case 2 takes five times the limit: the run does not wait for it.
        if input.index == 2 { Thread.sleep(forTimeInterval: 5) }
        return .result
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("did not end") && $0.rawValue.contains("case 2")
      }
    }
    #expect(tally.hung == "case 2")
    #expect(tally.results == 2)
  }

  @MainActor @Test func aMainActorCaseThatWaitsPastItsLimitFailsNamingItself() async {
    var tally = FuzzTally()
    await withKnownIssue {
      // Case 0 waits five times the limit: the run does not wait for it. (In a parallel run, a
      // case after it could wait its turn on the main actor past a limit this short.)
      tally = await FuzzCases.runOnMainActor(3, limit: .seconds(1)) { index in
        Case(index: index)
      } check: { input in
        if input.index == 0 { try? await Task.sleep(for: .seconds(5)) }
        return .clearError
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("did not end") && $0.rawValue.contains("case 0")
      }
    }
    #expect(tally.hung == "case 0")
    #expect(tally.cases == 0)
  }

  @Test func aFailureNamesItsCaseAndTheOthersAreCounted() async {
    var tally = FuzzTally()
    await withKnownIssue {
      tally = await FuzzCases.run(6) { index in
        Case(index: index)
      } check: { input in
        input.index == 4 ? .failure("a bad ending") : input.index % 2 == 0 ? .result : .clearError
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "a bad ending — case 4" }
    }
    #expect(tally.failures == ["a bad ending — case 4"])
    #expect(tally.results == 2 && tally.clearErrors == 3 && tally.hung == nil)
  }

  @Test func theMultiplierMultipliesOrFailsTheTest() {
    #expect(FuzzMultiplier.resolve(environment: [:])?.count(40) == 40)
    let variable = FuzzMultiplier.environmentVariable
    #expect(FuzzMultiplier.resolve(environment: [variable: " 25 "])?.count(40) == 1_000)
    withKnownIssue {
      #expect(FuzzMultiplier.resolve(environment: [variable: "lots"]) == nil)
      #expect(FuzzMultiplier.resolve(environment: [variable: "0"]) == nil)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("is not a multiplier") }
    }
  }
}
