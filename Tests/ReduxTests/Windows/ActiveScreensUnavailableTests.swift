import Redux
import Testing

@Suite("ActiveScreensState: actions for every window")
struct ActiveScreensUnavailableTests {
  typealias Screens = ActiveScreensState<TestScreenState>

  let windowA = WindowUUID()
  let windowB = WindowUUID()
  let closedWindow = WindowUUID()

  /// Windows A and B are open, A shows the counter, B shows the notes; a third window is closed.
  func makeState() -> Screens {
    var state = Screens()
    state.reduce(.showScreen(.counter, in: windowA))
    state.reduce(.showScreen(.notes, in: windowB))
    state.reduce(.showScreen(.other, in: closedWindow))
    state.reduce(.closeWindow(closedWindow))
    return state
  }

  @Test func showScreenForEveryWindowShowsItInEveryOpenWindow() {
    var state = makeState()
    state.reduce(.showScreen(.other, in: .unavailable))
    #expect(state.screens(in: windowA).map(\.associatedAppScreen) == [.counter, .other])
    #expect(state.screens(in: windowB).map(\.associatedAppScreen) == [.notes, .other])
    #expect(state.screenState(for: .other, window: windowA)?.windowUUID == windowA)
    #expect(state.screenState(for: .other, window: windowB)?.windowUUID == windowB)
    #expect(state.windowUUIDs == [windowA, windowB])
    #expect(!state.isOpen(.unavailable))
    #expect(state.screens(in: closedWindow).isEmpty)
  }

  @Test func showScreenForEveryWindowWithNoWindowOpenChangesNothing() {
    var state = Screens()
    state.reduce(.showScreen(.counter, in: .unavailable))
    #expect(state == Screens())
  }

  @Test func closeScreenForEveryWindowClosesItInEveryOpenWindow() {
    var state = makeState()
    state.reduce(.showScreen(.counter, in: windowB))
    state.reduce(.closeScreen(.counter, in: .unavailable))
    #expect(state.screens(in: windowA).isEmpty)
    #expect(state.screens(in: windowB).map(\.associatedAppScreen) == [.notes])
    #expect(state.windowUUIDs == [windowA, windowB])
  }

  @Test func closeWindowForEveryWindowClosesEveryOpenWindow() {
    var state = makeState()
    state.reduce(.closeWindow(.unavailable))
    #expect(state.windowUUIDs.isEmpty)
    #expect(state.screens.isEmpty)
    #expect(state.isClosed(windowA))
    #expect(state.isClosed(windowB))
    #expect(state.isClosed(closedWindow))
    #expect(!state.isClosed(.unavailable))
    // Windows closed this way stay closed; a new window may still open.
    let newWindow = WindowUUID()
    state.reduce(.showScreen(.counter, in: windowA))
    state.reduce(.showScreen(.counter, in: newWindow))
    #expect(state.windowUUIDs == [newWindow])
  }

  @Test func openWindowForEveryWindowDoesNothing() {
    var state = makeState()
    let before = state
    state.reduce(.openWindow(.unavailable))
    #expect(state == before)
    var empty = Screens()
    empty.reduce(.openWindow(.unavailable))
    #expect(empty == Screens())
    #expect(!empty.isOpen(.unavailable))
  }

  @Test func aScreenActionForEveryWindowReachesTheScreensOfEveryOpenWindow() {
    var state = Screens.showingEveryScreen(in: [windowA, windowB])
    state.reduce(.increment(in: .unavailable))
    for window in [windowA, windowB] {
      #expect(
        state.screenState(for: .counter, window: window)
          == .counter(
            CounterScreenState(windowUUID: window, count: 1, didIncrement: true)))
    }
    state.reduce(.noop(in: .unavailable))
    #expect(state.screens.allSatisfy { !$0.isTransientFlagSet })
    #expect(
      state.screenState(for: .counter, window: windowB)
        == .counter(
          CounterScreenState(windowUUID: windowB, count: 1)))
  }

  @Test func anActionForEveryWindowRunsNoScreenOfAClosedWindow() {
    var state = makeState()
    let recorder = ScreenReducerRecorder()
    recorder.counting { state.reduce(.ping(in: .unavailable)) }
    #expect(recorder.runs(in: closedWindow) == 0)
    #expect(recorder.runs(in: windowA) == 1)
    #expect(recorder.runs(in: windowB) == 1)
    #expect(state.screens(in: closedWindow).isEmpty)
  }
}
