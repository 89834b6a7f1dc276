/// How a store's `dispatch`, which any thread may call, enters the main actor once it has found
/// that it runs there.
///
/// The requirement is not isolated, and ``Store`` meets it with a method isolated to the main
/// actor through a `@preconcurrency` conformance. For such a conformance the compiler puts a
/// run-time check of the caller's isolation into the witness (SE-0423). `dispatch` calls the
/// witness only after ``MainActorCheck`` found the main queue, which is what decides where the
/// action is processed; the witness's check is a second guard. It stops the app by default, but
/// a runtime in its legacy checking mode (older Apple SDKs, or the
/// `SWIFT_UNEXPECTED_EXECUTOR_LOG_LEVEL` setting) only logs a warning, where
/// `MainActor.assumeIsolated` always stops: so nothing but `dispatch`, after its own check, may
/// call it. The protocol is internal to the module for that reason.
///
/// `MainActor.assumeIsolated` wraps its closure in an object on the heap at every call (it
/// passes the closure through `withoutActuallyEscaping`); the witness makes none, which spares
/// every dispatch on the main actor an allocation.
@usableFromInline
protocol MainActorEntry: AnyObject {
  /// Processes an action on the main actor; its drain processes it at once when the store is idle.
  ///
  /// - Parameter action: The action, handed over.
  func enterMainActor(processing action: sending Action)
}
