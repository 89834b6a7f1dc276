#if canImport(Observation)
import Observation

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
extension DefaultDispatchStore {
  /// Returns an observable model whose ``StoreObservation/value`` is a part of the state within a
  /// scope, kept up to date after the actions of the scope that the transform's filters let
  /// through.
  ///
  /// ```swift
  /// let settings = store.observe { $0.select(\.settings) }
  /// withObservationTracking { print(settings.value.textColor) } onChange: { print("changed") }
  /// ```
  ///
  /// The model's subscription is made as `subscribe(_:to:transform:)` makes it; a model of a window
  /// that is already closed holds the selection of the current state.
  ///
  /// - Parameters:
  ///   - scope: Which actions the model hears: the whole store (the default), a window, a screen or
  ///     an instance of a screen; see ``SubscriptionScope``.
  ///   - transform: Builds the subscription from the store's state, as for `subscribe`.
  /// - Returns: The model. It holds its subscription for as long as it lives, and the store weakly.
  @MainActor
  public func observe<Selected>(
    for scope: SubscriptionScope<State> = .store,
    transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>
  ) -> StoreObservation<Selected> {
    makeObservation(transform: transform) { store, feeder, pipeline in
      store.subscribe(feeder, to: scope, transform: pipeline)
    }
  }

  /// Returns an observable model of an `Equatable` part of the state within a scope, which changes
  /// only when the value does.
  ///
  /// - Parameters:
  ///   - scope: Which actions the model hears; see ``SubscriptionScope``.
  ///   - transform: Builds the subscription from the store's state, as for `subscribe`.
  /// - Returns: The model. It holds its subscription for as long as it lives, and the store weakly.
  @MainActor
  public func observe<Selected: Equatable>(
    for scope: SubscriptionScope<State> = .store,
    transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>
  ) -> StoreObservation<Selected> {
    makeObservation(transform: transform) { store, feeder, pipeline in
      store.subscribe(feeder, to: scope, transform: pipeline)
    }
  }

  @MainActor
  func makeObservation<Selected>(
    transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>,
    attach: (Self, ObservationFeeder<Selected>, (Subscription<State>) -> Subscription<Selected>)
      -> Void
  ) -> StoreObservation<Selected> {
    let feeder = ObservationFeeder<Selected>()
    attach(self, feeder, transform)
    // A subscription delivers the current value as it is made, except to a window that is
    // already closed; the model then shows the selection of the current state, once.
    let value = feeder.takeFirstValue() ?? selection(of: state, through: transform)
    return StoreObservation(value: value, feeder: feeder)
  }

  /// Runs a state through a transform's pipeline once, outside any subscription; the first value
  /// always passes its filters.
  @MainActor
  func selection<Selected>(
    of state: State, through transform: (Subscription<State>) -> Subscription<Selected>
  ) -> Selected {
    let pipeline = transform(Subscription<State>()).receiver(
      from: State.self, for: ObservationFeeder<Selected>.self)
    let receiver = ObservationFeeder<Selected>()
    pipeline(state, receiver)
    guard let selected = receiver.takeFirstValue() else {
      preconditionFailure("A subscription's first value passed none of its stages.")
    }
    return selected
  }
}
#endif
