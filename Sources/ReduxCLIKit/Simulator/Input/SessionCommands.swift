import SampleApp

/// Every command of a `redux-cli simulate` session, in the order `help` lists them.
enum SessionCommands {
  /// The words that start several commands, such as `todo`, with what they are about.
  static let groups: [(name: String, abstract: String)] = [
    (name: "todo", abstract: "Changes the todo list of a window."),
    (name: "settings", abstract: "Changes the settings every window shares."),
  ]

  /// The commands.
  static let all: [SessionCommandDefinition] =
    windowCommands + todoCommands + settingsCommands + TimeTravelCommands.all + sessionCommands

  private static let window = PositionalArgument(
    name: "window", help: "The window: its number, or the start of its id.")
  private static let screen = PositionalArgument(
    name: "screen",
    help: "The screen: \(SessionArguments.screenNames.joined(separator: ", ")); "
      + "with #2, #3, ... its second, third instance in the window, such as todoList#2.")
  private static let list = PositionalArgument(
    name: "window",
    help: "The window, or 1#2 for its second todo list.")
  private static let position = PositionalArgument(
    name: "position", help: "The todo's position in the list, from 1.")

  private static let windowCommands: [SessionCommandDefinition] = [
    SessionCommandDefinition(
      CommandSpec(
        name: "open",
        abstract: "Opens a window with these screens.",
        discussion: "Windows are numbered 1, 2, 3, ... in the order they open; a number is not "
          + "given again after its window closes.",
        arguments: [
          PositionalArgument(
            name: "screen",
            help: "Screens to show in the new window; 'todoList todoList#2' shows two lists.",
            isOptional: true, isVariadic: true)
        ]
      )
    ) { parsed throws(SimulatorError) in
      .step(.open(screens: try SessionArguments.screens(parsed["screen"], of: "open")))
    },
    SessionCommandDefinition(
      CommandSpec(
        name: "close", abstract: "Closes a window and its screens.", arguments: [window])
    ) { parsed throws(SimulatorError) in
      .step(.close(window: try SessionArguments.required("window", in: parsed, of: "close")))
    },
    SessionCommandDefinition(
      CommandSpec(name: "windows", abstract: "Lists the windows, open and closed.")
    ) { _ in .windows },
    SessionCommandDefinition(
      CommandSpec(
        name: "show", abstract: "Shows a screen in a window.",
        discussion: "'show 1 todoList#2' shows a second todo list beside the first; each "
          + "instance has its own state. An instance is shown after those before it: #3 needs "
          + "#2.",
        arguments: [window, screen])
    ) { parsed throws(SimulatorError) in
      let reference = try ScreenReference.parse(
        SessionArguments.required("screen", in: parsed, of: "show"), of: "show")
      return .step(
        .show(
          window: try SessionArguments.required("window", in: parsed, of: "show"),
          screen: reference.screen, instance: reference.number))
    },
    SessionCommandDefinition(
      CommandSpec(
        name: "hide", abstract: "Hides a screen of a window.",
        discussion: "'hide 1 todoList#2' hides the second todo list and leaves the others; the "
          + "instances after it move up a number.",
        arguments: [window, screen])
    ) { parsed throws(SimulatorError) in
      let reference = try ScreenReference.parse(
        SessionArguments.required("screen", in: parsed, of: "hide"), of: "hide")
      return .step(
        .hide(
          window: try SessionArguments.required("window", in: parsed, of: "hide"),
          screen: reference.screen, instance: reference.number))
    },
  ]

  private static let todoCommands: [SessionCommandDefinition] = [
    todo(
      "add", abstract: "Adds a todo to a window's list.",
      arguments: [
        PositionalArgument(name: "text", help: "What there is to do.", isVariadic: true)
      ]
    ) { parsed throws(SimulatorError) in
      let title = try SessionArguments.required("text", in: parsed, of: "todo add")
      guard !title.allSatisfy(\.isWhitespace) else {
        throw SimulatorError("a todo needs a title", hint: .usage(of: "todo add"))
      }
      return .add(title: title)
    },
    todo("toggle", abstract: "Marks a todo done, or not done.", arguments: [position]) {
      parsed throws(SimulatorError) in
      .toggle(position: try positionArgument("position", in: parsed, of: "todo toggle"))
    },
    todo(
      "move", abstract: "Moves a todo to another position.",
      arguments: [
        PositionalArgument(name: "from", help: "The todo's position, from 1."),
        PositionalArgument(name: "to", help: "The position it ends up at, from 1."),
      ]
    ) { parsed throws(SimulatorError) in
      .move(
        from: try positionArgument("from", in: parsed, of: "todo move"),
        to: try positionArgument("to", in: parsed, of: "todo move"))
    },
    todo("remove", abstract: "Removes a todo.", arguments: [position]) {
      parsed throws(SimulatorError) in
      .remove(position: try positionArgument("position", in: parsed, of: "todo remove"))
    },
    todo("suggest", abstract: "Asks for a suggestion of a todo.") { _ in .suggest },
    todo("accept", abstract: "Adds the suggestion as a todo.") { _ in .accept },
    todo(
      "import", abstract: "Adds many todos in one batch.",
      discussion: "The todos, 'Imported todo 1', 'Imported todo 2', ..., are added at the end of "
        + "the list by one batch of 'add' actions: the list is drawn once, after the last. The "
        + "history, the log and a recording keep each action; 'undo' steps back one todo. At "
        + "most \(SessionArguments.importLimit) todos at a time.",
      arguments: [
        PositionalArgument(
          name: "count",
          help: "How many todos to add, from 1 to \(SessionArguments.importLimit).")
      ]
    ) { parsed throws(SimulatorError) in
      .import(
        count: try SessionArguments.importCount(
          SessionArguments.required("count", in: parsed, of: "todo import"), of: "todo import"))
    },
  ]

  private static let settingsCommands: [SessionCommandDefinition] = [
    settings("background", abstract: "Changes every list's background.") {
      .background($0)
    },
    settings("text", abstract: "Changes every list's text colour.") { .text($0) },
  ]

  private static let sessionCommands: [SessionCommandDefinition] = [
    SessionCommandDefinition(
      CommandSpec(
        name: "example", abstract: "Does the example feature's action.", arguments: [window])
    ) { parsed throws(SimulatorError) in
      .step(.example(window: try SessionArguments.required("window", in: parsed, of: "example")))
    },
    SessionCommandDefinition(
      CommandSpec(
        name: "state",
        abstract: "Prints the state, or a window's part.",
        discussion: "The state is printed field by field, read from the store: the settings "
          + "every window shares, then each open window with the state of each screen it shows.",
        arguments: [
          PositionalArgument(
            name: "window", help: "Print only this window's screens.", isOptional: true)
        ],
        options: [OptionSpec(flag: "json", help: "Print the state as JSON, on one line.")]
      )
    ) { parsed in .state(window: parsed["window"], json: parsed.has("json")) },
    SessionCommandDefinition(
      CommandSpec(name: "log", abstract: "Prints every action so far.")
    ) { _ in .log },
    SessionCommandDefinition(
      CommandSpec(
        name: "help",
        abstract: "Lists the commands, or explains one.",
        arguments: [
          PositionalArgument(
            name: "command", help: "The command to explain.", isOptional: true, isVariadic: true)
        ]
      )
    ) { parsed in .help(topic: parsed["command"]) },
    SessionCommandDefinition(
      CommandSpec(name: "quit", abstract: "Ends the session (so does 'exit').")
    ) { _ in .quit },
  ]

  /// The command with a name, if there is one.
  ///
  /// - Parameters:
  ///   - name: One or two words, such as `todo add`.
  /// - Returns: The command, or `nil`.
  static func definition(named name: String) -> SessionCommandDefinition? {
    all.first { $0.name == name }
  }

  private static func todo(
    _ name: String,
    abstract: String,
    discussion: String = "",
    arguments: [PositionalArgument] = [],
    change: @escaping @Sendable (ParsedArguments) throws(SimulatorError) -> TodoChange
  ) -> SessionCommandDefinition {
    let fullName = "todo \(name)"
    return SessionCommandDefinition(
      CommandSpec(
        name: fullName, abstract: abstract, discussion: discussion, arguments: [list] + arguments)
    ) { parsed throws(SimulatorError) in
      let list = try ScreenReference.window(
        SessionArguments.required("window", in: parsed, of: fullName), of: fullName)
      return .step(
        .todo(window: list.window, change: try change(parsed), instance: list.instance))
    }
  }

  private static func settings(
    _ name: String,
    abstract: String,
    change: @escaping @Sendable (Color) -> SettingsChange
  ) -> SessionCommandDefinition {
    let fullName = "settings \(name)"
    let colours = Color.allCases.map(\.rawValue).joined(separator: ", ")
    let spec = CommandSpec(
      name: fullName,
      abstract: abstract,
      discussion: "The settings are shared: every window's todo list shows the new colour. "
        + "Given a window, the change is made from that window, and its settings screen "
        + "confirms it; without one, the action is sent for every window.",
      arguments: [
        PositionalArgument(name: "colour", help: "The colour: \(colours)."),
        PositionalArgument(
          name: "window", help: "The window the change is made from.", isOptional: true),
      ]
    )
    return SessionCommandDefinition(spec) { parsed throws(SimulatorError) in
      let colour = try SessionArguments.colour(
        SessionArguments.required("colour", in: parsed, of: fullName), of: fullName)
      return .step(.settings(change(colour), window: parsed["window"]))
    }
  }

  private static func positionArgument(
    _ name: String,
    in parsed: ParsedArguments,
    of command: String
  ) throws(SimulatorError) -> Int {
    try SessionArguments.position(
      SessionArguments.required(name, in: parsed, of: command), of: command)
  }
}
