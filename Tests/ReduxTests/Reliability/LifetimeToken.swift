/// An object that a subscription's or listener's closure captures strongly, so that a test can
/// see through a weak reference when the store lets go of the closure.
final class LifetimeToken {}
