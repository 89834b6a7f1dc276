import Foundation
import ReduxCLIKit
import Testing

/// `replay` refuses a bad recording with one line naming the file and the line, exit code 65,
/// and nothing on standard output; a file that does not exist, is a folder or is not UTF-8 text
/// ends with 66 (issue 19), as `simulate`'s script does.
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

  // The todo list moved from a class action to an enum action: a line the class recorded names
  // its case `TodoListActionType.add`, and is refused rather than read as the enum.
  @Test func aTodoLineRecordedBeforeTheEnumIsRefused() async throws {
    let todo =
      #"{"position":2,"window":"\#(Self.window)","action":"TodoListAction","#
      + #""type":"TodoListActionType.add","payload":{"add":{"title":"Milk"}}}"#
    try await expectRefusal(
      [Self.header, Self.open, todo].joined(separator: "\n"), line: 3,
      saying: "'TodoListActionType.add' is not a case of 'TodoListAction'")
  }

  // With its line break: without one, the last line would be the cut line of a crashed session.
  @Test func aLineThatIsNotJSON() async throws {
    try await expectRefusal(
      [Self.header, Self.open, "open todoList"].joined(separator: "\n") + "\n", line: 3,
      saying: "not a JSON object")
  }

  @Test func anUnknownActionType() async throws {
    let line = Self.open.replacingOccurrences(
      of: #""action":"WindowAction""#, with: #""action":"ProfileAction""#)
    try await expectRefusal(
      [Self.header, line].joined(separator: "\n"), line: 2,
      saying: "unknown action type 'ProfileAction'")
  }

  /// Found by the mutation tests: a name the file spells with a line break or an escape
  /// sequence was echoed as it was, splitting the error in two and sending the escape to the
  /// terminal. Control characters are now spelled out.
  @Test func anActionTypeNamedWithControlCharactersIsEchoedOnOneLine() async throws {
    let line = Self.open.replacingOccurrences(
      of: #""action":"WindowAction""#, with: #""action":"Evil\n\u001B[2JAction""#)
    try await expectRefusal(
      [Self.header, line].joined(separator: "\n"), line: 2,
      saying: #"unknown action type 'Evil\n\u{1B}[2JAction'"#)
  }

  @Test(arguments: [
    ("position", "99999999999999999999999", "a number does not fit its field"),
    ("position", "1.5", "a number does not fit its field"),
    (
      "window", #""not-a-uuid""#,
      "not a UUID, such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F at window"
    ),
  ])
  func aLineFieldThatDoesNotFitSaysWhy(field: String, value: String, message: String) async throws {
    let original = field == "position" ? "1" : #""\#(Self.window)""#
    let line = Self.open.replacingOccurrences(
      of: #""\#(field)":\#(original)"#, with: #""\#(field)":\#(value)"#)
    #expect(line != Self.open)
    try await expectRefusal([Self.header, line].joined(separator: "\n"), line: 2, saying: message)
  }

  /// Found by a review: the `type` of a line was not read, so a line edited by hand to say
  /// closeWindow while its payload still said openWindow replayed an openWindow.
  @Test(arguments: ["WindowActionType.closeWindow", "Bogus.whatever"])
  func aTypeThatContradictsThePayload(type: String) async throws {
    let line = Self.open.replacingOccurrences(
      of: #""type":"WindowActionType.openWindow""#, with: #""type":"\#(type)""#)
    #expect(line != Self.open)
    try await expectRefusal(
      [Self.header, line].joined(separator: "\n"), line: 2,
      saying: "the type is '\(type)', but the payload makes WindowActionType.openWindow")
  }

  @Test func aPayloadThatDoesNotDecode() async throws {
    let line =
      #"{"position":2,"window":"\#(Self.window)","action":"TodoListAction","#
      + #""type":"TodoListAction.add","payload":{"add":{"name":"Milk"}}}"#
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
      let path = directory.appendingPathComponent("none.jsonl").standardizedFileURL.path
      #expect(
        run.console.errors
          == "error: the recording \(path) does not exist. See 'redux-cli replay --help'.\n")
    }
  }

  @Test func aFolderIsNotARecording() async throws {
    try await TemporaryDirectory.with { directory in
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("session.jsonl"), withIntermediateDirectories: true)
      let run = await ReplayHarness.run(["replay", "session.jsonl"], in: directory)
      #expect(run.status == .noInput)
      #expect(run.console.output == "")
      let path = directory.appendingPathComponent("session.jsonl").standardizedFileURL.path
      #expect(
        run.console.errors
          == "error: the recording \(path) is a folder, not a file. "
          + "See 'redux-cli replay --help'.\n")
    }
  }

  @Test func aFileThatIsNotUTF8TextIsNotARecording() async throws {
    try await TemporaryDirectory.with { directory in
      let url = directory.appendingPathComponent("session.jsonl")
      try Data([0x7B, 0xFF, 0xFE, 0x7D, 0x0A]).write(to: url)
      let run = await ReplayHarness.run(["replay", "session.jsonl"], in: directory)
      #expect(run.status == .noInput)
      #expect(run.console.output == "")
      #expect(
        run.console.errors
          == "error: the recording \(url.standardizedFileURL.path) is not a readable UTF-8 "
          + "text file. See 'redux-cli replay --help'.\n")
    }
  }

  /// `replay`'s recording and `simulate`'s script are checked by the same code: the same
  /// problems get the same words and the same exit code.
  @Test(arguments: ["none.txt", "folder"])
  func replayAndSimulateRefuseABadInputFileAlike(path: String) async throws {
    try await TemporaryDirectory.with { directory in
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("folder"), withIntermediateDirectories: true)
      let replay = await ReplayHarness.run(["replay", path], in: directory)
      let simulate = await ReplayHarness.run(["simulate", "--script", path], in: directory)
      #expect(replay.status == .noInput)
      #expect(simulate.status == replay.status)
      let full = directory.appendingPathComponent(path).standardizedFileURL.path
      let reason = path == "folder" ? "is a folder, not a file" : "does not exist"
      #expect(
        replay.console.errors
          == "error: the recording \(full) \(reason). See 'redux-cli replay --help'.\n")
      #expect(
        simulate.console.errors
          == "error: the script \(full) \(reason). See 'redux-cli simulate --help'.\n")
      #expect(replay.console.output == "" && simulate.console.output == "")
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
