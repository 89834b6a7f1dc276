/// A store's state and the processing of one action, shared by `Store` and the testing kit's
/// `TestStore`, so that a test runs exactly the processing an app ships.
///
/// ``process(_:)`` reduces the action, calls the middlewares, notifies the subscriptions of the
/// windows the action concerns, then the listeners whose part of the state changed. Actions reach
/// it through a `Store`'s ``ActionDrain``, or through a `TestStore`'s `send` and `receive`.
@MainActor
@usableFromInline
package final class StoreCore<State: StateType> {
  // The dispatch path is inlinable, so that an app's module compiles it for its own state type
  // instead of running generic code that looks up type metadata at every step.
  @usableFromInline package internal(set) var state: State
  // Private, and set through `setReducingInPlace(_:)`, which is not inlined into other modules:
  // the compiler then sees every access, finds that none can overlap another, and checks
  // exclusive access when compiling rather than twice on every dispatch.
  private var isReducingInPlaceFlag = false
  // One of the two is set. Kept apart rather than in an enum so that calling the reducer, on
  // every action, does not copy it out of the enum (a retain and a release of its context).
  @usableFromInline let inPlaceReducer: InPlaceReducer<State>?
  @usableFromInline let valueReducer: Reducer<State>?
  @usableFromInline let middlewares: [Middleware<State>]
  @usableFromInline let subscribers = SubscriberList<State>()
  @usableFromInline let listeners = ListenerRegistry<State>()
  // Counted up after each reduction, so that a subscriber added while an action is processed
  // (by a middleware, say) is not handed the same state twice. Reached only through
  // `countVersion()` and `version`, for the same reason as `isReducingInPlaceFlag`.
  private var latestVersion = 0
  // The measurement under way, or `nil`: the one stored optional that `process` tests before
  // anything else, to choose the loop's meter (`ProcessingMeter.swift`). Reached through
  // `measurement` and `setMeasurement(_:)`, for the same reason as `isReducingInPlaceFlag`.
  private var measurementUnderWay: CostMeasurement?

  @inlinable
  package init(state: State, reduction: Reduction<State>, middlewares: [Middleware<State>]) {
    self.state = state
    switch reduction {
    case .value(let reducer):
      valueReducer = reducer
      inPlaceReducer = nil
    case .inPlace(let reducer):
      valueReducer = nil
      inPlaceReducer = reducer
    }
    self.middlewares = middlewares
  }

  /// While an in-place reducer changes ``state``, reading the store's state stops the app.
  package var isReducingInPlace: Bool { isReducingInPlaceFlag }

  @usableFromInline
  func setReducingInPlace(_ isReducing: Bool) {
    isReducingInPlaceFlag = isReducing
  }

  @usableFromInline
  package var version: Int { latestVersion }

  @usableFromInline
  func countVersion() -> Int {
    latestVersion &+= 1
    return latestVersion
  }

  /// The measurement under way, or `nil` when the store does not measure costs.
  @usableFromInline
  package var measurement: CostMeasurement? { measurementUnderWay }

  /// Whether the store measures costs: the test `process` makes first. A `Bool` rather than the
  /// measurement itself, so that a store that does not measure retains and releases nothing
  /// for it.
  @usableFromInline
  var measures: Bool { measurementUnderWay != nil }

  /// Starts or ends measuring; the measurement replaced is released only once the property
  /// holds the new one, since its release can run app code (a `deinit` its handlers held).
  func setMeasurement(_ measurement: CostMeasurement?) {
    let replaced = measurementUnderWay
    measurementUnderWay = measurement
    keepAlive(replaced)
  }

  @inlinable
  package func process(_ action: Action) {
    // The one test a store that does not measure pays: which meter the loop runs with.
    if measures, let measurement {
      process(action, measuredBy: measurement)
      return
    }
    process(action, meter: PlainMeter<State>())
  }

  /// Processes an action, or a batch, with a ``CostMeter`` reporting to `measurement`.
  @inlinable
  func process(_ action: Action, measuredBy measurement: CostMeasurement) {
    let meter = CostMeter<State>(
      measurement: measurement, dispatched: action, middlewareCount: middlewares.count)
    process(action, meter: meter)
  }

  /// Processes an action, or each action of an ``ActionBatch`` in order, then publishes once:
  /// subscribers and listeners see the state after the last action only. `meter` is told each
  /// step as it ends (see ``ProcessingMeter``).
  ///
  /// Each action is reduced, counted as a version of the state and handed to the middlewares;
  /// an action of a batch carries its place in the batch while they run. An action dispatched
  /// alone is processed as a batch of one, without a place; an empty batch is no action.
  @inlinable
  func process<Meter: ProcessingMeter<State>>(_ dispatched: Action, meter: Meter) {
    let batch = dispatched.batchedActions
    let count = batch?.count ?? 1
    guard count > 0 else { return }
    // The previous state is kept only for listeners, which compare it with the new one; without
    // them an in-place reducer finds the state's storage unshared and changes it without a copy.
    let oldState = listeners.isEmpty ? nil : state
    var change: _RoutingChange = (false, false)
    var version = 0
    for index in 0..<count {
      let action = batch?[index] ?? dispatched
      let actionChange = reduce(action)
      meter.reduced()
      change = Self.merging(change, actionChange)
      version = countVersion()
      let place = batch == nil ? nil : BatchPlace(index: index + 1, count: count)
      callMiddlewares(after: action, at: place, meter: meter)
      meter.actionEnded(action)
    }
    let delivery = meter.makeDelivery()
    notifySubscribers(
      of: state, after: dispatched, version: version, change: change, delivery: delivery)
    meter.subscribersNotified()
    if let oldState {
      listeners.notify(from: oldState, to: state)
    }
    meter.processingEnded(dispatched, delivery: delivery)
  }

  /// What the routing needs to know of the change a batch's actions made so far, and the next.
  @inlinable
  static func merging(_ change: _RoutingChange, _ next: _RoutingChange) -> _RoutingChange {
    (
      change.appWideStateChanged || next.appWideStateChanged,
      change.closedWindowsChanged || next.closedWindowsChanged
    )
  }

  /// Runs the reducer on ``state``; returns what the routing needs to know of the change.
  @inlinable
  func reduce(_ action: Action) -> _RoutingChange {
    if let inPlaceReducer {
      setReducingInPlace(true)
      let change = State._reduce(&state, action, with: inPlaceReducer)
      setReducingInPlace(false)
      return change
    }
    guard let valueReducer else { return (false, false) }
    // The state before the action is let go when this returns, before the middlewares and
    // subscribers run, as the store lets go of it: what only it held is released first.
    let previousState = state
    let newState = valueReducer(previousState, action)
    state = newState
    return State._routingChange(from: previousState, to: newState)
  }

  /// Calls the middlewares in order after `action`, telling `meter` as each returns. An action
  /// of a batch carries its `place` in the batch for as long as they run: the recorder writes it
  /// on the action's line (see `Action.batchPlace`).
  @inlinable
  func callMiddlewares<Meter: ProcessingMeter<State>>(
    after action: Action, at place: BatchPlace?, meter: Meter
  ) {
    // Without middlewares, nothing reads the state or the place. Tested first: inlined into
    // the loop, the copy of the state below is otherwise made for no middleware, a copy and a
    // release of each of its references on every action.
    guard !middlewares.isEmpty else { return }
    let state = state
    if let place { action.enterBatch(at: place) }
    for middleware in middlewares {
      middleware(state, action)
      meter.middlewareReturned()
    }
    if place != nil { action.leaveBatch() }
  }

  /// Routes the state to the subscriptions that hear it, once those of closed windows ended:
  /// after an action that replaces the windows (a jump in time, a restore), those of every window
  /// not open in the new state, including one whose opening a jump undid. Each due subscription
  /// is handed the state through `delivery`: plainly, or timed when the store measures.
  @inlinable
  func notifySubscribers<Delivery: EntryDelivery<State>>(
    of state: State, after action: Action, version: Int,
    change: _RoutingChange, delivery: Delivery
  ) {
    let route = WindowRoute(of: action, in: state, change: change)
    // One pass over the windows: a window not open in the new state includes every closed one.
    if action.opensOrClosesWindowsOrScreens, action.replacesWindows {
      subscribers.removeWindows { !State._isOpen($0, in: state) }
    } else if route.windowsClosed {
      subscribers.removeWindows { State._isClosed($0, in: state) }
    }
    subscribers.deliver(state, version: version, route: route, delivery: delivery)
  }

  /// Returns the function that hands the subscriber its first state, or `nil` (ending its
  /// previous subscription) when its window is already closed. The caller calls it with ``state``
  /// at once, as a `Store` does inside `holdingDispatches`, so that the state the subscription is
  /// built from is the one it receives.
  @inlinable
  package func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    scope: SubscriptionScope<State>,
    pipeline: (Subscription<State>) -> Subscription<SelectedState>
  ) -> ((State) -> Void)? where S.SubscriberStateType == SelectedState {
    if let window = scope.window, State._isClosed(window, in: state) {
      subscribers.remove(subscriber)
      return nil
    }
    let receive = pipeline(Subscription<State>()).receiver(from: State.self, for: S.self)
    let gate = scope.screenLocator.map { ScreenGate(found: $0.locate(in: state)) }
    let entry = subscribers.add(
      subscriber, window: scope.window, version: version, locateScreen: scope.screenLocator,
      gate: gate, row: scope.rowWatch, state: state, receive: receive)
    return { state in
      // A subscription that a `deinit` run by `add` replaced already delivers nothing.
      guard entry.isActive else { return }
      receive(state, subscriber)
    }
  }
}

// What the two stores' public subscription and listener calls share.
extension StoreCore {
  package var subscriberCount: Int { subscribers.count }

  package func subscriberCount(in window: WindowUUID) -> Int {
    subscribers.count(in: window)
  }

  package func unsubscribe(_ subscriber: AnyObject) {
    subscribers.remove(subscriber)
  }

  package var listenerCount: Int { listeners.count }

  /// See `Store.addListener`; `holdingDispatches` is as for ``ListenerHandle``.
  package func addListener<Selected>(
    if filter: ((_ old: State, _ new: State) -> Bool)?,
    stateSelector: @escaping (State) -> Selected?,
    callback: @escaping (Selected) -> Void,
    holdingDispatches: @escaping (() -> Void) -> Void
  ) -> ListenerHandle {
    let entry = listeners.add(if: filter, stateSelector: stateSelector, callback: callback)
    return ListenerHandle(entry: entry, core: self, holdingDispatches: holdingDispatches)
  }
}
