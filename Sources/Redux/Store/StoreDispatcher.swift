import Foundation

/// A dispatch target for middlewares that are made before the store they dispatch to.
///
/// A middleware is passed to the store's initializer, so it cannot be handed the store itself.
/// Hand it a `StoreDispatcher` instead, and connect the dispatcher once the store exists:
///
/// ```swift
/// let dispatcher = StoreDispatcher()
/// let todoMiddleware = TodoListMiddleware(store: dispatcher)
/// let store = Store(
///   state: AppState(),
///   reducer: AppState.reducer,
///   middlewares: [todoMiddleware.todoListProvider]
/// )
/// dispatcher.connect(to: store)
/// ```
///
/// The dispatcher holds the store weakly, so the store and its middlewares do not keep each other
/// alive. An action dispatched while no store is connected is dropped and counted in
/// ``droppedActionCount``. In tests, hand the middleware a `MockStore` directly.
///
/// A ``WindowTasks`` made with the dispatcher reports each task's start and end to the store
/// connected when the task started, so that ``Store/waitForWindowTasks(in:timeout:)`` sees it.
///
/// Safety: `@unchecked Sendable` because `store`, `storeTracker`, `dropped` and `trackers` are
/// read and written only while `lock` is held; the connected store and the trackers are
/// themselves `Sendable`.
public final class StoreDispatcher: DispatchStore, WorkTracking, @unchecked Sendable {
  private let lock = NSLock()
  private weak var store: (any DispatchStore)?
  /// The connected store, when it tracks work: found once, when it is connected, so that
  /// forwarding a task's progress casts nothing.
  private weak var storeTracker: (any WorkTracking)?
  private var dropped = 0
  /// The store each piece of running work was reported to, until it settles. The runner keeps
  /// the work alive until then, so no other work can have its identity meanwhile.
  private var trackers: [ObjectIdentifier: WeakWorkTracker] = [:]

  /// Makes a dispatcher with no store connected.
  public init() {}

  /// Connects the store that dispatched actions go to, replacing any connected before.
  ///
  /// - Parameter store: The store, held weakly.
  public func connect(to store: any DispatchStore) {
    let tracker = store as? any WorkTracking
    lock.withLock {
      self.store = store
      storeTracker = tracker
    }
  }

  /// The number of actions dispatched while no store was connected.
  public var droppedActionCount: Int {
    lock.withLock { dropped }
  }

  /// Forwards an action to the connected store, or drops it when none is connected. The store
  /// decides where the action is processed, by where this call runs.
  ///
  /// - Parameter action: The action to forward.
  public func dispatch(_ action: sending Action) {
    let target: (any DispatchStore)? = lock.withLock {
      if store == nil { dropped += 1 }
      return store
    }
    target?.dispatch(action)
  }

  /// Reports the work to the connected store, when that store tracks work.
  package func workStarted(_ work: TrackedWork) {
    let tracker: (any WorkTracking)? = lock.withLock {
      guard let tracker = store as? any WorkTracking else { return nil }
      trackers[ObjectIdentifier(work)] = WeakWorkTracker(tracker: tracker)
      return tracker
    }
    tracker?.workStarted(work)
  }

  /// Reports to the store its start was reported to, if that store still exists.
  package func workEnded(_ work: TrackedWork) {
    let tracker = lock.withLock { trackers[ObjectIdentifier(work)]?.tracker }
    tracker?.workEnded(work)
  }

  /// Forwards the result to the connected store (ignoring `store`, as ``dispatch(_:)`` does) and
  /// reports the end to the store that saw the work start: in one step when they are the same.
  package func workEnded(
    _ work: TrackedWork, dispatching result: sending Action, to store: any DispatchStore
  ) {
    let (target, tracker) = lock.withLock {
      (self.store, trackers[ObjectIdentifier(work)]?.tracker)
    }
    if let target, let tracker, target === tracker {
      tracker.workEnded(work, dispatching: result, to: target)
      return
    }
    dispatch(result)
    tracker?.workEnded(work)
  }

  /// Forwards an action the work sends as it goes to the connected store (ignoring `store`, as
  /// ``dispatch(_:)`` does), with the work when that store tracks work: whether the store saw the
  /// work start or not, and even once the work has settled here, since the action may come after
  /// the work was cancelled. Without a connected store, the action is dropped and counted.
  package func workProgressed(
    _ work: TrackedWork, dispatching progress: sending Action, to store: any DispatchStore
  ) {
    let (target, tracker) = lock.withLock { () -> ((any DispatchStore)?, (any WorkTracking)?) in
      if self.store == nil { dropped += 1 }
      return (self.store, storeTracker)
    }
    guard let target else { return }
    guard let tracker else {
      target.dispatch(progress)
      return
    }
    tracker.workProgressed(work, dispatching: progress, to: target)
  }

  /// Reports to the store its start was reported to, if it still exists, and forgets that store:
  /// the runner reports nothing more of the work.
  package func workSettled(_ work: TrackedWork) {
    let tracker = lock.withLock { trackers.removeValue(forKey: ObjectIdentifier(work))?.tracker }
    tracker?.workSettled(work)
  }
}

struct WeakWorkTracker {
  weak var tracker: (any WorkTracking)?
}
