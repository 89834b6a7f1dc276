import Redux
import ReduxTestSupport
import Testing

@MainActor
@Suite("Exact counts in the benchmark's shape: many windows of five screens, one subscriber each")
struct FiveScreenCountTests {
  let windows = makeWindows(64)

  /// A store whose windows show the five screens, with one window subscription per screen whose
  /// selection reports the window it watches to `evaluated`.
  func makeStore(
    evaluated: SelectionTally
  ) -> (Store<PanelAppState>, [RecordingSubscriber<PanelSlot?>]) {
    let store = Store(
      state: PanelAppState.showingEveryScreen(in: windows), reducer: PanelAppState.reducer)
    var subscribers: [RecordingSubscriber<PanelSlot?>] = []
    for window in windows {
      for screen in PanelScreen.allCases {
        let subscriber = RecordingSubscriber<PanelSlot?>()
        store.subscribe(subscriber, to: .window(window)) {
          $0.select { state in
            evaluated.hit(window.uuidString)
            return state.activeScreens.screenState(for: screen, window: window)
          }
        }
        subscribers.append(subscriber)
      }
    }
    evaluated.reset()
    return (store, subscribers)
  }

  @Test func eachActionRunsOnlyItsWindowsFiveReducersAndEvaluatesOnlyItsFiveSelections() {
    let evaluated = SelectionTally()
    let (store, subscribers) = makeStore(evaluated: evaluated)
    let recorder = PanelRunRecorder()
    var generator = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let window = windows[Int(generator.next() % UInt64(windows.count))]
      let screen = PanelScreen.allCases[Int(generator.next() % 5)]
      recorder.reset()
      evaluated.reset()
      recorder.counting {
        store.dispatch(Action(windowUUID: window, actionType: PanelTapActionType.tap(screen)))
      }
      #expect(recorder.runs == Array(repeating: window, count: 5))
      #expect(evaluated.order == Array(repeating: window.uuidString, count: 5))
    }
    // The store holds subscribers weakly: they must live until the last action.
    withExtendedLifetime(subscribers) {}
  }

  @Test func onlyTheActionsWindowsSubscribersAreNotified() {
    let evaluated = SelectionTally()
    let (store, subscribers) = makeStore(evaluated: evaluated)
    let target = windows[17]
    store.dispatch(Action(windowUUID: target, actionType: PanelTapActionType.tap(.third)))
    for (index, subscriber) in subscribers.enumerated() {
      let window = windows[index / 5]
      let screen = PanelScreen.allCases[index % 5]
      // Every subscriber got the current state when it subscribed; only the tapped screen's
      // subscriber heard about the change, since the other screens' states are equal.
      let expected = window == target && screen == .third ? 2 : 1
      #expect(subscriber.received.count == expected, "window \(index / 5), \(screen)")
    }
    // The next action of the window resets the flag: that screen's subscriber hears it too.
    store.dispatch(Action(windowUUID: target, actionType: PanelTapActionType.tap(.first)))
    #expect(subscribers[17 * 5 + 2].received.last??.state.wasTapped == false)
    #expect(subscribers[17 * 5].received.last??.state.wasTapped == true)
    #expect(
      subscribers.enumerated().allSatisfy { $0.offset / 5 == 17 || $0.element.received.count == 1 })
  }

  @Test func anActionForOneWindowChangesNoOtherWindow() {
    var state = PanelAppState.showingEveryScreen(in: windows)
    for window in windows {
      state.activeScreens.reduce(
        Action(windowUUID: window, actionType: PanelTapActionType.tap(.fifth)))
    }
    let before = state
    let target = windows[40]
    let recorder = PanelRunRecorder()
    recorder.counting {
      state.activeScreens.reduce(
        Action(windowUUID: target, actionType: PanelTapActionType.tap(.first)))
    }
    #expect(recorder.runs.count == 5)
    for window in windows where window != target {
      #expect(state.activeScreens.screens(in: window) == before.activeScreens.screens(in: window))
    }
  }
}
