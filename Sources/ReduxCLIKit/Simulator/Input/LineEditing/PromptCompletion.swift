import SampleApp

/// What Tab completes at the prompt: a command's words, then the values its arguments take.
///
/// The commands, their words and their arguments come from the session's command definitions
/// (``SessionCommands``), so a new command completes as soon as it is defined. Each argument
/// completes by its name: a `window` with the numbers of the open windows (and, for todo
/// commands, their further lists, such as `1#2`), a `screen` with the screen names and the
/// instances the open windows show, a `colour` with the colours, a `command` with the commands;
/// a word starting with `-` completes with the command's options.
struct PromptCompletion: Sendable {
  /// An open window, as completion sees it.
  struct Window: Equatable, Sendable {
    /// The window's number.
    let number: Int
    /// The names of the screens it shows, such as `todoList` and `todoList#2`.
    let screens: [String]
  }

  /// The words that may end a line, and the word they replace.
  struct Candidates: Equatable, Sendable {
    /// The characters of the line before the word being completed.
    let wordStart: Int
    /// The words the one being typed may become, sorted, without repeats; never empty.
    let words: [String]
  }

  /// The open windows, in order.
  let windows: [Window]

  /// The words that complete the last word of a line.
  ///
  /// - Parameters:
  ///   - line: The line up to the cursor.
  /// - Returns: Where the last word starts, and the words it may become; `nil` when there are
  ///   none.
  func candidates(for line: String) -> Candidates? {
    candidates(for: Array(line))
  }

  /// The words that complete the last word of a line's characters.
  ///
  /// - Parameters:
  ///   - line: The line's characters up to the cursor.
  /// - Returns: Where the last word starts, counted from the line's first character, and the
  ///   words it may become; `nil` when there are none.
  func candidates<Line: RandomAccessCollection<Character>>(for line: Line) -> Candidates?
  where Line.Index == Int {
    let characters = Array(line)
    var start = characters.count
    while start > 0, characters[start - 1] != " " { start -= 1 }
    let partial = String(characters[start...])
    let before = characters[..<start].split(separator: " ").map { String($0) }
    let words = values(after: before).filter { $0.hasPrefix(partial) }
    guard !words.isEmpty else { return nil }
    return Candidates(wordStart: start, words: Array(Set(words)).sorted())
  }

  /// The words that may follow some words.
  private func values(after words: [String]) -> [String] {
    guard let first = words.first else {
      return SessionCommands.all.map { String($0.name.split(separator: " ")[0]) } + ["exit"]
    }
    let isGroup = SessionCommands.groups.contains { $0.name == first }
    if isGroup && words.count == 1 {
      return SessionCommandParser.subcommands(of: first)
    }
    let name = isGroup ? "\(first) \(words[1])" : first
    guard let definition = SessionCommands.definition(named: name) else { return [] }
    let typed = words.dropFirst(isGroup ? 2 : 1).filter { !$0.hasPrefix("-") }
    let spec = definition.spec
    let options = spec.options.map { "--\($0.name)" }
    guard let last = spec.arguments.last else { return options }
    let argument =
      typed.count < spec.arguments.count
      ? spec.arguments[typed.count] : (last.isVariadic ? last : nil)
    guard let argument else { return options }
    return options + values(of: argument.name, in: name, after: Array(typed))
  }

  /// The values an argument takes, by its name.
  private func values(of argument: String, in command: String, after typed: [String]) -> [String] {
    switch argument {
    case "window":
      let numbers = windows.map { String($0.number) }
      guard command.hasPrefix("todo ") else { return numbers }
      // A todo command's window may name a further list: 1#2.
      let list = String(describing: AppScreen.todoList) + "#"
      return numbers
        + windows.flatMap { window in
          window.screens.filter { $0.hasPrefix(list) }.map {
            "\(window.number)#\($0.dropFirst(list.count))"
          }
        }
    case "screen":
      return SessionArguments.screenNames + windows.flatMap { $0.screens + nextInstances($0) }
    case "colour":
      return Color.allCases.map(\.rawValue)
    case "command":
      guard let group = typed.first else { return values(after: []) }
      return typed.count == 1 ? SessionCommandParser.subcommands(of: group) : []
    default:
      return []
    }
  }

  /// The instance each screen a window shows would get next: `todoList#2` beside `todoList`.
  private func nextInstances(_ window: Window) -> [String] {
    var counts: [String: Int] = [:]
    for name in window.screens {
      counts[String(name.prefix { $0 != "#" }), default: 0] += 1
    }
    return counts.map { "\($0.key)#\($0.value + 1)" }
  }
}
