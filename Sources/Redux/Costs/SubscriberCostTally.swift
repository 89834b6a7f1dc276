/// The time a measured delivery spent in each subscriber type's subscriptions, and how many it
/// called, in the order the store first called a subscriber of each type.
///
/// Types are kept as metatypes, named only when the action is reported (``CostMeasurement``
/// keeps the names), so that timing a call costs a clock reading and a dictionary lookup.
@usableFromInline
struct SubscriberCostTally {
  @usableFromInline
  struct Line {
    @usableFromInline let type: AnyObject.Type
    @usableFromInline var duration: Duration
    @usableFromInline var calls: Int

    @inlinable
    init(type: AnyObject.Type, duration: Duration, calls: Int) {
      self.type = type
      self.duration = duration
      self.calls = calls
    }
  }

  @usableFromInline var lines: [Line] = []
  @usableFromInline var lineByType: [ObjectIdentifier: Int] = [:]

  @inlinable
  init() {}

  /// Counts one call of a subscription whose subscriber is of `type`, and the time it took.
  @inlinable
  mutating func add(_ type: AnyObject.Type, _ duration: Duration) {
    let key = ObjectIdentifier(type)
    if let line = lineByType[key] {
      lines[line].duration += duration
      lines[line].calls += 1
    } else {
      lineByType[key] = lines.count
      lines.append(Line(type: type, duration: duration, calls: 1))
    }
  }
}
