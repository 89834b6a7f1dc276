import Redux
import Testing

@Suite("ActiveScreensState: windows and screens")
struct ActiveScreensStateTests {
  typealias Screens = ActiveScreensState<TestScreenState>

  let windowA = WindowUUID()
  let windowB = WindowUUID()
  let windowC = WindowUUID()

  @Test func aNewStateHasNoWindows() {
    let state = Screens()
    #expect(state.windowUUIDs.isEmpty)
    #expect(state.screens.isEmpty)
    #expect(!state.isOpen(windowA))
    #expect(!state.isClosed(windowA))
  }

  @Test func showingAScreenInAnUnknownWindowOpensIt() {
    var state = Screens()
    state.reduce(.showScreen(.notes, in: windowA))
    #expect(state.isOpen(windowA))
    #expect(!state.isClosed(windowA))
    #expect(state.windowUUIDs == [windowA])
    #expect(state.screens(in: windowA) == [.notes(NotesScreenState(windowUUID: windowA))])
    #expect(state.isShowing(.notes, in: windowA))
    #expect(!state.isShowing(.counter, in: windowA))
  }

  @Test func showingTheSameScreenTwiceKeepsOne() {
    var state = Screens()
    state.reduce(.showScreen(.counter, in: windowA))
    state.reduce(.increment(in: windowA))
    state.reduce(.showScreen(.counter, in: windowA))
    #expect(state.screens(in: windowA).count == 1)
    // The screen keeps its state; only its transient flag was reset by the second show.
    #expect(
      state.screenState(for: .counter, window: windowA)
        == .counter(
          CounterScreenState(windowUUID: windowA, count: 1, didIncrement: false)))
  }

  @Test func closingAScreenThatIsNotShownChangesNothing() {
    var state = Screens()
    state.reduce(.showScreen(.counter, in: windowA))
    let before = state
    state.reduce(.closeScreen(.notes, in: windowA))
    #expect(state == before)
    state.reduce(.closeScreen(.notes, in: windowB))
    #expect(state == before)
    #expect(!state.isOpen(windowB))
  }

  @Test func aBookkeepingActionThatChangesNoScreenOnlyResetsTheTransientFlagsOfItsWindow() {
    // Like every action for a window, it runs the window's screen reducers, which reset the
    // transient data they do not handle: the result is the same as for an unhandled action.
    var state = Screens.showingEveryScreen(in: [windowA, windowB])
    state.reduce(.closeScreen(.notes, in: windowA))
    state.reduce(.increment(in: windowA))
    state.reduce(.increment(in: windowB))
    var afterNoop = state
    afterNoop.reduce(.noop(in: windowA))
    let actions: [Action] = [
      .closeScreen(.notes, in: windowA), .showScreen(.counter, in: windowA), .openWindow(windowA),
    ]
    for action in actions {
      var reduced = state
      reduced.reduce(action)
      #expect(reduced == afterNoop, "\(action)")
    }
    #expect(afterNoop.screenState(for: .counter, window: windowA)?.isTransientFlagSet == false)
    #expect(afterNoop.screenState(for: .counter, window: windowB)?.isTransientFlagSet == true)
  }

  @Test func closingAScreenRemovesOnlyThatScreen() {
    var state = Screens.showingEveryScreen(in: [windowA, windowB])
    state.reduce(.closeScreen(.notes, in: windowA))
    #expect(state.screens(in: windowA).map(\.associatedAppScreen) == [.counter, .other])
    #expect(state.screens(in: windowB).map(\.associatedAppScreen) == TestScreen.allCases)
    #expect(state.isOpen(windowA))
  }

  @Test func openingAWindowAddsItWithNoScreens() {
    var state = Screens()
    state.reduce(.openWindow(windowA))
    #expect(state.isOpen(windowA))
    #expect(state.windowUUIDs == [windowA])
    #expect(state.screens(in: windowA).isEmpty)
    let before = state
    state.reduce(.openWindow(windowA))
    #expect(state == before)
  }

  @Test func closingAWindowRemovesItAndEveryScreenStateItHad() {
    var state = Screens.showingEveryScreen(in: [windowA, windowB])
    state.reduce(.increment(in: windowA))
    state.reduce(.closeWindow(windowA))
    #expect(!state.isOpen(windowA))
    #expect(state.isClosed(windowA))
    #expect(state.windowUUIDs == [windowB])
    #expect(state.screens(in: windowA).isEmpty)
    #expect(state.screens.allSatisfy { $0.windowUUID == windowB })
    #expect(state.screens.count == 3)
    for screen in TestScreen.allCases {
      #expect(!state.isShowing(screen, in: windowA))
      #expect(state.screenState(for: screen, window: windowA) == nil)
    }
  }

  @Test func closingAWindowThatNeverOpenedMarksItClosed() {
    var state = Screens()
    state.reduce(.closeWindow(windowA))
    #expect(state.isClosed(windowA))
    #expect(!state.isOpen(windowA))
    state.reduce(.showScreen(.counter, in: windowA))
    #expect(!state.isOpen(windowA))
    #expect(state.windowUUIDs.isEmpty)
  }

  @Test func aClosedWindowStaysClosed() {
    var state = Screens.showingEveryScreen(in: [windowA, windowB])
    state.reduce(.closeWindow(windowA))
    let closed = state
    let actions: [Action] = [
      .showScreen(.counter, in: windowA), .openWindow(windowA), .increment(in: windowA),
      .addNote("late", in: windowA), .ping(in: windowA), .noop(in: windowA),
      .closeScreen(.counter, in: windowA), .closeWindow(windowA),
    ]
    for action in actions {
      state.reduce(action)
      #expect(state == closed, "\(action)")
    }
    #expect(state.isClosed(windowA))
    #expect(!state.isOpen(windowA))
  }

  @Test func windowsAreListedInTheOrderTheyOpened() {
    var state = Screens()
    state.reduce(.showScreen(.notes, in: windowB))
    state.reduce(.openWindow(windowA))
    state.reduce(.showScreen(.counter, in: windowC))
    state.reduce(.showScreen(.counter, in: windowB))
    #expect(state.windowUUIDs == [windowB, windowA, windowC])
    state.reduce(.closeWindow(windowA))
    #expect(state.windowUUIDs == [windowB, windowC])
  }

  @Test func theFlatListGoesWindowByWindowInShowingOrder() {
    var state = Screens()
    state.reduce(.showScreen(.other, in: windowB))
    state.reduce(.showScreen(.counter, in: windowA))
    state.reduce(.showScreen(.counter, in: windowB))
    state.reduce(.showScreen(.notes, in: windowA))
    let flat = state.screens.map {
      "\($0.associatedAppScreen)@\($0.windowUUID == windowA ? "A" : "B")"
    }
    #expect(flat == ["other@B", "counter@B", "counter@A", "notes@A"])
    #expect(state.screens(in: windowB).map(\.associatedAppScreen) == [.other, .counter])
  }

  @Test func screenStateForAWindowFindsTheScreenOfThatWindow() {
    var state = Screens.showingEveryScreen(in: [windowA, windowB])
    state.reduce(.increment(in: windowB))
    #expect(
      state.screenState(for: .counter, window: windowA)
        == .counter(
          CounterScreenState(windowUUID: windowA)))
    #expect(
      state.screenState(for: .counter, window: windowB)
        == .counter(
          CounterScreenState(windowUUID: windowB, count: 1, didIncrement: true)))
    #expect(state.screenState(for: .counter, window: windowC) == nil)
  }

  @Test func screenStateWithoutAWindowFindsTheFirstWindowShowingTheScreen() {
    var state = Screens()
    state.reduce(.showScreen(.counter, in: windowA))
    state.reduce(.showScreen(.notes, in: windowB))
    state.reduce(.showScreen(.notes, in: windowC))
    #expect(state.screenState(for: .notes, window: nil)?.windowUUID == windowB)
    #expect(state.screenState(for: .counter, window: nil)?.windowUUID == windowA)
    #expect(state.screenState(for: .other, window: nil) == nil)
    state.reduce(.closeWindow(windowB))
    #expect(state.screenState(for: .notes, window: nil)?.windowUUID == windowC)
  }

  @Test func isShowingIsFalseForAWindowThatIsNotOpen() {
    var state = Screens()
    #expect(!state.isShowing(.counter, in: windowA))
    state.reduce(.showScreen(.counter, in: windowA))
    #expect(state.isShowing(.counter, in: windowA))
    state.reduce(.closeScreen(.counter, in: windowA))
    #expect(!state.isShowing(.counter, in: windowA))
    #expect(state.isOpen(windowA))
  }

  @Test func theValueReducerMatchesReducingInPlace() {
    let actions: [Action] = [
      .showScreen(.counter, in: windowA), .showScreen(.notes, in: windowB),
      .increment(in: windowA), .addNote("x", in: windowB), .closeWindow(windowA),
      .ping(in: .unavailable),
    ]
    var inPlace = Screens()
    var byValue = Screens()
    for action in actions {
      inPlace.reduce(action)
      byValue = Screens.reducer(byValue, action)
    }
    #expect(byValue == inPlace)
    #expect(byValue.windowUUIDs == [windowB])
  }
}
