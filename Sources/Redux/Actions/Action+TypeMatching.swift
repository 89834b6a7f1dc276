extension Action {
  /// The action's type as a `T`, or `nil` when it is of another type.
  ///
  /// ```swift
  /// static func reduce(_ state: inout SettingsState, _ action: Action) {
  ///   guard let type = action.actionType(as: SettingsActionType.self) else { return }
  ///   switch type { case .changeTextColor(let color): state.textColor = color }
  /// }
  /// ```
  ///
  /// It answers what `action.actionType as? T` answers, at less cost for the actions it does not
  /// match, most of what a reducer of app-wide state sees: it compares `T` with the type of
  /// ``actionType`` found when the action was made before asking the runtime to cast, and the
  /// runtime casts from the value's own type rather than from the `any ActionType` existential.
  /// (For an action type that is a class, the cast always runs, so that subclasses match.)
  ///
  /// - Parameter type: The action type to match.
  /// - Returns: The action's type, or `nil`.
  @inlinable
  public func actionType<T: ActionType>(as type: T.Type) -> T? {
    if !Self.isClass(T.self), heldActionType != T.self { return nil }
    // Opened, the existential's value is cast from its own type: for a match, the runtime
    // finds the two types identical and copies the value, without first looking inside the
    // existential for what it holds.
    return actionType.cast(to: T.self)
  }

  /// Answers as `type is AnyClass`, which the compiler does not fold even for a concrete type: its
  /// runtime call (`swift_isClassType`) ran for every reducer that saw an action. `_canBeClass`
  /// is folded once `T` is known (0 for a value type, 1 for a class); only for a `T` left generic
  /// (2) does the runtime answer.
  @inlinable
  static func isClass<T>(_ type: T.Type) -> Bool {
    switch _canBeClass(type) {
    case 0: return false
    case 1: return true
    default: return type is AnyClass
    }
  }
}

extension ActionType {
  /// `as? T`, run with the existential opened when called on an `any ActionType`, so that the
  /// runtime casts from the value's own type.
  @inlinable
  func cast<T>(to type: T.Type) -> T? {
    self as? T
  }
}
