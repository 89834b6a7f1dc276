import Foundation
import ReduxCLIKit
import Testing

@MainActor
@Suite("redux-cli commands")
struct RootCommandTests {
  private func run(_ arguments: [String]) async -> (ExitCode, BufferedConsole) {
    let console = BufferedConsole()
    let status = await RootCommand.run(arguments, context: CommandContext(console: console))
    return (status, console)
  }

  @Test func noCommandPrintsTheListOfCommands() async {
    for arguments in [[], ["--help"], ["-h"], ["help"]] {
      let (status, console) = await run(arguments)
      #expect(status == .success)
      #expect(console.output == RootCommand.help + "\n")
      #expect(console.errors.isEmpty)
    }
    for command in RootCommand.commands {
      #expect(RootCommand.help.contains("  \(command.spec.name) "))
    }
  }

  @Test func anUnknownCommandIsAUsageError() async {
    let (status, console) = await run(["frobnicate", "--now"])
    #expect(status == .usageError)
    #expect(console.output.isEmpty)
    #expect(
      console.errors == "error: unknown command 'frobnicate'. See 'redux-cli --help'.\n")
  }

  @Test(arguments: [["bench"], ["bench", "--quick"], ["help", "bench"]])
  func theBenchmarkSaysWhereItMovedAndRunsNothing(arguments: [String]) async {
    let (status, console) = await run(arguments)
    #expect(status == .usageError)
    #expect(console.output.isEmpty)
    #expect(
      console.errors
        == "error: 'redux-cli bench' has moved: the benchmark is a program of its own now: run "
        + "'swift run -c release redux-bench' (its options are the same; see "
        + "'swift run redux-bench --help').\n")
    #expect(!RootCommand.help.contains("bench"))
  }

  @Test func everyCommandAnswersHelpBothWays() async {
    for command in RootCommand.commands {
      let name = command.spec.name
      let expected = HelpFormatter.help(for: command.spec) + "\n"
      let (first, viaFlag) = await run([name, "--help"])
      let (second, viaHelp) = await run(["help", name])
      #expect(first == .success && second == .success)
      #expect(viaFlag.output == expected)
      #expect(viaHelp.output == expected)
    }
  }

  @Test func helpHelpPrintsTheListOfCommands() async {
    for topic in ["help", "--help", "-h"] {
      let (status, console) = await run(["help", topic])
      #expect(status == .success)
      #expect(console.output == RootCommand.help + "\n")
    }
  }

  /// Found by a review: `help demo extra` printed the demo's help and exited 0, ignoring a word.
  @Test func helpWithMoreThanOneWordIsAUsageError() async {
    let (status, console) = await run(["help", "demo", "extra"])
    #expect(status == .usageError)
    #expect(console.output.isEmpty)
    #expect(
      console.errors
        == "error: 'help' takes one command name, but was given 2: 'demo extra'. "
        + "See 'redux-cli --help'.\n")
  }

  @Test func aWrongCommandLineIsAUsageErrorNamingTheCommand() async {
    let (status, console) = await run(["demo", "--fast"])
    #expect(status == .usageError)
    #expect(console.errors == "error: unknown option '--fast'. See 'redux-cli demo --help'.\n")
  }
}
