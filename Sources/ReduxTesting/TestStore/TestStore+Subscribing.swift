import Redux

extension TestStore {
  /// Subscribes to the whole state, as with a `Store`.
  ///
  /// The subscriber receives the current state at once, then the new state after every action
  /// the test sends or receives. The store holds it weakly.
  ///
  /// ```swift
  /// final class ColourLog: StoreSubscriber {
  ///   var colours: [Color] = []
  ///   func newState(state: AppState) { colours.append(state.settings.backgroundColor) }
  /// }
  ///
  /// let log = ColourLog()
  /// store.subscribe(log)  // `newState(state:)` receives the current state at once
  /// store.send(SettingsAction(windowUUID: window, actionType: .changeBackgroundColor(.blue))) {
  ///   $0.settings.backgroundColor = .blue
  /// }
  /// #expect(log.colours == [.red, .blue])
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
  /// // A `SettingsController`, told about every action of every window.
  /// store.subscribe(settings) {
  ///   $0.select { SettingsControllerState(appState: $0, uuid: window) }
  /// }
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
  /// // A `TodoListController`, told when its state changed, after any action.
  /// store.subscribe(list) {
  ///   $0.select { TodoListControllerState(appState: $0, uuid: window) }
  /// }
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
  /// store.subscribe(settings, window: window) {  // a `SettingsController`
  ///   $0.select { SettingsControllerState(appState: $0, uuid: window) }
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
  /// store.subscribe(list, window: window) {  // a `TodoListController`
  ///   $0.select { TodoListControllerState(appState: $0, uuid: window) }
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
  /// store.unsubscribe(list)  // a `TodoListController` subscribed to `window`
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
