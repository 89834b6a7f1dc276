import Foundation

/// A text file a command reads whole, named on its command line: `simulate`'s script, `replay`'s
/// recording.
///
/// A file that cannot be used is refused with the reason a user can act on (it does not exist,
/// it is a folder, it is not readable UTF-8 text) rather than Foundation's own message. Commands
/// report it as a usage line and end with ``ExitCode/noInput``.
///
/// ```swift
/// let script = try InputFile(
///   reading: context.url(forPath: "session.txt"), role: "script", command: "simulate")
/// print(script.text)
/// ```
struct InputFile {
  /// Where the file is.
  let url: URL
  /// The file's contents.
  let text: String

  /// Reads a file as UTF-8 text.
  ///
  /// - Parameters:
  ///   - url: The file, already resolved against the command's directory.
  ///   - role: What the file is to the command, as a message names it: `script`, `recording`.
  ///   - command: The command's name, for the pointer to its help.
  /// - Throws: ``ArgumentError/invalidValue(command:reason:)`` when the file does not exist, is
  ///   a folder, or cannot be read as UTF-8 text.
  init(reading url: URL, role: String, command: String) throws(ArgumentError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw .invalidValue(command: command, reason: "the \(role) \(url.path) does not exist")
    }
    guard !isDirectory.boolValue else {
      throw .invalidValue(
        command: command, reason: "the \(role) \(url.path) is a folder, not a file")
    }
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw .invalidValue(
        command: command, reason: "the \(role) \(url.path) is not a readable UTF-8 text file")
    }
    self.url = url
  }
}
