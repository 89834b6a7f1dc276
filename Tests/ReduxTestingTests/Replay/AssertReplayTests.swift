import Foundation
import Redux
import Testing

@testable import ReduxTesting

@MainActor
@Suite("assertReplay: a recording as a regression test")
struct AssertReplayTests {
  @Test func passesWhenTheReplayReachesTheExpectedState() async throws {
    let recording = try await ScoreRecording()
    defer { recording.cleanUp() }
    var replayed: Score?
    let messages = FailureReporter.capturing {
      replayed = assertReplay(
        contentsOf: recording.url, registry: .score, reducer: Score.reducer,
        reaches: Score(points: 10, name: "ten"))
    }
    #expect(messages.isEmpty)
    #expect(replayed == Score(points: 10, name: "ten"))
  }

  @Test func checksTheStateAtAPositionWithAnInPlaceReducer() async throws {
    let recording = try await ScoreRecording()
    defer { recording.cleanUp() }
    let messages = FailureReporter.capturing {
      assertReplay(
        contentsOf: recording.url, registry: .score, from: Score(points: 100),
        reducer: Score.inPlaceReducer, reaches: Score(points: 102, name: ""), atPosition: 1)
    }
    #expect(messages.isEmpty)
  }

  @Test func reportsAFieldByFieldDiffOnMismatch() async throws {
    let recording = try await ScoreRecording()
    defer { recording.cleanUp() }
    let messages = FailureReporter.capturing {
      assertReplay(
        contentsOf: recording.url, registry: .score, reducer: Score.reducer,
        reaches: Score(points: 12, name: "ten"))
    }
    #expect(
      messages == [
        """
        The replay of \(recording.url.path) does not reach the expected state at its end \
        (position 3) (− expected, + replayed):
        −−− expected
        +++ replayed
        − points: 12
        + points: 10
          … (1 unchanged)
        """
      ])
  }

  @Test func namesThePositionOfAMismatchInTheMiddle() async throws {
    let recording = try await ScoreRecording()
    defer { recording.cleanUp() }
    let messages = FailureReporter.capturing {
      assertReplay(
        contentsOf: recording.url, registry: .score, reducer: Score.reducer,
        reaches: Score(points: 2, name: "TEN"), atPosition: 2)
    }
    #expect(
      messages == [
        """
        The replay of \(recording.url.path) does not reach the expected state at position 2 \
        (− expected, + replayed):
        −−− expected
        +++ replayed
          … (1 unchanged)
        − name: "TEN"
        + name: "ten"
        """
      ])
  }

  @Test func aBadRecordingFailsWithItsFileAndLine() async throws {
    let recording = try await ScoreRecording()
    defer { recording.cleanUp() }
    let bad = try recording.writing(
      #"{"formatVersion":1,"app":"Score","initialState":{"points":0,"name":""}}"# + "\n"
        + #"{"position":1,"window":"00000000-0000-0000-0000-000000000000","action":"Bonus","payload":{}}"#,
      name: "bad.jsonl")
    var replayed: Score? = Score()
    let messages = FailureReporter.capturing {
      replayed = assertReplay(
        contentsOf: bad, registry: .score, reducer: Score.reducer, reaches: Score())
    }
    #expect(
      messages == [
        "Cannot replay the recording: \(bad.path):2: unknown action type 'Bonus'; register it in "
          + "the app's ActionRegistry"
      ])
    #expect(replayed == nil)
  }

  @Test func aFailurePointsAtTheLineOfTheCall() async throws {
    let recording = try await ScoreRecording()
    defer { recording.cleanUp() }
    let collector = FailureCollector()
    let line: UInt = #line + 2
    FailureReporter.$collector.withValue(collector) {
      assertReplay(
        contentsOf: recording.url, registry: .score, reducer: Score.reducer, reaches: Score())
    }
    #expect(collector.sites.map(\.line) == [line])
    #expect(collector.sites.map { "\($0.fileID)" } == ["\(#fileID)"])
  }
}
