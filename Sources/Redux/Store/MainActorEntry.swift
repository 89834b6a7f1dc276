/// How a store's `dispatch`, once ``MainActorCheck`` found it runs on the main actor, enters it.
///
/// ``Store`` meets the non-isolated requirement with a main-actor method through a
/// `@preconcurrency` conformance, so the compiler puts a run-time check of the caller's isolation
/// into the witness (SE-0423): a second guard. It stops the app by default, but a runtime in its
/// legacy checking mode (older Apple SDKs, `SWIFT_UNEXPECTED_EXECUTOR_LOG_LEVEL`) only logs a
/// warning, where `MainActor.assumeIsolated` always stops; so the protocol is internal, and
/// nothing but `dispatch`, after its own check, calls it.
///
/// Unlike `MainActor.assumeIsolated`, which puts its closure on the heap at every call (through
/// `withoutActuallyEscaping`), the witness spares every main-actor dispatch an allocation.
@usableFromInline
protocol MainActorEntry: AnyObject {
  func enterMainActor(processing action: sending Action)
}
