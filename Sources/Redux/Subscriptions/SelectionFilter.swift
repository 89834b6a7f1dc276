/// A ``Subscription/select(_:)-((State)->Selected)`` stage and the filter after it, composed into
/// one object: it selects a value from its input, compares it with the previous one, and passes
/// it on unless the filter drops it.
///
/// Most subscriptions are a selection followed by a filter, since the store adds
/// ``Subscription/skipRepeats()`` after an `Equatable` selection. Composed apart, the two stages
/// are two objects on the heap: the selection's closure context and the filter's memory. With
/// many windows open, a notification rarely finds a subscription's objects in the cache, and each
/// one fewer is a memory access fewer. The closure that feeds this stage captures it alone, so
/// Swift uses it as the closure's context.
///
/// Each composition makes its own, so two pipelines built from one stage never share what they
/// remember.
@usableFromInline
final class SelectionFilter<Input, Value> {
  /// Selects the value from the stage's input.
  @usableFromInline let selector: (Input) -> Value
  /// Whether the filter drops `new`, given the previous value.
  @usableFromInline let isSkipped: (_ old: Value, _ new: Value) -> Bool
  /// The value compared with the next one; `nil` before the first.
  @usableFromInline var previous: Value?
  /// The next stage, with the object the pipeline delivers to.
  @usableFromInline let next: (Value, consuming AnyObject) -> Void

  /// Makes the stage, with nothing received yet.
  ///
  /// - Parameters:
  ///   - selector: Selects the value from the stage's input.
  ///   - isSkipped: Whether the filter drops `new`, given the previous value.
  ///   - next: The next stage.
  @inlinable
  init(
    selecting selector: @escaping (Input) -> Value,
    skippingWhen isSkipped: @escaping (_ old: Value, _ new: Value) -> Bool,
    feeding next: @escaping (Value, consuming AnyObject) -> Void
  ) {
    self.selector = selector
    self.isSkipped = isSkipped
    self.next = next
  }

  /// Selects a value and passes it on unless it repeats the last value passed on; a value
  /// skipped is not remembered.
  ///
  /// For an `==` that is an equivalence, as `Equatable` requires, the value kept compares the
  /// same as the one skipped, so keeping it spares a copy.
  ///
  /// - Parameters:
  ///   - input: The stage's input.
  ///   - target: The object the pipeline delivers to, handed over.
  @inlinable
  func passUnlessRepeated(_ input: Input, to target: consuming AnyObject) {
    let value = selector(input)
    if let last = previous, isSkipped(last, value) { return }
    previous = value
    next(value, target)
  }

  /// Selects a value and passes it on unless the filter drops it; every value is remembered, as
  /// ``Subscription/skip(when:)`` documents, whether or not it passed.
  ///
  /// - Parameters:
  ///   - input: The stage's input.
  ///   - target: The object the pipeline delivers to, handed over.
  @inlinable
  func passUnlessSkipped(_ input: Input, to target: consuming AnyObject) {
    let value = selector(input)
    defer { previous = value }
    if let last = previous, isSkipped(last, value) { return }
    next(value, target)
  }
}
