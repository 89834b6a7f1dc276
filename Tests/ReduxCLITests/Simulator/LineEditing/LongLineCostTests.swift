import Testing

@testable import ReduxCLIKit

/// What a key reads of a line of 100,000 characters, counted, not timed: a word move reads none
/// of the characters it crosses, and a Tab reads the word it completes and the command's words,
/// not the rest of the line. Before, both read the line (a Tab all of it before the cursor), so
/// that a burst of such keys on a long line took a time growing with the square of its length
/// (issue 49: 100 kB of word moves took 25 seconds, 16 kB of Tabs more than 20).
@Suite("line editing: the cost of a key on a long line")
struct LongLineCostTests {
  /// Keys in a burst.
  static let keys = 1_000
  /// The length of the long part of the lines.
  static let length = 100_000

  static let completion = PromptCompletion(windows: [
    .init(number: 1, screens: ["todoList", "settings"]), .init(number: 2, screens: ["todoList#2"]),
  ])

  /// A line with one word of 100,000 characters between short ones.
  static var lineWithALongWord: EditLine {
    EditLine("todo add 1 " + String(repeating: "x", count: length) + " milk")
  }

  @Test func wordMovesReadNoneOfTheWordsTheyCross() {
    var line = Self.lineWithALongWord
    let before = line.classifiedCharacters
    var visited = Set<Int>()
    for key in 0..<Self.keys {
      // From the end: to "milk", across the long word to its start, and back across it.
      switch key % 4 {
      case 0: line.moveToEnd()
      case 1, 2: line.moveWordLeft()
      default: line.moveWordRight()
      }
      visited.insert(line.cursor)
    }
    #expect(visited == [line.count, line.count - 4, 11, 11 + Self.length])
    #expect(line.classifiedCharacters - before == 0)
  }

  @Test func cuttingAWordFindsItsStartWithoutReadingIt() {
    var line = Self.lineWithALongWord
    line.moveWordLeft()
    line.moveLeft()
    let before = line.classifiedCharacters
    line.cutWordBackward()
    #expect(line.text == "todo add 1  milk")
    line.yank()
    #expect(line.count == Self.lineWithALongWord.count)
    // Yanking puts the characters back, and reads them once to know they make a word.
    #expect(line.classifiedCharacters - before == Self.length)
  }

  @Test func editsReadOnlyWhatTheyPutIn() {
    var line = Self.lineWithALongWord
    let before = line.classifiedCharacters
    for key in 0..<Self.keys {
      switch key % 4 {
      case 0: line.moveWordLeft()
      case 1: line.insert("y")
      case 2: line.deleteBackward()
      default: line.moveWordRight()
      }
    }
    #expect(line.text == Self.lineWithALongWord.text)
    // A typed character is read with the one before the cursor, which it may join.
    #expect(line.classifiedCharacters - before <= 2 * Self.keys / 4)
  }

  /// Lines of 100,000 characters and more before the cursor, the last word being completed.
  static let longLines = [
    // A long todo title, then a word being completed.
    "todo add 1 " + String(repeating: "Buy milk ", count: length / 9) + "mi",
    // Many short words: an unknown command.
    String(repeating: "ab ", count: length / 3),
    // One long word being completed.
    String(repeating: "x", count: length),
    // What typing `set`, Tab, `b`, Tab... again and again leaves: a long last word.
    "settings background " + String(repeating: "setb", count: length / 4),
    // Screens for `open`, any number of them.
    "open " + String(repeating: "todoList ", count: length / 9) + "set",
  ]

  @Test(arguments: longLines.indices)
  func tabReadsTheCommandAndTheWordItCompletesNotTheLine(line index: Int) {
    let line = CountedCharacters(Self.longLines[index])
    var completed: PromptCompletion.Candidates?
    for _ in 0..<Self.keys {
      completed = Self.completion.candidates(for: line)
    }
    // A few dozen characters a Tab, however long the line: the command's words, read once
    // or twice each.
    #expect(line.reads.count <= 100 * Self.keys, "line \(index)")
    // The last line completes as a short one does.
    if index == Self.longLines.count - 1 {
      #expect(completed?.words == ["settings", "settings#2"])
      #expect(completed?.wordStart == line.count - 3)
    }
  }
}
