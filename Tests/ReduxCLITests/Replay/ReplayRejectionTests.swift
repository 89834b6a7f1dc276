import Foundation
import ReduxCLIKit
import Testing

/// `replay` refuses a bad recording with one line naming the file and the line, exit code 65,
/// and nothing on standard output; a missing file ends with 66 (issue 19).
@MainActor
@Suite("replay: bad recordings")
struct ReplayRejectionTests {
  static let header =
    #"{"formatVersion":1,"app":"SampleApp","initialState":"#
    + #"{"activeScreens":{"closedWindows":[],"windows":[]},"#
    + #""settings":{"backgroundColor":"red","textColor":"white"}}}"#
  static let window = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
  static let open =
    #"{"position":1,"window":"\#(window)","action":"WindowAction","#
    + #""type":"WindowActionType.openWindow","payload":{"openWindow":{}}}"#

  /// Runs `replay` on a recording and checks the refusal.
  private func expectRefusal(
    _ text: String, line: Int?, saying message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await TemporaryDirectory.with { directory in
      let run = try await ReplayHarness.replay(text: text, in: directory)
      #expect(run.status == .dataError, sourceLocation: sourceLocation)
      #expect(run.console.output == "", sourceLocation: sourceLocation)
      let place = line.map { "bad.jsonl:\($0): " } ?? "bad.jsonl: "
      #expect(run.console.errors.hasPrefix("error: /"), sourceLocation: sourceLocation)
      #expect(run.console.errors.contains(place + message), sourceLocation: sourceLocation)
      #expect(
        run.console.errors.split(separator: "\n").count == 1, sourceLocation: sourceLocation)
    }
  }

  @Test func aLineThatIsNotJSON() async throws {
    try await expectRefusal(
      [Self.header, Self.open, "open todoList"].joined(separator: "\n"), line: 3,
      saying: "not a JSON object")
  }

  @Test func anUnknownActionType() async throws {
    let line = Self.open.replacingOccurrences(
      of: #""action":"WindowAction""#, with: #""action":"ProfileAction""#)
    try await expectRefusal(
      [Self.header, line].joined(separator: "\n"), line: 2,
      saying: "unknown action type 'ProfileAction'")
  }

  @Test func aPayloadThatDoesNotDecode() async throws {
    let line =
      #"{"position":2,"window":"\#(Self.window)","action":"TodoListAction","#
      + #""type":"TodoListActionType.add","payload":{"add":{"name":"Milk"}}}"#
    try await expectRefusal(
      [Self.header, Self.open, line].joined(separator: "\n"), line: 3,
      saying: "the payload of 'TodoListAction' does not decode: no 'title' at payload.add")
  }

  @Test func aMissingFormatVersion() async throws {
    let header = Self.header.replacingOccurrences(of: #""formatVersion":1,"#, with: "")
    try await expectRefusal(
      [header, Self.open].joined(separator: "\n"), line: 1, saying: "no formatVersion")
  }

  @Test func aNewerFormatVersion() async throws {
    let header = Self.header.replacingOccurrences(
      of: #""formatVersion":1,"#, with: #""formatVersion":2,"#)
    try await expectRefusal(
      [header, Self.open].joined(separator: "\n"), line: 1,
      saying: "format version 2 is newer than this library reads (1)")
  }

  @Test func anEmptyFile() async throws {
    try await expectRefusal("", line: nil, saying: "the recording is empty")
  }

  @Test func anActionThatWasNotRecorded() async throws {
    let line =
      #"{"position":1,"window":"\#(Self.window)","unrecordable":"Action","#
      + #""type":"PingActionType.ping","reason":"Action is not a CustomRecordableAction"}"#
    try await expectRefusal(
      [Self.header, line].joined(separator: "\n"), line: 2,
      saying: "action 1, 'Action', was not recorded")
  }

  @Test func aRecordingOfAnotherApp() async throws {
    let header = Self.header.replacingOccurrences(
      of: #""app":"SampleApp""#, with: #""app":"Other""#)
    try await expectRefusal(
      header, line: 1, saying: "the recording was made by 'Other', not by SampleApp")
  }

  @Test func aMissingFileEndsWith66() async throws {
    try await TemporaryDirectory.with { directory in
      let run = await ReplayHarness.run(["replay", "none.jsonl"], in: directory)
      #expect(run.status == ExitCode(rawValue: 66))
      #expect(run.status == .noInput)
      #expect(run.console.output == "")
      #expect(run.console.errors.contains("none.jsonl: cannot read the recording"))
    }
  }

  @Test func aMissingArgumentIsAUsageError() async throws {
    try await TemporaryDirectory.with { directory in
      let run = await ReplayHarness.run(["replay"], in: directory)
      #expect(run.status == .usageError)
      #expect(run.console.output == "")
    }
  }
}
