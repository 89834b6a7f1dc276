import Redux
import Testing

@Suite("Editing ActiveScreensState through its subscript")
struct ActiveScreensEditingTests {
  typealias TestScreens = ActiveScreensState<TestScreenState>
  let window = WindowUUID()

  private func showing(_ screen: TestScreen, in window: WindowUUID) -> TestScreens {
    var screens = TestScreens()
    screens.reduce(TestScreenAction(windowUUID: window, actionType: .showScreen, screen: screen))
    return screens
  }

  @Test func settingAStateEqualsReducingToIt() {
    var expected = showing(.counter, in: window)
    var actual = expected
    actual.reduce(Action.increment(in: window))
    expected[.counter, window] = actual[.counter, window]
    #expect(expected == actual)
  }

  @Test func settingAScreenNotShownShowsItAndOpensTheWindow() {
    var edited = TestScreens()
    let shown = showing(.counter, in: window)
    edited[.counter, window] = shown[.counter, window]
    #expect(edited == shown)
    #expect(edited.windowUUIDs == [window])
  }

  @Test func settingNilClosesTheScreen() {
    var screens = showing(.counter, in: window)
    screens[.counter, window] = nil
    #expect(screens.screens(in: window).isEmpty)
    #expect(screens.isOpen(window))
  }

  @Test func aClosedWindowStaysClosed() {
    var screens = showing(.counter, in: window)
    let replacement = screens[.counter, window]
    screens.reduce(WindowAction(windowUUID: window, actionType: .closeWindow))
    let closed = screens
    screens[.counter, window] = replacement
    screens[.counter, .unavailable] = replacement
    #expect(screens == closed)
  }
}
