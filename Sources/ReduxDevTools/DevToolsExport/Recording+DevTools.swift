import Foundation
import Redux

extension Recording {
  /// Reads a Redux DevTools file back as a recording: one that ``DevToolsExport`` wrote, or
  /// one the DevTools extension exported of such a session.
  ///
  /// ```swift
  /// let recording = try Recording(
  ///   devToolsExport: Data(contentsOf: url), file: url.path, registry: .myApp)
  /// let final = try recording.replay(
  ///   from: recording.initialState(as: AppState.self), reducer: AppState.reducer)
  /// ```
  ///
  /// The staged actions become the recording's actions, in order, without the skipped ones and
  /// without `@@INIT`; the first computed state becomes its initial state. The file may also be
  /// wrapped as the extension saves it, `{"payload": "<the lifted state as a string>"}`.
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - file: A name for the file in errors.
  ///   - registry: The app's recordable actions.
  /// - Throws: A ``DevToolsImportError`` naming the first field at fault.
  public init(
    devToolsExport data: Data, file: String, registry: ActionRegistry
  ) throws(DevToolsImportError) {
    let lines = try DevToolsLiftedState(data: data, file: file).recordingLines()
    do {
      try self.init(text: lines.text, file: file, registry: registry)
    } catch {
      throw lines.importError(for: error)
    }
  }
}

extension DevToolsExport {
  /// Whether a file's contents are a DevTools file rather than a recording: its first line is
  /// not a recording's header, and it has an `actionsById` member.
  ///
  /// - Parameter data: The file's contents.
  /// - Returns: `true` for what `Recording.init(devToolsExport:file:registry:)` should read.
  public static func isExport(_ data: Data) -> Bool {
    let firstLine = data.prefix { $0 != UInt8(ascii: "\n") }
    if let header = try? JSONSerialization.jsonObject(with: firstLine) as? [String: Any],
      header["formatVersion"] != nil
    {
      return false
    }
    return data.range(of: Data("\"actionsById\"".utf8)) != nil
      || data.range(of: Data("\\\"actionsById\\\"".utf8)) != nil
  }
}
