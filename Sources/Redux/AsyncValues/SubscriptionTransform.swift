/// A subscription's transform, made and called on the main actor, kept to build a subscription
/// for each loop of a ``StoreValues``: the box lets a `Sendable` sequence hold a closure that is
/// not `Sendable`.
@MainActor
final class SubscriptionTransform<State, Selected> {
  let apply: @MainActor (Subscription<State>) -> Subscription<Selected>

  init(_ transform: @escaping @MainActor (Subscription<State>) -> Subscription<Selected>) {
    apply = transform
  }
}
