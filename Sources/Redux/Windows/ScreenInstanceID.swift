/// The identity of one instance of a screen in a window.
///
/// A window can show several instances of the same screen, each with its own state, screen
/// subscriptions and window-scoped work. An identity is never handed out twice in the process, so
/// a late hide, action or task result aimed at a hidden instance never touches a newer instance of
/// the same screen, even one shown at the same position. Make the identity of a new instance where
/// the instance is asked for, and keep it to aim actions, subscriptions and tasks at it; see
/// <doc:ScreenInstances>. A screen shown without an instance gets an identity of its own, which
/// ``ActiveScreensState/instances(of:in:)`` lists.
public struct ScreenInstanceID: Hashable, Sendable, CustomStringConvertible {
  /// The instance's number: unique in the process, and larger for identities made later.
  public let number: UInt64

  /// Makes the identity of a new instance, never handed out before in the process.
  public init() {
    // The revision clock never hands out a number twice, from any thread.
    self.number = RevisionClock.reserve(1)
  }

  /// Wraps a number taken from the revision clock, which hands out no number twice.
  @inlinable
  init(clockNumber: UInt64) {
    self.number = clockNumber
  }

  /// The number with a leading `#`, as in `#42`.
  public var description: String {
    "#\(number)"
  }
}
