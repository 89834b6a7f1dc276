import Redux

extension Simulator {
  /// How the logger starts a store's lifetime warning (`LoggerMiddleware.log(_:)`).
  static let lifetimeWarningPrefix = "Lifetime warning: "

  /// Waits until the store's lifetime check of the windows closed so far has logged its
  /// warnings, so that a `close` draws them under its own drawing. Debug builds only: a release
  /// build has no check, and returns at once.
  func waitForLifetimeWarnings() async {
    #if DEBUG
    await store.lifetimeWarningsReported()
    #endif
  }

  /// A lifetime warning with each window named by its number (`window 2`), as the session names
  /// windows, rather than by its short identifier; other log messages as they are.
  ///
  /// - Parameter message: A log message.
  func numberingWindows(in message: String) -> String {
    guard message.hasPrefix(Self.lifetimeWarningPrefix) else { return message }
    var message = message
    for window in registry.windows {
      message = message.replacingOccurrences(
        of: "window \(window.uuid.shortDescription)", with: "window \(window.number)")
    }
    return message
  }
}
