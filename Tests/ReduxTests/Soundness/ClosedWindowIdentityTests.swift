import Redux
import Testing

/// Puts back a saved layout of windows, as a restoration or an undo does.
private final class RestoreScreensAction: Action {
  let activeScreens: ActiveScreensState<TestScreenState>

  init(_ activeScreens: ActiveScreensState<TestScreenState>) {
    self.activeScreens = activeScreens
    super.init(windowUUID: .unavailable, actionType: RestoreActionType.restore)
  }
}

private enum RestoreActionType: ActionType {
  case restore
}

/// A windowed state whose windows can be put back from a saved layout.
private struct RestorableAppState: WindowedState {
  var activeScreens = ActiveScreensState<TestScreenState>()

  var appWideState: Int { 0 }

  static func defaultState(from state: RestorableAppState) -> RestorableAppState { state }

  static let reducer: InPlaceReducer<RestorableAppState> = { state, action in
    if let restore = action as? RestoreScreensAction {
      state.activeScreens = restore.activeScreens
    } else {
      state.activeScreens.reduce(action)
    }
  }
}

/// Windows are judged closed by which windows are closed, not by how many.
@MainActor
@Suite("Soundness: closed windows by identity")
struct ClosedWindowIdentityTests {
  @Test func puttingBackALayoutWithAnotherWindowClosedEndsThatWindowsSubscriptions() {
    let windows = makeWindows(3)
    let (kept, restoredClosed) = (windows[0], windows[1])
    var saved = ActiveScreensState<TestScreenState>.showingEveryScreen(in: windows)
    saved.reduce(.closeWindow(restoredClosed))
    let store = Store(
      state: RestorableAppState(activeScreens: .showingEveryScreen(in: windows)),
      reducer: RestorableAppState.reducer)
    let watcher = RecordingSubscriber<Int>()
    store.subscribe(watcher, to: .window(restoredClosed)) {
      $0.select { $0.activeScreens.screens.count }
    }

    // One closed window now, one in the layout put back: the same count, other windows.
    store.dispatch(.closeWindow(kept))
    #expect(store.subscriberCount(in: restoredClosed) == 1)
    store.dispatch(RestoreScreensAction(saved))

    #expect(store.state.activeScreens.isClosed(restoredClosed))
    #expect(store.subscriberCount(in: restoredClosed) == 0)
    let heard = watcher.received.count
    store.dispatch(.ping(in: restoredClosed))
    #expect(watcher.received.count == heard)
  }

  @Test func puttingBackTheSameClosedWindowsKeepsTheOpenWindowsSubscriptions() {
    let windows = makeWindows(2)
    var saved = ActiveScreensState<TestScreenState>.showingEveryScreen(in: windows)
    saved.reduce(.closeWindow(windows[0]))
    let store = Store(
      state: RestorableAppState(activeScreens: saved), reducer: RestorableAppState.reducer)
    let watcher = RecordingSubscriber<Int>()
    store.subscribe(watcher, to: .window(windows[1])) {
      $0.select { $0.activeScreens.screens.count }
    }

    store.dispatch(RestoreScreensAction(saved))
    #expect(store.subscriberCount(in: windows[1]) == 1)
  }
}
