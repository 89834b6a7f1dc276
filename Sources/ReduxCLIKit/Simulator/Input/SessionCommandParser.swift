import Foundation

/// Reads a line typed in a session into a ``SessionCommand``.
///
/// ```swift
/// try SessionCommandParser.parse("todo add 2 Buy milk")
/// // .step(.todo(window: "2", change: .add(title: "Buy milk")))
/// ```
///
/// The first word names the command; for `todo` and `settings`, so does the second. The other
/// words are read against the command's ``CommandSpec``: `-h` or `--help` anywhere asks for the
/// command's help, and `--` makes the words after it plain words, so that a todo's title may
/// start with a dash.
enum SessionCommandParser {
  /// Reads a line.
  ///
  /// - Parameters:
  ///   - line: The line, without its line break.
  /// - Returns: The command, or `nil` for a blank line or a comment (a line starting with `#`).
  /// - Throws: ``SimulatorError`` saying what is wrong with the line.
  static func parse(_ line: String) throws(SimulatorError) -> SessionCommand? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
    let words = try CommandLineWords.split(trimmed)
    guard let first = words.first else { return nil }
    if first == "exit" && words.count == 1 { return .quit }
    let (definition, rest) = try definition(for: words, first: first)
    let parsed: ParsedArguments
    do {
      parsed = try ArgumentParser.parse(rest, spec: definition.spec)
    } catch .helpRequested {
      return .help(topic: definition.name)
    } catch {
      throw .arguments(error)
    }
    return try definition.make(parsed)
  }

  /// The command the first words name, and the words after its name.
  private static func definition(
    for words: [String],
    first: String
  ) throws(SimulatorError) -> (SessionCommandDefinition, [String]) {
    if SessionCommands.groups.contains(where: { $0.name == first }) {
      guard words.count > 1, !words[1].hasPrefix("-") else {
        if words.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
          return (helpDefinition(topic: first), [])
        }
        throw SimulatorError(
          "'\(first)' needs a command: \(subcommands(of: first).joined(separator: ", "))",
          hint: .usage(of: first))
      }
      guard let definition = SessionCommands.definition(named: "\(first) \(words[1])") else {
        throw SimulatorError(
          "unknown command '\(first) \(words[1])'. '\(first)' commands: "
            + subcommands(of: first).joined(separator: ", "),
          hint: .usage(of: first))
      }
      return (definition, Array(words.dropFirst(2)))
    }
    guard let definition = SessionCommands.definition(named: first) else {
      throw SimulatorError("unknown command '\(first)'")
    }
    return (definition, Array(words.dropFirst()))
  }

  /// A stand-in definition whose only use is to answer `todo --help` with the group's help.
  private static func helpDefinition(topic: String) -> SessionCommandDefinition {
    SessionCommandDefinition(CommandSpec(name: topic, abstract: "")) { _ in .help(topic: topic) }
  }

  /// The second words of a group's commands: `add`, `toggle`, ...
  static func subcommands(of group: String) -> [String] {
    SessionCommands.all.compactMap { definition in
      let words = definition.name.split(separator: " ")
      return words.count == 2 && words[0] == group ? String(words[1]) : nil
    }
  }
}
