import Foundation
import ReduxCLIKit
import Testing

/// `replay` and `inspect` read a recording whose session died while its recorder wrote a batch
/// (`todo import`): the batch's recorded actions are replayed, with a warning on standard error
/// that the session never published their state, and exit code 0.
@MainActor
@Suite("replay and inspect: a recording that ends inside a batch")
struct ReplayUnfinishedBatchTests {
  /// Records an import of three todos, one batch, and writes the recording without the batch's
  /// last line as `unfinished.jsonl`; gives its path and the line of its last action.
  private func unfinishedRecording(in directory: URL) async throws -> (path: String, line: Int) {
    let run = try await ReplayHarness.record("open todoList\ntodo import 1 3\n", in: directory)
    #expect(run.status == .success)
    let lines = try ReplayHarness.recording(in: directory).split(separator: "\n")
    #expect(lines.last?.contains(#""batch":[3,3]"#) == true)
    let kept = lines.dropLast()
    #expect(kept.last?.contains(#""batch":[2,3]"#) == true)
    let url = directory.appendingPathComponent("unfinished.jsonl")
    try (kept.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    return (url.standardizedFileURL.path, kept.count)
  }

  @Test func replayWarnsThatTheBatchWasNeverPublished() async throws {
    try await TemporaryDirectory.with { directory in
      let (path, line) = try await unfinishedRecording(in: directory)
      let whole = await ReplayHarness.run(["replay", "session.jsonl"], in: directory)
      #expect(whole.status == .success)
      #expect(whole.console.errors == "")
      let run = await ReplayHarness.run(["replay", "unfinished.jsonl"], in: directory)
      #expect(run.status == .success)
      #expect(
        run.console.errors
          == "warning: \(path):\(line): the recording ends inside a batch: 2 of its 3 actions "
          + "were recorded, and the session never published their state\n")
    }
  }

  @Test func inspectWritesThePageWithTheSameWarningAndACutLineAfterIt() async throws {
    try await TemporaryDirectory.with { directory in
      let (path, line) = try await unfinishedRecording(in: directory)
      // The batch's last line, cut: the session died while writing it.
      let url = directory.appendingPathComponent("unfinished.jsonl")
      let handle = try FileHandle(forWritingTo: url)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(#"{"position":"#.utf8))
      try handle.close()
      let run = await ReplayHarness.run(["inspect", "unfinished.jsonl"], in: directory)
      #expect(run.status == .success)
      #expect(
        run.console.errors
          == "warning: \(path):\(line): the recording ends inside a batch: 2 of its 3 actions "
          + "were recorded, and the session never published their state\n"
          + "warning: \(path):\(line + 1): the recording ends in a cut line; \(line - 1) actions "
          + "replayed\n")
      let page = directory.appendingPathComponent("unfinished.html").standardizedFileURL
      #expect(FileManager.default.fileExists(atPath: page.path))
    }
  }
}
