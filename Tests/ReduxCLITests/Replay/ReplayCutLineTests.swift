import Foundation
import ReduxCLIKit
import Testing

/// `replay` and `inspect` read a recording whose session died while writing its last line (a
/// crash, `kill -9`, a power cut) up to its last whole action: a warning naming the cut line on
/// standard error, and exit code 0. Anything else that is wrong is refused as before, with 65.
@MainActor
@Suite("replay and inspect: a recording cut by a crash")
struct ReplayCutLineTests {
  /// A session whose last action's line holds characters of several bytes.
  static let script = "open todoList\ntodo add 1 Buy milk\ntodo add 1 Thé ☕ 日本\n"

  /// Records the script, and gives the recording's bytes with its last line break.
  private func recordedBytes(in directory: URL) async throws -> Data {
    let run = try await ReplayHarness.record(Self.script, in: directory)
    #expect(run.status == .success)
    return try Data(contentsOf: directory.appendingPathComponent("session.jsonl"))
  }

  /// The recording without its last line, and its last line cut: inside the "☕", or else
  /// 30 bytes in, before any character of several bytes.
  private func cut(_ bytes: Data, insideACharacter: Bool = true) throws -> (whole: Data, cut: Data)
  {
    let lines = bytes.split(separator: UInt8(ascii: "\n"))
    let last = try #require(lines.last)
    let whole =
      Data(lines.dropLast().joined(separator: [UInt8(ascii: "\n")])) + [UInt8(ascii: "\n")]
    let cup = try #require(last.firstRange(of: Data("☕".utf8)))
    let end = insideACharacter ? cup.lowerBound + 1 : last.startIndex + 30
    return (whole, whole + last[..<end])
  }

  private func write(_ data: Data, _ name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try data.write(to: url)
    return url.standardizedFileURL.path
  }

  @Test func aCutLastLineReplaysUpToTheLastWholeActionWithAWarning() async throws {
    try await TemporaryDirectory.with { directory in
      let (whole, cut) = try cut(try await recordedBytes(in: directory))
      // Cut inside a character: the file is not UTF-8 text, only because of its cut line.
      #expect(String(data: cut, encoding: .utf8) == nil)
      _ = try write(whole, "whole.jsonl", in: directory)
      let path = try write(cut, "cut.jsonl", in: directory)
      for options in [["--json"], [], ["--steps"]] {
        let expected = await ReplayHarness.run(["replay", "whole.jsonl"] + options, in: directory)
        #expect(expected.status == .success)
        #expect(expected.console.errors == "")
        let run = await ReplayHarness.run(["replay", "cut.jsonl"] + options, in: directory)
        #expect(run.status == .success)
        // Header, open, show, the first todo: the cut line is the fifth.
        #expect(
          run.console.errors
            == "warning: \(path):5: the recording ends in a cut line; 3 actions replayed\n")
        #expect(run.console.output == expected.console.output)
      }
    }
  }

  @Test func inspectWritesThePageOfACutRecordingWithAWarning() async throws {
    try await TemporaryDirectory.with { directory in
      let (_, cut) = try cut(try await recordedBytes(in: directory))
      let path = try write(cut, "cut.jsonl", in: directory)
      let run = await ReplayHarness.run(["inspect", "cut.jsonl"], in: directory)
      let page = directory.appendingPathComponent("cut.html").standardizedFileURL
      #expect(run.status == .success)
      #expect(
        run.console.errors
          == "warning: \(path):5: the recording ends in a cut line; 3 actions replayed\n")
      #expect(run.console.output == page.path + "\n")
      #expect(FileManager.default.fileExists(atPath: page.path))
    }
  }

  // A cut inside a character followed by more is not UTF-8 text, refused with 66 as before;
  // these cuts fall between characters.
  @Test func aCutLineFollowedByALineBreakIsRefused() async throws {
    try await TemporaryDirectory.with { directory in
      let (_, cut) = try cut(try await recordedBytes(in: directory), insideACharacter: false)
      let path = try write(cut + [UInt8(ascii: "\n")], "bad.jsonl", in: directory)
      for command in ["replay", "inspect"] {
        let run = await ReplayHarness.run([command, "bad.jsonl"], in: directory)
        #expect(run.status == .dataError, "\(command)")
        #expect(run.console.output == "", "\(command)")
        #expect(run.console.errors == "error: \(path):5: not a JSON object\n", "\(command)")
      }
    }
  }

  @Test func aCutLineFollowedByMoreLinesIsRefused() async throws {
    try await TemporaryDirectory.with { directory in
      let bytes = try await recordedBytes(in: directory)
      let (whole, cut) = try cut(bytes, insideACharacter: false)
      let lastLine = bytes[whole.count...]
      let path = try write(cut + [UInt8(ascii: "\n")] + lastLine, "bad.jsonl", in: directory)
      let run = await ReplayHarness.run(["replay", "bad.jsonl", "--json"], in: directory)
      #expect(run.status == .dataError)
      #expect(run.console.errors == "error: \(path):5: not a JSON object\n")
    }
  }

  @Test func aCutHeaderIsNotARecording() async throws {
    try await TemporaryDirectory.with { directory in
      let bytes = try await recordedBytes(in: directory)
      let path = try write(bytes.prefix(30), "bad.jsonl", in: directory)
      let run = await ReplayHarness.run(["replay", "bad.jsonl", "--json"], in: directory)
      #expect(run.status == .dataError)
      #expect(run.console.output == "")
      #expect(
        run.console.errors
          == "error: \(path):1: the header line is cut short (no line break after it): the "
          + "session ended before its recording began\n")
    }
  }
}
