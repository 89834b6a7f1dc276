/// Firefox's modern middleware: the new state, an enum action, and the window it was dispatched
/// for. Install one as it is with ``StateType/middleware(modern:)``.
public typealias ModernMiddleware<State> = (State, any ModernAction, WindowUUID) -> Void

extension StateType {
  /// A middleware that receives its own enum action and the window, with no cast in the app's
  /// code; it is not called for actions of any other type.
  ///
  /// ```swift
  /// lazy var provider: Middleware<AppState> = AppState.middleware(
  ///   handling: TodoListAction.self
  /// ) { [weak self] state, action, window in
  ///   guard case .requestSuggestion = action else { return }
  ///   self?.fetchSuggestion(for: window)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionType: The enum this middleware handles.
  ///   - body: Called with the new state, the action and its window.
  /// - Returns: The middleware.
  @inlinable
  public static func middleware<A: ModernAction>(
    handling actionType: A.Type,
    _ body: @escaping (_ state: Self, _ action: A, _ window: WindowUUID) -> Void
  ) -> Middleware<Self> {
    { state, action in
      guard let typed = action.actionType(as: A.self) else { return }
      body(state, typed, action.windowUUID)
    }
  }

  /// Installs Firefox's modern middleware as it is: called for every enum action, with its
  /// window; class actions do not reach it.
  ///
  /// - Parameter body: The modern middleware.
  /// - Returns: The middleware.
  @inlinable
  public static func middleware(modern body: @escaping ModernMiddleware<Self>) -> Middleware<Self> {
    { state, action in
      guard let modernAction = action.modernAction else { return }
      body(state, modernAction, action.windowUUID)
    }
  }
}
