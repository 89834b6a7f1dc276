import Foundation
import Redux
import ReduxDevTools
import SampleApp

/// A session file as `replay` and `inspect` take it: a recording (JSON Lines), or a Redux
/// DevTools file that `inspect --devtools` or the DevTools extension wrote, told apart by
/// content (``DevToolsExport/isExport(_:)``), not by name.
enum SessionInput {
  /// Reads the sample app's session from a file's bytes.
  ///
  /// A recording whose last line was cut short, by a session that died while writing it, reads
  /// up to its last whole action; ``cutLineWarning(_:)`` says so.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The file's path, as errors name it.
  /// - Returns: The recording.
  /// - Throws: A `RecordingError` naming the line, or a `DevToolsImportError` naming the field.
  static func recording(data: Data, file: String) throws -> Recording {
    if DevToolsExport.isExport(data) {
      return try Recording(devToolsExport: data, file: file, registry: .sampleApp)
    }
    return try Recording(data: data, file: file, registry: .sampleApp)
  }

  /// The warning `replay` and `inspect` print on standard error for a recording that ends in a
  /// cut line, such as `session.jsonl:14: the recording ends in a cut line; 12 actions
  /// replayed`, or `nil` for a recording that ends with a whole line.
  ///
  /// - Parameters:
  ///   - recording: The recording read.
  /// - Returns: The warning, without `warning: ` before it.
  static func cutLineWarning(_ recording: Recording) -> String? {
    guard let line = recording.cutLine else { return nil }
    let count = recording.actions.count
    return "\(recording.file):\(line): the recording ends in a cut line; \(count) "
      + (count == 1 ? "action" : "actions") + " replayed"
  }

  /// Reads the sample app's session and its initial state, and checks the sample app made it.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The file's path, as errors name it.
  /// - Returns: The recording and the state it starts from.
  /// - Throws: An error whose description names the file and the line or field at fault.
  static func sampleAppSession(data: Data, file: String) throws -> (Recording, AppState) {
    let recording = try recording(data: data, file: file)
    let initialState = try recording.initialState(as: AppState.self)
    guard recording.header.app == ReplayCommand.appName else {
      throw RecordingError.malformedLine(
        file: file, line: 1,
        problem: "the recording was made by '\(recording.header.app)', not by "
          + ReplayCommand.appName)
    }
    return (recording, initialState)
  }
}
