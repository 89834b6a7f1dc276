import SampleApp

/// The help a session prints: `help` lists the commands, `help <command>` explains one, and
/// `help todo` lists the commands that start with `todo`.
enum SessionHelp {
  /// The list of every command, then how windows, screens, todos and colours are named.
  ///
  /// - Parameters:
  ///   - width: The terminal's width, to wrap the lines to.
  /// - Returns: The text, without a final newline.
  static func overview(width: Int) -> String {
    var lines = ["Commands:"]
    lines += rows(SessionCommands.all, width: width)
    let colours = Color.allCases.map(\.rawValue).joined(separator: ", ")
    let screens = SessionArguments.screenNames.joined(separator: ", ")
    let notes = [
      "",
      "A window is its number (1, 2, ...) or the start of its id. Screens: \(screens). "
        + "A window can show a screen more than once: todoList#2 is its second todo list, and "
        + "todo commands take 1#2 for it. "
        + "Todos are numbered from 1, as the lists show them. Colours: \(colours).",
      "'help <command>' explains a command, such as 'help todo add'.",
    ]
    lines += notes.flatMap { TerminalText.wrap($0, columns: width) }
    return lines.joined(separator: "\n")
  }

  /// The help of a command, or the list of a group's commands.
  ///
  /// - Parameters:
  ///   - topic: A command's name, such as `todo add`, or a group's, such as `todo`.
  ///   - width: The terminal's width, to wrap the lines to.
  /// - Returns: The text, without a final newline.
  /// - Throws: ``SimulatorError`` when there is no such command.
  static func help(topic: String, width: Int) throws(SimulatorError) -> String {
    let name = topic.split(separator: " ").joined(separator: " ")
    if let definition = SessionCommands.definition(named: name) {
      return HelpFormatter.help(for: definition.spec, program: "")
        .split(separator: "\n", omittingEmptySubsequences: false)
        .flatMap { line in
          // Rows of arguments and options continue under their help; paragraphs at the margin.
          let indent = line.hasPrefix("  ") ? HelpFormatter.nameColumnWidth : 0
          return TerminalText.wrap(String(line), columns: width, indent: indent)
        }
        .joined(separator: "\n")
    }
    if let group = SessionCommands.groups.first(where: { $0.name == name }) {
      let commands = SessionCommands.all.filter { $0.name.hasPrefix(group.name + " ") }
      return ([group.abstract, "", "Commands:"] + rows(commands, width: width))
        .joined(separator: "\n")
    }
    throw SimulatorError("no command '\(topic)'")
  }

  /// Two columns: each command's usage, then what it does, wrapped to the width.
  private static func rows(_ commands: [SessionCommandDefinition], width: Int) -> [String] {
    let column = (commands.map { TerminalText.width(of: $0.usage) }.max() ?? 0) + 4
    return commands.flatMap { command -> [String] in
      let usage = TerminalText.padded("  " + command.usage, to: column)
      let line = usage + command.spec.abstract
      return TerminalText.wrap(line, columns: width, indent: min(column, width - 20))
    }
  }
}
