/// A store that wants to know which work dispatching to it still runs: a ``WindowTasks`` reports
/// its tasks to its store (or ``StoreDispatcher``) if it conforms, as `ReduxTesting`'s `TestStore`
/// and `MockStore` do for tests, and the app's ``Store`` for
/// ``Store/waitForWindowTasks(in:timeout:)``.
///
/// Work *ends* when it has handed its result to the store (``DispatchStore/dispatch(_:)`` has
/// returned) or never will (cancelled, no result, or its runner released); what it dispatched
/// is then the store's to account for. Work is *settled* once its runner no longer counts it as
/// in flight: for a ``WindowTasks`` task, once its result has been reduced and handed to
/// ``WindowTasks/actionReduced(_:in:)``, or once it ended without one. A test store tracks ends;
/// the app's ``Store`` tracks settlements, which follow the order in which it reduces actions.
///
/// A runner reports each piece of work, from any thread, to one tracker: ``workStarted(_:)``
/// once, before the work can end; then its end once, ``workEnded(_:dispatching:to:)`` if it
/// dispatches a result, ``workEnded(_:)`` otherwise; then ``workSettled(_:)`` once, after the
/// end's call has returned (the default does nothing). ``workStarted(_:)`` runs while the runner
/// holds its lock: it must return promptly, run none of the app's code, and not call the runner.
/// Each action the work sends before its result (a ``WindowTaskProgress``) goes through
/// ``workProgressed(_:dispatching:to:)``, so that it travels with its work as the result does.
package protocol WorkTracking: AnyObject, Sendable {
  func workStarted(_ work: TrackedWork)

  func workEnded(_ work: TrackedWork)

  /// A tracker that is `store` takes the result and forgets the work in one step, so that nobody
  /// who has seen the result can still see the work running. The default implementation
  /// dispatches the result to `store`, then calls ``workEnded(_:)``.
  func workEnded(
    _ work: TrackedWork, dispatching result: sending Action, to store: any DispatchStore)

  /// Dispatches to `store` an action the work sends as it goes, before its result; the default
  /// implementation just does that, so a tracker that never drops progress (the app's
  /// ``Store``, which counts settlements) keeps its dispatch path, for one call more.
  ///
  /// A tracker that is `store` decides in one step, under the same lock as its other decisions
  /// about the work, whether it still takes what the work sends: a test store drops the actions
  /// of work the test skipped, as it drops their results. The runner checks that the work is in
  /// flight and not cancelled before the call, not during it, so the call may come after the
  /// work was cancelled, and even after its end was reported; it may also name work that was
  /// reported to another tracker (a ``StoreDispatcher`` connected to another store meanwhile).
  /// A tracker takes the action as ``DispatchStore/dispatch(_:)`` would, unless it dropped that
  /// work.
  func workProgressed(
    _ work: TrackedWork, dispatching progress: sending Action, to store: any DispatchStore)

  func workSettled(_ work: TrackedWork)
}

extension WorkTracking {
  package func workEnded(
    _ work: TrackedWork, dispatching result: sending Action, to store: any DispatchStore
  ) {
    store.dispatch(result)
    workEnded(work)
  }

  package func workProgressed(
    _ work: TrackedWork, dispatching progress: sending Action, to store: any DispatchStore
  ) {
    store.dispatch(progress)
  }

  package func workSettled(_ work: TrackedWork) {}
}
