import Foundation

/// A recording's bytes cut into lines the way ``Recording`` reads them: its whole lines, and the
/// line the session was writing when it ended, if the file ends in the middle of one.
///
/// The recorder writes each line with its line break in one write, so a session that dies (a
/// crash, `kill -9`, a power cut) leaves every line it wrote whole, except perhaps the last,
/// which may be cut anywhere, even inside a character. The bytes after the last line break are
/// that cut line when they are not a whole JSON object: the end of the recording, not a defect
/// in it. When they are a whole object (only the line break is missing, as in a file written by
/// hand), they are a line like any other. Everything before the last line break is read as whole
/// lines, where a bad line is refused, however it came to be.
struct RecordingFileLines {
  /// The whole lines, the header first, without their line breaks.
  let lines: [Data]
  /// The number of the last line when it was cut short, or `nil` when the file ends with a
  /// whole line.
  let cutLine: Int?

  /// Cuts a recording's bytes into lines.
  ///
  /// - Parameters:
  ///   - data: The recording's bytes.
  init(_ data: Data) {
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    // What follows the last line break: empty when the file ends with one.
    let tail = lines.removeLast()
    var cutLine: Int?
    if !tail.isEmpty {
      if Self.isWholeObject(tail) {
        lines.append(tail)
      } else {
        cutLine = lines.count + 1
      }
    }
    self.lines = lines.map { Data($0) }
    self.cutLine = cutLine
  }

  /// Whether bytes are one whole JSON object: a line the writer finished, since the beginning
  /// of an object is never an object itself.
  private static func isWholeObject(_ bytes: Data.SubSequence) -> Bool {
    (try? JSONSerialization.jsonObject(with: Data(bytes))) is [String: Any]
  }
}
