/// How a lane hands a state to one due entry: plainly (``PlainDelivery``), or timed for a store
/// that measures costs (``MeasuredDelivery``).
///
/// The store chooses once per action, when it starts processing it, and the lanes' code is
/// compiled for each choice: the plain one is exactly the call the lanes made before costs
/// existed, with no test per subscriber of whether the store measures.
///
/// A delivery is passed by value. The plain one is empty, and an empty value passed `inout` has
/// no storage of its own, which the thread sanitizer's access checks cannot follow (as they could
/// not for the empty ``PlainMeter``); the measured one is an object, so that what it tallies is
/// shared by every lane it is handed to.
@usableFromInline
protocol EntryDelivery<State> {
  associatedtype State

  /// Calls the entry's pipeline with `state`; returns `false` when its subscriber went away.
  func deliver(_ state: State, to entry: SubscriberLane<State>.Entry) -> Bool

  /// Notifies a row lane's subscriptions whose row changed, each through this delivery.
  @MainActor
  func notify(
    _ rowLane: any RowNotifying<State>, state: State, version: Int,
    removed: inout SubscriberLane<State>.RemovedEntries)
}

/// Hands the state to each entry, and nothing else.
@usableFromInline
struct PlainDelivery<State>: EntryDelivery {
  @inlinable
  init() {}

  @inlinable
  func deliver(_ state: State, to entry: SubscriberLane<State>.Entry) -> Bool {
    entry.deliver(state)
  }

  /// Through the row lane's closure made in the app's code, compiled for the app's types.
  @inlinable
  @MainActor
  func notify(
    _ rowLane: any RowNotifying<State>, state: State, version: Int,
    removed: inout SubscriberLane<State>.RemovedEntries
  ) {
    rowLane.notify(state, version: version, removed: &removed)
  }
}

/// Hands the state to each entry and times the call, by the subscriber's type: its selection,
/// its filter and, when the value gets through, its `newState`.
///
/// Made for each measured dispatch, on the main actor, and read once its lanes are notified.
@usableFromInline
final class MeasuredDelivery<State>: EntryDelivery {
  @usableFromInline var tally = SubscriberCostTally()

  @inlinable
  init() {}

  @inlinable
  func deliver(_ state: State, to entry: SubscriberLane<State>.Entry) -> Bool {
    guard let subscriber = entry.subscriber else { return false }
    let type: AnyObject.Type = Swift.type(of: subscriber)
    let start = ContinuousClock.now
    entry.receive(state, subscriber)
    tally.add(type, start.duration(to: .now))
    return true
  }

  /// Through the row lane's code compiled in `Redux`, each subscription timed.
  @inlinable
  @MainActor
  func notify(
    _ rowLane: any RowNotifying<State>, state: State, version: Int,
    removed: inout SubscriberLane<State>.RemovedEntries
  ) {
    rowLane.notify(state, version: version, removed: &removed, delivery: self)
  }
}
