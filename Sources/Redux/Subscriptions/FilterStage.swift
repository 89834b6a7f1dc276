/// What a filtering stage of a composed ``Subscription`` keeps: the value it received last, to
/// compare the next one with, and the stage it feeds.
///
/// Each composition of a filtering stage makes its own, so two pipelines built from one stage
/// never share what they remember.
///
/// The next stage is kept here rather than captured beside this object by the stage's closure:
/// a closure that captures one object and nothing else uses that object as its context, so the
/// stage is one object on the heap instead of two. With many windows open, a notification rarely
/// finds a subscription's objects in the cache, and each one fewer is a memory access fewer.
@usableFromInline
final class FilterStage<Value> {
  /// The last value received, or `nil` before the first.
  @usableFromInline var previous: Value?
  /// The next stage, with the object the pipeline delivers to.
  @usableFromInline let next: (Value, consuming AnyObject) -> Void

  /// Makes the memory of a stage that feeds `next`, empty.
  ///
  /// - Parameter next: The next stage.
  @inlinable
  init(feeding next: @escaping (Value, consuming AnyObject) -> Void) {
    self.next = next
  }
}

extension FilterStage where Value: Equatable {
  /// Passes a value on unless it equals the previous one.
  ///
  /// An equal value is skipped and not remembered: for an `==` that is an equivalence, as
  /// `Equatable` requires, the value kept compares the same as the one skipped.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - target: The object the pipeline delivers to, handed over.
  @inlinable
  func passUnlessRepeated(_ value: Value, to target: consuming AnyObject) {
    if let last = previous, last == value { return }
    previous = value
    next(value, target)
  }
}
