extension Action {
  /// The action type as `EnumName.caseName`, for example `TodoActionType.add`, on one line, an
  /// enum action's payload included (its multi-line form is ``ModernAction/description``).
  ///
  /// An enum action whose type declares its own ``ModernAction/description`` is written with it
  /// instead, its lines joined, so that a payload the type leaves out of its description, such as
  /// a password, stays out of every log and test failure that describes the action.
  public var actionTypeDescription: String {
    if let declared = declaredDescription {
      return declared.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
    }
    return "\(type(of: actionType)).\(actionType)"
  }

  /// The description an enum action's type declares, or `nil` when it has the reflected default
  /// (or the action is not an enum action).
  private var declaredDescription: String? {
    guard let modern = actionType as? any ModernAction else { return nil }
    let description = modern.description
    return description == reflectedDescription(of: modern) ? nil : description
  }

  /// The stored properties that subclasses add, as labels and readable values, superclass
  /// fields first.
  ///
  /// Strings are quoted so that an empty string or one with spaces stays visible in logs;
  /// optionals show their value, or `nil`; enum cases start with a dot, as in Swift source.
  public var payloadFields: [(label: String, value: String)] {
    var mirrors: [Mirror] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror, current.subjectType != Action.self {
      mirrors.append(current)
      mirror = current.superclassMirror
    }
    return mirrors.reversed().flatMap { mirror in
      mirror.children.map { child in
        (label: child.label ?? "_", value: Self.readable(child.value))
      }
    }
  }

  private static func readable(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first else { return "nil" }
      return readable(wrapped.value)
    }
    if let string = value as? String {
      return String(reflecting: string)
    }
    if mirror.displayStyle == .enum, !(value is any CustomStringConvertible) {
      return ".\(value)"
    }
    return String(describing: value)
  }
}
