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

  /// The warning `replay` and `inspect` print on standard error for a recording that ends inside
  /// a batch, such as `session.jsonl:6: the recording ends inside a batch: 2 of its 3 actions were
  /// recorded, and the session never published their state`, or `nil` for one that ends between
  /// batches.
  ///
  /// - Parameter recording: The recording read.
  /// - Returns: The warning, without `warning: ` before it.
  static func unfinishedBatchWarning(_ recording: Recording) -> String? {
    guard let place = recording.unfinishedBatch, let last = recording.actions.last else {
      return nil
    }
    return "\(recording.file):\(last.line): the recording ends inside a batch: \(place.index) of "
      + "its \(place.count) actions were recorded, and the session never published their state"
  }

  /// The warnings `replay` and `inspect` print on standard error for a recording, in the order
  /// of its lines: a batch it ends inside, then a cut line.
  ///
  /// - Parameter recording: The recording read.
  /// - Returns: The warnings, each without `warning: ` before it.
  static func warnings(_ recording: Recording) -> [String] {
    [unfinishedBatchWarning(recording), cutLineWarning(recording)].compactMap { $0 }
  }

  /// Reads the sample app's session and its initial state, refusing first a session another
  /// app made (``OtherAppRecording``): what `replay` and `inspect` read from their file.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - text: The same bytes as text (``InputFile/text``), in which the app is looked for.
  ///   - file: The file's path, as errors name it.
  ///   - command: The command reading it, as a refusal of another app's session names it.
  /// - Returns: The recording and the state it starts from.
  /// - Throws: An error whose description names the file and the line or field at fault.
  static func sampleAppSession(
    data: Data, text: String, file: String, command: String
  ) throws -> (Recording, AppState) {
    let recording = try OtherAppRecording.refusing(text: text, file: file, command: command) {
      try Self.recording(data: data, file: file)
    }
    return (recording, try recording.initialState(as: AppState.self))
  }
}
