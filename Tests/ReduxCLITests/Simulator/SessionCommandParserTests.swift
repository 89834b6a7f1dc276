import SampleApp
import Testing

@testable import ReduxCLIKit

@Suite("Session command parser")
struct SessionCommandParserTests {
  @Test(arguments: [
    ("open", SessionCommand.step(.open(screens: []))),
    ("open todoList settings", .step(.open(screens: [.todoList, .settings]))),
    ("  close 2  ", .step(.close(window: "2"))),
    ("windows", .windows),
    ("show 1 TODOLIST", .step(.show(window: "1", screen: .todoList))),
    ("hide 3f settings", .step(.hide(window: "3f", screen: .settings))),
    ("todo add 1 Buy milk", .step(.todo(window: "1", change: .add(title: "Buy milk")))),
    (
      #"todo add 1 "Buy  milk" 'now'"#,
      .step(.todo(window: "1", change: .add(title: "Buy  milk now")))
    ),
    ("todo add 1 -- -5 degrees", .step(.todo(window: "1", change: .add(title: "-5 degrees")))),
    ("todo toggle 2 3", .step(.todo(window: "2", change: .toggle(position: 3)))),
    ("todo move 1 3 1", .step(.todo(window: "1", change: .move(from: 3, to: 1)))),
    ("todo remove 1 2", .step(.todo(window: "1", change: .remove(position: 2)))),
    ("todo suggest 1", .step(.todo(window: "1", change: .suggest))),
    ("todo accept 1", .step(.todo(window: "1", change: .accept))),
    ("show 1 todoList#2", .step(.show(window: "1", screen: .todoList, instance: 2))),
    ("hide 1 TODOLIST#12", .step(.hide(window: "1", screen: .todoList, instance: 12))),
    ("show 1 todoList#1", .step(.show(window: "1", screen: .todoList))),
    ("open todoList todoList#2", .step(.open(screens: [.todoList, .todoList]))),
    (
      "todo add 1#2 Buy milk",
      .step(.todo(window: "1", change: .add(title: "Buy milk"), instance: 2))
    ),
    ("todo accept 3f#3", .step(.todo(window: "3f", change: .accept, instance: 3))),
    ("settings background Blue", .step(.settings(.background(.blue), window: nil))),
    ("settings text black 2", .step(.settings(.text(.black), window: "2"))),
    ("example 2", .step(.example(window: "2"))),
    ("state", .state(window: nil, json: false)),
    ("state 2 --json", .state(window: "2", json: true)),
    ("log", .log),
    ("help", .help(topic: nil)),
    ("help todo add", .help(topic: "todo add")),
    ("todo add --help", .help(topic: "todo add")),
    ("todo -h", .help(topic: "todo")),
    ("quit", .quit),
    ("exit", .quit),
  ])
  func readsEveryCommand(line: String, expected: SessionCommand) throws {
    #expect(try SessionCommandParser.parse(line) == expected)
  }

  @Test func skipsBlankLinesAndComments() throws {
    for line in ["", "   ", "\t", "# open", "  # close 1"] {
      #expect(try SessionCommandParser.parse(line) == nil)
    }
  }

  @Test(arguments: [
    ("frobnicate", "error: unknown command 'frobnicate'. Type 'help' for commands."),
    ("close", "error: missing argument <window>. Type 'help close' for its usage."),
    ("close 1 2", "error: unexpected argument '2'. Type 'help close' for its usage."),
    ("show 1", "error: missing argument <screen>. Type 'help show' for its usage."),
    (
      "show 1 profile",
      "error: no screen 'profile'. Screens: todoList, settings, exampleFeature. "
        + "Type 'help show' for its usage."
    ),
    (
      "open todoList todoList",
      "error: todoList is named twice. Type 'help open' for its usage."
    ),
    ("todo add 1", "error: missing argument <text>. Type 'help todo add' for its usage."),
    (#"todo add 1 "  ""#, "error: a todo needs a title. Type 'help todo add' for its usage."),
    (
      "todo toggle 1 0",
      "error: '0' is not a todo's position: todos are numbered from 1. "
        + "Type 'help todo toggle' for its usage."
    ),
    (
      "todo move 1 2 x",
      "error: 'x' is not a todo's position: todos are numbered from 1. "
        + "Type 'help todo move' for its usage."
    ),
    (
      "todo",
      "error: 'todo' needs a command: add, toggle, move, remove, suggest, accept, import. "
        + "Type 'help todo' for its usage."
    ),
    (
      "todo tick 1 1",
      "error: unknown command 'todo tick'. 'todo' commands: add, toggle, move, remove, suggest, "
        + "accept, import. Type 'help todo' for its usage."
    ),
    (
      "settings background green",
      "error: no colour 'green'. Colours: red, blue, purple, yellow, white, black. "
        + "Type 'help settings background' for its usage."
    ),
    ("state --yaml", "error: unknown option '--yaml'. Type 'help state' for its usage."),
    (#"todo add 1 "Buy milk"#, "error: the quote \" is not closed. Type 'help' for commands."),
  ])
  func refusesABadLineWithOneClearLine(line: String, message: String) {
    #expect(throws: SimulatorError.self) { try SessionCommandParser.parse(line) }
    do {
      _ = try SessionCommandParser.parse(line)
    } catch {
      #expect(error.message == message)
    }
  }

  @Test func splitsWordsLikeAShell() throws {
    #expect(try CommandLineWords.split(#"a  "b c" 'd "e"' """#) == ["a", "b c", #"d "e""#, ""])
    #expect(try CommandLineWords.split("x\"y z\"") == ["xy z"])
  }

  @Test func namesScreensFromTheAppScreenEnum() throws {
    // Generic: a screen added to AppScreen is listed without changes here.
    #expect(SessionArguments.screenNames == AppScreen.allCases.map { "\($0)" })
    for screen in AppScreen.allCases {
      #expect(
        try SessionCommandParser.parse("show 1 \(screen)")
          == .step(.show(window: "1", screen: screen)))
    }
  }

  @Test func listsEveryCommandInTheHelpWithin80Columns() throws {
    let overview = SessionHelp.overview(width: 80)
    for definition in SessionCommands.all {
      #expect(overview.contains("  \(definition.usage)  "))
    }
    for line in overview.split(separator: "\n") {
      #expect(TerminalText.width(of: line) <= 80)
    }
    #expect(
      try SessionHelp.help(topic: "todo", width: 80).contains("todo move <window> <from> <to>"))
    #expect(
      try SessionHelp.help(topic: "todo  add", width: 80)
        == HelpFormatter.help(for: SessionCommands.definition(named: "todo add")!.spec, program: "")
    )
    #expect(throws: SimulatorError("no command 'fly'")) {
      try SessionHelp.help(topic: "fly", width: 80)
    }
  }
}
