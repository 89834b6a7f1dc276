import Foundation

/// Tasks that middlewares start on behalf of windows; closing a window cancels its tasks.
///
/// A middleware that starts asynchronous work for a window keeps a `WindowTasks`, runs the work
/// with ``run(in:priority:operation:)`` and reports closed windows with ``windowClosed(_:)``:
///
/// ```swift
/// final class SuggestionMiddleware {
///   private let tasks = WindowTasks()
///
///   lazy var suggestionProvider: Middleware<AppState> = { state, action in
///     switch action.actionType {
///     case TodoListActionType.requestSuggestion:
///       let window = action.windowUUID
///       self.tasks.run(in: window) { [store] in
///         guard let text = try? await service.suggestion(), !Task.isCancelled else { return }
///         store.dispatch(TodoListAction(windowUUID: window, actionType: .suggestionReceived(text)))
///       }
///     case WindowActionType.closeWindow:
///       self.tasks.windowClosed(action.windowUUID)
///     default:
///       break
///     }
///   }
/// }
/// ```
///
/// Cancellation is cooperative: a task learns it was cancelled through `Task.isCancelled` or a
/// cancellation error from what it awaits. A result that still arrives for a closed window is
/// dropped by ``ActiveScreensState``, which ignores every action for a closed window.
///
/// Finished tasks are forgotten at once. Each closed window is remembered (16 bytes), so that
/// work asked for it later is not started.
public final class WindowTasks: @unchecked Sendable {
  // Safety of `@unchecked Sendable`: every stored property except `lock` is read and written
  // only while `lock` is held.
  private let lock = NSLock()
  private var running: [WindowUUID: [Int: Task<Void, Never>]] = [:]
  private var closedWindows: Set<WindowUUID> = []
  private var nextTaskID = 0

  /// Makes an empty set of tasks.
  public init() {}

  /// Starts a task on behalf of a window, unless the window is closed.
  ///
  /// - Parameters:
  ///   - window: The window the work is for. Work for ``WindowUUID/unavailable`` is cancelled
  ///     only when every window closes.
  ///   - priority: The task's priority.
  ///   - operation: The work. It should stop, and dispatch nothing, once cancelled.
  /// - Returns: The task, or `nil` when the window is closed and nothing was started.
  @discardableResult
  public func run(
    in window: WindowUUID,
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never>? {
    lock.withLock {
      guard !closedWindows.contains(window) else { return nil }
      let id = nextTaskID
      nextTaskID += 1
      // The task cannot remove itself before it is registered: `finish` takes the lock this
      // code holds.
      let task = Task(priority: priority) { [weak self] in
        await operation()
        self?.finish(id, in: window)
      }
      running[window, default: [:]][id] = task
      return task
    }
  }

  /// Cancels every task of a window that closed and refuses new work for it.
  ///
  /// For ``WindowUUID/unavailable`` (every window closes), cancels every task.
  ///
  /// - Parameter window: The window that closed.
  public func windowClosed(_ window: WindowUUID) {
    let cancelled: [Task<Void, Never>] = lock.withLock {
      if window.isUnavailable {
        closedWindows.formUnion(running.keys.filter { !$0.isUnavailable })
        defer { running.removeAll() }
        return running.values.flatMap(\.values)
      }
      closedWindows.insert(window)
      return running.removeValue(forKey: window).map { Array($0.values) } ?? []
    }
    for task in cancelled { task.cancel() }
  }

  /// Cancels every running task of a window; the window may start new ones.
  ///
  /// - Parameter window: The window.
  public func cancelTasks(in window: WindowUUID) {
    guard let cancelled = lock.withLock({ running.removeValue(forKey: window) }) else { return }
    for task in cancelled.values { task.cancel() }
  }

  /// The number of tasks of a window that are still running.
  ///
  /// - Parameter window: The window.
  /// - Returns: How many tasks started for the window have neither finished nor been cancelled.
  public func runningCount(in window: WindowUUID) -> Int {
    lock.withLock { running[window]?.count ?? 0 }
  }

  /// Whether a window was reported closed.
  ///
  /// - Parameter window: The window.
  /// - Returns: `true` after ``windowClosed(_:)`` for the window.
  public func isClosed(_ window: WindowUUID) -> Bool {
    lock.withLock { closedWindows.contains(window) }
  }

  private func finish(_ id: Int, in window: WindowUUID) {
    lock.withLock {
      running[window]?[id] = nil
      if running[window]?.isEmpty == true { running[window] = nil }
    }
  }
}
