extension Recording {
  /// Applies the recorded actions, in order, to `initialState` with `reducer`, and returns the
  /// state the session reached.
  ///
  /// Only the reducer runs: no middleware, so no file is written, no request is sent and no timer
  /// starts. The actions that middlewares dispatched during the session are in the recording, at
  /// the place the store processed them, so they are replayed rather than made again.
  ///
  /// - Parameters:
  ///   - initialState: The state the session started from.
  ///   - reducer: The app's reducer.
  /// - Returns: The state after the last action.
  /// - Throws: ``RecordingError/unrecordableAction(file:line:position:name:reason:)`` when the
  ///   recorder could not record an action; nothing is applied then.
  public func replay<State>(
    from initialState: State, reducer: @escaping Reducer<State>
  ) throws(RecordingError) -> State {
    try replay(from: initialState, reduction: .value(reducer), statesAt: []).finalState
  }

  /// Applies the recorded actions, in order, to `initialState` with an in-place reducer, and
  /// returns the state the session reached; see `replay(from:reducer:)`.
  ///
  /// - Parameters:
  ///   - initialState: The state the session started from.
  ///   - reducer: The app's in-place reducer.
  /// - Returns: The state after the last action.
  /// - Throws: The errors of `replay(from:reducer:)`.
  public func replay<State>(
    from initialState: State, reducer: @escaping InPlaceReducer<State>
  ) throws(RecordingError) -> State {
    try replay(from: initialState, reduction: .inPlace(reducer), statesAt: []).finalState
  }

  /// Replays the recording and keeps the states at some positions, as well as the final one.
  ///
  /// ```swift
  /// let replayed = try recording.replay(from: AppState(), reducer: AppState.reducer, statesAt: [0, 3])
  /// replayed.states[3]  // the state after the third action
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state the session started from.
  ///   - reducer: The app's reducer.
  ///   - positions: The positions whose states to keep: 0 for the initial state, `n` for the
  ///     state after the `n`th action.
  /// - Returns: The final state and the states at `positions`.
  /// - Throws: ``RecordingError/positionOutOfRange(file:position:lastPosition:)`` for a position
  ///   the recording does not have, and the errors of `replay(from:reducer:)`.
  public func replay<State>(
    from initialState: State, reducer: @escaping Reducer<State>, statesAt positions: Set<Int>
  ) throws(RecordingError) -> ReplayResult<State> {
    try replay(from: initialState, reduction: .value(reducer), statesAt: positions)
  }

  /// Replays the recording with an in-place reducer and keeps the states at some positions; see
  /// `replay(from:reducer:statesAt:)`.
  ///
  /// - Parameters:
  ///   - initialState: The state the session started from.
  ///   - reducer: The app's in-place reducer.
  ///   - positions: The positions whose states to keep: 0 for the initial state, `n` for the
  ///     state after the `n`th action.
  /// - Returns: The final state and the states at `positions`.
  /// - Throws: The errors of `replay(from:reducer:statesAt:)`.
  public func replay<State>(
    from initialState: State, reducer: @escaping InPlaceReducer<State>, statesAt positions: Set<Int>
  ) throws(RecordingError) -> ReplayResult<State> {
    try replay(from: initialState, reduction: .inPlace(reducer), statesAt: positions)
  }

  package func replay<State>(
    from initialState: State, reduction: Reduction<State>, statesAt positions: Set<Int>
  ) throws(RecordingError) -> ReplayResult<State> {
    if let error = firstUnrecordable { throw error }
    if let position = positions.sorted().first(where: { !(0...actions.count).contains($0) }) {
      throw .positionOutOfRange(file: file, position: position, lastPosition: actions.count)
    }
    var state = initialState
    var states: [Int: State] = [:]
    if positions.contains(0) { states[0] = state }
    for recorded in actions {
      guard let action = recorded.makeAction() else { continue }
      switch reduction {
      case .value(let reducer):
        state = reducer(state, action)
      case .inPlace(let reducer):
        reducer(&state, action)
      }
      if positions.contains(recorded.position) { states[recorded.position] = state }
    }
    return ReplayResult(finalState: state, states: states)
  }
}

/// What a replay reached: the final state, and the states at the positions asked for.
public struct ReplayResult<State> {
  /// The state after the recording's last action.
  public let finalState: State
  /// The states at the positions asked for: 0 for the initial state, `n` for the state after the
  /// `n`th action.
  public let states: [Int: State]
}

extension ReplayResult: Sendable where State: Sendable {}
