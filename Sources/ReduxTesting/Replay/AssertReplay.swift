import Foundation
import Redux

/// Replays a recorded session and fails the test unless it reaches the expected state: a bug
/// report's recording becomes a regression test in one call.
///
/// ```swift
/// @Test @MainActor func theReportedSessionKeepsItsTodos() {
///   assertReplay(
///     contentsOf: Bundle.module.url(forResource: "bug-412", withExtension: "jsonl")!,
///     registry: .sampleApp,
///     reducer: AppState.reducer,
///     reaches: expectedState)
/// }
/// ```
///
/// Only the reducer runs, as in `Recording.replay(from:reducer:)`: no middleware, no file
/// written, no request sent. When the replayed state differs, the failure shows the difference
/// field by field, at the file and line of the call:
///
/// ```
/// The replay of bug-412.jsonl does not reach the expected state at its end (position 9) (− expected, + replayed):
/// −−− expected
/// +++ replayed
///   settings:
/// −   textColor: .white
/// +   textColor: .black
///   … (1 unchanged)
/// ```
///
/// A recording that cannot be read or replayed fails the test with the `RecordingError`, which
/// names the recording's file and line.
///
/// - Parameters:
///   - url: The recording's file.
///   - registry: The app's recordable actions.
///   - initialState: The state the session started from; the recording's header's unless given.
///   - reducer: The app's reducer.
///   - expectedState: The state the replay must reach.
///   - position: The position to check: 0 for the initial state, `n` for the state after the
///     `n`th action; the end of the recording unless given.
///   - fileID: The file of the call; leave the default.
///   - filePath: The full path of the file of the call; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: The replayed state at `position`, or `nil` when the recording could not be replayed.
@discardableResult
public func assertReplay<State: Equatable & Decodable>(
  contentsOf url: URL,
  registry: ActionRegistry,
  from initialState: State? = nil,
  reducer: @escaping Reducer<State>,
  reaches expectedState: State,
  atPosition position: Int? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> State? {
  checkReplay(
    reading: { () throws(RecordingError) in try Recording(contentsOf: url, registry: registry) },
    from: initialState, reduction: .value(reducer), reaches: expectedState, at: position,
    site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Replays a recorded session with an in-place reducer and fails the test unless it reaches the
/// expected state; see the variant with a value reducer,
/// ``assertReplay(contentsOf:registry:from:reducer:reaches:atPosition:fileID:filePath:line:column:)-3ygjh``.
///
/// - Parameters:
///   - url: The recording's file.
///   - registry: The app's recordable actions.
///   - initialState: The state the session started from; the recording's header's unless given.
///   - reducer: The app's in-place reducer.
///   - expectedState: The state the replay must reach.
///   - position: The position to check: 0 for the initial state, `n` for the state after the
///     `n`th action; the end of the recording unless given.
///   - fileID: The file of the call; leave the default.
///   - filePath: The full path of the file of the call; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: The replayed state at `position`, or `nil` when the recording could not be replayed.
@discardableResult
public func assertReplay<State: Equatable & Decodable>(
  contentsOf url: URL,
  registry: ActionRegistry,
  from initialState: State? = nil,
  reducer: @escaping InPlaceReducer<State>,
  reaches expectedState: State,
  atPosition position: Int? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> State? {
  checkReplay(
    reading: { () throws(RecordingError) in try Recording(contentsOf: url, registry: registry) },
    from: initialState, reduction: .inPlace(reducer), reaches: expectedState, at: position,
    site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reads the recording, replays it and reports what went wrong at the call site.
private func checkReplay<State: Equatable & Decodable>(
  reading read: () throws(RecordingError) -> Recording,
  from initialState: State?,
  reduction: Reduction<State>,
  reaches expectedState: State,
  at position: Int?,
  site: CallSite
) -> State? {
  do {
    let recording = try read()
    let start: State
    if let initialState {
      start = initialState
    } else {
      start = try recording.initialState(as: State.self)
    }
    let positions: Set<Int> = position.map { [$0] } ?? []
    let result = try recording.replay(from: start, reduction: reduction, statesAt: positions)
    let actual = position.flatMap { result.states[$0] } ?? result.finalState
    if actual != expectedState {
      FailureReporter.fail(
        ReplayFailure.stateMismatch(
          file: recording.file, position: position, lastPosition: recording.actions.count,
          expected: expectedState, actual: actual),
        at: site)
    }
    return actual
  } catch {
    FailureReporter.fail(ReplayFailure.cannotReplay(error), at: site)
    return nil
  }
}
