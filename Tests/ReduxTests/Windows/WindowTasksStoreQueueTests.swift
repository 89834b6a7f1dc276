import Redux
import Testing

/// Makes a middleware dispatch the three actions of the race while it handles one action, so
/// that they wait in the store's queue behind it, in the race's order.
enum QueueTheRaceActionType: ActionType {
  case queueTheRace
}

/// A middleware that starts a task for the window's first tally when asked, and returns a result
/// aimed at no instance, as the sample app's todo list does for a window's first list.
@MainActor
final class TallyFetcher {
  let tasks: WindowTasks
  let probe = TaskProbe()
  let answers = NoteAnswers()
  let kind: TallyResultKind
  private(set) var started: [Task<Void, Never>] = []

  init(kind: TallyResultKind, results: any DispatchStore) {
    self.kind = kind
    tasks = WindowTasks(dispatchingResultsTo: results)
  }

  lazy var middleware: Middleware<TallyAppState> = { [unowned self] state, action in
    tasks.actionReduced(action, in: state)
    guard action.actionType(as: TallyActionType.self) == .request else { return }
    let window = action.windowUUID
    guard let first = state.activeScreens.instances(of: .tally, in: window).first,
      tasks.inFlightCount(of: first, in: window) == 0
    else { return }
    let (probe, answers, kind) = (self.probe, self.answers, self.kind)
    let task = tasks.run(in: window, instance: first) {
      probe.report("started")
      guard await answers.next() != nil else { return nil }
      return kind.result(in: window)
    }
    if let task { started.append(task) }
  }
}

/// What the tallies of a window held after each action of the race, as a middleware saw them.
@MainActor
final class RaceLog {
  struct Entry: Equatable {
    let step: QueuedStep
    /// The results of the first tally, or `nil` once it is hidden.
    let first: Int?
    /// The results of the newer tally, or `nil` before it is shown.
    let newer: Int?
  }

  let kind: TallyResultKind
  let window: WindowUUID
  let newer: ScreenInstanceID
  var first: ScreenInstanceID?
  private(set) var entries: [Entry] = []

  init(kind: TallyResultKind, window: WindowUUID, newer: ScreenInstanceID) {
    self.kind = kind
    self.window = window
    self.newer = newer
  }

  lazy var middleware: Middleware<TallyAppState> = { [unowned self] state, action in
    let step: QueuedStep
    switch action.actionType(as: ScreenActionType.self) {
    case .closeScreen?: step = .hide
    case .showScreen? where action.screenInstance == newer: step = .show
    case .showScreen?: return
    case nil:
      guard kind.isResult(action) else { return }
      step = .result
    }
    entries.append(
      Entry(
        step: step, first: first.flatMap { state.results(of: $0, in: window) },
        newer: state.results(of: newer, in: window)))
  }
}

/// A middleware that, while the store handles `queueTheRace`, lets the kept result go and
/// dispatches the hide and the show, in the race's order: all three wait in the store's queue.
@MainActor
final class QueuedRacer {
  let order: QueuedOrder
  let held: HeldResults
  let store: any DispatchStore
  let window: WindowUUID
  let newer: ScreenInstanceID

  init(
    order: QueuedOrder, held: HeldResults, store: any DispatchStore, window: WindowUUID,
    newer: ScreenInstanceID
  ) {
    self.order = order
    self.held = held
    self.store = store
    self.window = window
    self.newer = newer
  }

  lazy var middleware: Middleware<TallyAppState> = { [unowned self] _, action in
    guard action.actionType(as: QueueTheRaceActionType.self) == .queueTheRace else { return }
    for step in order.steps {
      switch step {
      case .result:
        held.letGo()
      case .hide:
        // Hides the window's first tally, as a controller of the first instance does.
        store.dispatch(
          TallyScreenAction(windowUUID: window, actionType: .closeScreen, screen: .tally))
      case .show:
        store.dispatch(
          TallyScreenAction(
            windowUUID: window, actionType: .showScreen, screen: .tally, instance: newer))
      }
    }
  }
}

/// The race of ``WindowTasksQueuedOrderTests`` in a store: the task of the window's first tally
/// has handed its result over, and the result, a hide of that tally and the show of a newer one
/// all wait in the store's queue, in each order. The result lands on the tally its work started
/// for, or on nothing once that tally is hidden; never on the newer one.
@MainActor
@Suite("A late result queued with a hide and a show", .timeLimit(.minutes(5)))
struct WindowTasksStoreQueueTests {
  let window = WindowUUID()
  let newer = ScreenInstanceID()

  @Test(arguments: TallyResultKind.allCases, QueuedOrder.all)
  func theQueuedResultLandsOnTheInstanceItStartedForOrNowhere(
    kind: TallyResultKind, order: QueuedOrder
  ) async throws {
    let dispatcher = StoreDispatcher()
    let held = HeldResults(forwardingTo: dispatcher)
    let fetcher = TallyFetcher(kind: kind, results: held)
    let log = RaceLog(kind: kind, window: window, newer: newer)
    let racer = QueuedRacer(
      order: order, held: held, store: dispatcher, window: window, newer: newer)
    let store = Store(
      state: TallyAppState(), reducer: TallyAppState.reducer,
      middlewares: [fetcher.middleware, log.middleware, racer.middleware])
    dispatcher.connect(to: store)

    store.dispatch(TallyScreenAction(windowUUID: window, actionType: .showScreen, screen: .tally))
    let first = try #require(store.state.activeScreens.instances(of: .tally, in: window).first)
    log.first = first
    store.dispatch(Action(windowUUID: window, actionType: TallyActionType.request))
    #expect(await fetcher.probe.next() == "started")
    fetcher.answers.continuation.yield("done")
    let task = try #require(fetcher.started.first)
    await task.value
    // Handed over, not yet reduced.
    #expect(held.count == 1)
    #expect(fetcher.tasks.inFlightCount(of: first, in: window) == 1)

    store.dispatch(Action(windowUUID: window, actionType: QueueTheRaceActionType.queueTheRace))
    #expect(log.entries.map(\.step) == order.steps)
    var isHidden = false
    for entry in log.entries {
      switch entry.step {
      case .hide:
        isHidden = true
      case .show:
        break
      case .result:
        #expect(entry.first == (isHidden ? nil : 1))
      }
      #expect((entry.newer ?? 0) == 0, "after \(entry.step)")
    }
    #expect(store.state.activeScreens.instances(of: .tally, in: window) == [newer])
    #expect(store.state.results(of: newer, in: window) == 0)
    #expect(fetcher.tasks.inFlightCount(in: window) == 0)
    #expect(fetcher.started.count == 1)
  }
}
