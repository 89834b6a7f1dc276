extension Action {
  /// Makes the action that carries an enum action to the store, for one window.
  ///
  /// ``DispatchStore/dispatch(_:forWindowUUID:)`` makes it for you; make one directly where an
  /// ``Action`` is needed, for example to send an enum action to a `TestStore`.
  ///
  /// - Parameters:
  ///   - action: The enum action; it becomes the new action's ``actionType``.
  ///   - windowUUID: The window it is for, or ``WindowUUID/unavailable`` for every window.
  public convenience init(_ action: any ModernAction, windowUUID: WindowUUID) {
    self.init(windowUUID: windowUUID, actionType: action)
  }

  /// The enum action this action carries, or `nil` for an action of another kind.
  ///
  /// A reducer or middleware written for ``Action`` handles both kinds with it:
  ///
  /// ```swift
  /// if case .loaded(let todos)? = action.modernAction as? TodoListAction { … }
  /// ```
  public var modernAction: (any ModernAction)? {
    actionType as? any ModernAction
  }
}

extension DispatchStore {
  /// Dispatches an enum action for one window: Firefox's `dispatch(_:forWindowUUID:)`.
  ///
  /// The action goes through the same queue, reducers, middlewares and subscriptions as
  /// ``dispatch(_:)``, in the order of every dispatch, and like it may be called from any thread:
  /// on the main actor, it is processed, with every action it causes, before this call returns.
  ///
  /// ```swift
  /// store.dispatch(TodoListAction.add(title: "Milk"), forWindowUUID: windowUUID)
  /// ```
  ///
  /// - Parameters:
  ///   - action: The enum action.
  ///   - windowUUID: The window it is for, or ``WindowUUID/unavailable`` for every window.
  public func dispatch(_ action: any ModernAction, forWindowUUID windowUUID: WindowUUID) {
    dispatch(Action(action, windowUUID: windowUUID))
  }
}
