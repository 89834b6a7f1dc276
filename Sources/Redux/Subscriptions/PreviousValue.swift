/// The value a filtering stage of a ``Subscription`` received last, kept to compare the next one
/// with.
///
/// A class rather than a variable captured by the stage's closure, so that the field can skip
/// dynamic exclusivity checks: it is read and written for every value a subscription hears.
/// That is safe: a stage runs on the main actor, and every access is a single read or write
/// that calls no other code, so two accesses never overlap.
@usableFromInline
final class PreviousValue<Value> {
  /// The last value received, or `nil` before the first.
  @exclusivity(unchecked) @usableFromInline var value: Value?

  /// Makes an empty memory.
  @inlinable
  init() {}
}
