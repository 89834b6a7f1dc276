extension DefaultDispatchStore where State: WindowedState {
  /// Returns an asynchronous sequence of a part of the state that depends on one screen of one
  /// window, and on the app-wide state; it finishes when the window closes.
  ///
  /// ```swift
  /// for await todos in store.values(window: windowUUID, screen: .todoList, transform: {
  ///   $0.select { $0.screenState(TodoListState.self, for: .todoList, window: windowUUID) }
  /// }) {
  ///   render(todos)
  /// }
  /// ```
  ///
  /// Each loop subscribes as `subscribe(_:window:screen:transform:)` would: its selection is
  /// evaluated only after actions that changed the screen's state in the window or the
  /// app-wide state; see ``ScreenScope``.
  ///
  /// - Parameters:
  ///   - window: The window that shows the screen.
  ///   - screen: The screen.
  ///   - buffering: What a loop that falls behind keeps: the newest value (the default) or
  ///     several.
  ///   - transform: Builds the subscription from the store's state, as for `subscribe`.
  /// - Returns: The sequence. It holds the store weakly.
  @MainActor
  public func values<Selected: Sendable>(
    window: WindowUUID,
    screen: State.AppScreenState.Screen,
    buffering: StoreValues<Selected>.BufferingPolicy = .latest,
    transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>
  ) -> StoreValues<Selected> {
    let scope = ScreenScope<State>(screen, in: window)
    return makeValues(buffering: buffering, isRepeat: nil, transform: transform) {
      store, feeder, pipeline in
      store.subscribe(feeder, to: scope, transform: pipeline)
    }
  }

  /// Returns an asynchronous sequence of an `Equatable` part of the state that depends on one
  /// screen of one window, skipping values equal to the one before; see
  /// `values(window:screen:buffering:transform:)`.
  ///
  /// - Parameters:
  ///   - window: The window that shows the screen.
  ///   - screen: The screen.
  ///   - buffering: What a loop that falls behind keeps: the newest value (the default) or
  ///     several.
  ///   - transform: Builds the subscription from the store's state, as for `subscribe`.
  /// - Returns: The sequence. It holds the store weakly.
  @MainActor
  public func values<Selected: Sendable & Equatable>(
    window: WindowUUID,
    screen: State.AppScreenState.Screen,
    buffering: StoreValues<Selected>.BufferingPolicy = .latest,
    transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>
  ) -> StoreValues<Selected> {
    let scope = ScreenScope<State>(screen, in: window)
    return makeValues(buffering: buffering, isRepeat: { $0 == $1 }, transform: transform) {
      store, feeder, pipeline in
      store.subscribe(feeder, to: scope, transform: pipeline)
    }
  }
}
