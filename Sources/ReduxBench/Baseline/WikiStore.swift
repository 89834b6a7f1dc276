import Redux

/// A store that follows the wiki's algorithm: each dispatch reduces the whole state, then
/// evaluates every subscriber's selection and notifies every subscriber.
///
/// It is the benchmark's baseline, written here and not built on this project's `Store`. Like
/// the wiki's store it holds subscribers weakly; it has no middlewares, no queue and no
/// filtering of repeated values, none of which the benchmark needs.
@MainActor
final class WikiStore {
  /// One subscriber with its selection.
  private struct Subscription {
    let notify: (WikiAppState) -> Void
  }

  /// The current state.
  private(set) var state: WikiAppState
  private let reducer: Reducer<WikiAppState>
  private var subscriptions: [Subscription] = []

  /// Makes a store.
  ///
  /// - Parameters:
  ///   - state: The initial state.
  ///   - reducer: The app reducer.
  init(state: WikiAppState, reducer: @escaping Reducer<WikiAppState>) {
    self.state = state
    self.reducer = reducer
  }

  /// Subscribes to a selection of the state; the subscriber receives it at once and after every
  /// action.
  ///
  /// - Parameters:
  ///   - subscriber: The subscriber, held weakly.
  ///   - select: Picks what the subscriber shows from the whole state.
  func subscribe<S: StoreSubscriber>(
    _ subscriber: S,
    select: @escaping (WikiAppState) -> S.SubscriberStateType
  ) {
    let subscription = Subscription { [weak subscriber] state in
      subscriber?.newState(state: select(state))
    }
    subscriptions.append(subscription)
    subscription.notify(state)
  }

  /// Reduces an action, then tells every subscriber about the new state.
  ///
  /// - Parameters:
  ///   - action: The action.
  func dispatch(_ action: Action) {
    state = reducer(state, action)
    for subscription in subscriptions {
      subscription.notify(state)
    }
  }
}
