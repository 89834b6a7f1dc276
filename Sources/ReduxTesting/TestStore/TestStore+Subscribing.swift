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
    attach(subscriber, scope: scope, pipeline: transform)
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
    attach(subscriber, scope: scope) {
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
    core.subscriberCount(in: window)
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
    core.unsubscribe(subscriber)
  }

  /// Registers a subscriber's pipeline and delivers the current state through it, as `Store`
  /// does. Actions the subscriber dispatches as it receives the state wait to be received, like
  /// every action dispatched to a test store.
  func attach<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    scope: SubscriptionScope<State>,
    pipeline: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    let deliver = core.subscribe(
      subscriber, scope: scope, pipeline: pipeline)
    if deliver != nil {
      lifetimes.subscribed(
        SubscriptionRecord(
          object: subscriber, window: scope.window,
          screen: scope.screenLocator?.subscribedScreen))
    }
    deliver?(core.state)
  }
}

extension TestStore {
  /// Adds a listener of the whole state, called after every action that changed it, exactly as
  /// a `Store`'s listener is.
  ///
  /// ```swift
  /// var seen: [AppState] = []
  /// store.addListener { seen.append($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - filter: Called with the state before and after a change; return `false` to skip the
  ///     call. No filter means every change is reported.
  ///   - callback: Receives the new state.
  /// - Returns: The listener's handle.
  @discardableResult
  public func addListener(
    if filter: ((_ old: State, _ new: State) -> Bool)? = nil,
    callback: @escaping (State) -> Void
  ) -> ListenerHandle {
    addListener(if: filter, stateSelector: { $0 }, callback: callback)
  }

  /// Adds a listener of a value computed from the whole state, called after every action that
  /// changed the state and for which the selector returns a value, exactly as a `Store`'s
  /// listener is.
  ///
  /// - Parameters:
  ///   - filter: Called with the state before and after a change; return `false` to skip the
  ///     call.
  ///   - stateSelector: Computes the value to report; `nil` means no call.
  ///   - callback: Receives the selected value.
  /// - Returns: The listener's handle.
  @discardableResult
  public func addListener<Selected>(
    if filter: ((_ old: State, _ new: State) -> Bool)? = nil,
    stateSelector: @escaping (State) -> Selected?,
    callback: @escaping (Selected) -> Void
  ) -> ListenerHandle {
    // A test store has no drain: what the listener dispatches goes to the inbox, for the test
    // to receive.
    core.addListener(if: filter, stateSelector: stateSelector, callback: callback) { $0() }
  }

  /// The number of listeners still registered.
  public var listenerCount: Int {
    core.listenerCount
  }
}
