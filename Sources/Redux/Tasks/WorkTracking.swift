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
package protocol WorkTracking: AnyObject, Sendable {
  func workStarted(_ work: TrackedWork)

  func workEnded(_ work: TrackedWork)

  /// A tracker that is `store` takes the result and forgets the work in one step, so that nobody
  /// who has seen the result can still see the work running. The default implementation
  /// dispatches the result to `store`, then calls ``workEnded(_:)``.
  func workEnded(
    _ work: TrackedWork, dispatching result: sending Action, to store: any DispatchStore)

  func workSettled(_ work: TrackedWork)
}

extension WorkTracking {
  package func workEnded(
    _ work: TrackedWork, dispatching result: sending Action, to store: any DispatchStore
  ) {
    store.dispatch(result)
    workEnded(work)
  }

  package func workSettled(_ work: TrackedWork) {}
}
