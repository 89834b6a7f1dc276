import Foundation

/// Writes a command's help from its ``CommandSpec``, in the layout of Swift's command-line tools:
/// overview, usage, arguments, options.
///
/// ```text
/// OVERVIEW: Adds a screen to the sample app, wired and tested.
///
/// USAGE: redux-cli new-screen <name> [--middleware] [--dry-run]
///
/// ARGUMENTS:
///   <name>                  The screen's type name, such as Profile.
///
/// OPTIONS:
///   --middleware            Also generate a middleware.
///   -h, --help              Show help information.
/// ```
public enum HelpFormatter {
  /// The width of the column that holds argument and option names.
  static let nameColumnWidth = 26

  /// The one-line usage of a command, such as `redux-cli new-screen <name> [--dry-run]`.
  ///
  /// - Parameters:
  ///   - spec: The command.
  ///   - program: The program's name; an empty name is left out, for commands typed inside a
  ///     session, such as `todo add <window> <text> ...`.
  /// - Returns: The usage, without the `USAGE:` label.
  public static func usage(of spec: CommandSpec, program: String = "redux-cli") -> String {
    var parts = program.isEmpty ? [spec.name] : [program, spec.name]
    for argument in spec.arguments {
      var part = "<\(argument.name)>"
      if argument.isVariadic { part += " ..." }
      parts.append(argument.isOptional ? "[\(part)]" : part)
    }
    for option in spec.options {
      parts.append("[\(optionLabel(option))]")
    }
    return parts.joined(separator: " ")
  }

  /// The whole help of a command.
  ///
  /// - Parameters:
  ///   - spec: The command.
  ///   - program: The program's name; empty for commands typed inside a session.
  /// - Returns: The help text, lines separated by newlines, without a final newline.
  public static func help(for spec: CommandSpec, program: String = "redux-cli") -> String {
    var lines = ["OVERVIEW: \(spec.abstract)"]
    if !spec.discussion.isEmpty {
      lines += [""] + wrapped(spec.discussion)
    }
    lines += ["", "USAGE: \(usage(of: spec, program: program))"]
    if !spec.arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      for argument in spec.arguments {
        lines.append(row(name: "<\(argument.name)>", help: argument.help))
      }
    }
    lines += ["", "OPTIONS:"]
    for option in spec.options {
      var help = option.help
      if let defaultValue = option.defaultValue { help += " (default: \(defaultValue))" }
      lines.append(row(name: optionLabel(option), help: help))
    }
    lines.append(row(name: "-h, --help", help: "Show help information."))
    return lines.joined(separator: "\n")
  }

  /// The width that a discussion is wrapped to.
  static let discussionWidth = 80

  /// A discussion as lines of at most ``discussionWidth`` columns: each paragraph (paragraphs
  /// are separated by a blank line) has its words rewrapped, whatever its line breaks in the
  /// source, by the wrapping the simulator's boxes use (``TerminalText/wrap(_:columns:indent:)``).
  ///
  /// - Parameter text: The discussion.
  /// - Returns: The lines, with one empty line between paragraphs.
  static func wrapped(_ text: String) -> [String] {
    let paragraphs = text.components(separatedBy: "\n\n").map {
      $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }.filter { !$0.isEmpty }
    return paragraphs.enumerated().flatMap { index, paragraph in
      (index == 0 ? [] : [""]) + TerminalText.wrap(paragraph, columns: discussionWidth)
    }
  }

  /// One line of a two-column list: the name, padded, then its help.
  ///
  /// - Parameters:
  ///   - name: The left column.
  ///   - help: The right column.
  /// - Returns: The line, indented by two spaces.
  static func row(name: String, help: String) -> String {
    let indented = "  \(name)"
    if indented.count + 2 > nameColumnWidth {
      return indented + "\n" + String(repeating: " ", count: nameColumnWidth) + help
    }
    return indented.padding(toLength: nameColumnWidth, withPad: " ", startingAt: 0) + help
  }

  private static func optionLabel(_ option: OptionSpec) -> String {
    if let valueName = option.valueName {
      return "--\(option.name) <\(valueName)>"
    }
    return "--\(option.name)"
  }
}
