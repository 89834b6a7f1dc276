import Redux
import ReduxTesting
import SampleApp
import Testing

/// The settings screen, tested with the kit: its reducer and its controller.
@MainActor
@Suite("Kit: settings")
struct SettingsKitTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  private func showSettings(in window: WindowUUID) -> Action {
    Redux.ScreenAction<AppScreen>(windowUUID: window, actionType: .showScreen, screen: .settings)
  }

  private func settings(_ type: SettingsActionType, from window: WindowUUID) -> Action {
    SettingsAction(windowUUID: window, actionType: type)
  }

  @Test func aChangeIsAppWideButOnlyItsWindowConfirmsIt() {
    let store = TestStore(state: AppState(), reducer: AppState.reducer)
    store.send(showSettings(in: windowA)) {
      $0.activeScreens[.settings, windowA] = .settings(SettingsScreenState(windowUUID: windowA))
    }
    store.send(showSettings(in: windowB)) {
      $0.activeScreens[.settings, windowB] = .settings(SettingsScreenState(windowUUID: windowB))
    }

    store.send(settings(.changeBackgroundColor(.blue), from: windowA)) {
      $0.settings.backgroundColor = .blue
      $0.activeScreens[.settings, windowA] = .settings(
        SettingsScreenState(windowUUID: windowA, confirmation: "Background is now blue"))
    }
    // Only the window that made a change confirms it; A keeps its own confirmation…
    store.send(settings(.changeTextColor(.black), from: windowB)) {
      $0.settings.textColor = .black
      $0.activeScreens[.settings, windowB] = .settings(
        SettingsScreenState(windowUUID: windowB, confirmation: "Text is now black"))
    }
    // …until its next action: the confirmation is transient.
    store.send(showSettings(in: windowA)) {
      $0.activeScreens[.settings, windowA] = .settings(SettingsScreenState(windowUUID: windowA))
    }
    store.finish()
  }

  @Test func theControllerShowsItsScreenRendersAChangeAndClosesIt() {
    let store = TestStore(state: AppState(), reducer: AppState.reducer)
    let settings = SettingsController(windowUUID: windowA, store: store)
    store.receive(ScreenActionType.showScreen, window: windowA) {
      $0.activeScreens[.settings, windowA] = .settings(SettingsScreenState(windowUUID: windowA))
    }
    #expect(settings.renderedText == "Settings: background red, text white")

    settings.backgroundColorTapped(.purple)
    store.receive(SettingsActionType.changeBackgroundColor(.purple)) {
      $0.settings.backgroundColor = .purple
      $0.activeScreens[.settings, windowA] = .settings(
        SettingsScreenState(windowUUID: windowA, confirmation: "Background is now purple"))
    }
    #expect(
      settings.renderedText == "Settings: background purple, text white\nBackground is now purple")

    settings.unsubscribeFromRedux()
    store.receive(ScreenActionType.closeScreen, window: windowA) {
      $0.activeScreens[.settings, windowA] = nil
    }
    store.finish()
  }

  @Test func closingTheWindowReleasesTheController() {
    let store = TestStore(state: AppState(), reducer: AppState.reducer, exhaustivity: .off)
    var settings: SettingsController? = SettingsController(windowUUID: windowA, store: store)
    store.expectReleased(settings!, whenClosing: windowA)
    store.send(WindowAction(windowUUID: windowA, actionType: .closeWindow))
    settings = nil
    store.finish()  // fails if anything still holds the controller
  }

  @Test func everyWindowIsNotifiedOfAnAppWideChange() {
    let store = TestStore(state: AppState(), reducer: AppState.reducer, exhaustivity: .off)
    let colorsInB = StateRecorder(store, window: windowB) {
      $0.select { SettingsControllerState(appState: $0, uuid: windowB).backgroundColor }
    }
    colorsInB.expectNewValues([.red])

    store.send(settings(.changeBackgroundColor(.yellow), from: windowA))
    colorsInB.expectNewValues([.yellow])
    store.send(settings(.changeTextColor(.black), from: windowA))
    colorsInB.expectNoNewValues()
    store.finish()
  }
}
