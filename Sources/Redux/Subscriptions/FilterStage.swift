/// What a filtering stage of a composed ``Subscription`` keeps: the last value received, and the
/// next stage. Each composition makes its own, so two pipelines never share what they remember.
///
/// The next stage is kept here rather than captured beside this object by the stage's closure:
/// a closure that captures one object alone uses it as its context, so the stage is one object on
/// the heap instead of two. With many windows open, a notification rarely finds a subscription's
/// objects in the cache, and each one fewer is a memory access fewer.
@usableFromInline
final class FilterStage<Value> {
  @usableFromInline var previous: Value?
  @usableFromInline let next: (Value, consuming AnyObject) -> Void

  @inlinable
  init(feeding next: @escaping (Value, consuming AnyObject) -> Void) {
    self.next = next
  }
}

extension FilterStage where Value: Equatable {
  /// An equal value is skipped and not remembered: for an `==` that is an equivalence, as
  /// `Equatable` requires, the value kept compares the same as the one skipped.
  @inlinable
  func passUnlessRepeated(_ value: Value, to target: consuming AnyObject) {
    if let last = previous, last == value { return }
    previous = value
    next(value, target)
  }
}
