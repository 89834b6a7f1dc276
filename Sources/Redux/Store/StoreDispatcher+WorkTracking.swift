extension StoreDispatcher: WorkTracking {
  /// Reports work that started to the connected store, when that store tracks work.
  ///
  /// - Parameters:
  ///   - work: The work.
  public func workStarted(_ work: TrackedWork) {
    let tracker: (any WorkTracking)? = lock.withLock {
      guard let tracker = store as? any WorkTracking else { return nil }
      trackers[ObjectIdentifier(work)] = WeakWorkTracker(tracker: tracker)
      return tracker
    }
    tracker?.workStarted(work)
  }

  /// Reports the end of work to the store its start was reported to, if that store still exists.
  ///
  /// - Parameters:
  ///   - work: The work.
  public func workEnded(_ work: TrackedWork) {
    let tracker = lock.withLock { trackers.removeValue(forKey: ObjectIdentifier(work))?.tracker }
    tracker?.workEnded(work)
  }
}

/// A store that tracks work, held weakly, as a ``StoreDispatcher`` holds the store it is
/// connected to.
struct WeakWorkTracker {
  weak var tracker: (any WorkTracking)?
}
