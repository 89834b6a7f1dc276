/// What a filtering stage of a composed ``Subscription`` keeps: the value it received last, to
/// compare the next one with, and the stage it feeds.
///
/// Each composition of a filtering stage makes its own, so two pipelines built from one stage
/// never share what they remember.
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
