import Redux

extension TestStore {
  /// Names an object that must be gone once `window` has closed: a controller, a view model, a
  /// cache, or a `ListenerHandle`, whose listener must then be removed.
  ///
  /// The store holds the object weakly. Once the window has closed, `finish()` (with
  /// ``lifetimeChecks`` on) or ``checkLifetimes(fileID:filePath:line:column:)`` reports it if it
  /// is still alive, naming its type and what it subscribed to, along with any listener linked
  /// to it (`linkLifeCycle(to:)`) that is still registered. Let go of the test's own references
  /// first, as with XCTest's `addTeardownBlock { [weak object] in XCTAssertNil(object) }`:
  ///
  /// ```swift
  /// var list: TodoListController? = TodoListController(windowUUID: window, store: store)
  /// store.expectReleased(list!, whenClosing: window)
  /// store.skipReceivedActions()
  /// store.send(WindowAction(windowUUID: window, actionType: .closeWindow))
  /// list = nil
  /// store.finish()  // fails if a task or a listener's closure still holds the controller
  /// ```
  ///
  /// - Parameters:
  ///   - object: The object.
  ///   - window: The window it belongs to.
  public func expectReleased(_ object: AnyObject, whenClosing window: WindowUUID) {
    lifetimes.name(object, scope: .window(window))
  }

  /// Names an object that must be gone once a screen instance has hidden (or its window has
  /// closed).
  ///
  /// As ``expectReleased(_:whenClosing:)``, for an object that belongs to one instance of a
  /// screen: the instance is over once the window has shown it and hid it.
  ///
  /// ```swift
  /// store.expectReleased(list!, whenHiding: instance, in: window)
  /// list?.unsubscribeFromRedux()
  /// store.receive(ScreenActionType.closeScreen, window: window) { … }
  /// list = nil
  /// store.finish()
  /// ```
  ///
  /// - Parameters:
  ///   - object: The object.
  ///   - instance: The instance it belongs to.
  ///   - window: The window that shows the instance.
  public func expectReleased(
    _ object: AnyObject, whenHiding instance: ScreenInstanceID, in window: WindowUUID
  ) {
    lifetimes.name(object, scope: .instance(instance, in: window))
  }

  /// Checks now what the windows closed so far, and the instances hidden so far, leave behind,
  /// whatever ``lifetimeChecks`` says.
  ///
  /// It reports, each once:
  /// - an object named with ``expectReleased(_:whenClosing:)`` or
  ///   ``expectReleased(_:whenHiding:in:)`` that is still alive (a named `ListenerHandle`: still
  ///   registered);
  /// - a listener linked (`linkLifeCycle(to:)`) to one of those objects, or to an object that
  ///   subscribed to the closed window or the hidden instance, that is still registered;
  /// - a subscription to a hidden instance, or to a closed window, that is still registered.
  ///
  /// Tasks that ignore their cancellation need time to be told apart from tasks that are
  /// ending: ``checkLifetimes(timeout:fileID:filePath:line:column:)`` waits for them.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call, for failures; leave it out.
  ///   - filePath: The path of the file of the call, for failures; leave it out.
  ///   - line: The line of the call, for failures; leave it out.
  ///   - column: The column of the call, for failures; leave it out.
  public func checkLifetimes(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    report(objectLifetimeFailures(), at: site)
  }

  /// Waits, up to `timeout`, for the tasks that a closed window or a hidden instance cancelled to
  /// return, then checks as ``checkLifetimes(fileID:filePath:line:column:)`` does, and reports
  /// each task still running: it ignores cancellation.
  ///
  /// ```swift
  /// store.send(WindowAction(windowUUID: window, actionType: .closeWindow)) { … }
  /// await store.checkLifetimes(timeout: .seconds(1))
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: The longest the call waits for the cancelled tasks to return.
  ///   - fileID: The file of the call, for failures; leave it out.
  ///   - filePath: The path of the file of the call, for failures; leave it out.
  ///   - line: The line of the call, for failures; leave it out.
  ///   - column: The column of the call, for failures; leave it out.
  public func checkLifetimes(
    timeout: Duration,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await reportTasksIgnoringCancellation(within: timeout, at: site)
    checkLifetimes(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits for the cancelled tasks of closed windows and hidden instances, then reports those
  /// still running.
  func reportTasksIgnoringCancellation(within timeout: Duration, at site: CallSite) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var running = tasksOfEndedScopes()
    // Polled: the operations run on other executors, and a few milliseconds do not matter to a
    // test that ends.
    while !running.isEmpty, clock.now < deadline, !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(5))
      running = tasksOfEndedScopes()
    }
    report(running.map(LifetimeFailure.taskIgnoringCancellation), at: site)
  }

  private func report(_ failures: [String], at site: CallSite) {
    for message in failures where lifetimes.isNew(message) {
      FailureReporter.fail(message, at: site)
    }
  }

  /// The tasks still running whose window has closed or whose instance has hidden, with the
  /// scope that ended.
  private func tasksOfEndedScopes() -> [(work: TrackedWork, scope: LifetimeScope, ending: String)] {
    lifetimes.runningWork.compactMap { work in
      let scope: LifetimeScope =
        work.instance.map { .instance($0, in: work.window) } ?? .window(work.window)
      guard let ending = ending(of: scope) else { return nil }
      return (work, scope, ending)
    }
  }

  /// The failures about objects, listeners and subscriptions, in the order they were found.
  private func objectLifetimeFailures() -> [String] {
    var failures: [String] = []
    let listenerOwners = core.listenerOwners
    // Every ended scope the store has heard of, in the order it first heard of it.
    var scopes: [LifetimeScope] = []
    func note(_ scope: LifetimeScope) {
      if !scopes.contains(scope) { scopes.append(scope) }
    }
    for named in lifetimes.namedObjects { note(named.scope) }
    for record in lifetimes.subscriptions {
      guard let window = record.window, !window.isUnavailable else { continue }
      note(record.screen?.instance.map { .instance($0, in: window) } ?? .window(window))
    }
    for scope in scopes {
      guard let ending = ending(of: scope) else { continue }
      let named = lifetimes.namedObjects.filter { $0.scope == scope }
      for entry in named {
        guard let object = entry.object else { continue }
        if entry.isListener {
          if (object as? ListenerHandle)?.isActive == true {
            failures.append(LifetimeFailure.listenerStillRegistered(named: scope, after: ending))
          }
        } else {
          failures.append(
            LifetimeFailure.stillAlive(description(of: object, named: scope), after: ending))
        }
      }
      // Listeners linked to what belonged to the scope: the named objects, and the subscribers.
      let belonging =
        named.compactMap(\.object)
        + lifetimes.subscriptions.filter { belongs($0, to: scope) }.compactMap(\.object)
      var seen: Set<ObjectIdentifier> = []
      for owner in listenerOwners where belonging.contains(where: { $0 === owner }) {
        guard seen.insert(ObjectIdentifier(owner)).inserted else { continue }
        failures.append(
          LifetimeFailure.linkedListenerStillRegistered(
            to: String(describing: type(of: owner)), scopedTo: scopePhrase(of: owner, named: scope),
            after: ending))
      }
      // Subscriptions the store still holds for the scope.
      for record in core.subscriptions(in: scope.window) where belongs(record, to: scope) {
        failures.append(
          LifetimeFailure.stillSubscribed(record.typeName, to: record.scope(), after: ending))
      }
    }
    return failures
  }

  /// Whether a subscription was made within a scope: to its window (any part of it) for a
  /// window, to the instance for an instance.
  private func belongs(_ record: SubscriptionRecord, to scope: LifetimeScope) -> Bool {
    guard record.window == scope.window else { return false }
    switch scope {
    case .window: return true
    case .instance(let instance, _): return record.screen?.instance == instance
    }
  }

  /// `TodoListController, subscribed to window 1A2B3C4D's todoList instance #3`, or
  /// `Cache, named for window 1A2B3C4D`.
  private func description(of object: AnyObject, named scope: LifetimeScope) -> String {
    "\(String(describing: type(of: object))), \(scopePhrase(of: object, named: scope))"
  }

  /// `subscribed to window 1A2B3C4D's todoList instance #3`, or `named for window 1A2B3C4D`.
  private func scopePhrase(of object: AnyObject, named scope: LifetimeScope) -> String {
    if let record = lifetimes.subscription(of: object) {
      return "subscribed to \(record.scope())"
    }
    return "named for \(scope.description)"
  }

  /// How the scope ended, in words (`the window closed`, `the instance hid`), or `nil` while it
  /// goes on.
  private func ending(of scope: LifetimeScope) -> String? {
    let state = core.state
    if State._isClosed(scope.window, in: state) { return "the window closed" }
    guard case .instance(let instance, let window) = scope,
      let windowed = state as? any WindowedState,
      Self.hasHidden(instance, in: window, of: windowed)
    else { return nil }
    return "the instance hid"
  }

  private static func hasHidden<Windowed: WindowedState>(
    _ instance: ScreenInstanceID, in window: WindowUUID, of state: Windowed
  ) -> Bool {
    state.activeScreens.hasHidden(instance, in: window)
  }
}
