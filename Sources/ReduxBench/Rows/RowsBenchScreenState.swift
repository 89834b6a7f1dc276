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
