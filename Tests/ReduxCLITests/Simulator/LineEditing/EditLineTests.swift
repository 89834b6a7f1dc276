import Testing

@testable import ReduxCLIKit

/// The pure edit model: every editing key, with no terminal.
@Suite("line editing: the edit model")
struct EditLineTests {
  /// A line with the cursor after `before` characters.
  private func line(_ text: String, cursor before: Int) -> EditLine {
    var line = EditLine(text)
    line.moveToStart()
    for _ in 0..<before { line.moveRight() }
    return line
  }

  @Test func movesByCharacterAndToTheEnds() {
    var line = EditLine("open")
    #expect(line.cursor == 4)
    line.moveLeft()
    line.moveLeft()
    #expect(line.cursor == 2)
    line.moveRight()
    #expect(line.cursor == 3)
    line.moveToStart()
    line.moveLeft()
    #expect(line.cursor == 0)
    line.moveToEnd()
    line.moveRight()
    #expect(line.cursor == 4)
  }

  @Test func movesByWord() {
    var line = EditLine("todo add  1 milk")
    line.moveWordLeft()
    #expect(line.cursor == 12)
    line.moveWordLeft()
    line.moveWordLeft()
    #expect(line.cursor == 5)
    line.moveWordRight()
    #expect(line.cursor == 8)
    line.moveWordRight()
    #expect(line.cursor == 11)
    line.moveToStart()
    line.moveWordLeft()
    #expect(line.cursor == 0)
  }

  @Test func insertsAtTheCursor() {
    var line = line("opn", cursor: 2)
    line.insert("e")
    #expect(line.text == "open")
    #expect(line.cursor == 3)
    line.moveToStart()
    line.insert("re")
    #expect(line.text == "reopen")
    #expect(line.cursor == 2)
  }

  @Test func dropsControlCharactersAndTypesTabsAsSpaces() {
    var line = EditLine("a\u{1B}[2Jb")
    #expect(line.text == "a[2Jb")
    line.insert("\tc\u{7}\u{9B}")
    #expect(line.text == "a[2Jb c")
  }

  @Test func deletesBackwardAndForward() {
    var line = line("opxen", cursor: 3)
    line.deleteBackward()
    #expect(line.text == "open")
    #expect(line.cursor == 2)
    line.deleteForward()
    #expect(line.text == "opn")
    line.moveToEnd()
    line.deleteForward()
    line.moveToStart()
    line.deleteBackward()
    #expect(line.text == "opn")
    #expect(line.cursor == 0)
  }

  @Test func cutsAndYanks() {
    var line = line("todo add 1 milk", cursor: 9)
    line.cutToEnd()
    #expect(line.text == "todo add ")
    line.moveToStart()
    line.yank()
    #expect(line.text == "1 milktodo add ")
    #expect(line.cursor == 6)
    line.cutToStart()
    #expect(line.text == "todo add ")
    #expect(line.cursor == 0)
    line.moveToEnd()
    line.cutWordBackward()
    #expect(line.text == "todo ")
    line.yank()
    line.yank()
    #expect(line.text == "todo add add ")
  }

  @Test func cutsNothingWithoutForgettingTheLastCut() {
    var line = EditLine("milk")
    line.cutWordBackward()
    line.cutToEnd()
    line.yank()
    #expect(line.text == "milk")
  }

  @Test func transposes() {
    var middle = line("opne", cursor: 3)
    middle.transpose()
    #expect(middle.text == "open")
    #expect(middle.cursor == 4)
    var end = EditLine("ab")
    end.transpose()
    #expect(end.text == "ba")
    #expect(end.cursor == 2)
    var start = line("ab", cursor: 0)
    start.transpose()
    #expect(start.text == "ab")
    var single = EditLine("a")
    single.transpose()
    #expect(single.text == "a")
  }

  @Test func treatsWideCharactersAndCombiningMarksAsOneCharacter() {
    var line = EditLine("漢字👍🏽e")
    #expect(line.count == 4)
    line.insert("\u{301}")
    #expect(line.count == 4)
    #expect(line.text == "漢字👍🏽é")
    line.moveLeft()
    line.deleteBackward()
    #expect(line.text == "漢字é")
    line.moveToStart()
    line.moveRight()
    line.transpose()
    #expect(line.text == "字漢é")
  }

  @Test func completesTheWordBeforeTheCursor() {
    var line = line("todo a milk", cursor: 6)
    line.replaceWord(from: 5, with: "add ")
    #expect(line.text == "todo add  milk")
    #expect(line.cursor == 9)
  }

  @Test func replacesTheLineWithTheCursorAtItsEnd() {
    var line = line("todo", cursor: 1)
    line.replace(with: "open todoList")
    #expect(line.text == "open todoList")
    #expect(line.cursor == 13)
  }

  @Test func editsALineOfAHundredThousandCharacters() {
    var line = EditLine()
    line.insert(String(repeating: "x", count: 100_000))
    line.moveWordLeft()
    line.insert("y")
    line.moveToEnd()
    line.deleteBackward()
    #expect(line.count == 100_000)
    #expect(line.text.first == "y")
  }
}
