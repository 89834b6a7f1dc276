extension Store {
  /// Subscribes to the whole state; see ``DefaultDispatchStore/subscribe(_:)``.
  ///
  /// - Parameter subscriber: The object to notify.
  public func subscribe<S: StoreSubscriber>(_ subscriber: S)
  where S.SubscriberStateType == State {
    subscribe(subscriber) { $0 }
  }

  /// Subscribes to a part of the state; see ``DefaultDispatchStore/subscribe(_:transform:)-79ko0``.
  ///
  /// ```swift
  /// store.subscribe(self) { $0.select(\.settings) }
  /// ```
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - transform: Builds the subscription from the store's state.
  public func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, pipeline: transform)
  }

  /// Subscribes to an `Equatable` part of the state, skipping repeated values; see
  /// ``DefaultDispatchStore/subscribe(_:transform:)-508eo``.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - transform: Builds the subscription from the store's state.
  public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber) { transform($0).skipRepeats() }
  }

  /// Ends a subscriber's subscription; see ``DefaultDispatchStore/unsubscribe(_:)``.
  ///
  /// - Parameter subscriber: The object to stop notifying.
  public func unsubscribe(_ subscriber: any StoreSubscriber) {
    subscribers.remove(subscriber)
  }

  /// Builds a subscriber's pipeline, registers it, and delivers the current state through it.
  private func attach<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    pipeline: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    let input = Subscription<State>()
    pipeline(input).observe { [weak subscriber] value in
      subscriber?.newState(state: value)
    }
    subscribers.add(subscriber, version: stateVersion) { state in input.send(state) }
    holdingDispatches { input.send(state) }
  }
}
