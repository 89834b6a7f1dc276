import Redux
import ReduxTesting
import Testing

/// The inbox's lines, in a type that is not `Equatable`: its subscriptions skip no repeats.
private struct InboxSnapshot {
  let lines: [String]?
}

@MainActor
@Suite("TestStore: screen subscriptions")
struct TestStoreScreenSubscriptionTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  /// A test store over desk windows A and B, and a subscribed controller for each screen of
  /// each, named like "A inbox", subscribed window by window.
  func makeDesk(
    showing screens: [DeskScreen] = DeskScreen.allCases, log: EvaluationLog
  ) -> (TestStore<DeskAppState>, [DeskScreenController]) {
    let store = TestStore(
      state: .showing(screens, in: [windowA, windowB]), reducer: DeskAppState.reducer)
    var controllers: [DeskScreenController] = []
    for (label, window) in [("A", windowA), ("B", windowB)] {
      for screen in DeskScreen.allCases {
        let controller = DeskScreenController(
          "\(label) \(screen)", window: window, screen: screen, store: store, log: log)
        controller.subscribeToRedux()
        controllers.append(controller)
      }
    }
    log.reset()
    return (store, controllers)
  }

  @Test func aControllerHearsOnlyItsOwnScreensChanges() {
    let log = EvaluationLog()
    let (store, controllers) = makeDesk(log: log)
    #expect(store.subscriberCount(in: windowA) == 2)
    #expect(controllers.map(\.rendered.count) == [1, 1, 1, 1])

    controllers[0].addTapped("hi")
    #expect(log.entries.isEmpty)
    store.receive(DeskActionType.deliver("hi"), window: windowA) {
      $0.activeScreens[.inbox, windowA]?.lines = ["hi"]
    }
    #expect(log.entries == ["A inbox"])
    store.send(.write("draft", in: windowA)) {
      $0.activeScreens[.drafts, windowA]?.lines = ["draft"]
    }
    #expect(log.entries == ["A inbox", "A drafts"])
    store.send(.idle(in: windowA))
    store.send(.idle(in: .unavailable))
    store.send(.write("elsewhere", in: WindowUUID()))
    #expect(log.entries == ["A inbox", "A drafts"])

    log.reset()
    store.send(.deliver("all", to: .unavailable)) {
      $0.activeScreens[.inbox, windowA]?.lines = ["hi", "all"]
      $0.activeScreens[.inbox, windowB]?.lines = ["all"]
    }
    #expect(log.entries == ["A inbox", "B inbox"])
    #expect(controllers[0].rendered.map(\.lines) == [[], ["hi"], ["hi", "all"]])
    #expect(controllers[1].rendered.map(\.lines) == [[], ["draft"]])
    #expect(controllers[2].rendered.map(\.lines) == [[], ["all"]])
    #expect(controllers[3].rendered.count == 1)
    store.finish()
  }

  @Test func anAppWideChangeReachesEveryControllerOnce() {
    let log = EvaluationLog()
    let (store, controllers) = makeDesk(log: log)
    store.send(.setDeskTheme("dark", from: windowB)) { $0.theme = "dark" }
    #expect(log.entries == ["A inbox", "A drafts", "B inbox", "B drafts"])
    let themes = controllers.map { $0.rendered.map(\.theme) }
    #expect(themes == Array(repeating: ["light", "dark"], count: 4))
    log.reset()
    store.send(.setDeskTheme("dark", from: windowA))
    #expect(log.entries.isEmpty)
    store.finish()
  }

  @Test func showingAndClosingAScreenReachesItsControllerOnly() {
    let log = EvaluationLog()
    let (store, controllers) = makeDesk(showing: [.inbox], log: log)
    #expect(controllers[1].rendered == [DeskScreenView(lines: nil, theme: "light")])

    store.send(.showDeskScreen(.drafts, in: windowA)) {
      $0.activeScreens[.drafts, windowA] = DeskScreenState(screen: .drafts, window: windowA)
    }
    #expect(log.entries == ["A drafts"])
    // Closing the inbox moves the drafts; they are still heard.
    store.send(.closeDeskScreen(.inbox, in: windowA)) {
      $0.activeScreens[.inbox, windowA] = nil
    }
    store.send(.write("note", in: windowA)) {
      $0.activeScreens[.drafts, windowA]?.lines = ["note"]
    }
    #expect(log.entries == ["A drafts", "A inbox", "A drafts"])
    #expect(controllers[0].rendered.map(\.lines) == [[], nil])
    #expect(controllers[1].rendered.map(\.lines) == [nil, [], ["note"]])
    #expect(controllers[2...].map(\.rendered.count) == [1, 1])
    store.finish()
  }

  @Test func closingTheWindowEndsItsControllersSubscriptions() {
    let log = EvaluationLog()
    let (store, controllers) = makeDesk(log: log)
    // Closing a window has no state setter: check the window list instead.
    store.exhaustivity = .off
    store.send(.closeWindow(windowA))
    #expect(store.state.activeScreens.windowUUIDs == [windowB])
    #expect(store.subscriberCount(in: windowA) == 0)
    #expect(store.subscriberCount == 2)
    #expect(log.entries.isEmpty)

    store.send(.deliver("all", to: .unavailable))
    store.send(.setDeskTheme("dark", from: windowA)) { $0.theme = "dark" }
    #expect(log.entries == ["B inbox", "B inbox", "B drafts"])
    // Subscribing again to the closed window registers nothing and delivers nothing.
    controllers[0].subscribeToRedux()
    #expect(store.subscriberCount(in: windowA) == 0)
    #expect(controllers.map(\.rendered.count) == [1, 1, 3, 2])
    store.finish()
  }

  @Test func unsubscribingOrGoingAwayEndsAControllersScreenSubscription() {
    let log = EvaluationLog()
    let (store, controllers) = makeDesk(log: log)
    controllers[0].unsubscribeFromRedux()
    #expect(store.subscriberCount(in: windowA) == 1)
    do {
      let transient = DeskScreenController(
        "gone", window: windowB, screen: .inbox, store: store, log: log)
      transient.subscribeToRedux()
      #expect(store.subscriberCount(in: windowB) == 3)
    }
    #expect(store.subscriberCount(in: windowB) == 2)
    log.reset()
    store.send(.deliver("hi", to: .unavailable)) {
      $0.activeScreens[.inbox, windowA]?.lines = ["hi"]
      $0.activeScreens[.inbox, windowB]?.lines = ["hi"]
    }
    #expect(log.entries == ["B inbox"])
    #expect(controllers[0].rendered.count == 1)
    store.finish()
  }

  @Test func anExplicitScopeSkipsRepeatsOnlyForAnEquatableSelection() {
    let windowA = windowA
    let store = TestStore(state: .showing(in: [windowA, windowB]), reducer: DeskAppState.reducer)
    let lines = RecordingView<[String]?>()
    let snapshots = RecordingView<InboxSnapshot>()
    let everyWindow = RecordingView<String>()
    store.subscribe(lines, to: .screen(.inbox, in: windowA)) {
      $0.select { $0.lines(of: .inbox, in: windowA) }
    }
    store.subscribe(snapshots, to: .screen(.inbox, in: windowA)) {
      $0.select { InboxSnapshot(lines: $0.lines(of: .inbox, in: windowA)) }
    }
    store.subscribe(everyWindow, to: .screen(.drafts, in: .unavailable)) {
      $0.select { "\($0.activeScreens.screens.count) screens" }
    }
    #expect(store.subscriberCount(in: windowA) == 2)
    #expect(store.subscriberCount(in: .unavailable) == 1)

    store.send(.write("draft", in: windowA)) {
      $0.activeScreens[.drafts, windowA]?.lines = ["draft"]
    }
    store.send(.deliver("hi", to: windowA)) {
      $0.activeScreens[.inbox, windowA]?.lines = ["hi"]
    }
    store.send(.setDeskTheme("dark", from: windowB)) { $0.theme = "dark" }
    store.send(.closeDeskScreen(.drafts, in: windowB)) {
      $0.activeScreens[.drafts, windowB] = nil
    }
    #expect(lines.values == [[], ["hi"]])
    #expect(snapshots.values.map(\.lines) == [[], ["hi"], ["hi"]])
    #expect(everyWindow.values == ["4 screens", "3 screens"])
    store.finish()
  }
}
