/// A subscriber of the framework's own, named in a cost after what the app made rather than
/// after the framework's internal type: the feeder of a `store.values` loop is
/// `StoreValues<Int>`, that of a `store.observe` model `StoreObservation<Int>`.
@MainActor
protocol CostNamedSubscriber: AnyObject {
  /// The name a ``SubscriberCost`` gives subscribers of this type.
  static var costTypeName: String { get }
}

extension ChannelFeeder: CostNamedSubscriber {
  static var costTypeName: String { "StoreValues<\(Element.self)>" }
}

extension ObservationFeeder: CostNamedSubscriber {
  static var costTypeName: String { "StoreObservation<\(Value.self)>" }
}
