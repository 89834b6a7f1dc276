extension DefaultDispatchStore {
  /// Returns an asynchronous sequence of a part of the state: the current value at once, then
  /// each new value after the actions that the transform's filters let through.
  ///
  /// ```swift
  /// for await todos in store.values(transform: { $0.select(\.todos) }) {
  ///   render(todos)
  /// }
  /// ```
  ///
  /// Each loop over the sequence subscribes as a subscriber with the same `transform` would, and
  /// ends its subscription when it ends; see ``StoreValues`` for what ends a loop and what a
  /// slow loop sees.
  ///
  /// - Parameters:
  ///   - buffering: What a loop that falls behind keeps: the newest value (the default) or
  ///     several.
  ///   - transform: Builds the subscription from the store's state, as for `subscribe`. It runs
  ///     on the main actor each time a loop starts.
  /// - Returns: The sequence. It holds the store weakly.
  @MainActor
  public func values<Selected: Sendable>(
    buffering: StoreValues<Selected>.BufferingPolicy = .latest,
    transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>
  ) -> StoreValues<Selected> {
    makeValues(buffering: buffering, isRepeat: nil, transform: transform) {
      store, feeder, pipeline in
      store.subscribe(feeder, transform: pipeline)
    }
  }

  /// Returns an asynchronous sequence of an `Equatable` part of the state, skipping values equal
  /// to the one before; see `values(buffering:transform:)`.
  ///
  /// - Parameters:
  ///   - buffering: What a loop that falls behind keeps: the newest value (the default) or
  ///     several.
  ///   - transform: Builds the subscription from the store's state, as for `subscribe`.
  /// - Returns: The sequence. It holds the store weakly.
  @MainActor
  public func values<Selected: Sendable & Equatable>(
    buffering: StoreValues<Selected>.BufferingPolicy = .latest,
    transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>
  ) -> StoreValues<Selected> {
    makeValues(buffering: buffering, isRepeat: { $0 == $1 }, transform: transform) {
      store, feeder, pipeline in
      store.subscribe(feeder, transform: pipeline)
    }
  }

  /// Returns an asynchronous sequence of a part of the state that belongs to one window; it
  /// finishes when the window closes.
  ///
  /// ```swift
  /// let titles = store.values(window: windowUUID) {
  ///   $0.select { $0.activeScreens.screens(in: windowUUID).map(\.screen) }
  /// }
  /// ```
  ///
  /// Each loop subscribes as `subscribe(_:window:transform:)` would: its selection is evaluated
  /// only after actions for that window, for every window, or that changed the app-wide state.
  /// A loop over a window that is already closed ends at once, with no value.
  ///
  /// - Parameters:
  ///   - window: The window whose actions the sequence hears.
  ///   - buffering: What a loop that falls behind keeps: the newest value (the default) or
  ///     several.
  ///   - transform: Builds the subscription from the store's state, as for `subscribe`.
  /// - Returns: The sequence. It holds the store weakly.
  @MainActor
  public func values<Selected: Sendable>(
    window: WindowUUID,
    buffering: StoreValues<Selected>.BufferingPolicy = .latest,
    transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>
  ) -> StoreValues<Selected> {
    makeValues(buffering: buffering, isRepeat: nil, transform: transform) {
      store, feeder, pipeline in
      store.subscribe(feeder, window: window, transform: pipeline)
    }
  }

  /// Returns an asynchronous sequence of an `Equatable` part of the state that belongs to one
  /// window, skipping values equal to the one before; it finishes when the window closes. See
  /// `values(window:buffering:transform:)`.
  ///
  /// - Parameters:
  ///   - window: The window whose actions the sequence hears.
  ///   - buffering: What a loop that falls behind keeps: the newest value (the default) or
  ///     several.
  ///   - transform: Builds the subscription from the store's state, as for `subscribe`.
  /// - Returns: The sequence. It holds the store weakly.
  @MainActor
  public func values<Selected: Sendable & Equatable>(
    window: WindowUUID,
    buffering: StoreValues<Selected>.BufferingPolicy = .latest,
    transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>
  ) -> StoreValues<Selected> {
    makeValues(buffering: buffering, isRepeat: { $0 == $1 }, transform: transform) {
      store, feeder, pipeline in
      store.subscribe(feeder, window: window, transform: pipeline)
    }
  }

  /// Makes a sequence whose loops each subscribe a new feeder with `attach`.
  ///
  /// - Parameters:
  ///   - buffering: What a loop that falls behind keeps.
  ///   - isRepeat: Whether two values count as the same, for `Equatable` values.
  ///   - transform: The caller's transform.
  ///   - attach: Subscribes the feeder to the store with the pipeline it is given, through the
  ///     `subscribe` overload of the caller's scope.
  /// - Returns: The sequence.
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
