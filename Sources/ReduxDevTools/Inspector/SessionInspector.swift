import Foundation
import Redux

/// A recorded session as one HTML page to open in a browser and attach to a bug report: the
/// action list, the windows at the selected step, the step's changes and the state tree.
///
/// ```swift
/// let recording = try Recording(contentsOf: url, registry: .myApp)
/// let html = try SessionInspector.html(
///   recording: recording, initialState: recording.initialState(as: AppState.self),
///   reducer: AppState.reducer)
/// try Data(html.utf8).write(to: url.deletingPathExtension().appendingPathExtension("html"))
/// ```
///
/// The session is replayed with the reducer only, as `Recording.replay(from:reducer:)`
/// does. The page is one file with its style, script and data inline; its
/// Content-Security-Policy forbids loading anything, so it opens from disk and makes no request.
/// It holds the initial state, each step's changes, and a full state only where the changes
/// since the last one outweigh it, so its size grows with what changed. A state that keeps its windows in an `ActiveScreensState`
/// encoded as `activeScreens` (as a `WindowedState` does) has its windows drawn side by side.
///
/// The page's `<head>` carries ``generatorMeta``, which tools can look for before they replace
/// a file.
public enum SessionInspector {
  /// The line in the `<head>` of every page this library writes.
  public static let generatorMeta = InspectorPage.generatorMeta

  /// Replays a recording with an in-place reducer and writes the page of the session.
  ///
  /// - Parameters:
  ///   - recording: The session.
  ///   - initialState: The state it started from, such as
  ///     `recording.initialState(as: AppState.self)`.
  ///   - reducer: The app's reducer; no middleware runs.
  ///   - title: The page's title; the app's name and the recording's file name unless given.
  ///   - timestamp: The time the page shows for an action its recording has no time for (a
  ///     recording written before lines held times); now unless given.
  /// - Returns: The page's HTML.
  /// - Throws: ``InspectorError`` when an action was not recorded or a state does not encode.
  public static func html<State: Encodable & Sendable>(
    recording: Recording, initialState: State, reducer: @escaping InPlaceReducer<State>,
    title: String? = nil, timestamp: Date = Date()
  ) throws(InspectorError) -> String {
    let trace = try SessionTrace(
      recording: recording, initialState: initialState, reducer: { reducer(&$0, $1) },
      checkpointRatio: CheckpointPlacement.defaultRatio, reusesEqualParts: true)
    return html(trace, costs: recording.costsByPosition, title: title, timestamp: timestamp)
  }

  /// Replays a recording with a reducer that returns the next state and writes the page of the
  /// session; see the in-place form.
  ///
  /// - Parameters:
  ///   - recording: The session.
  ///   - initialState: The state it started from.
  ///   - reducer: The app's reducer; no middleware runs.
  ///   - title: The page's title; the app's name and the recording's file name unless given.
  ///   - timestamp: The time the page shows for an action without one; now unless given.
  /// - Returns: The page's HTML.
  /// - Throws: ``InspectorError`` when an action was not recorded or a state does not encode.
  public static func html<State: Encodable & Sendable>(
    recording: Recording, initialState: State, reducer: @escaping Reducer<State>,
    title: String? = nil, timestamp: Date = Date()
  ) throws(InspectorError) -> String {
    let trace = try SessionTrace(
      recording: recording, initialState: initialState, reducer: { $0 = reducer($0, $1) },
      checkpointRatio: CheckpointPlacement.defaultRatio, reusesEqualParts: true)
    return html(trace, costs: recording.costsByPosition, title: title, timestamp: timestamp)
  }

  /// The page of a replayed session, with the costs its recording holds, by position.
  static func html(
    _ trace: SessionTrace, costs: [Int: ActionCost], title: String?, timestamp: Date
  ) -> String {
    let name = title ?? "\(trace.app) \(URL(fileURLWithPath: trace.file).lastPathComponent)"
    let data = InspectorPageData(
      trace: trace, title: name,
      timeMilliseconds: Int64((timestamp.timeIntervalSince1970 * 1000).rounded()), costs: costs)
    return InspectorPage.html(title: name, data: data.json)
  }
}
