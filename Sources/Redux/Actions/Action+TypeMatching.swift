extension Action {
  /// The action's type as a `T`, or `nil` when it is of another type.
  ///
  /// ```swift
  /// static func reduce(_ state: inout SettingsState, _ action: Action) {
  ///   guard let type = action.actionType(as: SettingsActionType.self) else { return }
  ///   switch type {
  ///   case .changeBackgroundColor(let color): state.backgroundColor = color
  ///   case .changeTextColor(let color): state.textColor = color
  ///   }
  /// }
  /// ```
  ///
  /// It answers what `action.actionType as? T` answers, and costs less for the actions it does not
  /// match, which are most of what a reducer of app-wide state sees: it compares the type of
  /// ``actionType``, found once when the action was made, with `T` before asking the runtime to
  /// cast through the `any ActionType` existential. (For an action type that is a class, the
  /// cast always runs, so that subclasses match.)
  ///
  /// - Parameter type: The action type to match.
  /// - Returns: The action's type, or `nil`.
  @inlinable
  public func actionType<T: ActionType>(as type: T.Type) -> T? {
    // `T.self is AnyClass` is decided by the compiler for a concrete `T`.
    if !(T.self is AnyClass), dynamicActionType != T.self { return nil }
    return actionType as? T
  }
}
