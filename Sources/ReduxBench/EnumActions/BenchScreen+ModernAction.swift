import Redux

extension BenchScreen {
  /// The enum action this screen handles in the enum-action workload: the counterpart of
  /// ``tapActionType``, dispatched with `dispatch(_:forWindowUUID:)`.
  var tapAction: any ModernAction {
    switch self {
    case .feed: return FeedAction.tap
    case .search: return SearchAction.tap
    case .inbox: return InboxAction.tap
    case .profile: return ProfileAction.tap
    case .settings: return SettingsScreenAction.tap
    }
  }
}

/// The enum actions of the benchmark's feed screen.
enum FeedAction: ModernAction {
  case tap
}

/// The enum actions of the benchmark's search screen.
enum SearchAction: ModernAction {
  case tap
}

/// The enum actions of the benchmark's inbox screen.
enum InboxAction: ModernAction {
  case tap
}

/// The enum actions of the benchmark's profile screen.
enum ProfileAction: ModernAction {
  case tap
}

/// The enum actions of the benchmark's settings screen.
enum SettingsScreenAction: ModernAction {
  case tap
}
