import ReduxCLIKit
import Testing

/// `simulate --script` reads a file saved with Windows line endings ("\r\n") line by line, as it
/// reads one saved with "\n": Swift sees "\r\n" as one `Character`, so a split on "\n" alone once
/// read such a file as a single line.
@MainActor
struct ScriptLineEndingTests {
  /// A script that adds a todo and shows the state, with its lines ended by `ending`.
  private func script(endingLinesWith ending: String) -> String {
    ["open todoList", "# a comment", "", "todo add 1 Buy milk", "state 1"]
      .map { $0 + ending }.joined()
  }

  @Test func aScriptWithWindowsLineEndingsRunsAsTheSameScriptWithUnixOnes() async throws {
    let unix = try await SimulateHarness.runScript(script(endingLinesWith: "\n"))
    let windows = try await SimulateHarness.runScript(script(endingLinesWith: "\r\n"))
    #expect(unix.status == .success)
    #expect(windows.status == .success)
    #expect(windows.console.errors == "")
    #expect(windows.console.transcript == unix.console.transcript)
    // The comment and the blank line are skipped, not taken for the commands after them.
    #expect(windows.console.transcript.contains("> todo add 1 Buy milk\n"))
    #expect(windows.console.transcript.contains("1. [ ] Buy milk"))
    #expect(!windows.console.transcript.contains("\r"))
  }

  @Test func aBadLineOfAWindowsScriptIsReportedWithItsOwnNumber() async throws {
    let run = try await SimulateHarness.runScript(
      ["open todoList", "todo add 1 Buy milk", "todo toggle 1 2", "todo add 1 never reached"]
        .map { $0 + "\r\n" }.joined())
    #expect(run.status == .dataError)
    #expect(
      run.console.errors
        == "session.txt:3: error: window 1 has no todo 2: it has 1 todo. "
        + "Type 'help' for commands.\n")
    #expect(!run.console.transcript.contains("never reached"))
  }

  @Test func aScriptMixingBothLineEndingsReadsEveryLine() async throws {
    let run = try await SimulateHarness.runScript(
      "open todoList\r\ntodo add 1 Buy milk\ntodo add 1 Call Ada\r\nstate 1")
    #expect(run.status == .success)
    #expect(run.console.errors == "")
    #expect(run.console.transcript.contains("2. [ ] Call Ada"))
  }
}
