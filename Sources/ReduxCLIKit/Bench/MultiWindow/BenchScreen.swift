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

  /// Whether an action type is the one this screen handles.
  ///
  /// - Parameters:
  ///   - actionType: The action's type.
  /// - Returns: `true` for this screen's ``tapActionType``.
  func handles(_ actionType: any ActionType) -> Bool {
    switch self {
    case .feed: return actionType is FeedActionType
    case .search: return actionType is SearchActionType
    case .inbox: return actionType is InboxActionType
    case .profile: return actionType is ProfileActionType
    case .settings: return actionType is SettingsScreenActionType
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
