import Redux

extension TestStore {
  /// Subscribes an object to a part of the state within a scope, with the same routing as a
  /// `Store`.
  ///
  /// The subscriber receives the current selection at once, then a new one after the actions of
  /// its scope that the test sends or receives: every action for `.store`;
  /// actions for the window or for every window, and those that changed the app-wide state, for
  /// a window; only those that changed the screen's state in the window, or the app-wide state,
  /// for a screen. A subscription scoped to a window ends when the window closes. The store holds
  /// the subscriber weakly.
  ///
  /// ```swift
  /// store.subscribe(list, to: .screen(.todoList, in: window)) {  // a `TodoListController`
  ///   $0.select { TodoListControllerState(appState: $0, uuid: window) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - scope: Which actions the subscription hears.
  ///   - transform: Builds the subscription from the store's state.
  public func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: SubscriptionScope<State>,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(
      subscriber, window: scope.window, locateScreen: scope.screenLocator, pipeline: transform)
  }

  /// Subscribes an object to an `Equatable` part of the state within a scope, skipping repeated
  /// values, with the same routing as a `Store`.
  ///
  /// ```swift
  /// store.subscribe(settings, to: .window(window)) {  // a `SettingsController`
  ///   $0.select { SettingsControllerState(appState: $0, uuid: window) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - scope: Which actions the subscription hears.
  ///   - transform: Builds the subscription from the store's state.
  public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: SubscriptionScope<State>,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, window: scope.window, locateScreen: scope.screenLocator) {
      transform($0).skipRepeats()
    }
  }

  /// The number of subscribers alive and subscribed to one window.
  ///
  /// ```swift
  /// store.unsubscribe(list)  // a `TodoListController` subscribed to `window`
  /// #expect(store.subscriberCount(in: window) == 0)
  /// ```
  ///
  /// - Parameter window: The window.
  /// - Returns: How many subscriptions scoped to the window, or to its screens, watch it.
  public func subscriberCount(in window: WindowUUID) -> Int {
    subscriptions.count(in: window)
  }

  /// Ends a subscriber's subscription; unsubscribing an object that is not subscribed does
  /// nothing.
  ///
  /// ```swift
  /// store.unsubscribe(list)
  /// ```
  ///
  /// - Parameter subscriber: The object to stop notifying.
  public func unsubscribe(_ subscriber: any StoreSubscriber) {
    subscriptions.remove(subscriber)
  }

  /// Registers a subscriber's pipeline and delivers the current state through it, as `Store`
  /// does. Actions the subscriber dispatches as it receives the state wait to be received, like
  /// every action dispatched to a test store.
  func attach<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    window: WindowUUID?,
    locateScreen: (any ScreenLocating<State>)? = nil,
    pipeline: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    let deliver = subscriptions.attach(
      subscriber, window: window, locateScreen: locateScreen, currentState: state,
      pipeline: pipeline)
    deliver?(state)
  }
}
