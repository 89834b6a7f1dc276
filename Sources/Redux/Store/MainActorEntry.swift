/// How a store's `dispatch`, which any thread may call, enters the main actor once it has found
/// that it runs there.
///
/// The requirement is not isolated, and ``Store`` meets it with a method isolated to the main
/// actor through a `@preconcurrency` conformance. For such a conformance, the compiler puts a
/// run-time check of the caller's isolation into the witness (SE-0423): the call stops the app
/// unless it runs on the main actor. `dispatch` calls it only after ``MainActorCheck`` found the
/// main queue, so the check passes; it is there so that a wrong answer could never run the
/// store's main-actor code elsewhere.
///
/// `MainActor.assumeIsolated`, which makes the same check, wraps its closure in an object on the
/// heap at every call (it passes the closure through `withoutActuallyEscaping`); the witness
/// makes none, which spares every dispatch on the main actor an allocation.
@usableFromInline
package protocol MainActorEntry: AnyObject {
  /// Processes an action on the main actor; see `Store.dispatchOnMainActor(_:)`.
  ///
  /// - Parameter action: The action, handed over.
  func enterMainActor(processing action: sending Action)
}
