import Testing

@testable import ReduxCLIKit

/// Error lines spell out control characters, so that text repeated from a file or a typed
/// command keeps the message on one line and sends nothing to the terminal.
@Suite("Console: control characters in error lines")
struct VisibleControlCharactersTests {
  @Test func textWithoutControlCharactersIsKeptAsItIs() {
    let text = #"unknown action type 'Todo\Action' — ж 🎉"#
    #expect(VisibleControlCharacters.escaping(text) == text)
  }

  @Test func lineBreaksTabsAndEscapesAreSpelledOut() {
    #expect(VisibleControlCharacters.escaping("a\nb\rc\td") == #"a\nb\rc\td"#)
    #expect(VisibleControlCharacters.escaping("x\u{1B}[2Jy") == #"x\u{1B}[2Jy"#)
    #expect(
      VisibleControlCharacters.escaping("\u{0}\u{7F}\u{85}\u{9F}") == #"\u{0}\u{7F}\u{85}\u{9F}"#)
  }

  @Test func theFirstPrintableCharactersAroundTheControlRangesAreKept() {
    #expect(VisibleControlCharacters.escaping(" ~\u{A0}") == " ~\u{A0}")
  }

  @MainActor @Test func printErrorWritesOneLine() {
    let console = BufferedConsole()
    console.printError("error: bad.jsonl:2: unknown action type 'A\nB\u{1B}[31m'")
    #expect(console.errors == #"error: bad.jsonl:2: unknown action type 'A\nB\u{1B}[31m'"# + "\n")
  }
}
