// An action's cost as a recording's line holds it, in whole nanoseconds:
//
//   "cost":{"totalNs":5120,"reducersNs":900,"middlewares":[{"name":"recorder","ns":2100}],
//           "subscribers":[{"type":"TodoCellController","ns":1400,"calls":3}],"listenersNs":0}
//
// Decoding refuses a negative time or count, so that a damaged line is named rather than shown
// as a cost that never happened.

extension ActionCost: Codable {
  private enum CodingKeys: String, CodingKey {
    case totalNs, reducersNs, middlewares, subscribers, listenersNs
  }

  /// Reads a cost written by ``encode(to:)``.
  ///
  /// - Throws: `DecodingError` when a field is missing, is not a whole number of nanoseconds, or
  ///   is negative.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    total = try container.decodeNanoseconds(forKey: .totalNs)
    reducers = try container.decodeNanoseconds(forKey: .reducersNs)
    middlewares = try container.decode([MiddlewareCost].self, forKey: .middlewares)
    subscribers = try container.decode([SubscriberCost].self, forKey: .subscribers)
    listeners = try container.decodeNanoseconds(forKey: .listenersNs)
  }

  /// Writes the cost in whole nanoseconds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(total.wholeNanoseconds, forKey: .totalNs)
    try container.encode(reducers.wholeNanoseconds, forKey: .reducersNs)
    try container.encode(middlewares, forKey: .middlewares)
    try container.encode(subscribers, forKey: .subscribers)
    try container.encode(listeners.wholeNanoseconds, forKey: .listenersNs)
  }
}

extension MiddlewareCost: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, ns
  }

  /// Reads a middleware's cost written by ``encode(to:)``.
  ///
  /// - Throws: `DecodingError` when a field is missing or its time is not a whole, non-negative
  ///   number of nanoseconds.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    duration = try container.decodeNanoseconds(forKey: .ns)
  }

  /// Writes the middleware's name and its time in whole nanoseconds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(duration.wholeNanoseconds, forKey: .ns)
  }
}

extension SubscriberCost: Codable {
  private enum CodingKeys: String, CodingKey {
    case type, ns, calls
  }

  /// Reads a subscriber type's cost written by ``encode(to:)``.
  ///
  /// - Throws: `DecodingError` when a field is missing, or its time or count is not a whole,
  ///   non-negative number.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    type = try container.decode(String.self, forKey: .type)
    duration = try container.decodeNanoseconds(forKey: .ns)
    let calls = try container.decode(Int.self, forKey: .calls)
    guard calls >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: .calls, in: container, debugDescription: "a count of \(calls) calls")
    }
    self.calls = calls
  }

  /// Writes the subscriber type, its time in whole nanoseconds and its count of calls.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(type, forKey: .type)
    try container.encode(duration.wholeNanoseconds, forKey: .ns)
    try container.encode(calls, forKey: .calls)
  }
}

extension KeyedDecodingContainer {
  /// A time written as a whole, non-negative number of nanoseconds.
  fileprivate func decodeNanoseconds(forKey key: Key) throws -> Duration {
    let nanoseconds = try decode(Int64.self, forKey: key)
    guard nanoseconds >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "a time of \(nanoseconds) ns")
    }
    return .nanoseconds(nanoseconds)
  }
}

extension Duration {
  /// The duration in whole nanoseconds, rounded down, as a recording's line writes a cost's
  /// times; a duration too long for 64 bits of nanoseconds (292 years) gives the longest that
  /// fits.
  package var wholeNanoseconds: Int64 {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return seconds < 0 ? .min : .max }
    let (sum, sumOverflow) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
    return sumOverflow ? .max : sum
  }
}
