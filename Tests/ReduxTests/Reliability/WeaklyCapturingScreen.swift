import Redux

/// A screen of the lifetime tests, written the way the documentation recommends: it keeps the
/// store, and the closures it hands the store capture it weakly.
///
/// Its selection also captures a ``LifetimeToken`` strongly, so that a test can see when the
/// store lets go of the selection.
@MainActor
final class WeaklyCapturingScreen: StoreSubscriber {
  typealias SubscriberStateType = Int

  let store: Store<TestAppState>
  let window: WindowUUID
  /// How many times the screen's selection ran.
  private(set) var selections = 0
  private(set) var received: [Int] = []
  /// Called inside ``newState(state:)``.
  var onNewState: () -> Void = {}

  init(store: Store<TestAppState>, window: WindowUUID) {
    self.store = store
    self.window = window
  }

  /// Subscribes to the counter of the screen's window, for the window only or store-wide.
  func subscribe(storeWide: Bool = false, capturing token: LifetimeToken) {
    let window = window
    let transform: (Subscription<TestAppState>) -> Subscription<Int> = {
      [weak self] subscription in
      subscription.select { state in
        withExtendedLifetime(token) {
          self?.selections += 1
          return Self.count(in: state, window: window)
        }
      }
    }
    if storeWide {
      store.subscribe(self, transform: transform)
    } else {
      store.subscribe(self, to: .window(window), transform: transform)
    }
  }

  func newState(state: Int) {
    received.append(state)
    onNewState()
  }

  private static func count(in state: TestAppState, window: WindowUUID) -> Int {
    let screen = state.activeScreens.screenState(for: .counter, window: window)
    guard case .counter(let counter)? = screen else { return -1 }
    return counter.count
  }
}
