import Testing

@testable import ReduxCLIKit

@Suite("Terminal text")
struct TerminalTextTests {
  @Test func countsWideCharactersAsTwoColumns() {
    #expect(TerminalText.width(of: "Milk") == 4)
    #expect(TerminalText.width(of: "牛乳") == 4)
    #expect(TerminalText.width(of: "🥛 Milk") == 7)
    #expect(TerminalText.width(of: "café") == 4)
    // A flag is two regional indicators in one character, drawn two columns wide.
    #expect(TerminalText.width(of: "AA🇫🇷") == 4)
    #expect(TerminalText.width(of: "🀄🈁🆎") == 6)
  }

  @Test func replacesControlCharactersWithSpaces() {
    #expect(TerminalText.printable("a\tb\u{1B}[31mc") == "a b [31mc")
  }

  @Test func wrapsAtTheLastSpaceThatFits() {
    #expect(
      TerminalText.wrap("Settings: background red, text white", columns: 30, indent: 2) == [
        "Settings: background red, text", "  white",
      ])
    #expect(TerminalText.wrap("short", columns: 30) == ["short"])
  }

  @Test func keepsLeadingSpacesAndIndentsContinuations() {
    #expect(
      TerminalText.wrap("    one two three four", columns: 14, indent: 6) == [
        "    one two", "      three", "      four",
      ])
  }

  @Test func breaksALongWordAfterPunctuationOrWhereTheLineEnds() {
    #expect(
      TerminalText.wrap("screens[0].todoList.isFetching: true", columns: 24, indent: 2) == [
        "screens[0].todoList.", "  isFetching: true",
      ])
    #expect(TerminalText.wrap("abcdefghij", columns: 4) == ["abcd", "efgh", "ij"])
  }

  @Test func neverMakesALineWiderThanAsked() {
    let text = "Action(TodoListAction.add(title: \"牛乳を買う\"), window: 1A2B3C4D)"
    for columns in 10...40 {
      for line in TerminalText.wrap(text, columns: columns, indent: 4) {
        #expect(TerminalText.width(of: line) <= columns)
      }
    }
  }

  @Test func truncatesWithAnEllipsis() {
    #expect(TerminalText.truncated("exampleFeature", to: 8) == "example…")
    #expect(TerminalText.truncated("todoList", to: 8) == "todoList")
  }
}
