import Foundation

/// Tasks that middlewares start on behalf of windows, each counted until the store has reduced
/// its result; closing a window cancels its tasks.
///
/// A middleware that starts asynchronous work for a window keeps a `WindowTasks` made with the
/// store the results go to. It hands every action, with the state the store reduced it to, to
/// ``actionReduced(_:in:)`` before anything else, and starts work with
/// ``run(in:priority:operation:)`` (the operation *returns* the action to dispatch; it does not
/// dispatch it):
///
/// ```swift
/// final class SuggestionMiddleware: Sendable {
///   private let service: SuggestionService
///   private let tasks: WindowTasks
///
///   init(store: any DispatchStore, service: SuggestionService) {
///     self.service = service
///     tasks = WindowTasks(dispatchingResultsTo: store)
///   }
///
///   var suggestionProvider: Middleware<AppState> {
///     { [self] state, action in
///       tasks.actionReduced(action, in: state)
///       switch action.actionType {
///       case TodoListActionType.requestSuggestion:
///         let window = action.windowUUID
///         // One fetch at a time: none is on its way once its result has been reduced.
///         guard tasks.inFlightCount(in: window) == 0 else { return }
///         tasks.run(in: window) { [service] in
///           let result: TodoListActionType
///           do {
///             result = .suggestionReceived(try await service.suggestion())
///           } catch {
///             result = .suggestionFailed("\(error)")
///           }
///           return TodoListAction(windowUUID: window, actionType: result)
///         }
///       default:
///         break
///       }
///     }
///   }
/// }
/// ```
///
/// ## What a caller may rely on
///
/// A task is *in flight* from ``run(in:priority:operation:)`` until the first of:
///
/// - the action its operation returned reaches ``actionReduced(_:in:)``, that is, the store has
///   reduced it and is handing it to the middlewares;
/// - ``cancelTasks(in:)`` for its window, or a ``WindowActionType/closeWindow`` that closes its
///   window reaching ``actionReduced(_:in:)``;
/// - its operation returning `nil`, or returning after the task was cancelled: nothing is
///   dispatched then.
///
/// When the middleware that owns the tasks makes these calls, the first two happen while the
/// store processes an action, so ``inFlightCount(in:)`` changes in the order in which the store
/// reduces actions. A middleware reading it while handling an action therefore sees the result
/// of every task it started as either reduced already (the task is no longer counted) or still
/// to come (it is), never as reduced while the task is still counted: "start unless one is in
/// flight", as above, never drops a request made after the previous result was reduced, and
/// never starts a second task while a result is still on its way. Work whose progress the state
/// shows (a spinner) should return an action for every outcome, failures included: a task whose
/// operation returns `nil` stops counting when it returns, which is not ordered with the store's
/// actions.
///
/// The result is dispatched only if, when the operation returned, the task had not been
/// cancelled (through this object or through the returned `Task`). Cancellation is cooperative:
/// a task learns of it through `Task.isCancelled` or a cancellation error from what it awaits. A
/// result already being dispatched when its task is cancelled is still reduced;
/// ``ActiveScreensState`` ignores it when its window has closed.
///
/// Every window the state knows to have closed refuses new work: ``run(in:priority:operation:)``
/// starts nothing for it. A window is known closed once a `closeWindow` that closed it has
/// reached ``actionReduced(_:in:)``: a `closeWindow` for one window closes that window, and one
/// for ``WindowUUID/unavailable`` closes every window the state then lists as closed
/// (``ActiveScreensState/isClosed(_:)``), whether or not it had a task, and cancels every task.
///
/// The store must hand every action it reduces to the middleware, as ``Store`` does. With a test
/// double that only records dispatched actions, pass a result to ``actionReduced(_:in:)``
/// yourself to end its task.
///
/// Tasks that are no longer in flight are forgotten at once. Each closed window is remembered
/// (16 bytes), as the state remembers it, so that work asked for it later is not started; so is
/// each open window, so that a jump in time that undoes its opening closes it to work even when
/// it had no task.
///
/// Work for one instance of a screen (``run(in:instance:priority:operation:)``) is cancelled
/// when a ``ScreenActionType/closeScreen`` that hid the instance reaches
/// ``actionReduced(_:in:)``, and the instance refuses new work from then on. Its result should
/// be aimed at the instance (``Action/screenInstance``), so that one already on its way when the
/// instance was hidden reaches nothing: a newer instance of the screen has another identity.
///
/// Safety: `@unchecked Sendable` because every stored `var` (`inFlight`, `resultOwners`,
/// `closedWindows`, `openWindows`, `hiddenInstances`, `nextTaskID`) is read and written only
/// while `lock` is
/// held, here and in `WindowTasks+Instances.swift`; `lock` and `store` are constants, and
/// `store` is itself `Sendable`.
public final class WindowTasks: @unchecked Sendable {
  let lock = NSLock()
  private let store: any DispatchStore
  var inFlight: [WindowUUID: [Int: InFlightTask]] = [:]
  /// The task that dispatched each result not yet reduced, by the result's identity. The store
  /// keeps a dispatched action alive until its middlewares have run, so no other action can
  /// have that identity meanwhile.
  private var resultOwners: [ObjectIdentifier: TaskKey] = [:]
  private var closedWindows: Set<WindowUUID> = []
  /// Windows known open: opened by an `openWindow` that reached ``actionReduced(_:in:)``, or
  /// open in the state a jump in time went to. A jump to a state where one is not open closes
  /// it to work, whether or not it had a task.
  private var openWindows: Set<WindowUUID> = []
  /// Instances known to be hidden, which refuse new work.
  var hiddenInstances: Set<ScreenInstanceID> = []
  private var nextTaskID = 0

  /// Makes an empty set of tasks whose results go to a store.
  ///
  /// - Parameters:
  ///   - store: Where the actions the tasks return are dispatched: the app's store, or a
  ///     `StoreDispatcher` connected to it when the middleware is made before the store.
  public init(dispatchingResultsTo store: any DispatchStore) {
    self.store = store
  }

  /// Starts a task on behalf of a window, unless the window is closed.
  ///
  /// ```swift
  /// tasks.run(in: window) { [service] in
  ///   guard let text = try? await service.suggestion() else { return nil }
  ///   return TodoListAction(windowUUID: window, actionType: .suggestionReceived(text))
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
    start(in: window, instance: nil, priority: priority, operation: operation)
  }

  func start(
    in window: WindowUUID,
    instance: ScreenInstanceID?,
    priority: TaskPriority?,
    operation: @escaping @Sendable () async -> sending Action?
  ) -> Task<Void, Never>? {
    lock.withLock {
      guard !closedWindows.contains(window) else { return nil }
      if let instance, hiddenInstances.contains(instance) { return nil }
      let key = TaskKey(window: window, id: nextTaskID)
      nextTaskID += 1
      // The task cannot look itself up before it is registered: `deliver` takes the lock this
      // code holds.
      let task = Task(priority: priority) { [weak self] in
        let result = await operation()
        self?.deliver(result, of: key)
      }
      inFlight[window, default: [:]][key.id] = InFlightTask(task: task, instance: instance)
      return task
    }
  }

  /// Keeps the tasks in step with the store: call it from the middleware, with every action and
  /// the state the store reduced it to, before anything else.
  ///
  /// - When the action is the result a task returned, that task is no longer in flight.
  /// - When it is a ``WindowActionType/closeWindow``, the windows it closed refuse new work from
  ///   now on and their tasks are cancelled: its own window, or, for ``WindowUUID/unavailable``,
  ///   every window `state` lists as closed, and every task.
  /// - When it is a ``ScreenActionType/closeScreen``, the tasks of the instances of its windows
  ///   that `state` no longer shows are cancelled, and those instances, and the one it names,
  ///   refuse new work.
  ///
  /// - When it replaces the windows (``Action/replacesWindows``: a ``TimeTravelAction``, a
  ///   ``RestoreWindowsAction``, or an app's action made with ``Action/init(windowReplacement:)``),
  ///   the windows closed in `state` refuse new work and their tasks are cancelled, as are the
  ///   tasks of instances `state` does not show; windows and instances known closed before stay
  ///   so, even when `state` shows them. A window that is not open in `state` at all (a jump went
  ///   back before its opening, or a restore dropped it) is treated as closed too, whether or not
  ///   it had tasks: its tasks are cancelled and it refuses new work. Windows are known open from
  ///   the `openWindow` actions that reach this method and from the states such actions led to.
  ///
  /// Any other action costs one dictionary lookup, or none while no result is on its way.
  ///
  /// - Parameters:
  ///   - action: The action the store has just reduced.
  ///   - state: The state the store reduced it to, as the middleware receives it.
  public func actionReduced<State: WindowedState>(_ action: Action, in state: State) {
    let identity = ObjectIdentifier(action)
    lock.withLock {
      guard !resultOwners.isEmpty, let key = resultOwners.removeValue(forKey: identity)
      else { return }
      removeTask(key)
    }
    guard action.opensOrClosesWindowsOrScreens else { return }
    if action.replacesWindows {
      closeWindows(closedIn: state)
      hideInstances(after: action, in: state)
      return
    }
    if action.actionType as? ScreenActionType == .closeScreen {
      hideInstances(after: action, in: state)
      return
    }
    guard let windowAction = action as? WindowAction else { return }
    let window = action.windowUUID
    if windowAction.actionType as? WindowActionType == .openWindow, !window.isUnavailable {
      lock.withLock { _ = openWindows.insert(window) }
      return
    }
    guard windowAction.actionType as? WindowActionType == .closeWindow else { return }
    let cancelled: [Task<Void, Never>] = lock.withLock {
      guard window.isUnavailable else {
        closedWindows.insert(window)
        openWindows.remove(window)
        return removeTasks(in: window)
      }
      openWindows.subtract(state.activeScreens.closedWindows.members)
      // Every window the state knows closed, by identity: those that never had a task too.
      closedWindows.formUnion(state.activeScreens.closedWindows.members)
      return Array(inFlight.keys).flatMap { removeTasks(in: $0) }
    }
    for task in cancelled { task.cancel() }
  }

  /// After an action that replaces the windows (a jump in time, a restore), refuses work for
  /// every window closed in the new state and cancels their tasks; windows closed before stay
  /// closed to work, even when open there.
  /// A window known open, or with tasks, that is not open in that state at all (the jump undid
  /// its opening) is closed to work the same way, whether or not it had a task.
  private func closeWindows<State: WindowedState>(closedIn state: State) {
    let screens = state.activeScreens
    let cancelled: [Task<Void, Never>] = lock.withLock {
      closedWindows.formUnion(screens.closedWindows.members)
      let gone = Set(inFlight.keys).union(openWindows).filter {
        !$0.isUnavailable && !screens.isOpen($0)
      }
      closedWindows.formUnion(gone)
      openWindows = Set(screens.windowUUIDs).subtracting(closedWindows)
      return gone.flatMap { removeTasks(in: $0) }
    }
    for task in cancelled { task.cancel() }
  }

  /// Cancels every task of a window; the window may start new ones at once.
  ///
  /// - Parameters:
  ///   - window: The window.
  public func cancelTasks(in window: WindowUUID) {
    let cancelled = lock.withLock { removeTasks(in: window) }
    for task in cancelled { task.cancel() }
  }

  /// The number of tasks of a window that are in flight: started and neither reduced, cancelled
  /// nor ended without a result (see "What a caller may rely on" above).
  ///
  /// - Parameters:
  ///   - window: The window.
  /// - Returns: How many of the window's tasks are in flight.
  public func inFlightCount(in window: WindowUUID) -> Int {
    lock.withLock { inFlight[window]?.count ?? 0 }
  }

  /// Whether a window is known to have closed, so that it refuses new work.
  ///
  /// - Parameters:
  ///   - window: The window.
  /// - Returns: `true` once a `closeWindow` that closed the window has reached
  ///   ``actionReduced(_:in:)``.
  public func isClosed(_ window: WindowUUID) -> Bool {
    lock.withLock { closedWindows.contains(window) }
  }

  /// Dispatches what a task's operation returned, unless the task was cancelled meanwhile.
  private func deliver(_ result: sending Action?, of key: TaskKey) {
    let identity = result.map { ObjectIdentifier($0) }
    let dispatches = lock.withLock { () -> Bool in
      guard inFlight[key.window]?[key.id] != nil else { return false }
      guard let identity, !Task.isCancelled else {
        removeTask(key)
        return false
      }
      inFlight[key.window]?[key.id]?.result = identity
      resultOwners[identity] = key
      return true
    }
    // Outside the lock: a store, or a test double, may call back into this object.
    if dispatches, let result { store.dispatch(result) }
  }

  /// Forgets a task and the result it dispatched. Call it with `lock` held.
  func removeTask(_ key: TaskKey) {
    guard let removed = inFlight[key.window]?.removeValue(forKey: key.id) else { return }
    if let result = removed.result { resultOwners[result] = nil }
    if inFlight[key.window]?.isEmpty == true { inFlight[key.window] = nil }
  }

  /// Forgets every task of a window and returns them, to be cancelled once the lock is released.
  /// Call it with `lock` held.
  private func removeTasks(in window: WindowUUID) -> [Task<Void, Never>] {
    guard let removed = inFlight.removeValue(forKey: window) else { return [] }
    for entry in removed.values {
      if let result = entry.result { resultOwners[result] = nil }
    }
    return removed.values.map(\.task)
  }
}
