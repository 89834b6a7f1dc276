/// What a window task sends before its last action: progress, partial results.
///
/// A task started with ``WindowTasks/run(in:priority:reporting:)`` is handed one. Each action it
/// sends is dispatched at once, in the order sent, and reduced in the store's order like any
/// other; the task's returned action comes last. Once the task is cancelled (its window closed,
/// its instance hidden, or ``WindowTasks/cancelTasks(in:)``), or once it has returned, what it
/// sends is dropped. Aim each action at its window (and instance), as the task's result is: an
/// action already on its way when the window closes then reaches no screen.
///
/// ```swift
/// tasks.run(in: window) { [service] progress in
///   for await fraction in service.download(file) {
///     progress.send(DownloadAction.progressed(fraction), forWindowUUID: window)
///   }
///   return Action(DownloadAction.finished, windowUUID: window)
/// }
/// ```
public struct WindowTaskProgress: Sendable {
  weak var tasks: WindowTasks?
  let key: TaskKey

  /// Dispatches an action while the task is still in flight; drops it otherwise.
  ///
  /// - Parameter action: The action, handed over.
  public func send(_ action: sending Action) {
    tasks?.send(action, from: key)
  }

  /// Dispatches an enum action for a window as ``send(_:)`` does.
  ///
  /// - Parameters:
  ///   - action: The enum action.
  ///   - windowUUID: The window it is for.
  public func send(_ action: any ModernAction, forWindowUUID windowUUID: WindowUUID) {
    send(Action(action, windowUUID: windowUUID))
  }
}
