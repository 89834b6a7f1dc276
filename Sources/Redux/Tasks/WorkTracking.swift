/// A store that wants to know which work that dispatches to it is still running.
///
/// Plumbing between a runner of work and the stores of this package, not for apps: a
/// ``WindowTasks`` tells its store when each task starts and when it ends, if the store (or the
/// ``StoreDispatcher`` it dispatches through) conforms. `ReduxTesting`'s `TestStore` does, so
/// that a test that ends while a fetch is still on its way fails, instead of passing without ever
/// seeing the fetch's result, and so does its `MockStore`, so that a middleware test can wait for
/// the fetch instead of polling. The app's ``Store`` does too, so that an app can wait for its
/// window tasks with ``Store/waitForWindowTasks(in:timeout:)``:
///
/// ```swift
/// let dispatcher = StoreDispatcher()
/// let middleware = SuggestionMiddleware(store: dispatcher, service: service)
/// let store = TestStore(
///   state: AppState(), reducer: AppState.reducer, middlewares: [middleware.provider])
/// dispatcher.connect(to: store)
///
/// store.send(SuggestionAction(windowUUID: window, actionType: .request)) { … }
/// store.finish()  // Fails: a task of window 1A2B3C4D is still running.
/// ```
///
/// Work *ends* when it has handed its result to the store (``DispatchStore/dispatch(_:)`` has
/// returned) or when it will never hand one over: it was cancelled, it returned no result, or
/// its runner was released. From then on, what it dispatched is the store's to account for. Work
/// is *settled* once its runner no longer counts it as in flight: for a task of a
/// ``WindowTasks``, once the store has reduced its result and handed it to the runner
/// (``WindowTasks/actionReduced(_:in:)``), or once it ended without a result, was cancelled, or
/// its runner was released. A test store tracks ends; the app's ``Store`` tracks settlements,
/// which follow the order in which it reduces actions.
///
/// A runner reports every piece of work to one tracker: ``workStarted(_:)`` once, before the work
/// can end, then its end once: ``workEnded(_:dispatching:to:)`` when the work ends by
/// dispatching its result, ``workEnded(_:)`` otherwise; then ``workSettled(_:)`` once, after the
/// call that reported its end has returned. A ``WindowTasks`` calls ``workStarted(_:)`` while it
/// holds its own lock, so that no task can end before its start is known: a conforming type must
/// return promptly, run none of the app's code, and must not call back into the runner from that
/// method.
package protocol WorkTracking: AnyObject, Sendable {
  /// Work that will dispatch to this store has started.
  ///
  /// Called from any thread.
  ///
  /// - Parameters:
  ///   - work: The work; the same object is passed to ``workEnded(_:)`` when it ends.
  func workStarted(_ work: TrackedWork)

  /// Work reported by ``workStarted(_:)`` has ended: its result, if any, has been dispatched.
  ///
  /// Called from any thread, once for each piece of work that started.
  ///
  /// - Parameters:
  ///   - work: The object passed to ``workStarted(_:)``.
  func workEnded(_ work: TrackedWork)

  /// Work reported by ``workStarted(_:)`` ends by dispatching its result to a store.
  ///
  /// A tracker that is that store takes the result and forgets the work in one step, so that
  /// nobody who has seen the result can still see the work running: a test that receives the
  /// result and then checks that nothing runs must never find the work still there. The default
  /// implementation dispatches the result to `store`, then calls ``workEnded(_:)``.
  ///
  /// - Parameters:
  ///   - work: The object passed to ``workStarted(_:)``.
  ///   - result: The action the work returned.
  ///   - store: Where the runner dispatches its results.
  func workEnded(
    _ work: TrackedWork, dispatching result: sending Action, to store: any DispatchStore)

  /// Work whose end was reported is settled: its runner no longer counts it as in flight.
  ///
  /// Called from any thread, once for each piece of work that started, after the call that
  /// reported its end has returned. For work that dispatched a result, it comes once the store
  /// has reduced the result and handed it to the runner, or earlier if the work was cancelled
  /// meanwhile or its runner released. The default implementation does nothing.
  ///
  /// - Parameters:
  ///   - work: The object passed to ``workStarted(_:)``.
  func workSettled(_ work: TrackedWork)
}

extension WorkTracking {
  /// Dispatches the result to `store`, then calls ``workEnded(_:)``.
  ///
  /// - Parameters:
  ///   - work: The object passed to ``workStarted(_:)``.
  ///   - result: The action the work returned.
  ///   - store: Where the runner dispatches its results.
  package func workEnded(
    _ work: TrackedWork, dispatching result: sending Action, to store: any DispatchStore
  ) {
    store.dispatch(result)
    workEnded(work)
  }

  /// Does nothing: a tracker that follows only the ends of work needs no more.
  ///
  /// - Parameters:
  ///   - work: The object passed to ``workStarted(_:)``.
  package func workSettled(_ work: TrackedWork) {}
}
