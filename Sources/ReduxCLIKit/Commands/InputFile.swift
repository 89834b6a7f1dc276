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
  /// The file's bytes.
  let data: Data
  /// The file's contents.
  let text: String

  /// Reads a file as UTF-8 text.
  ///
  /// - Parameters:
  ///   - url: The file, already resolved against the command's directory.
  ///   - role: What the file is to the command, as a message names it: `script`, `recording`.
  ///   - command: The command's name, for the pointer to its help.
  ///   - mayEndInCutLine: Whether the bytes after the last line break may be cut inside a
  ///     character, as a recording's last line is when its session died while writing it:
  ///     they are left to the reader of ``data``, and ``text`` replaces what is not UTF-8 there.
  /// - Throws: ``ArgumentError/invalidValue(command:reason:)`` when the file does not exist, is
  ///   a folder, or cannot be read as UTF-8 text.
  init(
    reading url: URL, role: String, command: String, mayEndInCutLine: Bool = false
  ) throws(ArgumentError) {
    self.url = url
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw .invalidValue(command: command, reason: "the \(role) \(url.path) does not exist")
    }
    guard !isDirectory.boolValue else {
      throw .invalidValue(
        command: command, reason: "the \(role) \(url.path) is a folder, not a file")
    }
    let notText = ArgumentError.invalidValue(
      command: command, reason: "the \(role) \(url.path) is not a readable UTF-8 text file")
    let bytes: Data
    do {
      bytes = try Data(contentsOf: url)
    } catch {
      throw notText
    }
    var checked = bytes[...]
    if mayEndInCutLine, let lastBreak = bytes.lastIndex(of: UInt8(ascii: "\n")) {
      checked = bytes[...lastBreak]
    } else if mayEndInCutLine {
      checked = bytes[..<bytes.startIndex]
    }
    guard String(data: Data(checked), encoding: .utf8) != nil else { throw notText }
    data = bytes
    text = String(decoding: bytes, as: UTF8.self)
  }
}
