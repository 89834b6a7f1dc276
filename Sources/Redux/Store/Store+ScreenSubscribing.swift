extension Store {
  /// Subscribes to a part of the state that depends on one screen of one window; see
  /// ``DefaultDispatchStore/subscribe(_:window:screen:transform:)-74dmw``.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - scope: The screen and its window.
  ///   - transform: Builds the subscription from the store's state.
  @inlinable
  public func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: ScreenScope<State>,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(
      subscriber, window: scope.window, locateScreen: scope.gateLocator, pipeline: transform)
  }

  /// Subscribes to an `Equatable` part of the state that depends on one screen of one window,
  /// skipping repeated values; see
  /// ``DefaultDispatchStore/subscribe(_:window:screen:transform:)-5iyr4``.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - scope: The screen and its window.
  ///   - transform: Builds the subscription from the store's state.
  @inlinable
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
