import Foundation

/// Where the prompt's history is kept between sessions, and reading and writing it.
///
/// The file is `$XDG_STATE_HOME/redux-cli/history`, or `~/.local/state/redux-cli/history` when
/// `XDG_STATE_HOME` is not set to an absolute path, as the XDG base directory convention says.
/// It holds one line per line typed, oldest first, at most ``LineHistory/limit`` of them. It
/// is written whole, to a file beside it that then replaces it, so that a session that stops
/// half-way never leaves half a file.
struct HistoryFile: Sendable {
  /// The file.
  let url: URL

  /// The history file the environment names.
  ///
  /// - Parameters:
  ///   - environment: The environment variables.
  /// - Returns: The file, or `nil` when neither `XDG_STATE_HOME` nor `HOME` is an absolute
  ///   path.
  static func standard(environment: [String: String]) -> HistoryFile? {
    let folder: URL
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      folder = URL(fileURLWithPath: state, isDirectory: true)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      folder = URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/state", isDirectory: true)
    } else {
      return nil
    }
    return HistoryFile(
      url: folder.appendingPathComponent("redux-cli", isDirectory: true)
        .appendingPathComponent("history"))
  }

  /// Reads the lines kept.
  ///
  /// - Returns: The lines, oldest first; none when the file does not exist yet.
  /// - Throws: ``HistoryFileError`` when it exists but cannot be read as text.
  func read() throws(HistoryFileError) -> LineHistory {
    guard FileManager.default.fileExists(atPath: url.path) else { return LineHistory() }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw HistoryFileError(url: url, reading: true, reason: error.localizedDescription)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw HistoryFileError(url: url, reading: true, reason: "it is not UTF-8 text")
    }
    return LineHistory(text.split(separator: "\n").map(String.init))
  }

  /// Writes the lines, creating the file's folders when they do not exist.
  ///
  /// - Parameters:
  ///   - history: The lines to keep.
  /// - Throws: ``HistoryFileError`` when the folder or the file cannot be written.
  func write(_ history: LineHistory) throws(HistoryFileError) {
    let text = history.lines.map { $0 + "\n" }.joined()
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw HistoryFileError(url: url, reading: false, reason: error.localizedDescription)
    }
  }
}

/// A history file that cannot be read or written: the session warns once and goes on.
struct HistoryFileError: Error, Equatable, Sendable {
  /// The file.
  let url: URL
  /// Whether reading it failed, rather than writing it.
  let reading: Bool
  /// Why, as the system says.
  let reason: String

  /// The warning printed: `warning: the history file … cannot be read (…); …`.
  var message: String {
    "warning: the history file \(url.path) cannot be \(reading ? "read" : "written") "
      + "(\(reason)); this session's lines are not kept"
  }
}
