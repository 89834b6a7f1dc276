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

/// An enum action that keeps its password out of its description.
private enum SignInEnumAction: ModernAction {
  case submit(user: String, password: String)
  case cancel

  var description: String {
    switch self {
    case .submit(let user, _):
      "SignInEnumAction.submit {\n   user: \(user),\n   password: <redacted>\n}"
    case .cancel: "SignInEnumAction.cancel"
    }
  }
}

/// An enum action with the reflected description.
private enum SearchEnumAction: ModernAction {
  case query(String)
}

@Suite("Enum action descriptions in logs")
struct EnumActionRedactionTests {
  @Test func anEnumThatDeclaresItsDescriptionIsWrittenWithItOnOneLine() {
    let action = Action(
      SignInEnumAction.submit(user: "ana", password: "hunter2"), windowUUID: .unavailable)
    #expect(
      action.actionTypeDescription == "SignInEnumAction.submit { user: ana, password: <redacted> }")
    #expect(!action.description.contains("hunter2"))
    #expect(
      action.description
        == "Action(SignInEnumAction.submit { user: ana, password: <redacted> }, window: all)")
    #expect(
      Action(SignInEnumAction.cancel, windowUUID: .unavailable).actionTypeDescription
        == "SignInEnumAction.cancel")
  }

  @Test func anEnumWithTheDefaultDescriptionIsWrittenInSwiftsOneLineForm() {
    let action = Action(SearchEnumAction.query("milk"), windowUUID: .unavailable)
    #expect(action.actionTypeDescription == #"SearchEnumAction.query("milk")"#)
  }

  @Test func theLoggerWritesTheDeclaredDescriptionAndNotThePayload() {
    var lines: [String] = []
    let logger = LoggerMiddleware(initialState: 0) { lines.append($0) }
    logger.middleware(
      1, Action(SignInEnumAction.submit(user: "ana", password: "hunter2"), windowUUID: .unavailable)
    )
    #expect(lines.count == 1)
    #expect(lines.allSatisfy { !$0.contains("hunter2") && $0.contains("<redacted>") })
  }
}
