import Foundation
import Redux
import Testing

@testable import ReduxCLIKit

/// `replay --profile` names each action's window by the number `replay` draws on the window's
/// box: the numbers come from the replay itself, not from the order the recording first names
/// the windows in.
@MainActor
@Suite("replay --profile: windows numbered as replay draws them")
struct ReplayProfileWindowTests {
  /// The restored session of the mutation tests with its actions for window 2 (positions 6 and
  /// 7) moved before those for window 1 (4 and 5), the positions counted again: after the
  /// restore, the first action aimed at a window is aimed at window 2.
  static func restoredSessionWindow2First() throws -> String {
    let lines = ReplayMutationFixtures.restoredSession.split(separator: "\n").map(String.init)
    let order = [1, 2, 3, 6, 7, 4, 5, 8, 9, 10, 11]
    var moved = [lines[0]]
    for (index, position) in order.enumerated() {
      let prefix = #"{"position":\#(position),"#
      let line = lines[position]
      #expect(line.hasPrefix(prefix))
      moved.append(#"{"position":\#(index + 1),"# + line.dropFirst(prefix.count))
    }
    return moved.joined(separator: "\n")
  }

  /// Writes the recording with a cost on every line, and returns the window column of
  /// `replay --profile`'s slowest actions, by position.
  private func profiledWindows(_ text: String, in directory: URL) async throws -> [Int: String] {
    let costed = try ReplayProfileTests.withCosts(text) { ReplayProfileTests.cost($0) }
    try costed.write(
      to: directory.appendingPathComponent("costed.jsonl"), atomically: true, encoding: .utf8)
    let run = await ReplayHarness.run(
      ["replay", "costed.jsonl", "--profile", "--slowest", "1000"], in: directory)
    #expect(run.status == .success)
    #expect(run.console.errors == "")
    let lines = run.console.output.split(separator: "\n", omittingEmptySubsequences: false)
    let header = try #require(lines.firstIndex { $0.hasPrefix("  position  window") })
    var windows: [Int: String] = [:]
    for line in lines[(header + 1)...] {
      let columns = line.split(separator: " ")
      guard columns.count > 2, let position = Int(columns[0]) else { break }
      windows[position] = String(columns[1])
    }
    return windows
  }

  /// The title of each window box `replay` draws after the last action: `window 2 · 69AADA28`.
  private func drawnWindows(_ text: String, in directory: URL) async throws -> [String] {
    try text.write(
      to: directory.appendingPathComponent("plain.jsonl"), atomically: true, encoding: .utf8)
    let run = await ReplayHarness.run(["replay", "plain.jsonl", "--steps"], in: directory)
    #expect(run.status == .success)
    let pattern = /window (\d+) · ([0-9A-F]{8})/
    return run.console.output.matches(of: pattern).map { "\($0.output.1) \($0.output.2)" }
  }

  @Test func anActionForWindow2BeforeAnyForWindow1IsW2() async throws {
    try await TemporaryDirectory.with { directory in
      let text = try Self.restoredSessionWindow2First()
      let w1 = String(ReplayMutationFixtures.w1.prefix(8))
      let w2 = String(ReplayMutationFixtures.w2.prefix(8))
      // `replay` draws the restored windows as window 1 and window 2, whatever acts on them
      // first.
      let drawn = Set(try await drawnWindows(text, in: directory))
      #expect(drawn == ["1 \(w1)", "2 \(w2)"])
      let windows = try await profiledWindows(text, in: directory)
      #expect(
        windows == [
          1: "all", 2: "all", 3: "all", 4: "W2", 5: "W2", 6: "W1", 7: "W1", 8: "W2", 9: "W1",
          10: "W1", 11: "W1",
        ])
    }
  }

  @Test func theFixtureAsRecordedNumbersItsWindowsTheSameWay() async throws {
    try await TemporaryDirectory.with { directory in
      let windows = try await profiledWindows(
        ReplayMutationFixtures.restoredSession, in: directory)
      #expect(
        windows == [
          1: "all", 2: "all", 3: "all", 4: "W1", 5: "W1", 6: "W2", 7: "W2", 8: "W2", 9: "W1",
          10: "W1", 11: "W1",
        ])
    }
  }

  @Test func aRestoredWindowKeepsTheNumberItsIdWasMadeFrom() async throws {
    // The fixture's windows have the ids `simulate` gives its windows 1 and 2. With the ids
    // swapped, the restore lists window 2 first, and the first action aimed at a window is
    // aimed at window 2: `replay` numbers each by its id, and so does the profile.
    let w1 = ReplayMutationFixtures.w1
    let w2 = ReplayMutationFixtures.w2
    #expect(WindowIDs.numbered.make(1).uuidString == w1)
    #expect(WindowIDs.numbered.make(2).uuidString == w2)
    let text = ReplayMutationFixtures.restoredSession
      .replacingOccurrences(of: w1, with: "swapped")
      .replacingOccurrences(of: w2, with: w1)
      .replacingOccurrences(of: "swapped", with: w2)
    try await TemporaryDirectory.with { directory in
      let drawn = Set(try await drawnWindows(text, in: directory))
      #expect(drawn == ["1 \(w1.prefix(8))", "2 \(w2.prefix(8))"])
      let windows = try await profiledWindows(text, in: directory)
      #expect(
        windows == [
          1: "all", 2: "all", 3: "all", 4: "W2", 5: "W2", 6: "W1", 7: "W1", 8: "W1", 9: "W2",
          10: "W2", 11: "W2",
        ])
    }
  }

  @Test func aWindowNoActionOpenedIsNamedByItsId() async throws {
    // A todo added in a window the recording never opened: `replay` draws no box for it.
    let stray = "0C0FFEE0-0000-4000-8000-000000000001"
    let text = ReplayMutationFixtures.todoListInWindow1(
      then: #"{"position":3,"window":"\#(stray)","action":"TodoListAction","#
        + #""payload":{"add":{"title":"Lost"}}}"#)
    try await TemporaryDirectory.with { directory in
      let windows = try await profiledWindows(text, in: directory)
      #expect(windows == [1: "W1", 2: "W1", 3: "0C0FFEE0"])
    }
  }
}
