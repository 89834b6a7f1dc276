import Redux

extension TestStore {
  /// Subscribes to the whole state, as with a `Store`.
  ///
  /// The subscriber receives the current state at once, then the new state after every action
  /// the test sends or receives. The store holds it weakly.
  ///
  /// ```swift
  /// store.subscribe(view)  // `view.newState(state:)` receives the current state
  /// store.send(Action(windowUUID: window, actionType: TodoActionType.add(title: "Milk"))) {
  ///   $0.items = ["Milk"]
  /// }
  /// #expect(view.shownItems == [[], ["Milk"]])
  /// ```
  ///
  /// - Parameter subscriber: The object to notify.
  public func subscribe<S: StoreSubscriber>(_ subscriber: S)
  where S.SubscriberStateType == State {
    subscribe(subscriber) { $0 }
  }

  /// Subscribes to a part of the state, chosen by a transform such as `select`, as with a
  /// `Store`.
  ///
  /// ```swift
  /// store.subscribe(controller) { $0.select(\.settings) }
  /// ```
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - transform: Builds the subscription from the store's state.
  public func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, window: nil, pipeline: transform)
  }

  /// Subscribes to an `Equatable` part of the state, skipping repeated values, as with a
  /// `Store`.
  ///
  /// ```swift
  /// store.subscribe(counter) { $0.select(\.items.count) }
  /// ```
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - transform: Builds the subscription from the store's state.
  public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, window: nil) { transform($0).skipRepeats() }
  }

  /// Subscribes to a part of the state that belongs to one window, with the same window routing
  /// as a `Store`.
  ///
  /// The selection is evaluated after actions for `window` or for every window
  /// (`WindowUUID.unavailable`), and, when the state is a `WindowedState`, after actions that
  /// changed its app-wide state. When the window closes, the subscription ends.
  ///
  /// ```swift
  /// store.subscribe(controller, window: window) {
  ///   $0.select { $0.screenState(TodoListState.self, for: .todoList, window: window) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - window: The window whose actions the subscription hears.
  ///   - transform: Builds the subscription from the store's state.
  public func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    window: WindowUUID,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, window: window, pipeline: transform)
  }

  /// Subscribes to an `Equatable` part of the state that belongs to one window, skipping
  /// repeated values, with the same window routing as a `Store`.
  ///
  /// ```swift
  /// store.subscribe(controller, window: window) {
  ///   $0.select { TodoListControllerState(appState: $0, window: window) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - window: The window whose actions the subscription hears.
  ///   - transform: Builds the subscription from the store's state.
  public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    window: WindowUUID,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, window: window) { transform($0).skipRepeats() }
  }

  /// The number of subscribers alive and subscribed to one window.
  ///
  /// ```swift
  /// controller.unsubscribeFromRedux()
  /// #expect(store.subscriberCount(in: window) == 0)
  /// ```
  ///
  /// - Parameter window: The window.
  /// - Returns: How many subscriptions made with `subscribe(_:window:transform:)` watch it.
  public func subscriberCount(in window: WindowUUID) -> Int {
    subscriptions.count(in: window)
  }

  /// Ends a subscriber's subscription; unsubscribing an object that is not subscribed does
  /// nothing.
  ///
  /// ```swift
  /// store.unsubscribe(controller)
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
    locateScreen: ((State) -> ScreenRevision?)? = nil,
    pipeline: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    let deliver = subscriptions.attach(
      subscriber, window: window, locateScreen: locateScreen, currentState: state,
      pipeline: pipeline)
    deliver?(state)
  }
}
