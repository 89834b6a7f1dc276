// What the lifetime checks read of a store: its live subscriptions, and the objects its live
// listeners are linked to. Only the testing kit and a debug build's warnings call them, after a
// window closes or an instance hides, never on the dispatch path.
extension StoreCore {
  /// The live subscriptions to `window`, in the order they were made.
  ///
  /// - Parameter window: The window.
  package func subscriptions(in window: WindowUUID) -> [SubscriptionRecord] {
    subscribers.liveSubscriptions(in: window)
  }

  /// The objects that the live listeners were linked to with `linkLifeCycle(to:)`.
  package var listenerOwners: [AnyObject] {
    listeners.linkedOwners
  }
}

extension SubscriberList {
  /// The subscriptions of a window's lane whose subscriber is alive and still subscribed.
  func liveSubscriptions(in window: WindowUUID) -> [SubscriptionRecord] {
    guard let lane = laneByWindow[window] else { return [] }
    return zip(lane.roster.entries, lane.roster.locators).compactMap { entry, locator in
      guard entry.isActive, let object = entry.subscriber else { return nil }
      return SubscriptionRecord(
        object: object, window: window, screen: locator?.subscribedScreen)
    }
  }
}

extension ListenerRegistry {
  /// The objects that live listeners are linked to.
  var linkedOwners: [AnyObject] {
    (wholeState + byKey.values.joined()).compactMap { $0.isLive ? $0.owner : nil }
  }
}
