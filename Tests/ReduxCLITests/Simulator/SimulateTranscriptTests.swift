import Foundation
import ReduxCLIKit
import Testing

/// Whole sessions: a script in, the exact output out, windows, log lines and errors included.
@MainActor
@Suite("simulate transcripts")
struct SimulateTranscriptTests {
  @Test func drawsTheWindowsAndLogsEachStepOfAScript() async throws {
    let run = try await SimulateHarness.runScript(
      """
      # Two windows, one store
      open todoList
      open todoList settings

      todo add 1 Buy milk
      settings text black 2
      hide 2 todoList
      windows
      """)
    #expect(run.status == .success)
    #expect(run.console.errors.isEmpty)
    #expect(
      run.console.output == """
        > open todoList
        ┌─ window 1 · BFF833EE ──────────────┐
        ├─ todoList ─────────────────────────┤
        │ Todos (background red, text white) │
        │ (no todos)                         │
        └────────────────────────────────────┘
          WindowAction(WindowActionType.openWindow, window: BFF833EE)
            activeScreens.screensByWindow[BFF833EE]: (none) → []
            activeScreens.openWindows[0]: (none) → BFF833EE
          ScreenAction<AppScreen>(ScreenActionType.showScreen, window: BFF833EE, screen:
              .todoList)
            activeScreens.screensByWindow[BFF833EE][0]: (none) →
                .todoList(TodoListState(windowUUID: BFF833EE, items: [], nextItemID: 1,
                suggestion: nil, isFetchingSuggestion: false, rejection: nil,
                suggestionError: nil))

        > open todoList settings
        ┌─ window 1 · BFF833EE ──────────────┐ ┌─ window 2 · 69AADA28 ───────────────┐
        ├─ todoList ─────────────────────────┤ ├─ todoList ──────────────────────────┤
        │ Todos (background red, text white) │ │ Todos (background red, text white)  │
        │ (no todos)                         │ │ (no todos)                          │
        └────────────────────────────────────┘ ├─ settings ──────────────────────────┤
                                               │ Settings: background red, text      │
                                               │   white                             │
                                               └─────────────────────────────────────┘
          WindowAction(WindowActionType.openWindow, window: 69AADA28)
            activeScreens.screensByWindow[69AADA28]: (none) → []
            activeScreens.openWindows[1]: (none) → 69AADA28
          ScreenAction<AppScreen>(ScreenActionType.showScreen, window: 69AADA28, screen:
              .todoList)
            activeScreens.screensByWindow[69AADA28][0]: (none) →
                .todoList(TodoListState(windowUUID: 69AADA28, items: [], nextItemID: 1,
                suggestion: nil, isFetchingSuggestion: false, rejection: nil,
                suggestionError: nil))
          ScreenAction<AppScreen>(ScreenActionType.showScreen, window: 69AADA28, screen:
              .settings)
            activeScreens.screensByWindow[69AADA28][1]: (none) →
                .settings(SettingsScreenState(windowUUID: 69AADA28, confirmation: nil))

        > todo add 1 Buy milk
        ┌─ window 1 · BFF833EE ──────────────┐ ┌─ window 2 · 69AADA28 ───────────────┐
        ├─ todoList ─────────────────────────┤ ├─ todoList ──────────────────────────┤
        │ Todos (background red, text white) │ │ Todos (background red, text white)  │
        │ 1. [ ] Buy milk                    │ │ (no todos)                          │
        └────────────────────────────────────┘ ├─ settings ──────────────────────────┤
                                               │ Settings: background red, text      │
                                               │   white                             │
                                               └─────────────────────────────────────┘
          Action(TodoListAction.add(title: "Buy milk"), window: BFF833EE)
            activeScreens.screensByWindow[BFF833EE][0].todoList.items[0]: (none) →
                TodoItem(id: 1, title: "Buy milk", isCompleted: false)
            activeScreens.screensByWindow[BFF833EE][0].todoList.nextItemID: 1 → 2

        > settings text black 2
        ┌─ window 1 · BFF833EE ──────────────┐ ┌─ window 2 · 69AADA28 ───────────────┐
        ├─ todoList ─────────────────────────┤ ├─ todoList ──────────────────────────┤
        │ Todos (background red, text black) │ │ Todos (background red, text black)  │
        │ 1. [ ] Buy milk                    │ │ (no todos)                          │
        └────────────────────────────────────┘ ├─ settings ──────────────────────────┤
                                               │ Settings: background red, text      │
                                               │   black                             │
                                               │ Text is now black                   │
                                               └─────────────────────────────────────┘
          SettingsAction(SettingsActionType.changeTextColor(SampleApp.Color.black),
              window: 69AADA28)
            activeScreens.screensByWindow[69AADA28][1].settings.confirmation: nil →
                "Text is now black"
            settings.textColor: .white → .black

        > hide 2 todoList
        ┌─ window 1 · BFF833EE ──────────────┐ ┌─ window 2 · 69AADA28 ───────────────┐
        ├─ todoList ─────────────────────────┤ ├─ settings ──────────────────────────┤
        │ Todos (background red, text black) │ │ Settings: background red, text      │
        │ 1. [ ] Buy milk                    │ │   black                             │
        └────────────────────────────────────┘ └─────────────────────────────────────┘
          ScreenAction<AppScreen>(ScreenActionType.closeScreen, window: 69AADA28,
              screen: .todoList)
            activeScreens.screensByWindow[69AADA28][0]:
                .todoList(TodoListState(windowUUID: 69AADA28, items: [], nextItemID: 1,
                suggestion: nil, isFetchingSuggestion: false, rejection: nil,
                suggestionError: nil)) → .settings(SettingsScreenState(windowUUID:
                69AADA28, confirmation: nil))
            activeScreens.screensByWindow[69AADA28][1]:
                .settings(SettingsScreenState(windowUUID: 69AADA28, confirmation: "Text
                is now black")) → (none)

        > windows
          1  BFF833EE-8C95-45F7-BAD7-6E7CA53A3E26  todoList
          2  69AADA28-9B9E-4677-B469-6114DD8C327F  settings

        """ + "\n")
  }

  @Test func stopsAScriptAtTheFirstBadLineWithItsNumber() async throws {
    let run = try await SimulateHarness.runScript(
      """
      open todoList
      todo add 1 Buy milk
      todo toggle 1 2
      todo add 1 never reached
      """)
    #expect(run.status == .dataError)
    #expect(
      run.console.errors
        == "session.txt:3: error: window 1 has no todo 2: it has 1 todo. "
        + "Type 'help' for commands.\n")
    #expect(
      run.console.transcript.replacingOccurrences(of: "session.txt", with: "t2.txt") == """
        > open todoList
        ┌─ window 1 · BFF833EE ──────────────┐
        ├─ todoList ─────────────────────────┤
        │ Todos (background red, text white) │
        │ (no todos)                         │
        └────────────────────────────────────┘
          WindowAction(WindowActionType.openWindow, window: BFF833EE)
            activeScreens.screensByWindow[BFF833EE]: (none) → []
            activeScreens.openWindows[0]: (none) → BFF833EE
          ScreenAction<AppScreen>(ScreenActionType.showScreen, window: BFF833EE, screen:
              .todoList)
            activeScreens.screensByWindow[BFF833EE][0]: (none) →
                .todoList(TodoListState(windowUUID: BFF833EE, items: [], nextItemID: 1,
                suggestion: nil, isFetchingSuggestion: false, rejection: nil,
                suggestionError: nil))

        > todo add 1 Buy milk
        ┌─ window 1 · BFF833EE ──────────────┐
        ├─ todoList ─────────────────────────┤
        │ Todos (background red, text white) │
        │ 1. [ ] Buy milk                    │
        └────────────────────────────────────┘
          Action(TodoListAction.add(title: "Buy milk"), window: BFF833EE)
            activeScreens.screensByWindow[BFF833EE][0].todoList.items[0]: (none) →
                TodoItem(id: 1, title: "Buy milk", isCompleted: false)
            activeScreens.screensByWindow[BFF833EE][0].todoList.nextItemID: 1 → 2

        > todo toggle 1 2
        t2.txt:3: error: window 1 has no todo 2: it has 1 todo. Type 'help' for commands.
        """ + "\n")
  }
}
