/// Keeps a value alive until this call, as `withExtendedLifetime(value) {}` does: the store
/// releases what it took out of its lists only once they are consistent again.
///
/// In main-actor code, `withExtendedLifetime`'s closure would be isolated to the main actor, and
/// handed to a module built without Swift 6's checks (the standard library) it carries a run-time
/// isolation check that costs more than the rest of a notification. Made here, it carries none.
@inlinable
func keepAlive<Value>(_ value: borrowing Value) {
  withExtendedLifetime(value) {}
}
