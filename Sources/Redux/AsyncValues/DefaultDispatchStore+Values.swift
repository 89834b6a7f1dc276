extension DefaultDispatchStore {
  /// Returns an asynchronous sequence of a part of the state within a scope: the current value at
  /// once, then each new value after the actions of the scope that the transform's filters let
  /// through.
  ///
  /// Each loop subscribes as a subscriber with the same scope and `transform` would (see
  /// ``StoreValues``); a loop over a window that is already closed ends at once, with no value.
  ///
  /// - Parameters:
  ///   - scope: Which actions the sequence hears: the whole store (the default), a window, a screen
  ///     or an instance of a screen; see ``SubscriptionScope``.
  ///   - buffering: What a loop that falls behind keeps: the newest value (the default) or several.
  ///   - transform: Builds the subscription from the store's state, as for `subscribe`. It runs on
  ///     the main actor each time a loop starts.
  /// - Returns: The sequence. It holds the store weakly.
  @MainActor
  public func values<Selected: Sendable>(
    for scope: SubscriptionScope<State> = .store,
    buffering: StoreValues<Selected>.BufferingPolicy = .latest,
    transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>
  ) -> StoreValues<Selected> {
    makeValues(buffering: buffering, isRepeat: nil, transform: transform) {
      store, feeder, pipeline in
      store.subscribe(feeder, to: scope, transform: pipeline)
    }
  }

  /// Returns an asynchronous sequence of an `Equatable` part of the state within a scope, skipping
  /// values equal to the one before; see
  /// ``DefaultDispatchStore/values(for:buffering:transform:)-9v1h9``.
  ///
  /// - Parameters:
  ///   - scope: Which actions the sequence hears; see ``SubscriptionScope``.
  ///   - buffering: What a loop that falls behind keeps: the newest value (the default) or several.
  ///   - transform: Builds the subscription from the store's state, as for `subscribe`.
  /// - Returns: The sequence. It holds the store weakly.
  @MainActor
  public func values<Selected: Sendable & Equatable>(
    for scope: SubscriptionScope<State> = .store,
    buffering: StoreValues<Selected>.BufferingPolicy = .latest,
    transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>
  ) -> StoreValues<Selected> {
    makeValues(buffering: buffering, isRepeat: { $0 == $1 }, transform: transform) {
      store, feeder, pipeline in
      store.subscribe(feeder, to: scope, transform: pipeline)
    }
  }

  /// Each loop subscribes a new feeder with `attach`, through the `subscribe` overload of the
  /// caller's selection.
  @MainActor
  func makeValues<Selected: Sendable>(
    buffering: StoreValues<Selected>.BufferingPolicy,
    isRepeat: (@Sendable (Selected, Selected) -> Bool)?,
    transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>,
    attach:
      @escaping @MainActor @Sendable (
        Self, ChannelFeeder<Selected>, (Subscription<State>) -> Subscription<Selected>
      ) -> Void
  ) -> StoreValues<Selected> {
    let transform = SubscriptionTransform(transform)
    return StoreValues(buffering: buffering, isRepeat: isRepeat) { [weak self] channel in
      guard let self else { return nil }
      let feeder = ChannelFeeder(channel: channel)
      // The signal lives in the pipeline only: when the store releases the pipeline, the
      // subscription is over and the loop must end.
      let signal = SubscriptionEndSignal(channel: channel)
      attach(self, feeder) { transform.apply($0).holding(signal) }
      return feeder
    }
  }
}
