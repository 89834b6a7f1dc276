/// A line's characters as runs, one after another, of spaces and of the characters of words,
/// and the run the cursor is in: what lets ``EditLine`` find where a word starts or ends
/// without reading the word, so that moving by a word, or cutting one, costs the same across a
/// word of any length.
///
/// A space is a character that ``Character/isWhitespace`` says is one, as the line editor's
/// word moves count them. Runs are as long as they can be: two runs side by side are never both
/// spaces or both words. The runs hold lengths, not characters: a character is only read when
/// it comes in, through ``init(_:)`` or ``replace(_:with:cursor:)``, which counts it in
/// ``classifiedCharacters``. The cursor's run is found by walking from the run it was in (or
/// at once at either end of the line), so moving the cursor by a character or a word, or
/// changing the line at the cursor, costs the few runs it crosses or changes.
///
/// ```swift
/// var runs = WordRuns(Array("todo add  milk"))
/// runs.wordStartBeforeCursor  // 10, where "milk" starts
/// runs.moveCursor(to: 4)
/// runs.wordEndAfterCursor  // 8, after "add"
/// ```
struct WordRuns: Equatable, Sendable {
  /// A run of spaces or of word characters.
  struct Run: Equatable, Sendable {
    /// How many characters.
    var length: Int
    /// Whether they are spaces.
    let isSpace: Bool
  }

  /// The runs, in order.
  private(set) var runs: [Run] = []
  /// The number of characters.
  private(set) var count = 0
  /// Where the cursor is: the number of characters before it.
  private(set) var cursor = 0
  /// The index of the run that holds the character after the cursor; `runs.count` at the end.
  private var run = 0
  /// Where that run starts: the number of characters before it.
  private var runStart = 0
  /// How many characters have been read to tell spaces from words since the runs were made: a
  /// count tests use to check that no word move reads the line. Not part of the value.
  private(set) var classifiedCharacters = 0

  /// Makes the runs of some characters, with the cursor at their end.
  ///
  /// - Parameters:
  ///   - characters: The characters.
  init(_ characters: some Collection<Character>) {
    runs = classify(characters)
    count = runs.reduce(0) { $0 + $1.length }
    cursor = count
    run = runs.count
    runStart = count
  }

  /// Whether two values have the same runs and cursor; what they have read is not compared.
  static func == (left: WordRuns, right: WordRuns) -> Bool {
    left.runs == right.runs && left.cursor == right.cursor
  }

  /// The start of the word before the cursor, past the spaces just before it: where Alt-←
  /// goes, and where Ctrl-W cuts from.
  var wordStartBeforeCursor: Int {
    guard cursor > 0 else { return 0 }
    // The run of the character before the cursor, and where it starts.
    var index = run
    var start = runStart
    if cursor == runStart {
      index -= 1
      start -= runs[index].length
    }
    if runs[index].isSpace, index > 0 { start -= runs[index - 1].length }
    return start
  }

  /// The end of the word after the cursor, past the spaces just after it: where Alt-→ goes.
  var wordEndAfterCursor: Int {
    guard run < runs.count else { return cursor }
    var end = runStart + runs[run].length
    if runs[run].isSpace, run + 1 < runs.count { end += runs[run + 1].length }
    return end
  }

  /// Moves the cursor: to either end at once, elsewhere by walking the runs from where it was.
  ///
  /// - Parameters:
  ///   - index: The new cursor, from 0 to ``count``.
  mutating func moveCursor(to index: Int) {
    if index == 0 {
      run = 0
      runStart = 0
    } else if index == count {
      run = runs.count
      runStart = count
    }
    while index < runStart {
      run -= 1
      runStart -= runs[run].length
    }
    while run < runs.count, index >= runStart + runs[run].length {
      runStart += runs[run].length
      run += 1
    }
    cursor = index
  }

  /// Replaces some characters with others, and puts the cursor at an index: only the new
  /// characters are read, and only the runs the change touches, and one on either side that a
  /// new run may join, are made again.
  ///
  /// - Parameters:
  ///   - range: The characters replaced, within the line.
  ///   - new: The characters put in their place.
  ///   - cursor: Where the cursor goes, in the changed line.
  mutating func replace(
    _ range: Range<Int>, with new: some Collection<Character>, cursor newCursor: Int
  ) {
    moveCursor(to: range.lowerBound)
    // The runs made again: from the one before the change's start to the one after its end.
    var first = run
    var firstStart = runStart
    if first > 0 {
      first -= 1
      firstStart -= runs[first].length
    }
    var last = run
    var lastStart = runStart
    while last < runs.count, lastStart + runs[last].length <= range.upperBound {
      lastStart += runs[last].length
      last += 1
    }
    let stop = min(last + 1, runs.count)
    var before: [Run] = []
    var after: [Run] = []
    var start = firstStart
    for piece in runs[first..<stop] {
      let end = start + piece.length
      if start < range.lowerBound {
        before.append(Run(length: min(end, range.lowerBound) - start, isSpace: piece.isSpace))
      }
      if end > range.upperBound {
        after.append(Run(length: end - max(start, range.upperBound), isSpace: piece.isSpace))
      }
      start = end
    }
    runs.replaceSubrange(first..<stop, with: Self.joined(before + classify(new) + after))
    count += new.count - range.count
    run = first
    runStart = firstStart
    cursor = firstStart
    moveCursor(to: newCursor)
  }

  /// The runs of some characters, read one by one.
  private mutating func classify(_ characters: some Collection<Character>) -> [Run] {
    classifiedCharacters += characters.count
    var result: [Run] = []
    for character in characters {
      let isSpace = character.isWhitespace
      if let last = result.last, last.isSpace == isSpace {
        result[result.count - 1].length += 1
      } else {
        result.append(Run(length: 1, isSpace: isSpace))
      }
    }
    return result
  }

  /// Runs joined where two of the same kind meet, without empty ones.
  private static func joined(_ pieces: [Run]) -> [Run] {
    var result: [Run] = []
    for piece in pieces where piece.length > 0 {
      if let last = result.last, last.isSpace == piece.isSpace {
        result[result.count - 1].length += piece.length
      } else {
        result.append(piece)
      }
    }
    return result
  }
}
