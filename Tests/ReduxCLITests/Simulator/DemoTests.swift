import Foundation
import Testing

@testable import ReduxCLIKit

/// `redux-cli demo`, and the command-line reference that shows it.
@MainActor
@Suite("demo")
struct DemoTests {
  private func runDemo(_ arguments: [String] = []) async -> (ExitCode, BufferedConsole) {
    let console = BufferedConsole()
    let status = await RootCommand.run(
      ["demo"] + arguments, context: CommandContext(console: console))
    return (status, console)
  }

  @Test func playsEveryStepWithinEightyColumns() async {
    let (status, console) = await runDemo()
    #expect(status == .success)
    #expect(console.errors.isEmpty)
    let output = console.output
    for number in 1...7 {
      #expect(output.contains("\n\(number). "))
    }
    for command in [
      "> open\n", "> show 1 todoList\n", "> todo add 1 Buy milk\n",
      "> todo toggle 1 2\n", "> settings background blue 3\n", "> example 2\n", "> close 2\n",
    ] {
      #expect(output.contains(command))
    }
    #expect(
      output.hasSuffix("Now try it yourself: swift run redux-cli simulate, then type 'help'.\n"))
    for line in output.split(separator: "\n") {
      #expect(TerminalText.width(of: line) <= 80, "\(line)")
    }
  }

  @Test func drawsTheWindowsAfterEachStepAndLogsTheActions() async {
    let (_, console) = await runDemo()
    let output = console.output
    // Three empty windows side by side, then window 2's list kept apart from window 1's.
    #expect(
      output.contains(
        """
        ┌─ window 1 · BFF833EE ─┐ ┌─ window 2 · 69AADA28 ─┐ ┌─ window 3 · C17C3326 ─┐
        │ (no screens)          │ │ (no screens)          │ │ (no screens)          │
        └───────────────────────┘ └───────────────────────┘ └───────────────────────┘
          WindowAction(WindowActionType.openWindow, window: BFF833EE)
        """))
    #expect(
      output.contains(
        """
        > todo toggle 1 2
        ┌─ window 1 · BFF833EE ──────────────┐ ┌─ window 2 · 69AADA28 ──────────────┐
        ├─ todoList ─────────────────────────┤ ├─ todoList ─────────────────────────┤
        │ Todos (background red, text white) │ │ Todos (background red, text white) │
        │ 1. [ ] Buy milk                    │ │ 1. [ ] Book the dentist            │
        │ 2. [x] Call Ada                    │ └────────────────────────────────────┘
        └────────────────────────────────────┘
        """))
    // The last step: window 2 is gone, and its closing is logged.
    #expect(
      output.contains(
        """
        > close 2
        ┌─ window 1 · BFF833EE ───────────────┐ ┌─ window 3 · C17C3326 ───────────────┐
        """))
    #expect(output.contains("  WindowAction(WindowActionType.closeWindow, window: 69AADA28)\n"))
    // A controller released closes its screen again; that repeat is not shown.
    #expect(!output.contains("(no change)"))
  }

  @Test func printsTheSameOutputEveryTime() async {
    let (_, first) = await runDemo()
    let (_, second) = await runDemo()
    #expect(first.output == second.output)
  }

  @Test func fitsANarrowerTerminal() async {
    let (status, console) = await runDemo(["--width", "60"])
    #expect(status == .success)
    for line in console.output.split(separator: "\n") {
      #expect(TerminalText.width(of: line) <= 60, "\(line)")
    }
  }

  @Test func theReferenceShowsRealOutputAndARunnableScript() async throws {
    let readme = try String(
      contentsOf: PackageFiles.root.appendingPathComponent("Sources/ReduxCLI/README.md"),
      encoding: .utf8)
    let section = try #require(readme.range(of: "## demo")).upperBound
    let blocks = readme[section...].components(separatedBy: "```text\n").dropFirst().map {
      $0.components(separatedBy: "\n```").first ?? ""
    }
    let excerpt = try #require(blocks.first)
    let script = try #require(blocks.dropFirst().first)
    #expect(excerpt.split(separator: "\n").count > 10)
    let (_, console) = await runDemo()
    #expect(console.output.contains(excerpt + "\n"))

    #expect(script.hasPrefix("# session.txt"))
    let run = try await SimulateHarness.runScript(script)
    #expect(run.status == .success)
    #expect(run.console.errors.isEmpty)
  }
}
