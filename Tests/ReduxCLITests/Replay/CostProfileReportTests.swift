import Testing

@testable import ReduxCLIKit

/// The times `replay --profile` prints: three figures and a unit, as the inspector's cost
/// column shows them.
@Suite("replay --profile: times in three figures")
struct CostProfileReportTests {
  @Test(
    arguments: [
      (Duration.zero, "0 ns"),
      (.nanoseconds(850), "850 ns"),
      (.nanoseconds(999), "999 ns"),
      (.nanoseconds(1000), "1.00 µs"),
      (.nanoseconds(5120), "5.12 µs"),
      (.nanoseconds(48_240), "48.2 µs"),
      (.nanoseconds(512_000), "512 µs"),
      (.nanoseconds(1_250_000), "1.25 ms"),
      (.milliseconds(20), "20.0 ms"),
      (.seconds(2.4), "2.40 s"),
      (.seconds(Int64.max), "9223372037 s"),
    ])
  func aTime(_ duration: Duration, reads text: String) {
    #expect(CostProfileReport.duration(duration) == text)
  }
}
