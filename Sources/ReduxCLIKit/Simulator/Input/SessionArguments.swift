import SampleApp

/// Reads the values of session commands' arguments: screens, todo positions, colours.
///
/// Each reader names the command in its error, so that the error points to that command's help.
enum SessionArguments {
  /// The names screens are typed with: their ``AppScreen`` case names, such as `todoList`.
  static var screenNames: [String] {
    AppScreen.allCases.map { String(describing: $0) }
  }

  /// A required argument's value.
  ///
  /// - Parameters:
  ///   - name: The argument's name.
  ///   - parsed: The parsed arguments.
  ///   - command: The command's name.
  /// - Returns: The value.
  /// - Throws: ``SimulatorError`` when it is missing (the parser reports that first).
  static func required(
    _ name: String,
    in parsed: ParsedArguments,
    of command: String
  ) throws(SimulatorError) -> String {
    guard let value = parsed[name] else {
      throw .arguments(.missingArgument(command: command, argument: name))
    }
    return value
  }

  /// The screen a word names: an ``AppScreen`` case name, in any case.
  ///
  /// - Parameters:
  ///   - word: The word typed.
  ///   - command: The command's name.
  /// - Returns: The screen.
  /// - Throws: ``SimulatorError`` listing the screens when none has that name.
  static func screen(_ word: String, of command: String) throws(SimulatorError) -> AppScreen {
    let wanted = word.lowercased()
    guard
      let screen = AppScreen.allCases.first(where: {
        String(describing: $0).lowercased() == wanted
      })
    else {
      throw SimulatorError(
        "no screen '\(word)'. Screens: \(screenNames.joined(separator: ", "))",
        hint: .usage(of: command))
    }
    return screen
  }

  /// The screens a list of words names, for a new window: a screen shown more than once is
  /// named with its instance numbers in order, as in `todoList todoList#2`.
  ///
  /// - Parameters:
  ///   - words: The words typed, separated by spaces.
  ///   - command: The command's name.
  /// - Returns: The screens, in order; a screen appears once per instance.
  /// - Throws: ``SimulatorError`` for an unknown screen, one named twice, or an instance named
  ///   before the one that precedes it.
  static func screens(_ words: String?, of command: String) throws(SimulatorError) -> [AppScreen] {
    var screens: [AppScreen] = []
    for word in (words ?? "").split(separator: " ") {
      let reference = try ScreenReference.parse(String(word), of: command)
      let shown = screens.count { $0 == reference.screen }
      guard reference.number > shown else {
        throw SimulatorError("\(reference.name) is named twice", hint: .usage(of: command))
      }
      guard reference.number == shown + 1 else {
        // The instances missing in between, named one by one when they are few: the number
        // typed may be as large as an Int holds.
        let missing = shown + 1...reference.number - 1
        let name = { ScreenReference.name(of: reference.screen, number: $0) }
        let list =
          switch missing.count {
          case 1: name(missing.lowerBound)
          case 2...3:
            missing.dropLast().map(name).joined(separator: ", ") + " and "
              + name(missing.upperBound)
          default: "\(name(missing.lowerBound)) to \(name(missing.upperBound))"
          }
        throw SimulatorError(
          "\(reference.name) needs \(list) before it: instances are numbered in order",
          hint: .usage(of: command))
      }
      screens.append(reference.screen)
    }
    return screens
  }

  /// A todo's position, counted from 1.
  ///
  /// - Parameters:
  ///   - word: The word typed.
  ///   - command: The command's name.
  /// - Returns: The position.
  /// - Throws: ``SimulatorError`` when the word is not a whole number from 1.
  static func position(_ word: String, of command: String) throws(SimulatorError) -> Int {
    guard word.allSatisfy(\.isASCII), let position = Int(word), position >= 1 else {
      throw SimulatorError(
        "'\(word)' is not a todo's position: todos are numbered from 1", hint: .usage(of: command))
    }
    return position
  }

  /// The most todos one `todo import` adds.
  ///
  /// The session keeps the state after each action for `undo` and `goto`, and each of those
  /// states holds the list as it was then: an import of n todos keeps about n²/2 todos in the
  /// history, and the log prints each action: this many takes a few seconds and under 100 MB.
  static let importLimit = 1_000

  /// How many todos a `todo import` adds: a whole number from 1 to ``importLimit``.
  ///
  /// - Parameters:
  ///   - word: The word typed.
  ///   - command: The command's name.
  /// - Returns: The count.
  /// - Throws: ``SimulatorError`` when the word is not a whole number, or not in range.
  static func importCount(_ word: String, of command: String) throws(SimulatorError) -> Int {
    guard !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw SimulatorError(
        "'\(word)' is not a number of todos: give a whole number from 1 to \(importLimit)",
        hint: .usage(of: command))
    }
    guard let count = Int(word), count <= importLimit else {
      throw SimulatorError(
        "cannot import \(word) todos at once: at most \(importLimit), as the session keeps every "
          + "state for 'undo'; import them in several steps",
        hint: .usage(of: command))
    }
    guard count >= 1 else {
      throw SimulatorError(
        "'\(word)' todos is nothing to import: give a whole number from 1 to \(importLimit)",
        hint: .usage(of: command))
    }
    return count
  }

  /// The colour a word names, in any case.
  ///
  /// - Parameters:
  ///   - word: The word typed.
  ///   - command: The command's name.
  /// - Returns: The colour.
  /// - Throws: ``SimulatorError`` listing the colours when none has that name.
  static func colour(_ word: String, of command: String) throws(SimulatorError) -> Color {
    guard let colour = Color(rawValue: word.lowercased()) else {
      let names = Color.allCases.map(\.rawValue).joined(separator: ", ")
      throw SimulatorError("no colour '\(word)'. Colours: \(names)", hint: .usage(of: command))
    }
    return colour
  }
}
