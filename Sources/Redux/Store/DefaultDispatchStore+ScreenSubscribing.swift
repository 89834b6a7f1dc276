extension DefaultDispatchStore where State: WindowedState {
  /// Subscribes to a part of the state that depends on one screen of one window, and on the
  /// app-wide state.
  ///
  /// ```swift
  /// store.subscribe(self, window: windowUUID, screen: .exampleFeature) {
  ///   $0.select { ExampleState(appState: $0, uuid: windowUUID) }
  /// }
  /// ```
  ///
  /// The subscription is evaluated only after actions that changed the screen's state in the
  /// window (showing or closing the screen included) or changed the app-wide state. An action for
  /// another screen of the window costs it nothing, so a window can show many screens and each
  /// action pays only for the screens it changed. Select only what depends on the screen and the
  /// app-wide state; see ``ScreenScope``.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify, held weakly.
  ///   - window: The window that shows the screen.
  ///   - screen: The screen.
  ///   - transform: Builds the subscription from the store's state.
  @MainActor
  @inlinable
  public func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    window: WindowUUID,
    screen: State.AppScreenState.Screen,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    subscribe(subscriber, to: ScreenScope(screen, in: window), transform: transform)
  }

  /// Subscribes to an `Equatable` part of the state that depends on one screen of one window,
  /// and on the app-wide state, skipping values equal to the previous one; see
  /// ``DefaultDispatchStore/subscribe(_:window:screen:transform:)-74dmw``.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify, held weakly.
  ///   - window: The window that shows the screen.
  ///   - screen: The screen.
  ///   - transform: Builds the subscription from the store's state.
  @MainActor
  @inlinable
  public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    window: WindowUUID,
    screen: State.AppScreenState.Screen,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    subscribe(subscriber, to: ScreenScope(screen, in: window), transform: transform)
  }

  /// Subscribes to a part of the state that depends on one instance of a screen in a window, and
  /// on the app-wide state.
  ///
  /// ```swift
  /// store.subscribe(self, window: windowUUID, screen: .todoList, instance: instance) {
  ///   $0.select { TodoListControllerState(appState: $0, uuid: windowUUID, instance: instance) }
  /// }
  /// ```
  ///
  /// The subscription is evaluated only after actions that changed the instance's state (showing
  /// and hiding it included) or the app-wide state: an action for another instance of the same
  /// screen costs it nothing. See ``ScreenScope/init(_:instance:in:)``.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify, held weakly.
  ///   - window: The window that shows the instance.
  ///   - screen: The screen.
  ///   - instance: The instance of the screen.
  ///   - transform: Builds the subscription from the store's state.
  @MainActor
  @inlinable
  public func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    window: WindowUUID,
    screen: State.AppScreenState.Screen,
    instance: ScreenInstanceID,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    subscribe(
      subscriber, to: ScreenScope(screen, instance: instance, in: window), transform: transform)
  }

  /// Subscribes to an `Equatable` part of the state that depends on one instance of a screen in a
  /// window, and on the app-wide state, skipping values equal to the previous one, as the overload
  /// above does for any value.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify, held weakly.
  ///   - window: The window that shows the instance.
  ///   - screen: The screen.
  ///   - instance: The instance of the screen.
  ///   - transform: Builds the subscription from the store's state.
  @MainActor
  @inlinable
  public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    window: WindowUUID,
    screen: State.AppScreenState.Screen,
    instance: ScreenInstanceID,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    subscribe(
      subscriber, to: ScreenScope(screen, instance: instance, in: window), transform: transform)
  }
}
