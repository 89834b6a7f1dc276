import Redux

extension TestStore {
  /// Subscribes to a part of the state that depends on one screen of one window, with the same
  /// routing as a `Store`: the subscription is evaluated only after actions that changed the
  /// screen's state in the window, or the app-wide state.
  ///
  /// ```swift
  /// store.subscribe(list, to: ScreenScope(.todoList, in: window)) {  // a `TodoListController`
  ///   $0.select { TodoListControllerState(appState: $0, uuid: window) }
  /// }
  /// ```
  ///
  /// `store.subscribe(list, window: window, screen: .todoList) { ... }`, which a controller
  /// usually calls, makes the scope and calls this.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - scope: The screen and its window.
  ///   - transform: Builds the subscription from the store's state.
  public func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: ScreenScope<State>,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(
      subscriber, window: scope.window, locateScreen: scope.gateLocator, pipeline: transform)
  }

  /// Subscribes to an `Equatable` part of the state that depends on one screen of one window,
  /// skipping repeated values, with the same routing as a `Store`.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - scope: The screen and its window.
  ///   - transform: Builds the subscription from the store's state.
  public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: ScreenScope<State>,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, window: scope.window, locateScreen: scope.gateLocator) {
      transform($0).skipRepeats()
    }
  }
}
