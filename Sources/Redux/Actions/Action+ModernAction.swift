extension Action {
  /// Makes the action that carries an enum action to the store for one window, as
  /// ``DispatchStore/dispatch(_:forWindowUUID:)`` does; use it where an ``Action`` is needed, such
  /// as a window task's result, or to aim the action at one instance of a screen.
  ///
  /// - Parameters:
  ///   - action: The enum action; it becomes the new action's ``actionType``.
  ///   - windowUUID: The window it is for, or ``WindowUUID/unavailable`` for every window.
  ///   - screenInstance: The instance of a screen it is aimed at, or `nil` for the window's
  ///     first; see ``Action/screenInstance``.
  @inlinable
  public convenience init(
    _ action: any ModernAction, windowUUID: WindowUUID, screenInstance: ScreenInstanceID? = nil
  ) {
    self.init(windowUUID: windowUUID, screenInstance: screenInstance, actionType: action)
  }

  /// The enum action this action carries, or `nil` for an action of another kind, so that a
  /// reducer or middleware written for ``Action`` handles both kinds:
  ///
  /// ```swift
  /// if case .restore(let todos)? = action.modernAction as? TodoListAction { … }
  /// ```
  public var modernAction: (any ModernAction)? {
    actionType as? any ModernAction
  }
}

extension DispatchStore {
  /// Dispatches an enum action for one window: Firefox's `dispatch(_:forWindowUUID:)`.
  ///
  /// The action goes through the same queue, reducers, middlewares and subscriptions as
  /// ``dispatch(_:)``, in the order of every dispatch. It may be called from anywhere: where and
  /// when the action is processed follows the rules of ``dispatch(_:)``.
  ///
  /// - Parameters:
  ///   - action: The enum action.
  ///   - windowUUID: The window it is for, or ``WindowUUID/unavailable`` for every window.
  @inlinable
  public func dispatch(_ action: any ModernAction, forWindowUUID windowUUID: WindowUUID) {
    dispatch(Action(action, windowUUID: windowUUID))
  }
}
