import Testing

@testable import ReduxCLIKit

/// Drawing the prompt and the line: where the cursor goes with wide characters, combining
/// marks and lines longer than the terminal.
@Suite("line editing: layout")
struct PromptLayoutTests {
  private func layout(
    _ text: String, cursor: Int? = nil, columns: Int = 80, fromRow: Int = 0
  ) -> PromptLayout {
    let characters = Array(text)
    return PromptLayout(
      prompt: "> ", characters: characters, cursor: cursor ?? characters.count,
      columns: columns, fromRow: fromRow)
  }

  @Test func drawsAShortLineWithTheCursorInIt() {
    #expect(layout("open", cursor: 1).output == "\r\u{1B}[J> open\r\u{1B}[3C")
    #expect(layout("open").cursorRow == 0)
  }

  @Test func countsWideCharactersAsTwoColumnsAndCombiningMarksAsNone() {
    // "> " 2, 漢 2, 字 2: the cursor before "e" is at column 6.
    #expect(layout("漢字e", cursor: 2).output.hasSuffix("\r\u{1B}[6C"))
    // e with an acute accent is one column.
    #expect(layout("e\u{301}x", cursor: 1).output.hasSuffix("\r\u{1B}[3C"))
    #expect(layout("👍🏽a", cursor: 1).output.hasSuffix("\r\u{1B}[4C"))
  }

  @Test func wrapsALongLineAndGoesBackUpToTheCursor() {
    // 10 columns: "> " and 8 letters fill the first row; the cursor at the end is on row 1.
    let full = layout("abcdefgh", columns: 10)
    #expect(full.output == "\r\u{1B}[J> abcdefgh\r\n\r")
    #expect(full.cursorRow == 1)
    let long = layout("abcdefghijkl", cursor: 3, columns: 10, fromRow: 1)
    #expect(long.output == "\u{1B}[1A\r\u{1B}[J> abcdefghijkl\u{1B}[1A\r\u{1B}[5C")
    #expect(long.cursorRow == 0)
  }

  @Test func startsAWideCharacterThatDoesNotFitOnTheNextRow() {
    // 5 columns: "> ab" takes 4, so 漢 starts row 1.
    let wide = layout("ab漢c", columns: 5)
    #expect(wide.cursorRow == 1)
    #expect(wide.output.hasSuffix("\r\u{1B}[3C"))
    let onIt = layout("ab漢c", cursor: 2, columns: 5)
    #expect(onIt.cursorRow == 1)
    #expect(onIt.output.hasSuffix("\u{1B}[J> ab漢c\r"))
  }

  @Test func drawsALineOfAHundredThousandCharacters() {
    let long = layout(String(repeating: "x", count: 100_000), cursor: 0, columns: 100)
    #expect(long.cursorRow == 0)
    #expect(long.output.hasSuffix("\u{1B}[1000A\r\u{1B}[2C"))
  }
}
