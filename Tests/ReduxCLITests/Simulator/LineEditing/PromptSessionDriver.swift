import Foundation

/// Types lines into a ``PseudoTerminalSession`` one prompt at a time, as a person does: each
/// line is typed once the editor shows its prompt, and the driver follows the screen from one
/// prompt to the next.
final class PromptSessionDriver {
  /// The session.
  let session: PseudoTerminalSession
  /// Where the screen was read up to.
  private(set) var position: String.Index

  /// What starts each prompt: the editor turns bracketed paste on.
  static let promptStart = "\u{1B}[?2004h"

  /// Waits for the first prompt.
  init(_ session: PseudoTerminalSession) throws {
    self.session = session
    position = try session.waitFor(Self.promptStart)
  }

  /// Types keys, then Enter, waits for a text, and then for the next prompt.
  func enter(_ keys: String, expecting text: String) throws {
    try session.type(keys + "\r")
    position = try session.waitFor(text, after: position)
    position = try session.waitFor(Self.promptStart, after: position)
  }

  /// Waits for the next prompt.
  func waitForPrompt() throws {
    position = try session.waitFor(Self.promptStart, after: position)
  }

  /// Types keys and waits for a text.
  func type(_ keys: String, expecting text: String) throws {
    try session.type(keys)
    position = try session.waitFor(text, after: position)
  }

  /// Types a line whose first word is unknown, and waits for the error naming it.
  func enterUnknown(_ keys: String, naming command: String) throws {
    try enter(keys, expecting: "error: unknown command '\(command)'")
  }

  /// The screen from where it was read up to.
  var screenSincePosition: Substring {
    session.screen[position...]
  }
}

/// A temporary folder for a test, removed afterwards.
enum TestFolder {
  /// Runs `body` with a new, empty folder, then removes it.
  @discardableResult
  static func with<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("redux-cli-prompt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }
}
