#if canImport(Observation)
import Observation

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
extension DefaultDispatchStore where State: WindowedState {
  /// Returns an observable model of a part of the state that depends on one screen of one
  /// window, and on the app-wide state.
  ///
  /// ```swift
  /// let todos = store.observe(window: windowUUID, screen: .todoList) {
  ///   $0.select { $0.screenState(TodoListState.self, for: .todoList, window: windowUUID) }
  /// }
  /// ```
  ///
  /// The model's subscription is made as `subscribe(_:window:screen:transform:)` makes it: it is
  /// evaluated only after actions that changed the screen's state in the window or the app-wide
  /// state. Once the window closes, the model keeps its last value.
  ///
  /// - Parameters:
  ///   - window: The window that shows the screen.
  ///   - screen: The screen.
  ///   - transform: Builds the subscription from the store's state, as for `subscribe`.
  /// - Returns: The model.
  @MainActor
  public func observe<Selected>(
    window: WindowUUID,
    screen: State.AppScreenState.Screen,
    transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>
  ) -> StoreObservation<Selected> {
    makeObservation(transform: transform) { store, feeder, pipeline in
      store.subscribe(feeder, to: ScreenScope(screen, in: window), transform: pipeline)
    }
  }

  /// Returns an observable model of an `Equatable` part of the state that depends on one screen
  /// of one window, which changes only when the value does; see
  /// `observe(window:screen:transform:)`.
  ///
  /// - Parameters:
  ///   - window: The window that shows the screen.
  ///   - screen: The screen.
  ///   - transform: Builds the subscription from the store's state, as for `subscribe`.
  /// - Returns: The model.
  @MainActor
  public func observe<Selected: Equatable>(
    window: WindowUUID,
    screen: State.AppScreenState.Screen,
    transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>
  ) -> StoreObservation<Selected> {
    makeObservation(transform: transform) { store, feeder, pipeline in
      store.subscribe(feeder, to: ScreenScope(screen, in: window), transform: pipeline)
    }
  }
}
#endif
