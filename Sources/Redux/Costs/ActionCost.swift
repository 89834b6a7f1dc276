/// What processing one action cost a store that was told to measure: the wall time spent in
/// each phase of the processing, in the order the store runs them.
///
/// The store reduces the action, calls its middlewares, delivers the new state to the
/// subscriptions that hear it, then calls the listeners whose part of the state changed.
/// ``total`` covers all of it; the phases do not quite add up to it, the difference being the
/// store's own bookkeeping between them.
///
/// A recording written while the store measured keeps each action's cost on its line, and
/// ``RecordedAction/cost`` reads it back. Costs describe a past run: a replay never uses them to
/// decide anything.
public struct ActionCost: Sendable, Hashable {
  /// The time from the start of the action's processing to the end of its last listener.
  public var total: Duration
  /// The time in the reducer (or reducers, for a batch).
  public var reducers: Duration
  /// The time in each middleware, in the order the store calls them.
  public var middlewares: [MiddlewareCost]
  /// The time delivering the state to subscriptions, by the subscriber's type, in the order the
  /// store first called a subscriber of that type.
  public var subscribers: [SubscriberCost]
  /// The time in listeners.
  public var listeners: Duration

  /// Makes a cost from its phases.
  ///
  /// - Parameters:
  ///   - total: The whole processing.
  ///   - reducers: The reducer.
  ///   - middlewares: Each middleware, in order.
  ///   - subscribers: Delivery, by subscriber type.
  ///   - listeners: The listeners.
  public init(
    total: Duration, reducers: Duration, middlewares: [MiddlewareCost],
    subscribers: [SubscriberCost], listeners: Duration
  ) {
    self.total = total
    self.reducers = reducers
    self.middlewares = middlewares
    self.subscribers = subscribers
    self.listeners = listeners
  }

  /// The time in all middlewares.
  public var allMiddlewares: Duration {
    middlewares.reduce(.zero) { $0 + $1.duration }
  }

  /// The time delivering the state to every subscription.
  public var allSubscribers: Duration {
    subscribers.reduce(.zero) { $0 + $1.duration }
  }
}

/// The time one middleware took for one action.
public struct MiddlewareCost: Sendable, Hashable {
  /// The middleware's name: the one the app gave it when it turned measuring on, or its place
  /// in the store's list (`middleware 1` for the first).
  public var name: String
  /// The time in the middleware.
  public var duration: Duration

  /// Makes a middleware's cost.
  ///
  /// - Parameters:
  ///   - name: The middleware's name.
  ///   - duration: The time in it.
  public init(name: String, duration: Duration) {
    self.name = name
    self.duration = duration
  }
}

/// The time the store took delivering one action's state to the subscriptions of one subscriber
/// type.
public struct SubscriberCost: Sendable, Hashable {
  /// The subscriber's type, such as `TodoCellController`. A store's `values` sequences and
  /// `observe` models are subscribers of the framework's own types, and are named as such.
  public var type: String
  /// The time delivering to subscribers of that type, their selections included.
  public var duration: Duration
  /// How many subscriptions of that type the store called: each ran its selection and its
  /// filter, and its subscriber's `newState` when the value got through (an `Equatable` value
  /// that did not change does not).
  public var calls: Int

  /// Makes a subscriber type's cost.
  ///
  /// - Parameters:
  ///   - type: The subscriber's type.
  ///   - duration: The time delivering to its subscriptions.
  ///   - calls: How many subscriptions were called.
  public init(type: String, duration: Duration, calls: Int) {
    self.type = type
    self.duration = duration
    self.calls = calls
  }
}
