import Foundation
import Redux
import ReduxDevTools
import SampleApp
import Testing

@testable import ReduxCLIKit

/// `redux-cli inspect`: the page and the DevTools file of a recorded sample-app session, the
/// paths it prints, its refusals, and `replay` of a DevTools file.
@MainActor @Suite("inspect: pages and DevTools files of a session")
struct InspectCommandTests {
  static let session = ReplayMutationFixtures.session

  func write(_ text: String, _ name: String, in directory: URL) throws -> URL {
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test func thePageIsWrittenBesideTheRecordingAndItsPathPrinted() async throws {
    try await TemporaryDirectory.with { directory in
      _ = try write(Self.session, "session.jsonl", in: directory)
      let run = await ReplayHarness.run(["inspect", "session.jsonl"], in: directory)
      let page = directory.appendingPathComponent("session.html").standardizedFileURL
      #expect(run.status == .success)
      #expect(run.console.output == page.path + "\n")
      #expect(run.console.errors == "")
      let html = try String(contentsOf: page, encoding: .utf8)
      #expect(html.contains(SessionInspector.generatorMeta))
      #expect(html.contains("Content-Security-Policy"))
      // The same page again: the file is one `inspect` wrote, so it is replaced.
      let again = await ReplayHarness.run(["inspect", "session.jsonl"], in: directory)
      #expect(again.status == .success)
    }
  }

  @Test func theDevToolsFileReplaysToWhatTheRecordingReplaysTo() async throws {
    try await TemporaryDirectory.with { directory in
      _ = try write(Self.session, "session.jsonl", in: directory)
      let run = await ReplayHarness.run(
        ["inspect", "session.jsonl", "--devtools", "session.json"], in: directory)
      #expect(run.status == .success)
      #expect(run.console.output.hasSuffix("session.json\n"))
      #expect(
        !FileManager.default.fileExists(
          atPath: directory.appendingPathComponent("session.html").path))
      let data = try Data(contentsOf: directory.appendingPathComponent("session.json"))
      let lifted = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let staged = try #require(lifted["stagedActionIds"] as? [Int])
      let states = try #require(lifted["computedStates"] as? [Any])
      let actions = try #require(lifted["actionsById"] as? [String: [String: Any]])
      #expect(staged.count == states.count)
      #expect(staged.count == 22)
      for id in staged {
        let entry = try #require(actions[String(id)])
        #expect(entry["type"] as? String == "PERFORM_ACTION")
        #expect((entry["action"] as? [String: Any])?["type"] is String)
      }
      let fromRecording = await ReplayHarness.run(
        ["replay", "session.jsonl", "--json"], in: directory)
      let fromExport = await ReplayHarness.run(["replay", "session.json", "--json"], in: directory)
      #expect(fromExport.status == .success)
      #expect(fromExport.console.output == fromRecording.console.output)
      // And a page made from the DevTools file.
      let page = await ReplayHarness.run(
        ["inspect", "session.json", "--output", "again.html"], in: directory)
      #expect(page.status == .success)
    }
  }

  @Test func aFileInspectDidNotWriteIsNotReplacedWithoutForce() async throws {
    try await TemporaryDirectory.with { directory in
      _ = try write(Self.session, "session.jsonl", in: directory)
      let notes = try write("my notes\n", "notes.html", in: directory)
      let run = await ReplayHarness.run(
        ["inspect", "session.jsonl", "--output", "notes.html"], in: directory)
      #expect(run.status == .cannotCreate)
      #expect(run.console.errors.contains(notes.standardizedFileURL.path))
      #expect(run.console.output == "")
      #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes\n")
      let json = try write("{}", "other.json", in: directory)
      let export = await ReplayHarness.run(
        ["inspect", "session.jsonl", "--devtools", "other.json"], in: directory)
      #expect(export.status == .cannotCreate)
      #expect(try String(contentsOf: json, encoding: .utf8) == "{}")
      let forced = await ReplayHarness.run(
        ["inspect", "session.jsonl", "--output", "notes.html", "--force"], in: directory)
      #expect(forced.status == .success)
      #expect(
        try String(contentsOf: notes, encoding: .utf8).contains(SessionInspector.generatorMeta))
    }
  }

  @Test func aBadRecordingOrExportIsRefusedNamingItsLineOrFieldAndNothingIsWritten() async throws {
    try await TemporaryDirectory.with { directory in
      var lines = Self.session.split(separator: "\n").map(String.init)
      lines[3] = #"{"position":3,"window":"nope"}"#
      let bad = try write(lines.joined(separator: "\n"), "bad.jsonl", in: directory)
      let run = await ReplayHarness.run(["inspect", "bad.jsonl"], in: directory)
      #expect(run.status == .dataError)
      #expect(run.console.errors.hasPrefix("error: \(bad.standardizedFileURL.path):4: "))
      let export =
        #"{"actionsById":{"0":{"type":"PERFORM_ACTION","action":{"type":"@@INIT"}}},"#
        + #""stagedActionIds":[0],"computedStates":[]}"#
      let badExport = try write(export, "bad.json", in: directory)
      for command in [["inspect", "bad.json"], ["replay", "bad.json"]] {
        let refused = await ReplayHarness.run(command, in: directory)
        #expect(refused.status == .dataError)
        #expect(
          refused.console.errors.hasPrefix(
            "error: \(badExport.standardizedFileURL.path): computedStates: 0 states"))
      }
      let missing = await ReplayHarness.run(["inspect", "missing.jsonl"], in: directory)
      #expect(missing.status == .noInput)
      let written = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(Set(written) == ["bad.jsonl", "bad.json"])
    }
  }
}
