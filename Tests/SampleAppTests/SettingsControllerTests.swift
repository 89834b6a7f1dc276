import Redux
import ReduxTesting
import SampleApp
import Testing

@MainActor
@Suite("Settings controller")
struct SettingsControllerTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  @Test func theControllerShowsTheScreenAndDispatchesColourChoices() throws {
    let store = MockStore(state: AppState())
    let settings = SettingsController(windowUUID: windowA, store: store)
    let shown = try #require(store.dispatchedActions.first as? Redux.ScreenAction<AppScreen>)
    #expect(shown.actionType as? ScreenActionType == .showScreen)
    #expect(shown.screen == .settings)
    #expect(store.subscriberCount(in: windowA) == 1)
    #expect(settings.renderedText == "Settings: background red, text white")
    store.clearDispatchedActions()

    settings.backgroundColorTapped(.purple)
    settings.textColorTapped(.yellow)

    let actions = store.dispatchedActions.compactMap { $0 as? SettingsAction }
    #expect(actions.count == 2)
    #expect(actions.map(\.windowUUID) == [windowA, windowA])
    #expect(
      actions.map { $0.actionType as? SettingsActionType }
        == [.changeBackgroundColor(.purple), .changeTextColor(.yellow)])

    settings.unsubscribeFromRedux()
    let closed = try #require(store.dispatchedActions.last as? Redux.ScreenAction<AppScreen>)
    #expect(closed.actionType as? ScreenActionType == .closeScreen)
    #expect(closed.screen == .settings)
  }

  @Test func theSelectionCombinesTheAppWideColoursWithTheWindowsConfirmation() {
    var state = AppState(settings: SettingsState(backgroundColor: .black, textColor: .yellow))
    AppState.reducer(
      &state,
      Redux.ScreenAction(windowUUID: windowA, actionType: .showScreen, screen: AppScreen.settings))
    AppState.reducer(
      &state, SettingsAction(windowUUID: windowA, actionType: .changeTextColor(.blue)))

    #expect(
      SettingsControllerState(appState: state, uuid: windowA)
        == SettingsControllerState(
          backgroundColor: .black, textColor: .blue, confirmation: "Text is now blue"))
    #expect(
      SettingsControllerState(appState: state, uuid: windowB)
        == SettingsControllerState(backgroundColor: .black, textColor: .blue))
  }

  @Test func aChangeInOneWindowReachesEveryWindowButOnlyItConfirms() {
    let app = AppHarness()
    let settingsA = SettingsController(windowUUID: windowA, store: app.store)
    let listA = TodoListController(windowUUID: windowA, store: app.store)
    let settingsB = SettingsController(windowUUID: windowB, store: app.store)
    let listB = TodoListController(windowUUID: windowB, store: app.store)

    settingsA.backgroundColorTapped(.blue)

    #expect(
      settingsA.renderedText == "Settings: background blue, text white\nBackground is now blue")
    #expect(settingsB.renderedText == "Settings: background blue, text white")
    #expect(listA.renderedText == "Todos (background blue, text white)\n(no todos)")
    #expect(listB.renderedText == "Todos (background blue, text white)\n(no todos)")
    #expect(settingsA.renderCount == 2)
    #expect(settingsB.renderCount == 2)
    #expect(listA.renderCount == 2)
    #expect(listB.renderCount == 2)

    listA.addTapped(title: "Milk")

    #expect(settingsA.renderedText == "Settings: background blue, text white")
    #expect(settingsA.renderCount == 3)
    #expect(settingsB.renderCount == 2)
    #expect(listA.renderedText == "Todos (background blue, text white)\n1. [ ] Milk")
    #expect(listB.renderCount == 2)

    settingsB.textColorTapped(.black)

    #expect(settingsA.renderedText == "Settings: background blue, text black")
    #expect(settingsB.renderedText == "Settings: background blue, text black\nText is now black")
    #expect(listA.renderedText == "Todos (background blue, text black)\n1. [ ] Milk")
    #expect(listB.renderedText == "Todos (background blue, text black)\n(no todos)")
    #expect(app.store.state.settings == SettingsState(backgroundColor: .blue, textColor: .black))
  }

  @Test func choosingTheCurrentColourAgainConfirmsWithoutRerenderingOtherWindows() {
    let app = AppHarness()
    let settingsA = SettingsController(windowUUID: windowA, store: app.store)
    let settingsB = SettingsController(windowUUID: windowB, store: app.store)

    settingsA.backgroundColorTapped(.red)

    #expect(settingsA.renderedText == "Settings: background red, text white\nBackground is now red")
    #expect(settingsA.renderCount == 2)
    #expect(settingsB.renderCount == 1)
  }
}
