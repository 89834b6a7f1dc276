import Redux

/// The failure messages of the lifetime checks, built in one place so that their wording stays
/// consistent. The kit's tests check each one's exact text.
enum LifetimeFailure {
  /// A named object is still alive after its window closed or its instance hid.
  ///
  /// - Parameters:
  ///   - description: The object and what it belonged to, such as
  ///     `TodoListController, subscribed to window 1A2B3C4D's todoList`.
  ///   - ending: `the window closed` or `the instance hid`.
  static func stillAlive(_ description: String, after ending: String) -> String {
    "\(description), is still alive after \(ending). Something still holds it: a task, a "
      + "listener's or a middleware's closure that captures it strongly, or the test itself "
      + "(let go of the test's references before checking)."
  }

  /// A named `ListenerHandle`'s listener is still registered.
  static func listenerStillRegistered(named scope: LifetimeScope, after ending: String) -> String {
    "A listener named for \(scope.description) is still registered after \(ending). Remove it "
      + "with `removeListener()`, or tie it to its screen with `linkLifeCycle(to:)`."
  }

  /// A listener linked to an object of the scope is still registered: the object is alive.
  ///
  /// - Parameters:
  ///   - typeName: The type of the object the listener is linked to.
  ///   - scope: What that object belonged to, such as `subscribed to window 1A2B3C4D`.
  ///   - ending: `the window closed` or `the instance hid`.
  static func linkedListenerStillRegistered(
    to typeName: String, scopedTo scope: String, after ending: String
  ) -> String {
    "A listener linked to \(typeName) (\(scope)) is still registered after \(ending), since "
      + "the \(typeName) is still alive."
  }

  /// The store still holds a subscription to the closed window or the hidden instance.
  static func stillSubscribed(
    _ typeName: String, to scope: String, after ending: String
  )
    -> String
  {
    "\(typeName) is still subscribed to \(scope) after \(ending). Unsubscribe it when its "
      + "screen hides (`store.unsubscribe(_:)`)."
  }

  /// A task of the closed window or the hidden instance still runs after its cancellation.
  static func taskIgnoringCancellation(
    _ task: (work: TrackedWork, scope: LifetimeScope, ending: String)
  ) -> String {
    "A task started for \(task.scope.description) is still running after \(task.ending): it "
      + "ignores cancellation. Check `Task.isCancelled`, or await something that stops when "
      + "cancelled."
  }
}
