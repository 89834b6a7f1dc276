/// How a generated screen writes its actions.
///
/// Both styles render the same templates: the lines that differ are in the sections
/// `{{#enumActions}}` and `{{#classActions}}`, of which one is on (see ``sections(middleware:)``).
public enum ActionStyle: Sendable, Equatable {
  /// An enum of actions that conforms to `ModernAction`, dispatched with
  /// `dispatch(_:forWindowUUID:)` and reduced with `reducer(handling:)`: the default.
  case enumActions
  /// An `Action` subclass with its `ActionType` enum, as the wiki writes them:
  /// `--class-actions`.
  case classActions

  /// The templates' sections and whether each is on, for this style.
  ///
  /// - Parameters:
  ///   - middleware: Whether the screen gets a middleware (`--middleware`).
  /// - Returns: `enumActions`, `classActions` and `middleware`.
  func sections(middleware: Bool) -> [String: Bool] {
    [
      "enumActions": self == .enumActions, "classActions": self == .classActions,
      "middleware": middleware,
    ]
  }

  /// The suffixes of the types a screen of this style declares in the app's module: the
  /// enum style has no `<Name>ActionType`, its `<Name>Action` is the enum.
  var typeSuffixes: [String] {
    switch self {
    case .enumActions: ScreenName.typeSuffixes.filter { $0 != "ActionType" }
    case .classActions: ScreenName.typeSuffixes
    }
  }
}
