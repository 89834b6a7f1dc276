import Redux

extension BenchPanelState {
  /// The feed screen's reducer in the enum-action workload.
  static let feedReducer = tapReducer(handling: FeedAction.self)
  /// The search screen's reducer in the enum-action workload.
  static let searchReducer = tapReducer(handling: SearchAction.self)
  /// The inbox screen's reducer in the enum-action workload.
  static let inboxReducer = tapReducer(handling: InboxAction.self)
  /// The profile screen's reducer in the enum-action workload.
  static let profileReducer = tapReducer(handling: ProfileAction.self)
  /// The settings screen's reducer in the enum-action workload.
  static let settingsReducer = tapReducer(handling: SettingsScreenAction.self)

  /// ``reducer``, written for one screen's enum action with `reducer(handling:)`: the framework
  /// matches the action's type, and gives every action of another type `defaultState(from:)`.
  ///
  /// - Parameters:
  ///   - actionType: The screen's enum; its one case is the screen's tap.
  /// - Returns: The screen's reducer.
  private static func tapReducer<A: ModernAction>(handling actionType: A.Type) -> Reducer<Self> {
    reducer(handling: actionType) { state, _, window in
      guard state.receivesActions(for: window) else { return defaultState(from: state) }
      return state.tapped
    }
  }
}
