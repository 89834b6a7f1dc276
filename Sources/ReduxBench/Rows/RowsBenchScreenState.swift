import Redux

/// The screens of the rows workload: one list.
enum RowsBenchScreen: Hashable, Sendable {
  /// The list screen.
  case list
}

/// The screen state of the rows workload: the list screen's.
enum RowsBenchScreenState: ActiveScreenState {
  /// The list screen's state.
  case list(RowsBenchListState)

  static let reducer: Reducer<Self> = { state, action in
    switch state {
    case .list(let list): .list(RowsBenchListState.reducer(list, action))
    }
  }

  /// Reduces the list in place: the case's state is moved out, so that the list's storage has
  /// one owner and a row changes without a copy of the others.
  static func reduce(_ state: inout Self, with action: Action) -> Bool {
    switch consume state {
    case .list(var list):
      let changed = RowsBenchListState.reduce(&list, with: action)
      state = .list(list)
      return changed
    }
  }

  static func initialState(for screen: RowsBenchScreen, window: WindowUUID) -> Self {
    switch screen {
    case .list: .list(RowsBenchListState(windowUUID: window))
    }
  }

  var associatedAppScreen: RowsBenchScreen {
    switch self {
    case .list: .list
    }
  }

  var windowUUID: WindowUUID? {
    switch self {
    case .list(let list): list.windowUUID
    }
  }
}
