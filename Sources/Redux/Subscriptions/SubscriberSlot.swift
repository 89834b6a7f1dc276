/// The subscriber a pipeline delivers to, lent by its lane for the duration of one delivery.
///
/// The lane already holds the subscriber strongly while it sends a state down the subscriber's
/// pipeline; lending it to the pipeline's last stage through this slot spares that stage a
/// second weak load, and the reference counting that goes with it, for every subscriber on every
/// action.
///
/// Safety of `unowned(unsafe)`: ``current`` is set only by the subscription's receive function,
/// from the strong reference its caller holds for the whole call (the lane's
/// `withExtendedLifetime`, or `attach` delivering the current state), and set back to `nil`
/// before that function returns. The last stage reads it only while a state travels down the
/// pipeline, which happens only inside that function, so it never reads a released object.
/// Dynamic exclusivity checks are skipped: the slot is used on the main actor only, and each
/// access is a single read or write.
@usableFromInline
final class SubscriberSlot<Subscriber: AnyObject> {
  /// The subscriber, while a delivery is under way; `nil` otherwise.
  @exclusivity(unchecked) @usableFromInline unowned(unsafe) var current: Subscriber?

  /// Makes an empty slot.
  @inlinable
  init() {}
}
