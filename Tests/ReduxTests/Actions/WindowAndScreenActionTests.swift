import Testing

@testable import Redux

private enum DemoScreen: Hashable, Sendable {
  case list
  case detail
}

private typealias ScreenAction = Redux.ScreenAction<DemoScreen>

@Suite("Window and screen actions")
struct WindowAndScreenActionTests {
  let window = WindowUUID(uuidString: "1A2B3C4D-0000-4000-8000-000000000001")!

  @Test func aScreenActionCarriesItsScreenAndWindow() {
    let action = ScreenAction(
      windowUUID: window, actionType: ScreenActionType.showScreen, screen: .detail)
    #expect(action.screen == .detail)
    #expect(action.windowUUID == window)
    #expect(action.actionType as? ScreenActionType == .showScreen)
    #expect(
      action.description == "ScreenAction<DemoScreen>(ScreenActionType.showScreen, "
        + "window: 1A2B3C4D, screen: .detail)")
  }

  @Test func aWindowActionNamesItsWindow() {
    let action = WindowAction(windowUUID: window, actionType: WindowActionType.closeWindow)
    #expect(action.actionType as? WindowActionType == .closeWindow)
    #expect(action.description == "WindowAction(WindowActionType.closeWindow, window: 1A2B3C4D)")
  }

  @Test func reducersMatchTheirCasesThroughTheActionType() {
    let action: Action = ScreenAction(
      windowUUID: window, actionType: ScreenActionType.closeScreen, screen: .list)
    var matched = false
    switch action.actionType {
    case ScreenActionType.closeScreen:
      matched = (action as? ScreenAction)?.screen == .list
    default:
      break
    }
    #expect(matched)
  }
}
