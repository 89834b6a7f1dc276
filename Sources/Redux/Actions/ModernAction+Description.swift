extension ModernAction {
  /// The action's type and case, then its payload, one value a line.
  ///
  /// A case without a payload is written `Type.case`. A case with one is followed by a block with
  /// each value on its own line, indented by three spaces, as `label: value` (`.0`, `.1` for a
  /// value without a label), every line but the last ending with a comma:
  ///
  /// ```
  /// CounterAction.requestInitialValue
  ///
  /// CounterAction.initialValueLoaded {
  ///    initialValue: 3
  /// }
  ///
  /// TabsAction.tabMoved {
  ///    .0: 2,
  ///    to: 5
  /// }
  /// ```
  ///
  /// A single struct without a label (`case loaded(Settings)`) is opened into a line for each of
  /// its stored properties, unless it has none or describes itself (`CustomStringConvertible`,
  /// `CustomDebugStringConvertible`, `TextOutputStreamable`): it then stays whole, `.0: value`.
  /// Values are written as interpolation writes them (`"\(value)"`): a struct inside a value with
  /// its module, `Optional(2)` with its wrapper, a string inside a value with its quotes:
  ///
  /// ```
  /// SettingsAction.loaded {
  ///    settings: Settings(name: "Home", limit: Optional(2))
  /// }
  /// ```
  ///
  /// A type that is not an enum is written as its type name and a block of its stored properties.
  public var description: String {
    reflectedDescription(of: self)
  }
}

/// The default ``ModernAction/description``, which reads the case and its payload by reflection.
///
/// Apart from the default itself, so that ``Action/actionTypeDescription`` can tell an enum that
/// declares its own description (to keep a payload out of logs) from one that has the default.
func reflectedDescription(of action: some ModernAction) -> String {
  do {
    let mirror = Mirror(reflecting: action)
    let typeName = "\(mirror.subjectType)"
    guard mirror.displayStyle == .enum else {
      return block(typeName, lines: labelledLines(mirror))
    }
    // An enum's mirror has a child, labelled with the case's name, only when the case has a
    // payload.
    guard let payload = mirror.children.first, let caseName = payload.label else {
      if describesItself(action) { return typeName }
      return "\(typeName).\(action)"
    }
    return block("\(typeName).\(caseName)", lines: payloadLines(payload.value))
  }
}

/// Swift hands a case's payload over as a tuple when the case has several values or a labelled
/// one, and as the value itself when it has a single value without a label.
private func payloadLines(_ payload: Any) -> [String] {
  let mirror = Mirror(reflecting: payload)
  if mirror.displayStyle == .tuple {
    return labelledLines(mirror)
  }
  if mirror.displayStyle == .struct, !describesItself(payload) {
    let fields = labelledLines(mirror)
    if !fields.isEmpty { return fields }
  }
  return [".0: \(payload)"]
}

/// `label: value` for every labelled child; a tuple's unlabelled elements are labelled `.0`,
/// `.1` by their mirror. Unlabelled children of a custom mirror are left out, as interpolation
/// leaves them out.
private func labelledLines(_ mirror: Mirror) -> [String] {
  mirror.children.compactMap { child in
    child.label.map { label in "\(label): \(child.value)" }
  }
}

private func block(_ head: String, lines: [String]) -> String {
  guard !lines.isEmpty else { return head }
  let body = lines.map { "   \($0)" }.joined(separator: ",\n")
  return "\(head) {\n\(body)\n}"
}

/// Whether interpolation writes the value by the value's own code rather than Swift's default
/// form, which alone names an enum's case. For a modern action that is also
/// `CustomStringConvertible` by this default, interpolating it would call the default again.
private func describesItself(_ value: Any) -> Bool {
  value is any CustomStringConvertible || value is any CustomDebugStringConvertible
    || value is any TextOutputStreamable
}
