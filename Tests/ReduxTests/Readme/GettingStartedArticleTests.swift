// The code of the DocC article "Getting Started" (Sources/Redux/Redux.docc/GettingStarted.md),
// kept here so that it compiles and passes; `ArticleCodeTests` checks that every Swift block of
// the article appears in this file, so change both together.
import Redux
import ReduxTesting
import Testing

/// The article's types, under the article's names, in a namespace: ReduxTests has an `AppState`
/// of its own.
enum GettingStartedArticle {
  enum NotesAction: ModernAction, Equatable {
    case add(String)  // the user adds a note
    case load  // the user asks for the notes saved on the server
    case loaded([String])  // the server's notes arrived
    case loadFailed(String)  // the server could not be reached, and why
  }

  struct NotesState: ScreenState {
    let windowUUID: WindowUUID
    var notes: [String] = []
    var isLoading = false
    var error: String?  // transient: shown once, cleared by the window's next action

    static func defaultState(from state: NotesState) -> NotesState {
      NotesState(windowUUID: state.windowUUID, notes: state.notes, isLoading: state.isLoading)
    }

    static let reducer: Reducer<Self> = reducer(handling: NotesAction.self) { state, action, _ in
      var next = defaultState(from: state)
      switch action {
      case .add(let note):
        next.notes.append(note)
      case .load:
        next.isLoading = true
      case .loaded(let notes):
        next.notes = notes
        next.isLoading = false
      case .loadFailed(let reason):
        next.error = reason
        next.isLoading = false
      }
      return next
    }
  }

  enum AppScreen: Hashable, Sendable {
    case notes
  }

  typealias ScreenAction = Redux.ScreenAction<AppScreen>

  enum AppScreenState: ActiveScreenState {
    case notes(NotesState)

    static let reducer: Reducer<Self> = { state, action in
      switch state {
      case .notes(let state): return .notes(NotesState.reducer(state, action))
      }
    }

    static func initialState(for screen: AppScreen, window: WindowUUID) -> Self {
      switch screen {
      case .notes: return .notes(NotesState(windowUUID: window))
      }
    }

    var associatedAppScreen: AppScreen {
      switch self {
      case .notes: return .notes
      }
    }

    var windowUUID: WindowUUID? {
      switch self {
      case .notes(let state): return state.windowUUID
      }
    }
  }

  struct AppState: WindowedState {
    var activeScreens = ActiveScreensState<AppScreenState>()

    static let reducer: InPlaceReducer<AppState> = { state, action in
      state.activeScreens.reduce(action)  // runs the screen reducers of the action's window only
    }

    static func defaultState(from state: AppState) -> AppState {
      state  // each screen resets its own transient fields
    }

    func notes(in window: WindowUUID) -> NotesState? {
      guard case .notes(let notes) = activeScreens.screenState(for: .notes, window: window) else {
        return nil
      }
      return notes
    }
  }

  @MainActor
  final class NotesController: StoreSubscriber {
    let windowUUID: WindowUUID
    private let store: any DefaultDispatchStore<AppState>
    private(set) var text = ""

    init(windowUUID: WindowUUID, store: any DefaultDispatchStore<AppState>) {
      self.windowUUID = windowUUID
      self.store = store
      store.dispatch(ScreenAction(windowUUID: windowUUID, actionType: .showScreen, screen: .notes))
      store.subscribe(self, to: .screen(.notes, in: windowUUID)) {
        $0.select { $0.notes(in: windowUUID) }
      }
    }

    func newState(state: NotesState?) {
      guard let state else { return }
      var lines = state.notes
      if state.isLoading { lines.append("Loading...") }
      if let error = state.error { lines.append("Could not load: \(error)") }
      text = lines.joined(separator: "\n")
    }

    func addTapped(_ note: String) {
      store.dispatch(NotesAction.add(note), forWindowUUID: windowUUID)
    }

    func refreshTapped() {
      store.dispatch(NotesAction.load, forWindowUUID: windowUUID)
    }
  }

  protocol NotesService: Sendable {
    func savedNotes() async throws -> [String]
  }

  final class NotesMiddleware: Sendable {
    private let service: any NotesService
    private let tasks: WindowTasks

    init(store: any DispatchStore, service: any NotesService) {
      self.service = service
      tasks = WindowTasks(dispatchingResultsTo: store)
    }

    var notesProvider: Middleware<AppState> {
      { [self] state, action in
        // First, always: ends the task whose result this is, cancels a closed window's tasks.
        tasks.actionReduced(action, in: state)
        guard action.actionType(as: NotesAction.self) == .load else { return }
        let window = action.windowUUID
        guard tasks.inFlightCount(in: window) == 0 else { return }  // one load at a time
        tasks.run(in: window) { [service] in
          do {
            let notes = try await service.savedNotes()
            return Action(NotesAction.loaded(notes), windowUUID: window)
          } catch {
            return Action(NotesAction.loadFailed("\(error)"), windowUUID: window)
          }
        }
      }
    }
  }

  struct FakeNotesService: NotesService {
    let answers: AsyncStream<Result<[String], any Error>>

    func savedNotes() async throws -> [String] {
      var iterator = answers.makeAsyncIterator()
      guard let answer = await iterator.next() else { throw CancellationError() }
      return try answer.get()
    }
  }

  @MainActor
  @Suite struct NotesTests {
    @Test func loadingShowsTheSavedNotes() async {
      let (answers, answer) = AsyncStream.makeStream(of: Result<[String], any Error>.self)
      let dispatcher = StoreDispatcher()
      let middleware = NotesMiddleware(
        store: dispatcher, service: FakeNotesService(answers: answers))
      let store = TestStore(
        state: AppState(), reducer: AppState.reducer, middlewares: [middleware.notesProvider])
      dispatcher.connect(to: store)
      let window = WindowUUID()

      store.send(ScreenAction(windowUUID: window, actionType: .showScreen, screen: .notes)) {
        $0.activeScreens[.notes, window] = .notes(NotesState(windowUUID: window))
      }
      store.send(NotesAction.load, forWindowUUID: window) {
        $0.activeScreens[.notes, window] = .notes(NotesState(windowUUID: window, isLoading: true))
      }
      answer.yield(.success(["Milk", "Eggs"]))  // the server answers
      await store.receive(NotesAction.loaded(["Milk", "Eggs"])) {
        $0.activeScreens[.notes, window] = .notes(
          NotesState(windowUUID: window, notes: ["Milk", "Eggs"]))
      }
      store.finish()
    }
  }
}

/// The article's feature, run as the article describes it.
extension GettingStartedArticle {
  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  @MainActor
  @Suite("Getting Started: the article's feature")
  struct FeatureTests {
    @Test func theStoreShowsTheScreenAndAddsANote() {
      let store = Store(state: AppState(), reducer: AppState.reducer)
      let window = WindowUUID()
      store.dispatch(ScreenAction(windowUUID: window, actionType: .showScreen, screen: .notes))
      store.dispatch(NotesAction.add("Milk"), forWindowUUID: window)
      // store.state.notes(in: window)?.notes == ["Milk"]
      #expect(store.state.notes(in: window)?.notes == ["Milk"])
      #expect(store.state.notes(in: WindowUUID()) == nil)
    }

    @Test(.timeLimit(.minutes(5)))
    func theControllerShowsNotesLoadedInItsWindowOnly() async {
      let (answers, answer) = AsyncStream.makeStream(of: Result<[String], any Error>.self)
      let service = FakeNotesService(answers: answers)
      let dispatcher = StoreDispatcher()
      let notes = NotesMiddleware(store: dispatcher, service: service)
      let store = Store(
        state: AppState(), reducer: AppState.reducer, middlewares: [notes.notesProvider])
      dispatcher.connect(to: store)

      let window = WindowUUID()
      let controller = NotesController(windowUUID: window, store: store)
      let other = NotesController(windowUUID: WindowUUID(), store: store)
      controller.addTapped("Draft")
      #expect(controller.text == "Draft")

      let loaded = store.values(for: .screen(.notes, in: window)) {
        $0.select { $0.notes(in: window)?.notes ?? [] }
      }
      controller.refreshTapped()
      #expect(controller.text == "Draft\nLoading...")
      answer.yield(.success(["Milk", "Eggs"]))
      for await notes in loaded where notes == ["Milk", "Eggs"] { break }
      #expect(controller.text == "Milk\nEggs")
      #expect(other.text == "")
    }

    @Test func aFailedLoadIsShownOnceAndTheNextLoadStarts() async {
      let (answers, answer) = AsyncStream.makeStream(of: Result<[String], any Error>.self)
      let dispatcher = StoreDispatcher()
      let middleware = NotesMiddleware(
        store: dispatcher, service: FakeNotesService(answers: answers))
      let store = TestStore(
        state: AppState(), reducer: AppState.reducer, middlewares: [middleware.notesProvider])
      dispatcher.connect(to: store)
      let window = WindowUUID()
      store.send(ScreenAction(windowUUID: window, actionType: .showScreen, screen: .notes)) {
        $0.activeScreens[.notes, window] = .notes(NotesState(windowUUID: window))
      }
      store.send(NotesAction.load, forWindowUUID: window) {
        $0.activeScreens[.notes, window] = .notes(NotesState(windowUUID: window, isLoading: true))
      }
      // A second tap while loading starts no second load.
      store.send(NotesAction.load, forWindowUUID: window)
      #expect(store.inFlightWork.count == 1)

      answer.yield(.failure(Offline()))
      await store.receive(NotesAction.loadFailed("offline")) {
        $0.activeScreens[.notes, window] = .notes(NotesState(windowUUID: window, error: "offline"))
      }
      // The window's next action clears the error, and a load starts again.
      store.send(NotesAction.load, forWindowUUID: window) {
        $0.activeScreens[.notes, window] = .notes(NotesState(windowUUID: window, isLoading: true))
      }
      answer.yield(.success(["Milk"]))
      await store.receive(NotesAction.loaded(["Milk"])) {
        $0.activeScreens[.notes, window] = .notes(NotesState(windowUUID: window, notes: ["Milk"]))
      }
      store.finish()
    }

    @Test func closingTheWindowCancelsItsLoad() async {
      let (answers, answer) = AsyncStream.makeStream(of: Result<[String], any Error>.self)
      let dispatcher = StoreDispatcher()
      let middleware = NotesMiddleware(
        store: dispatcher, service: FakeNotesService(answers: answers))
      let store = TestStore(
        state: AppState(), reducer: AppState.reducer, middlewares: [middleware.notesProvider])
      dispatcher.connect(to: store)
      let window = WindowUUID()
      store.send(ScreenAction(windowUUID: window, actionType: .showScreen, screen: .notes)) {
        $0.activeScreens[.notes, window] = .notes(NotesState(windowUUID: window))
      }
      store.send(NotesAction.load, forWindowUUID: window) {
        $0.activeScreens[.notes, window] = .notes(NotesState(windowUUID: window, isLoading: true))
      }
      #expect(store.inFlightWork.map(\.window) == [window])

      let close = WindowAction(windowUUID: window, actionType: .closeWindow)
      store.send(close) {
        $0.activeScreens.closeWindow(window)
      }
      #expect(store.state.activeScreens.isClosed(window))
      #expect(store.inFlightWork.isEmpty)
      // A late answer reaches nothing, and a load asked for the closed window starts none.
      answer.yield(.success(["Late"]))
      store.send(NotesAction.load, forWindowUUID: window)
      #expect(store.inFlightWork.isEmpty)
      store.finish()
    }
  }
}
