import Redux

/// The state of one screen shown in one window: a case per ``AppScreen``, holding that screen's
/// state.
///
/// The framework's ``ActiveScreensState`` keeps these per window and calls ``reducer`` only for
/// actions aimed at the screen's window (or at every window). Every switch here lists each case
/// and has no `default:` arm: a screen added to ``AppScreen`` and forgotten here does not
/// compile.
public enum AppScreenState: ActiveScreenState, StateType, Codable {
  /// The todo list of a window.
  case todoList(TodoListState)
  /// The settings screen of a window.
  case settings(SettingsScreenState)
  /// The wiki's example feature.
  case exampleFeature(ExampleState)

  /// Reduces the screen's state with its own reducer.
  public static let reducer: Reducer<Self> = { state, action in
    switch state {
    case .todoList(let state):
      return .todoList(TodoListState.reducer(state, action))
    case .settings(let state):
      return .settings(SettingsScreenState.reducer(state, action))
    case .exampleFeature(let state):
      return .exampleFeature(ExampleState.reducer(state, action))
    }
  }

  /// Reduces the screen's state in place: the todo list changes its todos where they are (see
  /// ``TodoListState/reduce(_:with:)``); the other screens run their reducers and compare.
  ///
  /// - Parameters:
  ///   - state: The screen's state, changed in place.
  ///   - action: The action.
  /// - Returns: Whether the state changed.
  public static func reduce(_ state: inout Self, with action: Action) -> Bool {
    switch consume state {
    case .todoList(var list):
      // Moved out of the enum, so that the todos have one owner and change without a copy.
      let changed = TodoListState.reduce(&list, with: action)
      state = .todoList(list)
      return changed
    case .settings(let settings):
      state = .settings(SettingsScreenState.reducer(settings, action))
      return state != .settings(settings)
    case .exampleFeature(let example):
      state = .exampleFeature(ExampleState.reducer(example, action))
      return state != .exampleFeature(example)
    }
  }

  /// The state a screen starts with when a window shows it.
  ///
  /// - Parameters:
  ///   - screen: The screen being shown.
  ///   - window: The window that shows it.
  /// - Returns: The screen's first state.
  public static func initialState(for screen: AppScreen, window: WindowUUID) -> Self {
    switch screen {
    case .todoList:
      return .todoList(TodoListState(windowUUID: window))
    case .settings:
      return .settings(SettingsScreenState(windowUUID: window))
    case .exampleFeature:
      return .exampleFeature(ExampleState(windowUUID: window))
    }
  }

  /// The screen this state belongs to.
  public var associatedAppScreen: AppScreen {
    switch self {
    case .todoList: return .todoList
    case .settings: return .settings
    case .exampleFeature: return .exampleFeature
    }
  }

  /// The state's lasting part, what a windows snapshot keeps: the transient data of its screen
  /// reset as the screen's own `defaultState(from:)` does, and for a todo list no suggestion
  /// being fetched, since no fetch survives a relaunch.
  ///
  /// - Parameter state: The state to copy.
  public static func defaultState(from state: AppScreenState) -> AppScreenState {
    switch state {
    case .todoList(let state):
      var list = TodoListState.defaultState(from: state)
      list.isFetchingSuggestion = false
      list.suggestionRequest = nil
      return .todoList(list)
    case .settings(let state): return .settings(SettingsScreenState.defaultState(from: state))
    case .exampleFeature(let state): return .exampleFeature(ExampleState.defaultState(from: state))
    }
  }

  /// The window that shows the screen.
  public var windowUUID: WindowUUID? {
    switch self {
    case .todoList(let state): return state.windowUUID
    case .settings(let state): return state.windowUUID
    case .exampleFeature(let state): return state.windowUUID
    }
  }
}
