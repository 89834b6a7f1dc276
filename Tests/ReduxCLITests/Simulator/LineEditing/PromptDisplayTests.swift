import Foundation
import Testing

/// What the terminal shows: pastes, resizes, wide characters and long lines, typed through a
/// pseudo-terminal into the built `redux-cli`.
@Suite("line editing: display at a terminal")
struct PromptDisplayTests {
  private func withDriver(
    columns: UInt16 = 80, _ body: (PromptSessionDriver) throws -> Void
  ) throws {
    let executable = try #require(EndToEndTests.executable)
    try TestFolder.with { folder in
      let session = try PseudoTerminalSession(executable, stateHome: folder, columns: columns)
      try body(try PromptSessionDriver(session))
      try session.type("\u{4}")
      #expect(try session.waitForExit().status == 0)
      #expect(session.settingsNow == session.settingsBefore)
    }
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func runsThePastedLinesInOrder() throws {
    try withDriver { driver in
      try driver.type(
        "\u{1B}[200~open todoList\rtodo add 1 Milk\nwindows\r\nqw\u{1B}[201~",
        expecting: "1  BFF833EE")
      try driver.waitForPrompt()
      try driver.enterUnknown("x", naming: "qwx")
      let screen = driver.session.screen
      let opened = try #require(screen.range(of: "├─ todoList"))
      let added = try #require(screen.range(of: "Milk", range: opened.upperBound..<screen.endIndex))
      #expect(screen.range(of: "1  BFF833EE", range: added.upperBound..<screen.endIndex) != nil)
    }
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func keepsTheCursorRightWithWideCharactersAndCombiningMarks() throws {
    try withDriver { driver in
      // "> " and two wide characters: the cursor goes back to column 6, before "x".
      try driver.type("漢字x\u{1B}[D", expecting: "\r\u{1B}[6C")
      try driver.enterUnknown("\u{7F}", naming: "漢x")
      // e and a combining acute accent take one column.
      try driver.type("e\u{301}x\u{1B}[D", expecting: "\r\u{1B}[3C")
      try driver.enterUnknown("\u{7F}", naming: "x")
    }
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func editsALineLongerThanTheTerminal() throws {
    try withDriver(columns: 20) { driver in
      let long = String(repeating: "a", count: 45)
      // Two rows and the start of a third: going home goes up two rows.
      try driver.type(long, expecting: "a\r\u{1B}[7C")
      try driver.type("\u{1}", expecting: "\u{1B}[2A\r\u{1B}[2C")
      try driver.enterUnknown("q", naming: "q" + long)
    }
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func drawsTheLineAgainWhenTheTerminalIsResized() throws {
    try withDriver { driver in
      try driver.type("todo add 1 tea", expecting: "tea")
      driver.session.resize(columns: 10)
      // The line is drawn again for 10 columns: the cursor at the end is on its second row.
      try driver.type("", expecting: "\u{1B}[J> todo add 1 tea\r\u{1B}[6C")
      try driver.enterUnknown("\u{1}x", naming: "xtodo")
    }
  }
}
