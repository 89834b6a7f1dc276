#if DEBUG
extension LoggerMiddleware {
  /// Debug builds only: writes a store's lifetime warning to the logger's output, as one line
  /// starting with `Lifetime warning:`.
  ///
  /// Hand it to the store that the logger logs for:
  ///
  /// ```swift
  /// #if DEBUG
  ///   store.reportLifetimeWarnings(to: logger.log)
  /// #endif
  /// ```
  ///
  /// - Parameter warning: What a closed window left alive.
  public func log(_ warning: LifetimeWarning) {
    output("Lifetime warning: \(warning)")
  }
}
#endif
