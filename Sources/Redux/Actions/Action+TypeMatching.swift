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
  /// cast, and the runtime then casts the value from its own type rather than from the
  /// `any ActionType` existential. (For an action type that is a class, the cast always runs,
  /// so that subclasses match.)
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

  /// Whether a type is a class, answered as `type is AnyClass` answers.
  ///
  /// The compiler does not fold `type is AnyClass` even for a concrete type, and the runtime
  /// call it leaves (`swift_isClassType`) ran for every reducer that saw an action. The standard
  /// library's `_canBeClass` is folded to a constant once `T` is known, 0 for a value type and
  /// 1 for a class; only when it cannot tell (2, for a `T` left generic) does the runtime answer.
  ///
  /// - Parameter type: The type.
  /// - Returns: `true` for a class.
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
  /// This value as a `T`, or `nil`: what `as? T` answers.
  ///
  /// Called on an `any ActionType`, it runs with the existential opened, so that the runtime
  /// casts from the value's own type.
  ///
  /// - Parameter type: The type to cast to.
  /// - Returns: The value as a `T`, or `nil`.
  @inlinable
  func cast<T>(to type: T.Type) -> T? {
    self as? T
  }
}
