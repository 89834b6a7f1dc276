#if DEBUG
extension Store {
  /// Debug builds only: a short while after each window closes, reports what it left alive:
  /// subscriber objects still alive, tasks still running, and listeners linked to those
  /// objects still registered.
  ///
  /// Once the closing has ended the window's subscriptions and cancelled its tasks, the store
  /// waits `delay` on the main actor (the time a screen takes to go away), then calls `handler`
  /// with one ``LifetimeWarning`` for each thing still there. A `LoggerMiddleware` prints them:
  ///
  /// ```swift
  /// let logger = LoggerMiddleware(initialState: state)
  /// let store = Store(state: state, reducer: AppState.reducer, middlewares: [logger.middleware])
  /// #if DEBUG
  ///   store.reportLifetimeWarnings(to: logger.log)
  /// #endif
  /// ```
  ///
  /// Release builds have neither this method nor the check: the store's code that calls it is
  /// compiled only in debug builds, and costs nothing in release. A later call replaces the
  /// handler.
  ///
  /// Tasks are those of a `WindowTasks` whose results go to this store (directly or through
  /// a `StoreDispatcher`) in a window that had subscribers.
  ///
  /// - Parameters:
  ///   - delay: How long after the closing the check runs; half a second unless given.
  ///   - handler: Called on the main actor with each warning.
  public func reportLifetimeWarnings(
    after delay: Duration = .milliseconds(500),
    to handler: @escaping (LifetimeWarning) -> Void
  ) {
    reportLifetimeWarnings(waiting: { try? await Task.sleep(for: delay) }, to: handler)
  }

  /// As ``reportLifetimeWarnings(after:to:)``, with the wait given: a test's gate instead of a
  /// sleep.
  ///
  /// - Parameters:
  ///   - wait: Returns when the check is to run.
  ///   - handler: Called on the main actor with each warning.
  package func reportLifetimeWarnings(
    waiting wait: @escaping @Sendable () async -> Void,
    to handler: @escaping (LifetimeWarning) -> Void
  ) {
    let watch = lifetimeWatch
    let box = LifetimeWarningHandler(handler)
    watch.turnOn()
    core.subscribers.windowClosingObserver = { [weak core] window, subscriptions in
      let sequence = watch.windowClosed(window, ending: subscriptions)
      Task { @MainActor in
        await wait()
        let owners = core?.listenerOwners ?? []
        for warning in watch.takeWarnings(upTo: sequence, listenerOwners: owners) {
          box.handler(warning)
        }
        watch.checkDone()
      }
    }
  }

  /// Returns once the lifetime checks scheduled so far have reported: for a tool (`simulate`)
  /// that shows the warnings of a closing with the closing itself.
  package func lifetimeWarningsReported() async {
    await lifetimeWatch.waitForChecks()
  }
}

/// The handler of a store's lifetime warnings, kept on the main actor, where it is called.
@MainActor
private final class LifetimeWarningHandler {
  let handler: (LifetimeWarning) -> Void

  init(_ handler: @escaping (LifetimeWarning) -> Void) {
    self.handler = handler
  }
}

extension SubscriberList {
  /// Tells the lifetime warnings, when a store reports them, of the subscriptions that a
  /// window's closing ended: called by `removeWindow(_:)`, in debug builds only.
  func reportClosing(
    of window: WindowUUID, ending entries: [Entry],
    locators: [(any ScreenLocating<State>)?]
  ) {
    guard let windowClosingObserver else { return }
    let records = zip(entries, locators).compactMap { entry, locator -> SubscriptionRecord? in
      guard entry.isActive, let object = entry.subscriber else { return nil }
      return SubscriptionRecord(
        object: object, window: window, screen: locator?.subscribedScreen)
    }
    windowClosingObserver(window, records)
  }
}
#endif
