/// A subscription's transform, kept to build a new subscription each time one is needed: for each
/// loop of a ``StoreValues`` sequence.
///
/// The transform is an ordinary closure, made and called on the main actor; the box keeps it
/// there, so that a `Sendable` sequence can hold it without the closure itself being `Sendable`.
@MainActor
final class SubscriptionTransform<State, Selected> {
  /// The transform.
  let apply: @MainActor (Subscription<State>) -> Subscription<Selected>

  /// Keeps a transform.
  ///
  /// - Parameter transform: The transform, as passed to `subscribe`.
  init(_ transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>) {
    apply = transform
  }
}
