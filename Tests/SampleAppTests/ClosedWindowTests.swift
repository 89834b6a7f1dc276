import Redux
import SampleApp
import Testing

@MainActor
@Suite("Closed windows")
struct ClosedWindowTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  @Test func controllersOfAClosedWindowHearNothingMore() {
    let app = AppHarness()
    let listA = TodoListController(windowUUID: windowA, store: app.store)
    let settingsA = SettingsController(windowUUID: windowA, store: app.store)
    let exampleA = ExampleController(windowUUID: windowA, store: app.store)
    let listB = TodoListController(windowUUID: windowB, store: app.store)
    listA.addTapped(title: "Milk")
    let renders = [listA.renderCount, settingsA.renderCount, exampleA.renderCount]
    let texts = [listA.renderedText, settingsA.renderedText, exampleA.renderedText]

    app.store.dispatch(WindowAction(windowUUID: windowA, actionType: .closeWindow))
    #expect(app.store.subscriberCount(in: windowA) == 0)
    #expect(app.store.subscriberCount(in: windowB) == 1)

    app.store.dispatch(
      SettingsAction(windowUUID: windowB, actionType: .changeBackgroundColor(.blue)))
    app.store.dispatch(
      SettingsAction(windowUUID: .unavailable, actionType: .changeTextColor(.black)))
    app.store.dispatch(
      Action(TodoListAction.add(title: "Everyone"), windowUUID: .unavailable))
    app.store.dispatch(
      ExampleAction(
        windowUUID: .unavailable, actionType: ExampleActionType.anExampleActionForExample))
    listA.addTapped(title: "Too late")
    settingsA.backgroundColorTapped(.purple)
    exampleA.exampleFunctionThatWillDispatchTheExampleActionForThisExample()

    #expect([listA.renderCount, settingsA.renderCount, exampleA.renderCount] == renders)
    #expect([listA.renderedText, settingsA.renderedText, exampleA.renderedText] == texts)
    #expect(listB.renderedText == "Todos (background blue, text black)\n1. [ ] Everyone")
    #expect(app.store.state.settings == SettingsState(backgroundColor: .blue, textColor: .black))
    #expect(app.store.state.activeScreens.windowUUIDs == [windowB])
    // Telemetry counts the example action for every window, not the one for the closed window.
    #expect(app.telemetry.exampleActionCount == 1)
  }

  @Test func aControllerMadeForAClosedWindowIsNeverUpdated() {
    let app = AppHarness()
    app.store.dispatch(WindowAction(windowUUID: windowA, actionType: .closeWindow))

    let list = TodoListController(windowUUID: windowA, store: app.store)
    app.store.dispatch(
      SettingsAction(windowUUID: .unavailable, actionType: .changeTextColor(.black)))

    #expect(list.renderCount == 0)
    #expect(list.renderedText == "")
    #expect(app.store.subscriberCount(in: windowA) == 0)
    #expect(!app.store.state.activeScreens.isOpen(windowA))
  }
}
