import Foundation
import Redux

/// A stand-in for a store in tests: records what is dispatched and serves a state the test sets.
///
/// Hand a `MockStore` to a feature or a middleware in place of the app's store, then check what
/// it dispatched:
///
/// ```swift
/// @MainActor @Test func tappingAddDispatchesTheAddAction() {
///   let window = WindowUUID()
///   let store = MockStore(state: AppState())
///   let controller = TodoListController(windowUUID: window, store: store)
///   controller.addTapped(title: "Milk")
///
///   // The controller shows its screen as it is made, then dispatches what the user did.
///   let actions = store.dispatchedActions
///   #expect(actions.count == 2)
///   #expect(actions.first?.actionType(as: ScreenActionType.self) == .showScreen)
///   #expect(actions.last?.actionType(as: TodoListAction.self) == .add(title: "Milk"))
///   #expect(actions.allSatisfy { $0.windowUUID == window })
/// }
/// ```
///
/// A mock store does not reduce: dispatching records the action and changes nothing else. Its
/// subscribers receive the current state when they subscribe and again whenever the test sets
/// ``state``, through their subscription's `select` and filters, as with a real store.
///
/// Work that dispatches to the store and reports to it, such as the tasks of a `WindowTasks`
/// made with it, can be waited for: see ``waitForInFlightWork(timeout:)``.
public final class MockStore<State: StateType>: DefaultDispatchStore, Sendable {
  /// The dispatched actions, and the work running that will dispatch more.
  let inbox = TestStoreInbox()

  @MainActor private var subscriptions: [ObjectIdentifier: MockSubscription<State>] = [:]
  @MainActor private var subscriptionOrder: [ObjectIdentifier] = []

  /// The state that subscribers receive. Setting it notifies every subscriber.
  @MainActor public var state: State {
    didSet { publish() }
  }

  /// How many times `subscribe` was called.
  @MainActor public private(set) var subscribeCallCount = 0

  /// How many times `unsubscribe` was called.
  @MainActor public private(set) var unsubscribeCallCount = 0

  /// Makes a mock store serving `state`.
  ///
  /// - Parameter state: The state subscribers receive until the test sets another.
  @MainActor
  public init(state: State) {
    self.state = state
  }

  /// Every action dispatched so far, in dispatch order, from any thread, as it was dispatched:
  /// an `ActionBatch` is one action here, with its own actions inside (`ActionBatch.actions`).
  /// ``dispatchedActions(of:)`` looks inside batches.
  @MainActor public var dispatchedActions: [Action] {
    inbox.snapshot
  }

  /// The number of subscribers currently subscribed and alive.
  @MainActor public var subscriberCount: Int {
    subscriptions.values.count { $0.isAlive }
  }

  /// The enum actions of one type dispatched so far, oldest first, each with its window,
  /// including those sent inside an `ActionBatch`: a batch counts as its actions, in their
  /// order, at the batch's place among the other dispatches.
  ///
  /// ```swift
  /// controller.addTapped(title: "Milk")
  /// controller.importTapped(titles: ["Bread", "Eggs"])  // one `ActionBatch` of two `add`s
  /// #expect(
  ///   store.dispatchedActions(of: TodoListAction.self).map(\.action) == [
  ///     .add(title: "Milk"), .add(title: "Bread"), .add(title: "Eggs"),
  ///   ])
  /// ```
  ///
  /// - Parameter type: The enum.
  /// - Returns: The actions of that type, in the order they were dispatched, each batch's in the
  ///   batch's order.
  @MainActor
  public func dispatchedActions<A: ModernAction>(
    of type: A.Type
  ) -> [(action: A, windowUUID: WindowUUID)] {
    dispatchedActions.flatMap { dispatched in
      let actions = (dispatched as? ActionBatch)?.actions ?? [dispatched]
      return actions.compactMap { action in
        action.actionType(as: A.self).map { (action: $0, windowUUID: action.windowUUID) }
      }
    }
  }

  /// Forgets the actions dispatched so far.
  @MainActor
  public func clearDispatchedActions() {
    // Released after the lock: an action's `deinit` may dispatch to this very store.
    let cleared = inbox.removeAll()
    withExtendedLifetime(cleared) {}
  }

  /// Records the action; the state does not change.
  ///
  /// Recording is thread-safe: any thread, task or actor may dispatch.
  ///
  /// - Parameter action: The dispatched action.
  public func dispatch(_ action: sending Action) {
    inbox.append(action)
  }

  /// Records a subscription within a scope and delivers the current state through its
  /// transform.
  ///
  /// A mock store does not route by window or screen: setting ``state`` notifies every
  /// subscription, whatever its scope. ``subscriberCount(in:)`` tells which window a subscription
  /// watches.
  ///
  /// - Parameters:
  ///   - subscriber: The subscriber.
  ///   - scope: Which actions the subscription would hear from a `Store`.
  ///   - transform: Builds the subscription from the state.
  @MainActor
  public func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: SubscriptionScope<State>,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, window: scope.window, pipeline: transform)
  }

  /// Records a subscription to an `Equatable` selection within a scope, skipping repeated values
  /// like a store.
  ///
  /// - Parameters:
  ///   - subscriber: The subscriber.
  ///   - scope: Which actions the subscription would hear from a `Store`.
  ///   - transform: Builds the subscription from the state.
  @MainActor
  public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: SubscriptionScope<State>,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, window: scope.window) { transform($0).skipRepeats() }
  }

  /// The number of subscribers alive and subscribed to one window.
  ///
  /// - Parameter window: The window.
  /// - Returns: How many live subscriptions scoped to the window, or to its screens, watch it.
  @MainActor
  public func subscriberCount(in window: WindowUUID) -> Int {
    subscriptions.values.count { $0.isAlive && $0.window == window }
  }

  /// Records the call and ends the subscriber's subscription.
  ///
  /// - Parameter subscriber: The subscriber.
  @MainActor
  public func unsubscribe(_ subscriber: any StoreSubscriber) {
    MainActorCheck.require("MockStore.unsubscribe")
    unsubscribeCallCount += 1
    let key = ObjectIdentifier(subscriber)
    let removed = subscriptions.removeValue(forKey: key)
    subscriptionOrder.removeAll { $0 == key }
    // Released once the store is consistent: a `deinit` it runs may subscribe again.
    withExtendedLifetime(removed) {}
  }

  @MainActor
  private func attach<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    window: WindowUUID?,
    pipeline: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    MainActorCheck.require("MockStore.subscribe")
    subscribeCallCount += 1
    // The transform runs first: it may itself subscribe or unsubscribe, which this subscription,
    // registered after it, then replaces or survives as with a store.
    let receive = pipeline(Subscription<State>()).receiver(from: State.self, for: S.self)
    let key = ObjectIdentifier(subscriber)
    subscriptionOrder.removeAll { $0 == key }
    subscriptionOrder.append(key)
    let subscription = MockSubscription(subscriber: subscriber, window: window, receive: receive)
    let replaced = subscriptions.updateValue(subscription, forKey: key)
    // The replaced subscription is released once the store is consistent, as a store does: a
    // `deinit` it runs may subscribe or unsubscribe, this subscriber included.
    withExtendedLifetime(replaced) {}
    // Delivered only if that `deinit` did not replace or end it.
    guard subscriptions[key] === subscription else { return }
    subscription.deliver(state)
  }

  @MainActor
  private func publish() {
    MainActorCheck.require("MockStore.state")
    for key in subscriptionOrder {
      subscriptions[key]?.deliver(state)
    }
  }
}

/// One subscription to a ``MockStore``.
@MainActor
private final class MockSubscription<State> {
  weak var subscriber: AnyObject?
  let window: WindowUUID?
  /// The subscriber's pipeline, which takes a state and the subscriber.
  let receive: (State, consuming AnyObject) -> Void

  init(
    subscriber: AnyObject, window: WindowUUID?,
    receive: @escaping (State, consuming AnyObject) -> Void
  ) {
    self.subscriber = subscriber
    self.window = window
    self.receive = receive
  }

  var isAlive: Bool { subscriber != nil }

  /// Sends a state through the pipeline, if the subscriber is still alive.
  func deliver(_ state: State) {
    guard let subscriber else { return }
    receive(state, subscriber)
  }
}
