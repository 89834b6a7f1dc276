import Foundation
import Redux

/// A session file another app made: `inspect` and `replay` read the sample app's recordings
/// only, and say so, pointing to the way an app writes the page of its own.
///
/// The app is checked before the actions are read: another app's actions may share the
/// sample app's names (`WindowAction`, `TodoListAction`) and fail to decode as them, and that
/// error would hide the real one.
struct OtherAppRecording: Error, CustomStringConvertible {
  /// The file, as errors name it.
  let file: String
  /// The app its header names.
  let app: String
  /// The command that refused it.
  let command: String

  /// The refusal on one line, starting with `file:1:` as a recording's errors do.
  var description: String {
    "\(file):1: the recording was made by '\(app)', not by \(ReplayCommand.appName); "
      + "'redux-cli \(command)' reads the sample app's recordings only. An app writes the page "
      + "of its own with SessionInspector.html(recording:initialState:reducer:) of "
      + "ReduxDevTools, given its registry, state and reducer: see the article \"Inspecting "
      + "Sessions\" (Sources/ReduxDevTools/ReduxDevTools.docc/InspectingSessions.md)"
  }

  /// Reads a session file, refusing it first when another app made it.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - file: The file's path, as errors name it.
  ///   - command: The command reading it, as the refusal names it.
  ///   - read: Reads the recording from the text.
  /// - Returns: The sample app's recording.
  /// - Throws: ``OtherAppRecording`` when the header names another app; else what `read`
  ///   throws.
  static func refusing(
    text: String, file: String, command: String, read: () throws -> Recording
  ) throws -> Recording {
    // A recording's header is its first line, read alone: its actions are not decoded yet.
    if let app = headerApp(of: text), app != ReplayCommand.appName {
      throw OtherAppRecording(file: file, app: app, command: command)
    }
    let recording: Recording
    do {
      recording = try read()
    } catch {
      // A DevTools file names its app in its first action, `@@INIT`: looked for only when the
      // file did not read, rather than parsing every file twice.
      if let app = devToolsApp(of: text), app != ReplayCommand.appName {
        throw OtherAppRecording(file: file, app: app, command: command)
      }
      throw error
    }
    guard recording.header.app == ReplayCommand.appName else {
      throw OtherAppRecording(file: file, app: recording.header.app, command: command)
    }
    return recording
  }

  /// The `app` of a recording's header, or `nil` when the first line is not a header with one.
  private static func headerApp(of text: String) -> String? {
    let line = text.utf8.prefix { $0 != UInt8(ascii: "\n") }
    // A DevTools file is often one long line: it is not parsed here.
    guard line.firstRange(of: #""formatVersion""#.utf8) != nil,
      let object = try? JSONSerialization.jsonObject(with: Data(line)),
      let header = object as? [String: Any], header["formatVersion"] != nil
    else { return nil }
    return header["app"] as? String
  }

  /// The `app` of a DevTools file's `@@INIT` action (the first staged one), unwrapping
  /// `{"payload": "…"}`; `nil` when the text is not such a file or names no app.
  private static func devToolsApp(of text: String) -> String? {
    guard var lifted = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    else { return nil }
    if lifted["actionsById"] == nil, let payload = lifted["payload"] as? String {
      guard
        let inner = try? JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any]
      else { return nil }
      lifted = inner
    }
    guard let actions = lifted["actionsById"] as? [String: Any],
      let first = (lifted["stagedActionIds"] as? [Any])?.first.map({ "\($0)" }),
      let entry = actions[first] as? [String: Any], let action = entry["action"] as? [String: Any]
    else { return nil }
    return action["app"] as? String
  }
}
