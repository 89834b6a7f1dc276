import Redux

/// The five screens every window of the multi-window benchmark shows.
///
/// Each screen has its own action type, as the features of the sample app do: an action of one
/// screen's type increments that screen's counter and sets its transient flag; every other screen
/// of the window resets its transient flag through `defaultState(from:)`.
enum BenchScreen: Int, Hashable, Sendable, CaseIterable {
  case feed
  case search
  case inbox
  case profile
  case settings

  /// The action type whose actions this screen handles.
  var tapActionType: any ActionType {
    switch self {
    case .feed: return FeedActionType.tap
    case .search: return SearchActionType.tap
    case .inbox: return InboxActionType.tap
    case .profile: return ProfileActionType.tap
    case .settings: return SettingsScreenActionType.tap
    }
  }

  /// Whether an action is of the type this screen handles.
  ///
  /// Matched with `Action.actionType(as:)`, as the framework's documentation advises a reducer
  /// to: the four screens whose type it is not compare two types and ask the runtime for no cast.
  ///
  /// - Parameters:
  ///   - action: The action.
  /// - Returns: `true` for an action of this screen's ``tapActionType``.
  func handles(_ action: Action) -> Bool {
    switch self {
    case .feed: return action.actionType(as: FeedActionType.self) != nil
    case .search: return action.actionType(as: SearchActionType.self) != nil
    case .inbox: return action.actionType(as: InboxActionType.self) != nil
    case .profile: return action.actionType(as: ProfileActionType.self) != nil
    case .settings: return action.actionType(as: SettingsScreenActionType.self) != nil
    }
  }
}

/// The actions of the benchmark's feed screen.
enum FeedActionType: ActionType {
  case tap
}

/// The actions of the benchmark's search screen.
enum SearchActionType: ActionType {
  case tap
}

/// The actions of the benchmark's inbox screen.
enum InboxActionType: ActionType {
  case tap
}

/// The actions of the benchmark's profile screen.
enum ProfileActionType: ActionType {
  case tap
}

/// The actions of the benchmark's settings screen.
enum SettingsScreenActionType: ActionType {
  case tap
}
