import Redux

extension RecordedAction {
  /// What the inspector's action list shows for the action, such as `showScreen todoList` or
  /// `TodoListAction.add` (see `SessionStep.label`), for tools that list actions, such as
  /// `redux-cli replay --profile`. A payload that does not encode counts as none.
  package var label: String {
    let payload = (try? recordedPayloadJSON()) ?? nil
    return SessionStep.label(
      name: name, typeDescription: typeDescription, isModernAction: isModernAction,
      payload: payload ?? .null)
  }
}
