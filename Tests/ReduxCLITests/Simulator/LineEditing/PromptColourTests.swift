import Foundation
import Testing

/// Colour at a terminal, none with `NO_COLOR`, and `--json` at a terminal as before: no editor,
/// no escape code.
@Suite("line editing: colour at a terminal")
struct PromptColourTests {
  private func screen(
    arguments: [String] = [], environment: [String] = [], typing lines: String,
    until text: String
  ) throws -> String {
    let executable = try #require(EndToEndTests.executable)
    return try TestFolder.with { folder in
      let session = try PseudoTerminalSession(
        executable, arguments: arguments, stateHome: folder, environment: environment)
      try session.type(lines)
      let shown = try session.waitFor(text)
      // Ctrl-D at the next prompt; with --json, the end of a line read as before.
      if !arguments.contains("--json") {
        try session.waitFor(PromptSessionDriver.promptStart, after: shown)
      }
      try session.type("\u{4}")
      #expect(try session.waitForExit().status == 0)
      #expect(session.settingsNow == session.settingsBefore)
      return session.screen
    }
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func coloursErrorsTitlesAndChangedValues() throws {
    let screen = try screen(typing: "open\rbogus\r", until: "unknown command")
    #expect(screen.contains("┌─ \u{1B}[1;36mwindow 1 · BFF833EE\u{1B}[0m ─┐"))
    #expect(screen.contains(": \u{1B}[31m(none)\u{1B}[0m → \u{1B}[32m[]\u{1B}[0m"))
    #expect(screen.contains("\u{1B}[31merror: unknown command 'bogus'."))
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func writesNoColourWithNoColor() throws {
    let screen = try screen(
      environment: ["NO_COLOR=1"], typing: "open\rbogus\r", until: "unknown command")
    #expect(screen.contains("┌─ window 1 · BFF833EE ─┐"))
    #expect(!screen.contains("\u{1B}[31m") && !screen.contains("\u{1B}[1;36m"))
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func readsJSONSessionsAsBefore() throws {
    let screen = try screen(arguments: ["--json"], typing: "open\rwindows\r", until: "\"open\"")
    #expect(!screen.contains("\u{1B}"))
    #expect(!screen.contains("> "))
  }
}
