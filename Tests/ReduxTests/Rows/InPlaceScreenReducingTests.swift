import Redux
import Testing

// A list screen that reduces in place (`ActiveScreenState.reduce(_:with:)`), whose rows count
// how often they are compared: a screen reduced by value and compared after each action
// compares its rows; one reduced in place, that says what changed, compares none.

/// Counts the comparisons of the rows that share it.
final class ComparisonCount: @unchecked Sendable {
  // Safety: the tests that use it run on the main actor, and so do the reducers and the store
  // that compare rows holding it.
  var value = 0
}

extension ComparisonCount: Equatable {
  static func == (lhs: ComparisonCount, rhs: ComparisonCount) -> Bool { lhs === rhs }
}

struct CountedRow: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
  let comparisons: ComparisonCount

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.comparisons.value += 1
    return lhs.id == rhs.id && lhs.title == rhs.title
  }
}

enum CountedListAction: ModernAction, Equatable {
  case fill(Int)
  case rename(Int, String)
  case nothing
  /// Renames a row but, as a faulty reducer might, says that nothing changed.
  case renameUnreported(Int, String)
}

enum CountedListScreen: Hashable, Sendable {
  case list
}

struct CountedListState: ScreenState {
  let windowUUID: WindowUUID
  let comparisons: ComparisonCount
  var items = Rows<CountedRow>()

  static func defaultState(from state: Self) -> Self { state }

  static let reducer: Reducer<Self> = { state, action in
    var state = state
    _ = reduce(&state, with: action)
    return state
  }

  static func reduce(_ state: inout Self, with action: Action) -> Bool {
    switch action.actionType(as: CountedListAction.self) {
    case .fill(let count):
      let comparisons = state.comparisons
      state.items = Rows(
        (0..<count).map { CountedRow(id: $0, title: "\($0)", comparisons: comparisons) })
      return true
    case .rename(let id, let title):
      return state.items.update(id: id) { $0.title = title }
    case .renameUnreported(let id, let title):
      state.items.update(id: id) { $0.title = title }
      return false
    case .nothing, nil:
      return false
    }
  }
}

/// The screen-state enum; `reducesInPlace` picks its `reduce(_:with:)` or the default one.
enum CountedListScreenState: ActiveScreenState {
  case list(CountedListState)
  case byValue(CountedListState)

  static let reducer: Reducer<Self> = { state, action in
    switch state {
    case .list(let list): .list(CountedListState.reducer(list, action))
    case .byValue(let list): .byValue(CountedListState.reducer(list, action))
    }
  }

  static func reduce(_ state: inout Self, with action: Action) -> Bool {
    switch consume state {
    case .list(var list):
      let changed = CountedListState.reduce(&list, with: action)
      state = .list(list)
      return changed
    case .byValue(let list):
      // What the protocol's default does: the value reducer, then a comparison.
      state = .byValue(CountedListState.reducer(list, action))
      return state != .byValue(list)
    }
  }

  static func initialState(for screen: CountedListScreen, window: WindowUUID) -> Self {
    .list(CountedListState(windowUUID: window, comparisons: ComparisonCount()))
  }

  var associatedAppScreen: CountedListScreen { .list }

  var windowUUID: WindowUUID? {
    switch self {
    case .list(let list), .byValue(let list): list.windowUUID
    }
  }

  var list: CountedListState {
    switch self {
    case .list(let list), .byValue(let list): list
    }
  }
}

struct CountedListAppState: WindowedState {
  var activeScreens = ActiveScreensState<CountedListScreenState>()

  static func defaultState(from state: Self) -> Self { state }

  static let reducer: InPlaceReducer<Self> = { state, action in
    state.activeScreens.reduce(action)
  }

  subscript(itemsIn window: WindowUUID) -> Rows<CountedRow>? {
    activeScreens.screenState(for: .list, window: window)?.list.items
  }
}

/// Counts the states a screen subscription hears.
@MainActor
final class ScreenHearing: StoreSubscriber {
  /// Not `Equatable`, so that every state the subscription delivers is heard.
  struct Seen {
    let rowCount: Int?
  }

  var count = 0
  func newState(state: Seen) { count += 1 }
}

extension Store where State == CountedListAppState {
  /// Subscribes to the list screen of a window, every delivery heard.
  func subscribe(_ hearing: ScreenHearing, toListIn window: WindowUUID) {
    subscribe(hearing, to: .screen(.list, in: window)) { (subscription: Subscription<State>) in
      subscription.select { ScreenHearing.Seen(rowCount: $0[itemsIn: window]?.count) }
    }
  }
}

@Suite("In-place screen reducing: a screen says what changed, and its rows are not compared")
@MainActor
struct InPlaceScreenReducingTests {
  let window = WindowUUID()

  func store(rows: Int) -> (Store<CountedListAppState>, ComparisonCount) {
    let store = Store(state: CountedListAppState(), reducer: CountedListAppState.reducer)
    store.dispatch(
      ScreenAction<CountedListScreen>(windowUUID: window, actionType: .showScreen, screen: .list))
    store.dispatch(CountedListAction.fill(rows), forWindowUUID: window)
    let comparisons = store.state.activeScreens.screenState(for: .list, window: window)!.list
      .comparisons
    comparisons.value = 0
    return (store, comparisons)
  }

  @Test func renamingARowComparesNoRowAndReachesItsSubscribers() {
    let (store, comparisons) = store(rows: 1_000)
    let cell = RowCell()
    store.subscribe(cell, to: .row(500, of: \.[itemsIn: window], in: window)) {
      $0.select { $0[itemsIn: window]?[id: 500]?.title }
    }
    let screen = ScreenHearing()
    store.subscribe(screen, toListIn: window)
    store.dispatch(CountedListAction.rename(500, "renamed"), forWindowUUID: window)
    #expect(cell.heard == ["500", "renamed"])
    #expect(screen.count == 2)
    // Only the row subscription's `select` compares its row with the one it saw, once.
    #expect(comparisons.value <= 1)
  }

  @Test func anActionThatChangesNothingIsNotHeardByTheScreen() {
    let (store, _) = store(rows: 10)
    let screen = ScreenHearing()
    store.subscribe(screen, toListIn: window)
    store.dispatch(CountedListAction.nothing, forWindowUUID: window)
    store.dispatch(CountedListAction.rename(99, "no such row"), forWindowUUID: window)
    #expect(screen.count == 1)
  }

  @Test func aScreenReducedByValueComparesItsRowsAfterEachAction() {
    let comparisons = ComparisonCount()
    let state = CountedListState(windowUUID: window, comparisons: comparisons)
    var byValue = CountedListScreenState.byValue(state)
    _ = CountedListScreenState.reduce(
      &byValue, with: CountedListAction.fill(1_000).asAction(window))
    comparisons.value = 0
    let changed = CountedListScreenState.reduce(
      &byValue, with: CountedListAction.rename(999, "last").asAction(window))
    #expect(changed)
    // The comparison walks the rows up to the changed one: the cost reduce(_:with:) avoids.
    #expect(comparisons.value >= 999)
  }

  @Test func aReducerThatHidesAChangeStopsADebugBuild() async {
    #if DEBUG
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let window = WindowUUID()
        let store = Store(state: CountedListAppState(), reducer: CountedListAppState.reducer)
        store.dispatch(
          ScreenAction<CountedListScreen>(
            windowUUID: window, actionType: .showScreen, screen: .list))
        store.dispatch(CountedListAction.fill(3), forWindowUUID: window)
        store.dispatch(CountedListAction.renameUnreported(1, "hidden"), forWindowUUID: window)
      }
    }
    #endif
  }
}

extension CountedListAction {
  /// The action as the store receives it, for a window.
  func asAction(_ window: WindowUUID) -> Action {
    Action(self, windowUUID: window)
  }
}
