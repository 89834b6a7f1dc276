/// A store that holds a state of type `State` and can be subscribed to.
///
/// Features hold an `any DefaultDispatchStore<AppState>` instead of a concrete ``Store``, so that
/// a test can pass a mock store and check what a feature dispatches and how it subscribes.
/// Reading the state and subscribing happen on the main actor; dispatching may happen anywhere.
public protocol DefaultDispatchStore<State>: DispatchStore {
  /// The type of the state the store holds.
  associatedtype State: StateType

  /// The current state.
  @MainActor var state: State { get }

  /// Subscribes an object to a part of the state, chosen by a transform such as `select`, within
  /// a scope: the whole store, a window, a screen or an instance of a screen (see
  /// ``SubscriptionScope``).
  ///
  /// The subscriber receives the current selection at once, then a new value after every action
  /// in its scope that the subscription's filters let through. The store holds the subscriber
  /// weakly; subscribing the same object again replaces its subscription. A subscription scoped
  /// to a window ends when the window closes, and one made for a closed window delivers nothing.
  ///
  /// ```swift
  /// store.subscribe(self, to: .screen(.todoList, in: windowUUID)) {
  ///   $0.select { TodoListControllerState(appState: $0, uuid: windowUUID) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - scope: Which actions the subscription hears.
  ///   - transform: Builds the subscription from the store's state: `$0.select { ... }`.
  @MainActor func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: SubscriptionScope<State>,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState

  /// Subscribes an object to an `Equatable` part of the state within a scope, skipping values
  /// equal to the previous one: ``Subscription/skipRepeats()`` is added to the transform.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - scope: Which actions the subscription hears.
  ///   - transform: Builds the subscription from the store's state: `$0.select { ... }`.
  @MainActor func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: SubscriptionScope<State>,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState

  /// Ends a subscriber's subscription; does nothing for an object that is not subscribed.
  ///
  /// - Parameter subscriber: The object to stop notifying.
  @MainActor func unsubscribe(_ subscriber: any StoreSubscriber)
}
