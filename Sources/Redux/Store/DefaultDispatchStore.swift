/// A store that holds a state of type `State` and can be subscribed to.
///
/// Features depend on `DefaultDispatchStore<AppState>` instead of a concrete ``Store``, so that a
/// test can pass a mock store and check what a feature dispatches and how it subscribes:
///
/// ```swift
/// final class ExampleController: StoreSubscriber {
///   private let store: any DefaultDispatchStore<AppState>
///
///   init(store: any DefaultDispatchStore<AppState>) {
///     self.store = store
///   }
///
///   func newState(state: ExampleState) {
///     // render the state
///   }
/// }
/// ```
///
/// Reading the state and subscribing happen on the main actor; dispatching may happen anywhere.
public protocol DefaultDispatchStore<State>: DispatchStore {
  /// The type of the state the store holds.
  associatedtype State: StateType

  /// The current state.
  @MainActor var state: State { get }

  /// Subscribes to the whole state.
  ///
  /// The subscriber receives the current state at once, then every state that differs from the
  /// one it last received. The store holds the subscriber weakly.
  ///
  /// - Parameter subscriber: The object to notify.
  @MainActor func subscribe<S: StoreSubscriber>(_ subscriber: S)
  where S.SubscriberStateType == State

  /// Subscribes to a part of the state, chosen by a transform such as `select`.
  ///
  /// The subscriber receives the current selection at once, then a new value after every
  /// action that the subscription's filters let through. The store holds the subscriber weakly;
  /// subscribing the same object again replaces its subscription.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - transform: Builds the subscription from the store's state: `$0.select { ... }`.
  @MainActor func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState

  /// Subscribes to a part of the state, skipping values equal to the previous one.
  ///
  /// This overload is chosen when the selected value is `Equatable`: ``Subscription/skipRepeats()``
  /// is added to the transform, so the subscriber hears only about changes.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - transform: Builds the subscription from the store's state: `$0.select { ... }`.
  @MainActor func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState

  /// Subscribes to a part of the state that belongs to one window.
  ///
  /// Works like ``subscribe(_:transform:)-79ko0``, but the subscription watches one window: its
  /// selection is evaluated only after actions for that window or for every window
  /// (``WindowUUID/unavailable``), and, when the state is a ``WindowedState``, after actions that
  /// changed its ``WindowedState/appWideState``. Actions for other windows cost it nothing. When
  /// the window closes, the subscription ends; subscribing to a closed window delivers nothing.
  ///
  /// ```swift
  /// store.subscribe(self, window: windowUUID) {
  ///   $0.select { ExampleState(appState: $0, uuid: windowUUID) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - window: The window whose actions the subscription hears.
  ///   - transform: Builds the subscription from the store's state: `$0.select { ... }`.
  @MainActor func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    window: WindowUUID,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState

  /// Subscribes to an `Equatable` part of the state that belongs to one window, skipping values
  /// equal to the previous one.
  ///
  /// This overload is chosen when the selected value is `Equatable`; see
  /// ``subscribe(_:window:transform:)-44dku``.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - window: The window whose actions the subscription hears.
  ///   - transform: Builds the subscription from the store's state: `$0.select { ... }`.
  @MainActor func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    window: WindowUUID,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState

  /// Subscribes to a part of the state that depends on one screen of one window, and on the
  /// app-wide state.
  ///
  /// Call ``DefaultDispatchStore/subscribe(_:window:screen:transform:)-74dmw`` instead, which makes the scope. The
  /// subscription is evaluated only after actions that changed the screen's state in the window
  /// (showing or closing the screen included) or the app-wide state; see ``ScreenScope``.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - scope: The screen and its window.
  ///   - transform: Builds the subscription from the store's state: `$0.select { ... }`.
  @MainActor func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: ScreenScope<State>,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState

  /// Subscribes to an `Equatable` part of the state that depends on one screen of one window,
  /// and on the app-wide state, skipping values equal to the previous one.
  ///
  /// Call ``DefaultDispatchStore/subscribe(_:window:screen:transform:)-5iyr4`` instead, which makes the scope.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - scope: The screen and its window.
  ///   - transform: Builds the subscription from the store's state: `$0.select { ... }`.
  @MainActor func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: ScreenScope<State>,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState

  /// Ends a subscriber's subscription. Unsubscribing an object that is not subscribed does
  /// nothing.
  ///
  /// - Parameter subscriber: The object to stop notifying.
  @MainActor func unsubscribe(_ subscriber: any StoreSubscriber)
}
