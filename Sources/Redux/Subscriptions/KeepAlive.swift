/// Keeps a value alive until this call, as `withExtendedLifetime(value) {}` does.
///
/// The store takes entries out of its lists and releases them only once the lists are consistent
/// again (a release can run a `deinit` that subscribes or unsubscribes). Written in main-actor
/// code, `withExtendedLifetime`'s closure would be isolated to the main actor, and the compiler
/// checks a main-actor closure's isolation at run time when it is handed to a module built
/// without Swift 6's checks, as the standard library is: a check that costs more than the rest of
/// a notification. Made here, outside any actor, the closure is not isolated and carries no check.
///
/// - Parameter value: The value to keep alive.
@inlinable
func keepAlive<Value>(_ value: borrowing Value) {
  withExtendedLifetime(value) {}
}
