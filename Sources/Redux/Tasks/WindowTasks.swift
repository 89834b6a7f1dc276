import Foundation

// Safety: `@unchecked Sendable` because every stored `var` (`inFlight`, `resultOwners`,
// `closedWindows`, `openWindows`, `hiddenInstances`, `nextTaskID`) is read and written only
// while `lock` is held, here and in the `WindowTasks+*.swift` extensions (`deinit` reads
// `inFlight` without it: no other reference to the object exists then); `lock`, `store` and
// `tracker` are constants, and `store` and `tracker` are themselves `Sendable`.
/// Tasks that middlewares start on behalf of windows, each counted until the store has reduced
/// its result; closing a window cancels its tasks.
///
/// A middleware keeps a `WindowTasks` made with the store the results go to, hands it every
/// action, with the state the store reduced it to, before anything else
/// (``actionReduced(_:in:)``), and starts work with ``run(in:priority:operation:)``, whose
/// operation *returns* the action to dispatch. See <doc:TyingWorkToAWindow>.
///
/// ## What a caller may rely on
///
/// A task is *in flight* from ``run(in:priority:operation:)`` until the first of:
///
/// - the action its operation returned reaches ``actionReduced(_:in:)``;
/// - ``cancelTasks(in:)`` for its window, `TrackedWork.cancel()` (a test store's plumbing) for
///   the task, or an action reaching ``actionReduced(_:in:)`` that closes its window or hides its
///   instance;
/// - its operation returning `nil`, or returning after the task was cancelled: nothing is
///   dispatched then.
///
/// When the owning middleware makes these calls, the first two happen while the store processes
/// an action, so ``inFlightCount(in:)`` changes in the order the store reduces actions: "start
/// unless one is in flight" neither drops a request made after the previous result was reduced
/// nor starts a second task while a result is on its way. Return an action for every outcome,
/// failures included: a task whose operation returns `nil` stops counting when it returns,
/// unordered with the store's actions.
///
/// Cancellation, through this object or the returned `Task`, is cooperative (`Task.isCancelled`,
/// or a cancellation error from what the task awaits) and drops the task's result; a result
/// already being dispatched is still reduced, and ``ActiveScreensState`` ignores it when its
/// window has closed, or, for a task of an instance of a screen, when the window no longer shows
/// that instance (see ``run(in:instance:priority:operation:)``). A window or instance known
/// closed refuses new work (see ``actionReduced(_:in:)``); each closed or open window is
/// remembered (16 bytes), so that a jump in time that undoes a window's opening closes it to
/// work too.
///
/// The store must hand every action it reduces to the middleware, as ``Store`` does; with a test
/// double that only records actions, pass a result to ``actionReduced(_:in:)`` yourself. The
/// store the results go to, directly or through a ``StoreDispatcher``, is told when each task
/// starts and stops, for ``Store/waitForWindowTasks(in:timeout:)``; `ReduxTesting`'s `TestStore`
/// fails a test that ends while a task still runs (wait with `await store.finish(timeout:)`).
public final class WindowTasks: @unchecked Sendable {
  let lock = NSLock()
  private let store: any DispatchStore
  let tracker: (any WorkTracking)?
  var inFlight: [WindowUUID: [Int: InFlightTask]] = [:]
  /// The task of each dispatched result not yet reduced. The store keeps a dispatched action
  /// alive until its middlewares have run, so no other action can take its identity meanwhile.
  var resultOwners: [ObjectIdentifier: TaskKey] = [:]
  var closedWindows: Set<WindowUUID> = []
  /// Opened by an `openWindow` that reached ``actionReduced(_:in:)``, or open in the state a jump
  /// in time went to; a jump to a state where one is not open closes it to work.
  var openWindows: Set<WindowUUID> = []
  var hiddenInstances: Set<ScreenInstanceID> = []
  private var nextTaskID = 0

  /// Makes an empty set of tasks whose results go to a store.
  ///
  /// - Parameter store: Where the actions the tasks return are dispatched: the app's store, or a
  ///   ``StoreDispatcher`` connected to it when the middleware is made before the store.
  public init(dispatchingResultsTo store: any DispatchStore) {
    self.store = store
    self.tracker = store as? any WorkTracking
  }

  deinit {
    // A task still in flight can no longer dispatch its result: it holds this object weakly.
    // Those that had not handed one over yet end here.
    endWork(of: inFlight.values.flatMap(\.values))
  }

  /// Starts a task on behalf of a window, unless the window is closed.
  ///
  /// ```swift
  /// // For the `TodoListAction.requestSuggestion(request)` the middleware saw:
  /// tasks.run(in: window) { [service] in
  ///   guard let text = try? await service.suggestion() else { return nil }
  ///   let answer = TodoListAction.suggestionReceived(text, request: request)
  ///   return Action(answer, windowUUID: window)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - window: The window the work is for. Work for ``WindowUUID/unavailable`` is cancelled
  ///     only when every window closes.
  ///   - priority: The task's priority.
  ///   - operation: The work. It returns the action to dispatch with its result, or `nil` to
  ///     dispatch nothing. It should stop early once cancelled; what it returns then is dropped.
  /// - Returns: The task, or `nil` when the window is closed and nothing was started. The task
  ///   ends once its result, if any, has been dispatched; the store reduces it later.
  @discardableResult
  public func run(
    in window: WindowUUID,
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async -> sending Action?
  ) -> Task<Void, Never>? {
    start(in: window, instance: nil, priority: priority) { _ in await operation() }
  }

  /// Starts a task on behalf of a window that sends actions as it goes, before its last one;
  /// see ``WindowTaskProgress``.
  ///
  /// - Parameters:
  ///   - window: The window the work is for.
  ///   - priority: The task's priority.
  ///   - operation: The work, handed what sends its progress. It returns its last action, or
  ///     `nil`, as for ``run(in:priority:operation:)``.
  /// - Returns: The task, or `nil` when the window is closed and nothing was started.
  @discardableResult
  public func run(
    in window: WindowUUID,
    priority: TaskPriority? = nil,
    reporting operation: @escaping @Sendable (WindowTaskProgress) async -> sending Action?
  ) -> Task<Void, Never>? {
    start(in: window, instance: nil, priority: priority, operation: operation)
  }

  func start(
    in window: WindowUUID,
    instance: ScreenInstanceID?,
    priority: TaskPriority?,
    operation: @escaping @Sendable (WindowTaskProgress) async -> sending Action?
  ) -> Task<Void, Never>? {
    lock.withLock {
      guard !closedWindows.contains(window) else { return nil }
      if let instance, hiddenInstances.contains(instance) { return nil }
      let key = TaskKey(window: window, id: nextTaskID)
      nextTaskID += 1
      // Reported while the lock is held, so that the task cannot end before its start is known.
      let work = tracker.map { tracker in
        let work = TrackedWork(window: window, instance: instance) { [weak self] in
          self?.cancelTask(key)
        }
        tracker.workStarted(work)
        return work
      }
      // The task cannot look itself up before it is registered: `deliver` takes the lock this
      // code holds.
      let progress = WindowTaskProgress(tasks: self, key: key)
      let task = Task(priority: priority) { [weak self, work] in
        let result = await operation(progress)
        work?.operationReturned()
        self?.deliver(result, of: key)
      }
      inFlight[window, default: [:]][key.id] = InFlightTask(
        task: task, instance: instance, work: work)
      return task
    }
  }

  /// The number of tasks of a window that are in flight: started and neither reduced, cancelled
  /// nor ended without a result (see "What a caller may rely on" above).
  ///
  /// - Parameter window: The window.
  /// - Returns: How many of the window's tasks are in flight.
  public func inFlightCount(in window: WindowUUID) -> Int {
    lock.withLock { inFlight[window]?.count ?? 0 }
  }

  /// Whether a window is known to have closed, so that it refuses new work.
  ///
  /// - Parameter window: The window.
  /// - Returns: `true` once an action that closed the window (a `closeWindow`, or one that
  ///   ``Action/replacesWindows``) has reached ``actionReduced(_:in:)``.
  public func isClosed(_ window: WindowUUID) -> Bool {
    lock.withLock { closedWindows.contains(window) }
  }

  // A progress action is dispatched only while its task is in flight and not cancelled; the
  // check and the dispatch are not one step, so an action sent just before its window closes
  // may be reduced after the close, where, aimed at its window, it reaches no screen, as a
  // result on its way does. Sent by a task of an instance and aimed at no instance, it is tied
  // to that instance, as the task's result is (see `deliver`). A tracker gets it with its work,
  // so that a test store decides, in its own order, to drop what work the test skipped sends,
  // even when the task was cancelled between the check and the dispatch.
  func send(_ action: sending Action, from key: TaskKey) {
    // The task's instance and work while the task is in flight; `nil` once it is not.
    let found: (instance: ScreenInstanceID?, work: TrackedWork?)? = lock.withLock {
      inFlight[key.window].flatMap { $0[key.id] }.map { ($0.instance, $0.work) }
    }
    guard let found, !Task.isCancelled else { return }
    if let instance = found.instance { action.tie(to: instance, in: key.window) }
    guard let work = found.work, let tracker else {
      store.dispatch(action)
      return
    }
    tracker.workProgressed(work, dispatching: action, to: store)
  }

  private func deliver(_ result: sending Action?, of key: TaskKey) {
    let identity = result.map { ObjectIdentifier($0) }
    enum Outcome {
      case forgotten
      case dropped(InFlightTask)
      case handedOver(InFlightTask)
    }
    let outcome = lock.withLock { () -> Outcome in
      guard let entry = inFlight[key.window]?[key.id] else { return .forgotten }
      guard let identity, !Task.isCancelled else {
        return removeTask(key).map(Outcome.dropped) ?? .forgotten
      }
      inFlight[key.window]?[key.id]?.result = identity
      resultOwners[identity] = key
      return .handedOver(entry)
    }
    // Outside the lock: a store, or a test double, may call back into this object.
    switch outcome {
    case .forgotten:
      return
    case .dropped(let entry):
      endWork(of: [entry])
    case .handedOver(let entry):
      guard let result else { return }
      // The result belongs to the instance the work started for, whatever the window shows
      // when the store reduces it.
      if let instance = entry.instance { result.tie(to: instance, in: key.window) }
      guard let work = entry.work, let tracker else {
        store.dispatch(result)
        return
      }
      tracker.workEnded(work, dispatching: result, to: store)
      // The task is settled by whoever comes last: this code, when the task was forgotten (its
      // result reduced, or the task cancelled) while its result was being dispatched; otherwise
      // whoever forgets it later (see `endWork(of:)`). So the tracker hears of the settlement
      // once, after the end.
      let forgotten = lock.withLock { () -> Bool in
        guard inFlight[key.window]?[key.id] != nil else { return true }
        inFlight[key.window]?[key.id]?.handoverReported = true
        return false
      }
      if forgotten { tracker.workSettled(work) }
    }
  }
}
