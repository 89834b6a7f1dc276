import Foundation
import Testing

/// The editing and control keys of `simulate`'s prompt, typed through a pseudo-terminal into
/// the built `redux-cli`: each line is checked by the command it ran.
@Suite("line editing: keys at a terminal")
struct PromptKeysTests {
  static let left = "\u{1B}[D"
  static let home = "\u{1B}[H"
  static let end = "\u{1B}[F"
  static let delete = "\u{1B}[3~"

  private func withDriver(_ body: (PromptSessionDriver) throws -> Void) throws {
    let executable = try #require(EndToEndTests.executable)
    try TestFolder.with { folder in
      let session = try PseudoTerminalSession(executable, stateHome: folder)
      try body(try PromptSessionDriver(session))
      try session.type("\u{4}")
      let exit = try session.waitForExit()
      #expect(exit.status == 0 && !exit.signalled)
      #expect(session.settingsNow == session.settingsBefore)
    }
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func movesTheCursor() throws {
    try withDriver { driver in
      try driver.enterUnknown("qx\(Self.left)w", naming: "qwx")
      try driver.enterUnknown("wx\(Self.home)q", naming: "qwx")
      try driver.enterUnknown("qw\u{1}\(Self.end)x", naming: "qwx")
      try driver.enterUnknown("wx\u{1}q\u{5}y", naming: "qwxy")
      try driver.enterUnknown("qx\u{2}w\u{6}y", naming: "qwxy")
    }
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func movesByWord() throws {
    try withDriver { driver in
      try driver.enterUnknown("\"aa bb\"\u{1B}bx", naming: "aa xbb")
      try driver.enterUnknown("\"aa bb\"\u{1B}[1;3Dx", naming: "aa xbb")
      try driver.enterUnknown("\"aa bb\"\u{1}\u{1B}fx", naming: "aax bb")
      try driver.enterUnknown("\"aa bb\"\u{1}\u{1B}[1;3Cx", naming: "aax bb")
    }
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func deletesCutsYanksAndTransposes() throws {
    try withDriver { driver in
      try driver.enterUnknown("qwxz\u{7F}", naming: "qwx")
      try driver.enterUnknown("qwzx\(Self.left)\u{7F}", naming: "qwx")
      try driver.enterUnknown("qzwx\(Self.home)\u{6}\(Self.delete)", naming: "qwx")
      try driver.enterUnknown("zqwx\u{1}\u{4}", naming: "qwx")
      try driver.enterUnknown("qwxzzz\(Self.left)\(Self.left)\(Self.left)\u{B}", naming: "qwx")
      try driver.enterUnknown("zzqwx\(Self.left)\(Self.left)\(Self.left)\u{15}", naming: "qwx")
      try driver.enterUnknown("x qw\u{17}\u{1}\u{19}", naming: "qwx")
      try driver.enterUnknown("qxw\(Self.left)\u{14}", naming: "qwx")
    }
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func dropsTheLineOnCtrlCAndClearsTheScreenOnCtrlL() throws {
    try withDriver { driver in
      try driver.type("abc\u{3}", expecting: "^C\r")
      try driver.type("\u{C}", expecting: "\u{1B}[H\u{1B}[2J")
      try driver.enterUnknown("qwx", naming: "qwx")
      #expect(!driver.session.screen.contains("abcqwx"))
    }
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func survivesBadInput() throws {
    try withDriver { driver in
      // Invalid UTF-8, an unknown escape sequence, a lone escape, control characters.
      try driver.enterUnknown("q\u{1B}[99~\u{1B}[5;9Zw\u{0}\u{1C}\u{7}x", naming: "qwx")
      try driver.session.type(bytes: [0x71, 0xFF, 0xC0])
      try driver.enterUnknown("x", naming: "q\u{FFFD}\u{FFFD}x")
      let long = String(repeating: "x", count: 100_000)
      try driver.enter(long, expecting: "xxxxx'. Type 'help' for commands.")
      try driver.enterUnknown("qwx", naming: "qwx")
    }
  }
}
