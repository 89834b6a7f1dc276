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
///
/// store.dispatch(AddTodoAction(text: "Milk", windowUUID: window))
/// try history.undo(in: store)  // back to the state before the todo
/// try history.redo(in: store)  // the todo again
/// try history.goto(0, in: store)  // the initial state
/// ```
///
/// Position 0 is the initial state; each action the store processes records the state it
/// reduced to at the next position. Going back and forth dispatches a ``TimeTravelAction``
/// carrying the recorded state, so the jump goes through the store like any action: the
/// subscribers hear of it, the subscriptions of the windows that are not open in the state
/// jumped to end (those closed there, and those whose opening the jump undid), and
/// ``WindowTasks`` cancels those windows' tasks. A window that was closed stays closed for its
/// work even when a jump goes back to a state where it is open: ``WindowTasks`` refuses work
/// for a window it saw closed, and its ended subscriptions do not come back.
///
/// A task still running at a jump belongs to the timeline the store left: a middleware whose
/// state marks work in flight (a spinner) should cancel such tasks when it sees the
/// ``TimeTravelAction``. A result the task had already handed to the store is still reduced
/// after the jump, so the state must decide whether it applies: carry an identity that is never
/// made twice in the request action, keep it in the state while the request is in flight, and
/// apply a result only when it carries that identity. The sample app's `TodoListMiddleware` and
/// `TodoListState` do so for suggestions; see <doc:RecordingAndReplaying>.
///
/// Jumps are not recorded. An action processed after going back drops the states after the
/// current position (the undone branch): ``redo(_:in:)`` then has nothing to go to.
///
/// The history keeps at most ``limit`` states. When it is full, each new state drops the oldest
/// one, and ``earliestPosition`` says which position is the oldest kept; positions keep counting
/// from the initial state.
@MainActor
public final class StoreHistory<State: StateType> {
  /// The most states the history keeps, the current one included.
  public let limit: Int
  /// The states kept, oldest first; `nil` for those dropped since the storage was last compacted.
  private var storage: [State?]
  /// The action that led to each state in `storage`, at the same index; `nil` for the initial
  /// state and for those dropped.
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
  /// ```swift
  /// for position in max(history.earliestPosition, 1)...history.latestPosition {
  ///   let marker = position == history.position ? ">" : " "
  ///   print(marker, position, history.action(at: position)?.description ?? "")
  /// }
  /// ```
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

  /// Records the state after an action, dropping the undone branch and, when full, the oldest
  /// state.
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
