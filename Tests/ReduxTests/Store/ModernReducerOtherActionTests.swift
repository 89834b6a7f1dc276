import Redux
import Testing

// What the three reducers made from an enum do with an action that is not theirs: the typed
// `reducer(handling:)` returns `defaultState(from:)`, which clears transient fields, while
// `inPlaceReducer(handling:)` and `reducer(modern:)` leave the state exactly as it is. The
// article "Enum Actions" and the reducers' documentation say so.

private enum ToastListAction: ModernAction, Equatable {
  case add(String)
}

private enum UnrelatedEnumAction: ModernAction {
  case ping
}

private enum UnrelatedClassActionType: ActionType {
  case tap
}

/// A list with a one-shot toast: set by `add`, cleared by `defaultState(from:)`.
private struct ToastListState: StateType {
  var items: [String] = []
  var showsAddedToast = false

  static func defaultState(from state: ToastListState) -> ToastListState {
    ToastListState(items: state.items, showsAddedToast: false)
  }

  static let typedReducer: Reducer<Self> = reducer(handling: ToastListAction.self) {
    state, action, _ in
    switch action {
    case .add(let title): ToastListState(items: state.items + [title], showsAddedToast: true)
    }
  }

  static let typedInPlaceReducer: InPlaceReducer<Self> = inPlaceReducer(
    handling: ToastListAction.self
  ) { state, action, _ in
    switch action {
    case .add(let title):
      state.items.append(title)
      state.showsAddedToast = true
    }
  }

  /// Firefox's modern reducer, installed as it is: it sees every enum action, and itself returns
  /// the default state for another enum's.
  static let modernReducer: Reducer<Self> = reducer(modern: { state, action, _ in
    guard case ToastListAction.add(let title) = action else { return defaultState(from: state) }
    return ToastListState(items: state.items + [title], showsAddedToast: true)
  })
}

@Suite("Enum reducers and other actions")
struct ModernReducerOtherActionTests {
  let window = WindowUUID()

  /// An action of neither the list's enum nor any enum, and one of another enum.
  private var otherActions: [Action] {
    [
      Action(windowUUID: window, actionType: UnrelatedClassActionType.tap),
      Action(UnrelatedEnumAction.ping, windowUUID: window),
    ]
  }

  private var toastShown: ToastListState {
    ToastListState(items: ["Milk"], showsAddedToast: true)
  }

  @Test func theTypedReducerReturnsTheDefaultStateForEveryOtherAction() {
    let added = ToastListState.typedReducer(
      ToastListState(), Action(ToastListAction.add("Milk"), windowUUID: window))
    #expect(added == toastShown)
    for action in otherActions {
      #expect(
        ToastListState.typedReducer(added, action)
          == ToastListState(items: ["Milk"], showsAddedToast: false),
        "\(action) clears the toast")
    }
  }

  @Test func theInPlaceReducerLeavesTheStateAsItIsForEveryOtherAction() {
    var state = ToastListState()
    ToastListState.typedInPlaceReducer(
      &state, Action(ToastListAction.add("Milk"), windowUUID: window))
    #expect(state == toastShown)
    for action in otherActions {
      ToastListState.typedInPlaceReducer(&state, action)
      #expect(state == toastShown, "\(action) keeps the toast")
    }
  }

  @Test func theModernReducerLeavesTheStateAsItIsForAClassAction() {
    let added = ToastListState.modernReducer(
      ToastListState(), Action(ToastListAction.add("Milk"), windowUUID: window))
    #expect(added == toastShown)
    // A class action never reaches the modern reducer, and keeps the toast; another enum's
    // action reaches it, and it clears the toast itself.
    let afterClassAction = ToastListState.modernReducer(
      added, Action(windowUUID: window, actionType: UnrelatedClassActionType.tap))
    #expect(afterClassAction == toastShown)
    let afterOtherEnum = ToastListState.modernReducer(
      added, Action(UnrelatedEnumAction.ping, windowUUID: window))
    #expect(afterOtherEnum == ToastListState(items: ["Milk"], showsAddedToast: false))
  }
}
