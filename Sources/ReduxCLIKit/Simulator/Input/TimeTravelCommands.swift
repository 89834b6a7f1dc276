/// The commands of a `redux-cli simulate` session that travel in time: `history`, `undo`,
/// `redo` and `goto`, in the order `help` lists them.
///
/// Positions count the actions the store processed, those that middlewares and controllers
/// dispatched included: position 0 is the state before the first action, position K the state
/// after action K.
enum TimeTravelCommands {
  /// The commands.
  static let all: [SessionCommandDefinition] = [
    SessionCommandDefinition(
      CommandSpec(
        name: "history",
        abstract: "Lists the actions so far, marking the current one.",
        discussion: "Actions are numbered from 1, in the order the store processed them; "
          + "those after the marked one are the actions 'undo' went back over, which 'redo' "
          + "goes through again."
      )
    ) { _ in .history },
    SessionCommandDefinition(
      CommandSpec(
        name: "undo",
        abstract: "Goes back actions, 1 unless given.",
        discussion: jumpDiscussion,
        arguments: [count]
      )
    ) { parsed throws(SimulatorError) in
      .travel(.undo(try number(parsed["count"] ?? "1", of: "undo", from: 1)))
    },
    SessionCommandDefinition(
      CommandSpec(
        name: "redo",
        abstract: "Goes forward over undone actions.",
        discussion: jumpDiscussion,
        arguments: [count]
      )
    ) { parsed throws(SimulatorError) in
      .travel(.redo(try number(parsed["count"] ?? "1", of: "redo", from: 1)))
    },
    SessionCommandDefinition(
      CommandSpec(
        name: "goto",
        abstract: "Jumps to the state after an action.",
        discussion: jumpDiscussion,
        arguments: [
          PositionalArgument(
            name: "position", help: "The action's number in 'history'; 0 for the start.")
        ]
      )
    ) { parsed throws(SimulatorError) in
      let word = try SessionArguments.required("position", in: parsed, of: "goto")
      return .travel(.goto(try number(word, of: "goto", from: 0)))
    },
  ]

  private static let count = PositionalArgument(
    name: "count", help: "How many actions, from 1.", isOptional: true)

  private static let jumpDiscussion =
    "The windows are drawn as they were, with the fields the jump changed. Any command that "
    + "changes the state after 'undo' drops the undone actions: 'redo' then has nothing to "
    + "redo. A window whose closing or opening a jump went back over is drawn as it was but "
    + "takes no commands: its work ended. Time travel is off with --record (a recording "
    + "cannot hold a jump) and with --state-file (the file would follow the jumps)."

  /// A whole number typed for a command, at least `minimum`.
  private static func number(
    _ word: String,
    of command: String,
    from minimum: Int
  ) throws(SimulatorError) -> Int {
    guard word.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(word), value >= minimum
    else {
      throw SimulatorError(
        "'\(word)' is not a whole number from \(minimum)", hint: .usage(of: command))
    }
    return value
  }
}
