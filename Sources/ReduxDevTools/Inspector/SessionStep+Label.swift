extension SessionStep {
  /// What the page's action list shows for the step: short enough for its row, and different
  /// for actions that do different things.
  ///
  /// - an action that names a screen (a `ScreenAction`, whose payload holds `screen`): its case
  ///   and its screen, `showScreen todoList`;
  /// - an enum action (a `ModernAction`): its recording name and case, `TodoListAction.add`;
  /// - any other action: its recorded name without generic arguments, then its case,
  ///   `TodoListAction add`, `WindowAction openWindow`.
  ///
  /// The case is the last part of the action type the recording names
  /// (`ScreenActionType.showScreen`), or, for a recording without it, the one key of the
  /// payload or of its `actionType` when that holds one object, as Swift encodes an enum's
  /// case (`{"openWindow":{}}`).
  package var label: String {
    Self.label(
      name: name, typeDescription: typeDescription, isModernAction: isModernAction,
      payload: payload)
  }

  /// The label of an action with this name, type, kind and payload; see ``label``.
  ///
  /// - Parameters:
  ///   - name: The action's recorded name.
  ///   - typeDescription: Its action type's case, if the recording names it.
  ///   - isModernAction: Whether it is an enum action.
  ///   - payload: Its recorded payload.
  /// - Returns: The row's label.
  package static func label(
    name: String, typeDescription: String?, isModernAction: Bool, payload: JSONValue
  ) -> String {
    let baseName = baseName(of: name)
    let caseName = typeDescription.map { String($0.split(separator: ".").last ?? "") }
    if let screen = payload["screen"]?.stringValue {
      let kind = caseName ?? payload["actionType"].flatMap(Self.enumCase) ?? baseName
      return "\(kind) \(screen)"
    }
    let kind = caseName ?? Self.enumCase(of: payload)
    if isModernAction {
      return typeDescription ?? kind.map { "\(baseName).\($0)" } ?? baseName
    }
    return kind.map { "\(baseName) \($0)" } ?? baseName
  }

  /// The recorded name without its generic arguments: `ScreenAction` for
  /// `ScreenAction<AppScreen>`.
  private static func baseName(of name: String) -> String {
    guard let bracket = name.firstIndex(of: "<"), bracket > name.startIndex else { return name }
    return String(name[..<bracket])
  }

  /// The case of a value encoded as Swift encodes an enum: an object of one member whose value
  /// is an object (`{"add":{"title":"Buy milk"}}`, `{"openWindow":{}}`).
  private static func enumCase(of value: JSONValue) -> String? {
    guard case .object(let members) = value, members.count == 1, let (key, inner) = members.first,
      case .object = inner
    else { return nil }
    return key
  }
}
