/// Reads a command line against a ``CommandSpec``.
///
/// Long options are written `--name value` or `--name=value`; flags are written `--name`.
/// `-h` and `--help` anywhere ask for the command's help. After `--`, every word is a positional
/// argument, even one that starts with a dash. A single `-` is positional too (it often means
/// standard input).
///
/// ```swift
/// let parsed = try ArgumentParser.parse(["Profile", "--dry-run"], spec: NewScreenCommand.spec)
/// parsed["name"]          // "Profile"
/// parsed.has("dry-run")   // true
/// ```
public enum ArgumentParser {
  /// Parses the words after the command's name.
  ///
  /// - Parameters:
  ///   - words: The command line, without the program and command names.
  ///   - spec: What the command accepts.
  /// - Returns: The positional arguments, flags and option values.
  /// - Throws: ``ArgumentError`` naming the first problem, or
  ///   ``ArgumentError/helpRequested(command:)`` for `-h` and `--help`.
  public static func parse(
    _ words: [String],
    spec: CommandSpec
  ) throws(ArgumentError) -> ParsedArguments {
    let beforeSeparator = words.prefix { $0 != "--" }
    if beforeSeparator.contains(where: { $0 == "-h" || $0 == "--help" }) {
      throw .helpRequested(command: spec.name)
    }
    var parsed = ParsedArguments()
    var positionalWords: [String] = []
    var index = words.startIndex
    var onlyPositionalFromHere = false
    while index < words.endIndex {
      let word = words[index]
      index += 1
      if onlyPositionalFromHere || !word.hasPrefix("-") || word == "-" || isNegativeNumber(word) {
        positionalWords.append(word)
        continue
      }
      if word == "--" {
        onlyPositionalFromHere = true
        continue
      }
      guard word.hasPrefix("--") else { throw .unknownOption(command: spec.name, option: word) }
      let body = word.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      guard let option = spec.option(named: name) else {
        throw .unknownOption(command: spec.name, option: "--\(name)")
      }
      if option.isFlag {
        guard inlineValue == nil else { throw .unexpectedValue(command: spec.name, option: name) }
        parsed.flags.insert(name)
      } else if let inlineValue {
        parsed.values[name] = inlineValue
      } else {
        guard index < words.endIndex else {
          throw .missingValue(command: spec.name, option: name)
        }
        parsed.values[name] = words[index]
        index += 1
      }
    }
    try assign(positionalWords, to: spec, in: &parsed)
    return parsed
  }

  /// Whether a word is a negative number, such as `-1`: a value for the command to judge, never
  /// an option, since options are spelled with two dashes and `-h` is the only short one.
  private static func isNegativeNumber(_ word: String) -> Bool {
    guard word.hasPrefix("-"), let next = word.dropFirst().first else { return false }
    return next.isASCII && next.isNumber
  }

  /// Gives each positional word to its argument, in order.
  private static func assign(
    _ words: [String],
    to spec: CommandSpec,
    in parsed: inout ParsedArguments
  ) throws(ArgumentError) {
    var remaining = words[...]
    for argument in spec.arguments {
      if argument.isVariadic {
        if remaining.isEmpty && !argument.isOptional {
          throw .missingArgument(command: spec.name, argument: argument.name)
        }
        if !remaining.isEmpty {
          parsed.positional[argument.name] = remaining.joined(separator: " ")
        }
        remaining = []
      } else if let word = remaining.popFirst() {
        parsed.positional[argument.name] = word
      } else if !argument.isOptional {
        throw .missingArgument(command: spec.name, argument: argument.name)
      }
    }
    if let extra = remaining.first {
      throw .unexpectedArgument(command: spec.name, argument: extra)
    }
  }
}
