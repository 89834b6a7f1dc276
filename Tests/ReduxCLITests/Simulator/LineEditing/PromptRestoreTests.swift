import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's settings after every way out of `simulate` are those from before it started.
@Suite("line editing: the terminal restored")
struct PromptRestoreTests {
  /// A way out of a session at the prompt.
  enum WayOut: String, CaseIterable, Sendable {
    case ctrlD, quit, exit, refusedLineThenQuit, unsavableStateFile, sigint, sigterm, sighup
  }

  @Test(.enabled(if: EndToEndTests.executable != nil), arguments: WayOut.allCases)
  func restoresTheSettings(_ wayOut: WayOut) throws {
    let executable = try #require(EndToEndTests.executable)
    try TestFolder.with { folder in
      let stateFolder = folder.appendingPathComponent("state")
      try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
      let arguments =
        wayOut == .unsavableStateFile
        ? ["--state-file", stateFolder.appendingPathComponent("session.json").path] : []
      let session = try PseudoTerminalSession(
        executable, arguments: arguments, stateHome: folder)
      let driver = try PromptSessionDriver(session)
      // At the prompt, the terminal is in raw mode: the settings did change.
      #expect(session.settingsNow != session.settingsBefore)
      var signalled: Int32?
      switch wayOut {
      case .ctrlD: try session.type("\u{4}")
      case .quit: try session.type("quit\r")
      case .exit: try session.type("exit\r")
      case .refusedLineThenQuit:
        try driver.enterUnknown("bogus", naming: "bogus")
        try session.type("quit\r")
      case .unsavableStateFile:
        try FileManager.default.removeItem(at: stateFolder)
        try driver.enter("open", expecting: "window 1")
        try session.type("quit\r")
      case .sigint: signalled = SIGINT
      case .sigterm: signalled = SIGTERM
      case .sighup: signalled = SIGHUP
      }
      if let signalled { session.send(signal: signalled) }
      let exit = try session.waitForExit()
      if let signalled {
        #expect(exit.signalled)
        #expect(exit.status == signalled)
      } else {
        #expect(!exit.signalled)
      }
      #expect(session.settingsNow == session.settingsBefore)
    }
  }
}
