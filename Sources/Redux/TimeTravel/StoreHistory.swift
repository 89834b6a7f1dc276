/// The states a store went through, to go back to any of them and forward again: undo, redo
/// and jumps to a position.
///
/// A history is opt-in: it wraps the store's reducer and adds a middleware, and a store made
/// without them does no more work than before.
///
/// ```swift
/// let history = StoreHistory(initialState: AppState(), limit: 10_000)
/// let store = Store(
///   state: AppState(),
///   reducer: history.reducer(wrapping: AppState.reducer),
///   middlewares: [history.middleware] + otherMiddlewares
/// )
/// try history.undo(in: store)  // back to the state before the last action
/// ```
///
/// Position 0 is the initial state; each action the store processes records the state it
/// reduced to at the next position. A jump dispatches a ``TimeTravelAction`` carrying the
/// recorded state, so it goes through the store like any action (see there for the windows it
/// ends). Work and subscriptions a window's closing ended do not come back when a jump goes back
/// before the closing. Jumps are not recorded; an action processed after going back drops the
/// states after the current position (the undone branch). The history keeps at most ``limit``
/// states, dropping the oldest (see ``earliestPosition``); positions keep counting from 0.
///
/// A task running at a jump belongs to the timeline the store left: a middleware whose state
/// marks work in flight (a spinner) should cancel it when it sees the ``TimeTravelAction``, and
/// the state should apply a result only when it carries the identity of the request in flight,
/// since one already handed to the store is reduced after the jump. See
/// <doc:RecordingAndReplaying>.
@MainActor
public final class StoreHistory<State: StateType> {
  /// The most states the history keeps, the current one included.
  public let limit: Int
  /// The states kept, oldest first; `nil` for those dropped since the storage was last compacted.
  private var storage: [State?]
  /// Parallel to `storage`: the action that led to each state; `nil` for the initial state and
  /// for those dropped.
  private var actions: [Action?]
  /// The index in `storage` of the state at ``earliestPosition``.
  private var start = 0
  /// The position of the state at `storage[start]`.
  public private(set) var earliestPosition = 0
  /// The position of the store's current state.
  public private(set) var position = 0
  /// How many states were recorded since the history was made, to tell a jump dispatched for
  /// the history as it is from one that other actions overtook.
  private var recordedCount = 0

  /// Makes a history that starts with the store's initial state at position 0.
  ///
  /// - Parameters:
  ///   - initialState: The state the store starts with.
  ///   - limit: The most states to keep, at least 1. The default, 10 000, holds a long session;
  ///     states are values, whose collections share their storage until an action changes them.
  public init(initialState: State, limit: Int = 10_000) {
    precondition(limit >= 1, "A StoreHistory keeps at least one state.")
    self.limit = limit
    self.storage = [initialState]
    self.actions = [nil]
  }

  /// The position of the newest state kept: ``redo(_:in:)`` goes no further.
  public var latestPosition: Int {
    earliestPosition + storage.count - start - 1
  }

  /// The state recorded at a position, or `nil` when the history does not hold it.
  ///
  /// - Parameter position: A position from ``earliestPosition`` to ``latestPosition``.
  /// - Returns: The state the store had at that position.
  public func state(at position: Int) -> State? {
    guard position >= earliestPosition, position <= latestPosition else { return nil }
    return storage[start + position - earliestPosition]
  }

  /// The action the store processed to reach the state at a position, or `nil` for position 0
  /// and for positions the history does not hold.
  ///
  /// The actions after ``position`` are those ``redo(_:in:)`` goes through again. A jump that
  /// other actions overtook is recorded as a state of its own, and is the action at its position.
  ///
  /// - Parameter position: A position from ``earliestPosition`` to ``latestPosition``.
  /// - Returns: The action, as the store processed it.
  public func action(at position: Int) -> Action? {
    guard position >= earliestPosition, position <= latestPosition else { return nil }
    return actions[start + position - earliestPosition]
  }

  /// Wraps a reducer so that it applies the history's jumps; give the result to the store.
  ///
  /// - Parameter reducer: The app's reducer, which reduces every other action.
  /// - Returns: A reducer that takes the state a ``TimeTravelAction`` carries.
  public nonisolated func reducer(
    wrapping reducer: @escaping InPlaceReducer<State>
  ) -> InPlaceReducer<State> {
    { state, action in
      if let jump = action as? TimeTravelAction<State> {
        state = jump.state
      } else {
        reducer(&state, action)
      }
    }
  }

  /// Wraps a reducer so that it applies the history's jumps; give the result to the store.
  ///
  /// - Parameter reducer: The app's reducer, which reduces every other action.
  /// - Returns: A reducer that returns the state a ``TimeTravelAction`` carries.
  public nonisolated func reducer(wrapping reducer: @escaping Reducer<State>) -> Reducer<State> {
    { state, action in
      if let jump = action as? TimeTravelAction<State> { return jump.state }
      return reducer(state, action)
    }
  }

  /// The middleware that records the state after each action; put it first among the store's
  /// middlewares.
  public var middleware: Middleware<State> {
    { [self] state, action in
      if let jump = action as? TimeTravelAction<State>, jump.history == ObjectIdentifier(self),
        jump.recordedCount == recordedCount
      {
        position = jump.position
        return
      }
      // A jump that actions overtook is recorded as a new state, so that the current position
      // always holds the store's state.
      record(state, after: action)
    }
  }

  /// Goes back a number of actions.
  ///
  /// - Parameters:
  ///   - steps: How many positions to go back.
  ///   - store: The store the history records; it must not be processing an action.
  /// - Throws: ``TimeTravelError`` when that goes before ``earliestPosition`` or the store is
  ///   busy; nothing changes then.
  public func undo(_ steps: Int = 1, in store: Store<State>) throws(TimeTravelError) {
    try goto(position - steps, in: store)
  }

  /// Goes forward a number of actions that were undone.
  ///
  /// - Parameters:
  ///   - steps: How many positions to go forward.
  ///   - store: The store the history records; it must not be processing an action.
  /// - Throws: ``TimeTravelError`` when that goes after ``latestPosition``, for example after
  ///   an action dropped the undone branch, or the store is busy; nothing changes then.
  public func redo(_ steps: Int = 1, in store: Store<State>) throws(TimeTravelError) {
    try goto(position + steps, in: store)
  }

  /// Takes the store to the state it had at a position; the store processes the jump before
  /// this call returns.
  ///
  /// - Parameters:
  ///   - position: A position from ``earliestPosition`` to ``latestPosition``.
  ///   - store: The store the history records; it must not be processing an action.
  /// - Throws: ``TimeTravelError`` when the position is not in the history or the store is
  ///   busy; nothing changes then.
  public func goto(_ position: Int, in store: Store<State>) throws(TimeTravelError) {
    guard let target = state(at: position) else {
      throw .positionOutOfRange(
        requested: position, earliest: earliestPosition, latest: latestPosition)
    }
    guard !store.drain.isDraining else { throw .storeBusy }
    store.dispatch(
      TimeTravelAction(
        state: target, position: position, history: ObjectIdentifier(self),
        recordedCount: recordedCount))
  }

  private func record(_ state: State, after action: Action) {
    recordedCount += 1
    let keep = start + position - earliestPosition + 1
    if keep < storage.count {
      storage.removeSubrange(keep...)
      actions.removeSubrange(keep...)
    }
    storage.append(state)
    actions.append(action)
    position += 1
    guard storage.count - start > limit else { return }
    storage[start] = nil
    actions[start] = nil
    start += 1
    earliestPosition += 1
    // Dropped states are released at once; their slots are reclaimed once they are as many as
    // the states kept, so each action costs the same on average.
    if start >= limit {
      storage.removeSubrange(..<start)
      actions.removeSubrange(..<start)
      start = 0
    }
  }
}
