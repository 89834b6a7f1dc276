import Redux
import Testing

@Suite("Screens of one window are isolated from the others")
struct WindowIsolationTests {
  typealias Screens = ActiveScreensState<TestScreenState>

  let windows = makeWindows(3)
  var windowA: WindowUUID { windows[0] }
  var windowB: WindowUUID { windows[1] }
  var windowC: WindowUUID { windows[2] }

  /// Three windows showing every screen, each with its counter's transient flag set by an
  /// increment for that window.
  func makeStateWithTransientFlagsSet() -> Screens {
    var state = Screens.showingEveryScreen(in: windows)
    for window in windows {
      state.reduce(.increment(in: window))
    }
    return state
  }

  @Test func anActionForOneWindowLeavesTheOtherWindowsExactlyEqual() {
    var state = makeStateWithTransientFlagsSet()
    let screensOfB = state.screens(in: windowB)
    let screensOfC = state.screens(in: windowC)
    #expect(screensOfB.contains { $0.isTransientFlagSet })
    #expect(screensOfC.contains { $0.isTransientFlagSet })
    for action: Action in [
      .increment(in: windowA), .addNote("a", in: windowA), .ping(in: windowA),
      .noop(in: windowA), .closeScreen(.other, in: windowA), .showScreen(.other, in: windowA),
      .closeWindow(windowA),
    ] {
      state.reduce(action)
      #expect(state.screens(in: windowB) == screensOfB, "\(action)")
      #expect(state.screens(in: windowC) == screensOfC, "\(action)")
    }
  }

  @Test func anActionForOneWindowChangesOnlyThatWindow() {
    var state = makeStateWithTransientFlagsSet()
    state.reduce(.addNote("hello", in: windowA))
    #expect(
      state.screenState(for: .notes, window: windowA)
        == .notes(
          NotesScreenState(windowUUID: windowA, notes: ["hello"], didAddNote: true)))
    // Window A's counter lost its transient flag; B's still has it.
    #expect(
      state.screenState(for: .counter, window: windowA)
        == .counter(
          CounterScreenState(windowUUID: windowA, count: 1, didIncrement: false)))
    #expect(
      state.screenState(for: .counter, window: windowB)
        == .counter(
          CounterScreenState(windowUUID: windowB, count: 1, didIncrement: true)))
    #expect(
      state.screenState(for: .notes, window: windowB)
        == .notes(
          NotesScreenState(windowUUID: windowB)))
  }

  @Test func aTransientFlagIsResetByTheNextActionOfItsWindowThatTheScreenDoesNotHandle() {
    var state = Screens.showingEveryScreen(in: [windowA, windowB])
    state.reduce(.ping(in: windowA))
    #expect(state.screenState(for: .other, window: windowA)?.isTransientFlagSet == true)
    // An action for another window does not reset it.
    state.reduce(.noop(in: windowB))
    #expect(state.screenState(for: .other, window: windowA)?.isTransientFlagSet == true)
    // The next action of its own window that it does not handle does.
    state.reduce(.increment(in: windowA))
    #expect(
      state.screenState(for: .other, window: windowA)
        == .other(
          OtherScreenState(windowUUID: windowA, pings: 1, wasPinged: false)))
    #expect(state.screenState(for: .counter, window: windowA)?.isTransientFlagSet == true)
  }

  @Test func aTransientFlagIsResetByAnActionForEveryWindow() {
    var state = Screens.showingEveryScreen(in: [windowA, windowB])
    state.reduce(.ping(in: windowA))
    state.reduce(.noop(in: .unavailable))
    #expect(state.screens.allSatisfy { !$0.isTransientFlagSet })
    #expect(
      state.screenState(for: .other, window: windowA)
        == .other(
          OtherScreenState(windowUUID: windowA, pings: 1)))
  }

  @Test func aTransientFlagSurvivesActionsForWindowsThatAreClosedOrUnknown() {
    var state = Screens.showingEveryScreen(in: [windowA, windowB])
    state.reduce(.closeWindow(windowB))
    state.reduce(.addNote("kept", in: windowA))
    let before = state
    state.reduce(.noop(in: windowB))
    state.reduce(.noop(in: windowC))
    #expect(state == before)
    #expect(state.screenState(for: .notes, window: windowA)?.isTransientFlagSet == true)
  }
}

@Suite("Screen reducers run for their own window only")
struct ScreenReducerCountTests {
  typealias Screens = ActiveScreensState<TestScreenState>

  let windows = makeWindows(8)

  @Test func anActionForOneWindowRunsExactlyThatWindowsScreens() {
    var state = Screens.showingEveryScreen(in: windows)
    let recorder = ScreenReducerRecorder()
    recorder.counting { state.reduce(.increment(in: windows[3])) }
    #expect(recorder.totalRuns == 3)
    #expect(recorder.runs(in: windows[3]) == 3)
    #expect(recorder.windows == [windows[3]])
    #expect(recorder.screens(in: windows[3]) == TestScreen.allCases)
  }

  @Test func anActionForEveryWindowRunsEveryScreenOfEveryOpenWindowOnce() {
    var state = Screens.showingEveryScreen(in: windows)
    let recorder = ScreenReducerRecorder()
    recorder.counting { state.reduce(.noop(in: .unavailable)) }
    #expect(recorder.totalRuns == 3 * windows.count)
    for window in windows {
      #expect(recorder.runs(in: window) == 3)
    }
  }

  @Test func screenActionsRunTheScreensOfTheirWindowAfterTheBookkeeping() {
    var state = Screens.showingEveryScreen(in: windows)
    let recorder = ScreenReducerRecorder()
    recorder.counting { state.reduce(.closeScreen(.notes, in: windows[0])) }
    #expect(recorder.totalRuns == 2)
    #expect(recorder.screens(in: windows[0]) == [.counter, .other])
    recorder.reset()
    recorder.counting { state.reduce(.showScreen(.notes, in: windows[0])) }
    #expect(recorder.screens(in: windows[0]) == [.counter, .other, .notes])
    recorder.reset()
    recorder.counting { state.reduce(.closeScreen(.notes, in: .unavailable)) }
    #expect(recorder.totalRuns == 2 * windows.count)
  }

  @Test func windowActionsRunNoScreenReducerOfOtherWindows() {
    var state = Screens.showingEveryScreen(in: windows)
    let recorder = ScreenReducerRecorder()
    let newWindow = WindowUUID()
    recorder.counting {
      state.reduce(.openWindow(newWindow))
      state.reduce(.closeWindow(windows[1]))
    }
    #expect(recorder.totalRuns == 0)
    recorder.counting { state.reduce(.closeWindow(.unavailable)) }
    #expect(recorder.totalRuns == 0)
    #expect(state.windowUUIDs.isEmpty)
  }

  @Test func anActionForAClosedOrUnknownWindowRunsNoScreenReducer() {
    var state = Screens.showingEveryScreen(in: windows)
    state.reduce(.closeWindow(windows[2]))
    let recorder = ScreenReducerRecorder()
    recorder.counting {
      state.reduce(.increment(in: windows[2]))
      state.reduce(.increment(in: WindowUUID()))
    }
    #expect(recorder.totalRuns == 0)
  }

  @MainActor
  @Test func aStoreWithTheInPlaceReducerRunsTheSameCounts() {
    var appState = TestAppState()
    appState.activeScreens = Screens.showingEveryScreen(in: windows)
    let store = Store(state: appState, reducer: TestAppState.reducer)
    let recorder = ScreenReducerRecorder()
    recorder.counting { store.dispatch(.addNote("n", in: windows[5])) }
    #expect(recorder.totalRuns == 3)
    #expect(recorder.runs(in: windows[5]) == 3)
    recorder.reset()
    recorder.counting { store.dispatch(.setTheme(.dark, from: .unavailable)) }
    #expect(recorder.totalRuns == 3 * windows.count)
    #expect(store.state.theme == .dark)
  }
}
