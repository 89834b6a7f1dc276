import Redux

// Fixtures of the row tests: an app whose windows show a list screen of `Rows`, and an app-wide
// list of pinned rows, changed by one enum action.

struct ListItem: Identifiable, Codable, Equatable, Sendable {
  let id: Int
  var title: String
}

enum ListAction: ModernAction, Equatable {
  case add(ListItem)
  case rename(Int, String)
  case remove(Int)
  case move(Int, to: Int)
  case pin(ListItem)
  case renamePinned(Int, String)
  /// Puts another list in place of the pinned rows, as a restore would.
  case replacePinned([ListItem])
  /// Changes nothing.
  case nothing
}

enum ListScreen: Hashable, Sendable {
  case list
}

struct ListState: ScreenState, Codable {
  let windowUUID: WindowUUID
  var items = Rows<ListItem>()

  static func defaultState(from state: ListState) -> ListState { state }

  static let reducer: Reducer<Self> = reducer(handling: ListAction.self) { state, action, _ in
    var state = state
    switch action {
    case .add(let item): state.items.append(item)
    case .rename(let id, let title): state.items.update(id: id) { $0.title = title }
    case .remove(let id): state.items.remove(id: id)
    case .move(let id, let index): state.items.move(id: id, to: index)
    case .pin, .renamePinned, .replacePinned, .nothing: break
    }
    return state
  }
}

enum ListScreenState: ActiveScreenState {
  case list(ListState)

  static let reducer: Reducer<Self> = { state, action in
    switch state {
    case .list(let list): .list(ListState.reducer(list, action))
    }
  }

  static func initialState(for screen: ListScreen, window: WindowUUID) -> Self {
    .list(ListState(windowUUID: window))
  }

  var associatedAppScreen: ListScreen { .list }

  var windowUUID: WindowUUID? {
    switch self {
    case .list(let list): list.windowUUID
    }
  }
}

struct ListAppState: WindowedState {
  var activeScreens = ActiveScreensState<ListScreenState>()
  var pinned = Rows<ListItem>()

  static func defaultState(from state: ListAppState) -> ListAppState { state }

  static let reducer: InPlaceReducer<Self> = { state, action in
    state.activeScreens.reduce(action)
    switch action.modernAction as? ListAction {
    case .pin(let item): state.pinned.append(item)
    case .renamePinned(let id, let title): state.pinned.update(id: id) { $0.title = title }
    case .replacePinned(let items): state.pinned = Rows(items)
    default: break
    }
  }

  /// The list screen's rows in a window (its first instance), or `nil` when it is not shown.
  subscript(itemsIn window: WindowUUID) -> Rows<ListItem>? {
    guard case .list(let list) = activeScreens.screenState(for: .list, window: window) else {
      return nil
    }
    return list.items
  }

  /// The rows of one instance of the list screen.
  subscript(itemsIn window: WindowUUID, instance instance: ScreenInstanceID) -> Rows<ListItem>? {
    guard case .list(let list) = activeScreens.screenState(of: instance, window: window) else {
      return nil
    }
    return list.items
  }
}

typealias ListScreenAction = ScreenAction<ListScreen>

/// Records each title it hears.
@MainActor
final class RowCell: StoreSubscriber {
  var heard: [String?] = []
  var onNewState: ((String?) -> Void)?

  func newState(state: String?) {
    heard.append(state)
    onNewState?(state)
  }
}

extension Store where State == ListAppState {
  /// A store whose `windows` each show the list screen holding `rows` items 0..<rows.
  static func showingLists(in windows: [WindowUUID], rows: Int) -> Store<ListAppState> {
    let store = Store(state: ListAppState(), reducer: ListAppState.reducer)
    for window in windows {
      store.dispatch(ListScreenAction(windowUUID: window, actionType: .showScreen, screen: .list))
      for id in 0..<rows {
        store.dispatch(ListAction.add(ListItem(id: id, title: "item \(id)")), forWindowUUID: window)
      }
    }
    return store
  }

  /// Subscribes a cell to each of rows 0..<count in a window's list.
  func subscribeCells(_ count: Int, in window: WindowUUID) -> [RowCell] {
    (0..<count).map { id in
      let cell = RowCell()
      subscribe(cell, toRow: id, in: window)
      return cell
    }
  }

  /// Subscribes a cell to the title of row `id` in a window's list.
  func subscribe(_ cell: RowCell, toRow id: Int, in window: WindowUUID) {
    subscribe(cell, to: .row(id, of: \.[itemsIn: window], in: window)) {
      $0.select { $0[itemsIn: window]?[id: id]?.title }
    }
  }
}
