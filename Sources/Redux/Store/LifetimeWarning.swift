#if DEBUG
/// Something a closed window left alive, found a short while after the window closed: debug
/// builds only.
///
/// A store reports these to the handler given to
/// `Store.reportLifetimeWarnings(after:to:)`. A `LoggerMiddleware` prints them
/// (``LoggerMiddleware/log(_:)``), and `redux-cli simulate` shows them under its drawing.
/// Release builds have no such type: wrap the code that reads warnings in `#if DEBUG`.
///
/// ```swift
/// #if DEBUG
///   store.reportLifetimeWarnings(to: logger.log)
/// #endif
/// ```
public struct LifetimeWarning: Sendable, Equatable, CustomStringConvertible {
  /// What was left alive.
  public enum Kind: Sendable, Equatable {
    /// An object subscribed to the window is still alive.
    ///
    /// - Parameters:
    ///   - typeName: The object's type, such as `TodoListController`.
    ///   - screen: The screen, or the screen instance, it subscribed to (such as
    ///     `todoList instance #3`); `nil` for the whole window.
    case subscriberAlive(typeName: String, screen: String?)
    /// A task started for the window (or for an instance in it) still runs: it ignores the
    /// cancellation that the window's closing sent it.
    ///
    /// - Parameter instance: The screen instance the task was started for, if any.
    case taskRunning(instance: ScreenInstanceID?)
    /// A listener linked to an object that subscribed to the window is still registered.
    ///
    /// - Parameters:
    ///   - ownerType: The type of the object the listener is linked to.
    ///   - screen: The screen, or the instance, that object subscribed to.
    case listenerRegistered(ownerType: String, screen: String?)
  }

  /// The window that closed.
  public let window: WindowUUID
  /// What it left alive.
  public let kind: Kind

  /// Makes a warning.
  ///
  /// - Parameters:
  ///   - window: The window that closed.
  ///   - kind: What it left alive.
  public init(window: WindowUUID, kind: Kind) {
    self.window = window
    self.kind = kind
  }

  /// The warning in one line, naming the window by its short description, such as
  /// `TodoListController, subscribed to window 1A2B3C4D's todoList, is still alive after the
  /// window closed`.
  public var description: String {
    description(windowName: "window \(window.shortDescription)")
  }

  /// The warning in one line, naming the window as the caller does (`window 2`).
  ///
  /// - Parameter windowName: The window's name.
  /// - Returns: The line.
  public func description(windowName: String) -> String {
    func scope(_ screen: String?) -> String {
      screen.map { "\(windowName)'s \($0)" } ?? windowName
    }
    switch kind {
    case .subscriberAlive(let typeName, let screen):
      return "\(typeName), subscribed to \(scope(screen)), is still alive after the window "
        + "closed"
    case .taskRunning(let instance):
      let owner = instance.map { "\(windowName)'s instance \($0)" } ?? windowName
      return "a task started for \(owner) is still running after the window closed: it "
        + "ignores cancellation"
    case .listenerRegistered(let ownerType, let screen):
      return "a listener linked to \(ownerType) (\(scope(screen))) is still registered after "
        + "the window closed"
    }
  }
}
#endif
