import Foundation
import ReduxCLIKit
import SampleApp
import Testing

/// A person at a terminal, piped input, JSON for programs, and the help.
@MainActor
@Suite("simulate modes")
struct SimulateModesTests {
  private let window1 = "BFF833EE-8C95-45F7-BAD7-6E7CA53A3E26"

  @Test func promptsAPersonAndGoesOnAfterARefusedCommand() async {
    let run = await SimulateHarness.run(
      ["open", "close 4", "todo add 1 Milk", "windows", "quit", "open"], interactive: true)
    #expect(run.status == .success)
    #expect(
      run.console.transcript == """
        The sample app in the terminal: one store, many windows.
        Start with 'open todoList', or type 'help' for the commands; 'quit' leaves.

        > ┌─ window 1 · BFF833EE ─┐
        │ (no screens)          │
        └───────────────────────┘
          WindowAction(WindowActionType.openWindow, window: BFF833EE)
            activeScreens.screensByWindow[BFF833EE]: (none) → []
            activeScreens.openWindows[0]: (none) → BFF833EE

        > error: no window 4. Windows: 1. Type 'help' for commands.
        > error: window 1 does not show todoList: 'show 1 todoList' shows it. Type 'help' for commands.
        >   1  \(window1)  no screens

        > 
        """)
    #expect(
      run.console.errors == """
        error: no window 4. Windows: 1. Type 'help' for commands.
        error: window 1 does not show todoList: 'show 1 todoList' shows it. Type 'help' for commands.

        """)
  }

  @Test func endsAtTheEndOfTheInput() async {
    let interactive = await SimulateHarness.run(["windows"], interactive: true)
    #expect(interactive.status == .success)
    #expect(interactive.console.output.hasSuffix("No windows yet: 'open' opens one.\n\n> \n"))
    let piped = await SimulateHarness.run(["windows"])
    #expect(piped.status == .success)
    #expect(piped.console.output == "> windows\nNo windows yet: 'open' opens one.\n\n")
  }

  @Test func stopsPipedInputAtTheFirstBadLine() async {
    let run = await SimulateHarness.run(["open", "", "show 1 profile", "open"])
    #expect(run.status == .dataError)
    #expect(
      run.console.errors
        == "stdin:3: error: no screen 'profile'. Screens: todoList, settings, exampleFeature. "
        + "Type 'help show' for its usage.\n")
    #expect(!run.console.output.contains("window 2"))
  }

  @Test func printsOneLineOfJSONForEachQueryAndNothingElse() async throws {
    let run = await SimulateHarness.run(
      ["open todoList", "todo add 1 Milk", "state", "windows", "log"], arguments: ["--json"])
    #expect(run.status == .success)
    let lines = run.console.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4)
    #expect(
      lines[0] == """
        {"settings":{"backgroundColor":"red","textColor":"white"},"windows":[{"number":1,\
        "id":"\(window1)","screens":{"todoList":{"items":[{"id":1,"title":"Milk","isCompleted":false}],\
        "nextItemID":2,"suggestion":null,"isFetchingSuggestion":false,"rejection":null,"suggestionError":null}}}]}
        """)
    #expect(
      lines[1] == #"[{"number":1,"id":"\#(window1)","open":true,"screens":["todoList"]}]"#)
    let log = try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String]
    #expect(
      log?.map { $0.prefix { $0 != "(" } } == [
        "WindowAction", "ScreenAction<AppScreen>", "Action",
      ])
    #expect(lines[3].isEmpty)
  }

  @Test func printsTheStateAsTextOrAsJSON() async {
    let run = await SimulateHarness.run(
      ["open settings", "settings background yellow", "state", "state 1 --json"])
    #expect(run.status == .success)
    #expect(
      run.console.output.hasSuffix(
        """
        > state
        settings:
          backgroundColor: yellow
          textColor: white
        windows:
          - number: 1
            id: \(window1)
            screens:
              settings:
                confirmation: "Background is now yellow"

        > state 1 --json
        {"number":1,"id":"\(window1)","screens":{"settings":{"confirmation":"Background is now yellow"}}}


        """))
  }

  @Test func explainsItsCommands() async {
    let run = await SimulateHarness.run(["help", "help todo toggle", "todo move --help"])
    #expect(run.status == .success)
    #expect(run.console.output.contains("> help\nCommands:\n  open [<screen> ...]"))
    #expect(run.console.output.contains("> help todo toggle\nOVERVIEW: Marks a todo done"))
    #expect(run.console.output.contains("> todo move --help\nOVERVIEW: Moves a todo"))
    #expect(run.console.output.contains("USAGE: todo move <window> <from> <to>\n"))
  }

  @Test func showsEveryScreenOfTheAppWithoutKnowingIt() async throws {
    let names = AppScreen.allCases.map { String(describing: $0) }
    let run = await SimulateHarness.run(
      ["open " + names.joined(separator: " ")] + names.map { "hide 1 \($0)" } + ["windows"])
    #expect(run.status == .success)
    for name in names {
      #expect(run.console.output.contains("├─ \(name) "))
      #expect(run.console.output.contains("> hide 1 \(name)\n"))
    }
    #expect(run.console.output.hasSuffix("  1  \(window1)  no screens\n\n"))
  }

  @Test func refusesBadOptionsBeforeStarting() async throws {
    try await TemporaryDirectory.with { directory in
      let missingFolder = await SimulateHarness.run(
        [], arguments: ["--state-file", "nowhere/todos.json"], in: directory)
      #expect(missingFolder.status == .usageError)
      #expect(
        missingFolder.console.errors
          == "error: the folder of --state-file does not exist: "
          + "\(directory.appendingPathComponent("nowhere").standardizedFileURL.path). "
          + "See 'redux-cli simulate --help'.\n")
      let folder = await SimulateHarness.run([], arguments: ["--state-file", "."], in: directory)
      #expect(folder.status == .usageError)
      #expect(folder.console.errors.hasPrefix("error: --state-file is a folder, not a file: "))
      let script = await SimulateHarness.run(
        [], arguments: ["--script", "none.txt"], in: directory)
      #expect(script.status == .noInput)
      #expect(
        script.console.errors.hasSuffix(
          "none.txt does not exist. See 'redux-cli simulate --help'.\n"))
      let width = await SimulateHarness.run([], arguments: ["--width", "20"], in: directory)
      #expect(width.status == .usageError)
      #expect(
        width.console.errors
          == "error: --width needs a number of columns from 40 to 1000, not '20'. "
          + "See 'redux-cli simulate --help'.\n")
      #expect(missingFolder.console.output.isEmpty && width.console.output.isEmpty)
    }
  }
}
