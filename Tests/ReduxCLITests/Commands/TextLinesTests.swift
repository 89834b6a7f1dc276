import Testing

@testable import ReduxCLIKit

/// Texts read line by line whether their lines end with "\n" or "\r\n", and given back with the
/// line breaks they had.
@Suite("Text lines")
struct TextLinesTests {
  @Test(arguments: [
    ("", [String]()),
    ("one", ["one"]),
    ("one\n", ["one"]),
    ("one\r\n", ["one"]),
    ("one\ntwo", ["one", "two"]),
    ("one\r\ntwo\r\n", ["one", "two"]),
    ("one\r\ntwo\nthree\r\n", ["one", "two", "three"]),
    ("one\n\n", ["one", ""]),
    ("\r\n\r\n", ["", ""]),
    ("a lone \r stays", ["a lone \r stays"]),
  ])
  func splitsAtEitherLineBreak(text: String, lines: [String]) {
    let read = TextLines(text)
    #expect(read.lines == lines)
    #expect(read.text == text)
  }

  @Test func theLineBreakOfNewLinesIsTheTextsFirst() {
    #expect(TextLines("a\r\nb\n").lineBreak == "\r\n")
    #expect(TextLines("a\nb\r\n").lineBreak == "\n")
    #expect(TextLines("no break").lineBreak == "\n")
    #expect(TextLines("").lineBreak == "\n")
  }

  @Test func insertedLinesTakeTheTextsLineBreakAndTheOthersKeepTheirs() {
    var text = TextLines("enum AppScreen {\r\n  case home\n}\r\n")
    text.insert(["  case profile", "  case settings"], at: 2)
    #expect(
      text.text == "enum AppScreen {\r\n  case home\n  case profile\r\n  case settings\r\n}\r\n")
    text.insert(["// First"], at: 0)
    #expect(text.lines.first == "// First")
    #expect(text.text.hasPrefix("// First\r\nenum AppScreen {\r\n"))
  }

  @Test func linesAddedAfterALastLineWithoutABreakGetTheirOwnLines() {
    var text = TextLines("one\r\ntwo")
    text.insert(["three", "four"], at: 2)
    #expect(text.lines == ["one", "two", "three", "four"])
    #expect(text.text == "one\r\ntwo\r\nthree\r\nfour")
  }

  @Test func linesAddedAtTheEndOfATextThatEndsWithABreakEndWithOne() {
    var text = TextLines("one\n")
    text.insert(["two"], at: 1)
    #expect(text.text == "one\ntwo\n")
    var empty = TextLines("")
    empty.insert(["only"], at: 0)
    #expect(empty.text == "only\n")
  }
}
