import Testing

@testable import Redux

private enum TodoActionType: ActionType {
  case add
  case rename
}

private class TodoAction: Action {
  let index: Int

  init(index: Int, actionType: TodoActionType, windowUUID: WindowUUID) {
    self.index = index
    super.init(windowUUID: windowUUID, actionType: actionType)
  }
}

private final class RenameTodoAction: TodoAction {
  let title: String
  let note: String?

  init(index: Int, title: String, note: String?, windowUUID: WindowUUID) {
    self.title = title
    self.note = note
    super.init(index: index, actionType: .rename, windowUUID: windowUUID)
  }
}

@Suite("Action descriptions")
struct ActionDescriptionTests {
  let window = WindowUUID(uuidString: "1A2B3C4D-0000-4000-8000-000000000001")!

  @Test func plainActionShowsClassTypeAndWindow() {
    let action = Action(windowUUID: window, actionType: TodoActionType.add)
    #expect(action.description == "Action(TodoActionType.add, window: 1A2B3C4D)")
  }

  @Test func unavailableWindowIsShownAsAll() {
    let action = Action(windowUUID: .unavailable, actionType: TodoActionType.add)
    #expect(action.description == "Action(TodoActionType.add, window: all)")
  }

  @Test func payloadFieldsOfEverySubclassAreListedSuperclassFirst() {
    let action = RenameTodoAction(index: 2, title: "Buy milk", note: nil, windowUUID: window)
    #expect(
      action.description
        == #"RenameTodoAction(TodoActionType.rename, window: 1A2B3C4D, index: 2, "#
        + #"title: "Buy milk", note: nil)"#
    )
    #expect(action.payloadFields.map(\.label) == ["index", "title", "note"])
  }

  @Test func emptyStringsStayVisibleAndOptionalsAreUnwrapped() {
    let action = RenameTodoAction(index: 0, title: "", note: "", windowUUID: window)
    #expect(action.payloadFields.map(\.value) == ["0", #""""#, #""""#])
  }

  @Test func actionTypeDescriptionNamesTheEnumAndCase() {
    let action = Action(windowUUID: window, actionType: TodoActionType.rename)
    #expect(action.actionTypeDescription == "TodoActionType.rename")
  }
}

private final class SignInAction: Action {
  let password: String

  init(password: String, windowUUID: WindowUUID) {
    self.password = password
    super.init(windowUUID: windowUUID, actionType: TodoActionType.add)
  }

  override var description: String {
    "SignInAction(window: \(windowUUID.shortDescription), password: <redacted>)"
  }
}

@Test func subclassesCanKeepSensitivePayloadsOutOfTheirDescription() {
  let action = SignInAction(password: "hunter2", windowUUID: .unavailable)
  #expect(action.description == "SignInAction(window: all, password: <redacted>)")
}
