import Foundation
import Testing

/// History across two sessions, Ctrl-R, `--no-history`, and Tab, typed through a
/// pseudo-terminal into the built `redux-cli`.
@Suite("line editing: history and completion at a terminal")
struct PromptHistoryAndCompletionTests {
  static let up = "\u{1B}[A"
  static let down = "\u{1B}[B"

  /// Runs a session, then ends it with Ctrl-D.
  @discardableResult
  private func session(
    in folder: URL, arguments: [String] = [], _ body: (PromptSessionDriver) throws -> Void
  ) throws -> String {
    let executable = try #require(EndToEndTests.executable)
    let session = try PseudoTerminalSession(executable, arguments: arguments, stateHome: folder)
    try body(try PromptSessionDriver(session))
    try session.type("\u{4}")
    #expect(try session.waitForExit().status == 0)
    #expect(session.settingsNow == session.settingsBefore)
    return session.screen
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func keepsLinesFromOneSessionToTheNext() throws {
    try TestFolder.with { folder in
      let file = folder.appendingPathComponent("redux-cli/history")
      try session(in: folder) { driver in
        try driver.enterUnknown("first", naming: "first")
        try driver.enterUnknown(" secret", naming: "secret")
        try driver.enterUnknown("second", naming: "second")
        try driver.enterUnknown("second", naming: "second")
      }
      #expect(try String(contentsOf: file, encoding: .utf8) == "first\nsecond\n")
      try session(in: folder) { driver in
        try driver.enterUnknown("\(Self.up)\(Self.up)", naming: "first")
        // The line being typed comes back after walking; Ctrl-P and Ctrl-N walk too.
        try driver.enterUnknown(
          "typed\(Self.up)\(Self.up)\(Self.down)\(Self.down)", naming: "typed")
        try driver.enterUnknown("\u{10}\u{10}\u{10}\u{E}", naming: "first")
        // Ctrl-R finds the newest line holding what is typed; Ctrl-R again an older one.
        try driver.enterUnknown("\u{12}sec", naming: "second")
        try driver.enterUnknown("\u{12}s\u{12}", naming: "first")
      }
      #expect(
        try String(contentsOf: file, encoding: .utf8)
          == "first\nsecond\nfirst\ntyped\nfirst\nsecond\nfirst\n")
    }
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func keepsNothingWithNoHistory() throws {
    try TestFolder.with { folder in
      let file = folder.appendingPathComponent("redux-cli/history")
      try session(in: folder) { driver in try driver.enterUnknown("first", naming: "first") }
      try session(in: folder, arguments: ["--no-history"]) { driver in
        try driver.enterUnknown("other", naming: "other")
        // This session's lines are walked, but not those of the file.
        try driver.enterUnknown("\(Self.up)\(Self.up)x", naming: "otherx")
      }
      #expect(try String(contentsOf: file, encoding: .utf8) == "first\n")
    }
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func warnsOnceWhenTheHistoryFileCannotBeWritten() throws {
    try TestFolder.with { folder in
      // A folder where the file should be: it can be neither read nor written.
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("redux-cli/history"), withIntermediateDirectories: true)
      let screen = try session(in: folder) { driver in
        try driver.enterUnknown("first", naming: "first")
        try driver.enterUnknown("second", naming: "second")
      }
      #expect(screen.components(separatedBy: "warning: the history file").count == 2)
    }
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func completesOneMatchAtOnceAndListsManyOnTheSecondTab() throws {
    try TestFolder.with { folder in
      try session(in: folder) { driver in
        try driver.enter("ope\t", expecting: "window 1")
        try driver.enter("windo\t", expecting: "1  BFF833EE")
        try driver.type("h\t\t", expecting: "help  hide  history\r")
        try driver.enter("id\t1 set\t", expecting: "does not show settings")
        try driver.enter("close \t", expecting: "(no open windows)")
      }
    }
  }
}
