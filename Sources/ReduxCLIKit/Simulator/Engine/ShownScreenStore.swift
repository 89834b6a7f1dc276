import Redux
import SampleApp

/// The store a controller is made with when its screen is already shown: the simulator's store,
/// but for the `showScreen` the controller dispatches as it is made.
///
/// After a jump in time, a window may show a screen that has no controller: the screen was
/// hidden after the position jumped to, or its window's subscriptions ended when a jump passed
/// over its closing or its opening. The simulator then makes the screen's controller again, so
/// that it draws the window and carries out the commands. A controller shows its screen as it
/// is made; here the state already shows it, and that action, processed, would be a new action
/// in the history, dropping what `redo` goes back to. This store drops it and forwards
/// everything else: the controller's subscription, its intents, and the `closeScreen` of its
/// `hide` or of its release.
///
/// Give it only to controllers of screens the state shows: a controller never dispatches
/// `showScreen` again after it is made.
final class ShownScreenStore: DefaultDispatchStore {
  typealias State = AppState

  /// The simulator's store, where everything but `showScreen` goes.
  let store: Store<AppState>

  /// Makes the store.
  ///
  /// - Parameters:
  ///   - store: The simulator's store.
  init(forwardingTo store: Store<AppState>) {
    self.store = store
  }

  @MainActor var state: AppState {
    store.state
  }

  func dispatch(_ action: sending Action) {
    if let screenAction = action as? SampleApp.ScreenAction,
      screenAction.actionType(as: ScreenActionType.self) == .showScreen
    {
      return
    }
    store.dispatch(action)
  }

  @MainActor func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: SubscriptionScope<AppState>,
    transform: (Subscription<AppState>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    store.subscribe(subscriber, to: scope, transform: transform)
  }

  @MainActor func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: SubscriptionScope<AppState>,
    transform: (Subscription<AppState>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    store.subscribe(subscriber, to: scope, transform: transform)
  }

  @MainActor func unsubscribe(_ subscriber: any StoreSubscriber) {
    store.unsubscribe(subscriber)
  }
}
