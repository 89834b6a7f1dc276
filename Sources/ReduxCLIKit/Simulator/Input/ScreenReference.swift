import SampleApp

/// A screen as a session command names it: `todoList`, the window's first todo list, or
/// `todoList#2`, its second one.
///
/// Instances are numbered from 1 in the order the window shows them, so the numbers are those
/// of the boxes the window draws: once `todoList#2` is hidden, the third list becomes
/// `todoList#2`.
struct ScreenReference: Equatable, Sendable {
  /// The screen.
  let screen: AppScreen
  /// The instance's number among the window's instances of the screen, from 1.
  let number: Int

  /// `todoList` for the first instance, `todoList#2` for the second.
  var name: String {
    Self.name(of: screen, number: number)
  }

  /// The name of an instance of a screen: the screen's name for the first, with `#` and its
  /// number for the others.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - number: The instance's number, from 1.
  /// - Returns: `todoList` or `todoList#2`.
  static func name(of screen: AppScreen, number: Int) -> String {
    number == 1 ? String(describing: screen) : "\(screen)#\(number)"
  }

  /// Reads a screen's name, with or without an instance number.
  ///
  /// - Parameters:
  ///   - word: The word typed, such as `todoList` or `todoList#2`.
  ///   - command: The command's name, for the error's hint.
  /// - Returns: The reference.
  /// - Throws: ``SimulatorError`` for an unknown screen, or a number that is not a whole number
  ///   from 1.
  static func parse(_ word: String, of command: String) throws(SimulatorError) -> ScreenReference {
    guard let hash = word.firstIndex(of: "#") else {
      return ScreenReference(screen: try SessionArguments.screen(word, of: command), number: 1)
    }
    let screen = try SessionArguments.screen(String(word[..<hash]), of: command)
    let number = try instanceNumber(String(word[word.index(after: hash)...]), in: word, of: command)
    return ScreenReference(screen: screen, number: number)
  }

  /// Reads a window with an optional instance number, as todo commands take them: `1` is
  /// window 1's first todo list, `1#2` its second.
  ///
  /// - Parameters:
  ///   - word: The word typed.
  ///   - command: The command's name, for the error's hint.
  /// - Returns: The window's word, and the instance's number (1 when none is given).
  /// - Throws: ``SimulatorError`` when the number is not a whole number from 1.
  static func window(
    _ word: String, of command: String
  ) throws(SimulatorError) -> (window: String, instance: Int) {
    guard let hash = word.firstIndex(of: "#") else { return (word, 1) }
    let window = String(word[..<hash])
    guard !window.isEmpty else {
      throw SimulatorError(
        "'\(word)' names no window: write a window, or a window and a list such as 1#2",
        hint: .usage(of: command))
    }
    let number = try instanceNumber(String(word[word.index(after: hash)...]), in: word, of: command)
    return (window, number)
  }

  /// The number after `#`: a whole number from 1.
  private static func instanceNumber(
    _ digits: String, in word: String, of command: String
  ) throws(SimulatorError) -> Int {
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(digits), number >= 1
    else {
      throw SimulatorError(
        "'\(word)': an instance is a number from 1 after '#', such as #2",
        hint: .usage(of: command))
    }
    return number
  }
}
