import Foundation
import Redux
import ReduxDevTools
import SampleApp

/// A session file as `replay` and `inspect` take it: a recording (JSON Lines), or a Redux
/// DevTools file that `inspect --devtools` or the DevTools extension wrote, told apart by
/// content (``DevToolsExport/isExport(_:)``), not by name.
enum SessionInput {
  /// Reads the sample app's session from a file's text.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - file: The file's path, as errors name it.
  /// - Returns: The recording.
  /// - Throws: A `RecordingError` naming the line, or a `DevToolsImportError` naming the field.
  static func recording(text: String, file: String) throws -> Recording {
    let data = Data(text.utf8)
    if DevToolsExport.isExport(data) {
      return try Recording(devToolsExport: data, file: file, registry: .sampleApp)
    }
    return try Recording(text: text, file: file, registry: .sampleApp)
  }

  /// Reads the sample app's session and its initial state, refusing first a session another
  /// app made (``OtherAppRecording``).
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - file: The file's path, as errors name it.
  /// - Returns: The recording and the state it starts from.
  /// - Throws: An error whose description names the file and the line or field at fault.
  static func sampleAppSession(text: String, file: String) throws -> (Recording, AppState) {
    let recording = try OtherAppRecording.refusing(text: text, file: file, command: "inspect") {
      try Self.recording(text: text, file: file)
    }
    return (recording, try recording.initialState(as: AppState.self))
  }
}
