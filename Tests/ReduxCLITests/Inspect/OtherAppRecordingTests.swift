import Foundation
import Testing

@testable import ReduxCLIKit

/// `inspect` and `replay` read the sample app's recordings only: another app's is refused by its
/// header's `app`, before its actions are read, with exit code 65 and a message that points to
/// the way an app writes its own page (issue 48).
@MainActor @Suite("inspect and replay: another app's recording")
struct OtherAppRecordingTests {
  static let window = ReplayMutationFixtures.w1

  /// A recording of an app whose actions share the sample app's names but not its types: its
  /// screen `tabs` is not one of the sample app's screens, and its todo has a `text`.
  static let otherApp =
    [
      #"{"formatVersion":1,"app":"TabsApp","initialState":{"activeScreens":{"closedWindows":[],"windows":[]},"settings":{"backgroundColor":"red","textColor":"white"}}}"#,
      #"{"position":1,"window":"\#(window)","action":"WindowAction","type":"WindowActionType.openWindow","payload":{"openWindow":{}}}"#,
      #"{"position":2,"window":"\#(window)","action":"ScreenAction<AppScreen>","type":"ScreenActionType.showScreen","payload":{"actionType":{"showScreen":{}},"screen":"tabs"}}"#,
      #"{"position":3,"window":"\#(window)","action":"TodoListAction","type":"TodoListAction.add","payload":{"add":{"text":"Milk"}}}"#,
    ].joined(separator: "\n") + "\n"

  func write(_ text: String, _ name: String, in directory: URL) throws -> URL {
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// Checks a refusal of `file` by `command`: 65, one line naming the file, the app and the way
  /// out, nothing on standard output and nothing written.
  func expectRefusal(
    _ command: String, _ file: URL, app: String, in directory: URL,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let before = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let run = await ReplayHarness.run([command, file.lastPathComponent], in: directory)
    #expect(run.status == .dataError, sourceLocation: sourceLocation)
    #expect(run.console.output == "", sourceLocation: sourceLocation)
    let errors = run.console.errors
    #expect(
      errors.hasPrefix(
        "error: \(file.standardizedFileURL.path):1: the recording was made by '\(app)', not by "
          + "SampleApp; 'redux-cli \(command)' reads the sample app's recordings only."),
      sourceLocation: sourceLocation)
    #expect(errors.contains("SessionInspector.html("), sourceLocation: sourceLocation)
    #expect(errors.contains("InspectingSessions.md"), sourceLocation: sourceLocation)
    #expect(!errors.contains("does not decode"), sourceLocation: sourceLocation)
    #expect(errors.split(separator: "\n").count == 1, sourceLocation: sourceLocation)
    let after = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(Set(after) == Set(before), sourceLocation: sourceLocation)
  }

  @Test func anotherAppsRecordingIsRefusedByItsAppNotByAPayload() async throws {
    try await TemporaryDirectory.with { directory in
      let file = try write(Self.otherApp, "tabs.jsonl", in: directory)
      try await expectRefusal("inspect", file, app: "TabsApp", in: directory)
      try await expectRefusal("replay", file, app: "TabsApp", in: directory)
    }
  }

  @Test func anotherAppsRecordingWhoseActionsAllDecodeIsRefusedToo() async throws {
    try await TemporaryDirectory.with { directory in
      let text = ReplayMutationFixtures.session.replacingOccurrences(
        of: #""app":"SampleApp""#, with: #""app":"Other""#)
      let file = try write(text, "other.jsonl", in: directory)
      try await expectRefusal("inspect", file, app: "Other", in: directory)
      try await expectRefusal("replay", file, app: "Other", in: directory)
    }
  }

  @Test func anotherAppsDevToolsFileIsRefusedByTheAppOfItsInitAction() async throws {
    try await TemporaryDirectory.with { directory in
      _ = try write(ReplayMutationFixtures.session, "session.jsonl", in: directory)
      let export = await ReplayHarness.run(
        ["inspect", "session.jsonl", "--devtools", "session.json"], in: directory)
      #expect(export.status == .success)
      let text = try String(
        contentsOf: directory.appendingPathComponent("session.json"), encoding: .utf8)
      #expect(text.contains(#""app":"SampleApp""#))
      try FileManager.default.removeItem(at: directory.appendingPathComponent("session.jsonl"))
      // Its actions all decode: refused by the header the import makes.
      let renamed = try write(
        text.replacingOccurrences(of: #""app":"SampleApp""#, with: #""app":"TabsApp""#),
        "renamed.json", in: directory)
      try await expectRefusal("inspect", renamed, app: "TabsApp", in: directory)
      try await expectRefusal("replay", renamed, app: "TabsApp", in: directory)
      // One screen the sample app does not have: refused by its @@INIT, not by the payload.
      let tabs = try write(
        text.replacingOccurrences(of: #""app":"SampleApp""#, with: #""app":"TabsApp""#)
          .replacingOccurrences(of: #""screen":"settings""#, with: #""screen":"tabs""#),
        "tabs.json", in: directory)
      try await expectRefusal("inspect", tabs, app: "TabsApp", in: directory)
      try await expectRefusal("replay", tabs, app: "TabsApp", in: directory)
    }
  }

  @Test func theSampleAppsOwnRecordingIsStillRead() async throws {
    try await TemporaryDirectory.with { directory in
      _ = try write(ReplayMutationFixtures.session, "session.jsonl", in: directory)
      let inspect = await ReplayHarness.run(["inspect", "session.jsonl"], in: directory)
      #expect(inspect.status == .success)
      let replay = await ReplayHarness.run(["replay", "session.jsonl", "--json"], in: directory)
      #expect(replay.status == .success)
      #expect(replay.console.errors == "")
    }
  }
}
