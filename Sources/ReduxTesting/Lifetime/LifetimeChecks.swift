/// Whether a ``TestStore``'s `finish()` checks what the windows the test closed, and the screen
/// instances it hid, leave alive.
///
/// With ``on``, the default, `finish()` reports, for each window closed and each instance hidden
/// during the test: the objects named with
/// ``TestStore/expectReleased(_:whenClosing:)`` still alive, the
/// listeners linked to them still registered, the subscriptions to a hidden instance still
/// registered, and, in ``TestStore/finish(timeout:fileID:filePath:line:column:)``, the tasks of a
/// `WindowTasks` that their window's closing cancelled and that still run.
///
/// ```swift
/// let store = TestStore(state: AppState(), reducer: AppState.reducer)
/// store.lifetimeChecks = .off  // this test keeps a closed window's controller on purpose
/// ```
public enum LifetimeChecks: Equatable, Sendable {
  /// `finish()` checks what closed windows and hidden instances leave alive.
  case on

  /// `finish()` does not check lifetimes; ``TestStore/checkLifetimes(fileID:filePath:line:column:)``
  /// still does when called.
  case off
}
