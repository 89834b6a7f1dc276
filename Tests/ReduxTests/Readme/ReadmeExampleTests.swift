import Redux
import ReduxTesting
import Testing

// The README's "A feature in a minute" and "Test it headless", kept compiling and behaving as
// the README says.

private enum ReadmeCounterActionType: ActionType {
  case increment
}

private struct ReadmeCounterState: ScreenState {
  let windowUUID: WindowUUID
  var count = 0
  var didJustChange = false

  static func defaultState(from state: ReadmeCounterState) -> ReadmeCounterState {
    ReadmeCounterState(windowUUID: state.windowUUID, count: state.count)
  }

  static let reducer: Reducer<Self> = { state, action in
    guard action.windowUUID == .unavailable || action.windowUUID == state.windowUUID else {
      return state
    }
    switch action.actionType {
    case ReadmeCounterActionType.increment:
      return ReadmeCounterState(
        windowUUID: state.windowUUID, count: state.count + 1, didJustChange: true)
    default:
      return defaultState(from: state)
    }
  }
}

@MainActor
private final class ReadmeCounterController: StoreSubscriber {
  private(set) var text = ""
  private(set) var renders = 0

  func newState(state: Int) {
    renders += 1
    text = "Count: \(state)"
  }
}

@MainActor
@Test func theReadmeFeatureWorksAsDescribed() {
  let window = WindowUUID()
  let store = Store(
    state: ReadmeCounterState(windowUUID: window), reducer: ReadmeCounterState.reducer)
  let controller = ReadmeCounterController()
  store.subscribe(controller) { $0.select(\.count) }
  store.dispatch(Action(windowUUID: window, actionType: ReadmeCounterActionType.increment))
  #expect(controller.text == "Count: 1")
  #expect(store.state.didJustChange)
  store.dispatch(Action(windowUUID: WindowUUID(), actionType: ReadmeCounterActionType.increment))
  #expect(store.state.count == 1)
  #expect(controller.renders == 2)
}

@MainActor
@Test func theReadmeHeadlessTestPasses() {
  let window = WindowUUID()
  let store = TestStore(
    state: ReadmeCounterState(windowUUID: window), reducer: ReadmeCounterState.reducer)
  store.send(Action(windowUUID: window, actionType: ReadmeCounterActionType.increment)) {
    $0.count = 1
    $0.didJustChange = true
  }
  store.send(Action(windowUUID: WindowUUID(), actionType: ReadmeCounterActionType.increment))
  store.finish()
}
