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
  /// The most characters in any word completion offers with these windows: a longer word
  /// being typed completes to nothing, and is not read further back than this.
  private let longestWord: Int

  /// The most characters in one word of a command's name, such as `settings`: a longer word
  /// names no command, and its text is not read.
  private static let longestNameWord =
    (SessionCommands.all.flatMap { $0.name.split(separator: " ") }.map(\.count)
    + SessionCommands.groups.map(\.name.count)).max() ?? 0

  /// Makes the completion of a session with some open windows.
  ///
  /// - Parameters:
  ///   - windows: The open windows, in order.
  init(windows: [Window]) {
    let offered = PromptCompletion(windows: windows, longestWord: .max).allWords
    self.init(windows: windows, longestWord: offered.map(\.count).max() ?? 0)
  }

  /// Makes the completion of a session, the longest word it offers known.
  private init(windows: [Window], longestWord: Int) {
    self.windows = windows
    self.longestWord = longestWord
  }

  /// The words that complete the last word of a line.
  ///
  /// - Parameters:
  ///   - line: The line up to the cursor.
  /// - Returns: Where the last word starts, and the words it may become; `nil` when there are
  ///   none.
  func candidates(for line: String) -> Candidates? {
    candidates(for: Array(line))
  }

  /// The words that complete the last word of a line's characters, reading only the characters
  /// that decide them, so that a Tab costs the same at the end of a line of any length.
  ///
  /// Two parts of the line are read, never the rest:
  /// - the word being completed, back from the cursor to the space before it, and no further
  ///   back than the longest word completion offers (``longestWord``): a longer word completes
  ///   to nothing;
  /// - from the line's start, one word at a time (``LeadingWords``), the command's name (one
  ///   word, or two for a group such as `todo add`) and then its arguments, until one more than
  ///   the command takes, past which no word changes what completes. Options (`-...`) among them
  ///   are passed over, as they do not count as arguments, and a word longer than every word
  ///   of the commands' names is not compared.
  ///
  /// So a Tab costs the command's words, and not, say, the long title of a `todo add` typed
  /// before the cursor, however long the line.
  ///
  /// - Parameters:
  ///   - line: The line's characters up to the cursor.
  /// - Returns: Where the last word starts, counted from the line's first character, and the
  ///   words it may become; `nil` when there are none.
  func candidates<Line: RandomAccessCollection<Character>>(for line: Line) -> Candidates?
  where Line.Index == Int {
    var start = line.endIndex
    while start > line.startIndex, line[start - 1] != " " {
      guard line.endIndex - start < longestWord else { return nil }
      start -= 1
    }
    let partial = String(line[start...])
    var before = LeadingWords(line, end: start, longest: Self.longestNameWord)
    let words = values(after: &before).filter { $0.hasPrefix(partial) }
    guard !words.isEmpty else { return nil }
    return Candidates(wordStart: start - line.startIndex, words: Array(Set(words)).sorted())
  }

  /// Every word completion may offer with these windows, whatever comes before it.
  private var allWords: [String] {
    let typedBefore: [[String?]] = [[]] + SessionCommands.groups.map { [$0.name] }
    return Self.commandNames + Self.subcommands.values.flatMap { $0 }
      + SessionCommands.all.flatMap { definition in
        definition.spec.options.map { "--\($0.name)" }
          + definition.spec.arguments.flatMap { argument in
            typedBefore.flatMap {
              values(of: argument.name, in: definition.name, after: $0)
            }
          }
      }
  }

  /// The words a line may start with: the commands' first words, and `exit`. Made once, as
  /// the commands are.
  private static let commandNames =
    SessionCommands.all.map { String($0.name.split(separator: " ")[0]) } + ["exit"]

  /// The commands of each group by the group's name, such as `add` for `todo`. Made once.
  private static let subcommands = Dictionary(
    uniqueKeysWithValues: SessionCommands.groups.map {
      ($0.name, SessionCommandParser.subcommands(of: $0.name))
    })

  /// The words that may follow the words read from a line's start.
  private func values<Line>(after words: inout LeadingWords<Line>) -> [String] {
    guard let first = words.next() else { return Self.commandNames }
    let isGroup = SessionCommands.groups.contains { $0.name == first.text }
    var name = first.text
    if isGroup, let group = first.text {
      guard let second = words.next() else { return Self.subcommands[group] ?? [] }
      name = second.text.map { "\(group) \($0)" }
    }
    guard let name, let definition = SessionCommands.definition(named: name) else { return [] }
    let spec = definition.spec
    let options = spec.options.map { "--\($0.name)" }
    guard let last = spec.arguments.last else { return options }
    // Which argument is being completed depends on how many come before it, up to one more
    // than the command takes; `command` also looks at the first.
    var typed: [String?] = []
    while typed.count <= spec.arguments.count, let word = words.next() {
      if !word.isOption { typed.append(word.text) }
    }
    let argument =
      typed.count < spec.arguments.count
      ? spec.arguments[typed.count] : (last.isVariadic ? last : nil)
    guard let argument else { return options }
    return options + values(of: argument.name, in: name, after: typed)
  }

  /// The values an argument takes, by its name.
  ///
  /// - Parameters:
  ///   - argument: The argument's name.
  ///   - command: The command's name.
  ///   - typed: The arguments before it (`nil` for a word too long to be a name), up to one
  ///     more than the command takes.
  private func values(of argument: String, in command: String, after typed: [String?]) -> [String] {
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
      guard let group = typed.first else { return Self.commandNames }
      guard typed.count == 1, let group else { return [] }
      return Self.subcommands[group] ?? []
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
