/// The value a filtering stage of a ``Subscription`` received last, kept to compare the next one
/// with.
///
/// Each composition of a filtering stage makes its own, so two pipelines built from one stage
/// never share what they remember.
@usableFromInline
final class PreviousValue<Value> {
  /// The last value received, or `nil` before the first.
  @usableFromInline var value: Value?

  /// Makes an empty memory.
  @inlinable
  init() {}
}
