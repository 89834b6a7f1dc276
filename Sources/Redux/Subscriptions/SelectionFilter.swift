/// A ``Subscription/select(_:)-((State)->Selected)`` stage and the filter after it, as one
/// object. Most subscriptions are just that, since the store adds ``Subscription/skipRepeats()``
/// after an `Equatable` selection; composed apart, they would be two objects on the heap (the
/// selection's closure context and the filter's memory), and with many windows open each object
/// is a likely cache miss. The closure that feeds this stage captures it alone, so Swift uses it
/// as the closure's context. Each composition makes its own, as for ``FilterStage``.
@usableFromInline
final class SelectionFilter<Input, Value> {
  @usableFromInline let selector: (Input) -> Value
  @usableFromInline let isSkipped: (_ old: Value, _ new: Value) -> Bool
  @usableFromInline var previous: Value?
  @usableFromInline let next: (Value, consuming AnyObject) -> Void

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

  /// A skipped value is not remembered: for an `==` that is an equivalence, as `Equatable`
  /// requires, the value kept compares the same, and keeping it spares a copy.
  @inlinable
  func passUnlessRepeated(_ input: Input, to target: consuming AnyObject) {
    let value = selector(input)
    if let last = previous, isSkipped(last, value) { return }
    previous = value
    next(value, target)
  }

  /// Every value is remembered, passed or not, as ``Subscription/skip(when:)`` documents.
  @inlinable
  func passUnlessSkipped(_ input: Input, to target: consuming AnyObject) {
    let value = selector(input)
    defer { previous = value }
    if let last = previous, isSkipped(last, value) { return }
    next(value, target)
  }
}
