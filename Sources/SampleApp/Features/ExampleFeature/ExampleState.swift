import Redux

/// The state of the example feature in one window: the wiki's canonical screen state.
///
/// `exampleProperty` persists; `exampleTransientProperty` describes a moment: the action sets
/// it, and every other action for the window resets it through ``defaultState(from:)``.
public struct ExampleState: ScreenState, Equatable, Codable {
  /// The window that shows the feature.
  public var windowUUID: WindowUUID
  /// Whether the example action happened in this window.
  public var exampleProperty: Bool
  /// Whether the example action was the last action of this window.
  public var exampleTransientProperty: Bool

  /// Reads the feature's state for a window from the app state, or makes a fresh one when the
  /// window does not show the feature.
  ///
  /// Subscriptions select with it: `$0.select { ExampleState(appState: $0, uuid: uuid) }`. The
  /// transient property is not carried over, as in the wiki.
  ///
  /// - Parameters:
  ///   - appState: The app's state.
  ///   - uuid: The window.
  public init(appState: AppState, uuid: WindowUUID) {
    self.init(appState: appState, uuid: uuid, instance: nil)
  }

  /// Reads the state of one instance of the feature in a window, as ``init(appState:uuid:)``
  /// does for the window's first.
  ///
  /// - Parameters:
  ///   - appState: The app's state.
  ///   - uuid: The window.
  ///   - instance: The instance of the feature, or `nil` for the window's first.
  public init(appState: AppState, uuid: WindowUUID, instance: ScreenInstanceID?) {
    guard
      let exampleState = appState.instanceState(
        ExampleState.self, for: .exampleFeature, instance: instance, window: uuid)
    else {
      self.init(windowUUID: uuid)
      return
    }
    self.init(
      windowUUID: exampleState.windowUUID,
      exampleProperty: exampleState.exampleProperty
    )
  }

  /// Makes the feature's state.
  ///
  /// - Parameters:
  ///   - windowUUID: The window that shows the feature.
  ///   - exampleProperty: Whether the example action happened.
  ///   - exampleTransientProperty: Whether it was the last action of the window.
  public init(
    windowUUID: WindowUUID,
    exampleProperty: Bool = false,
    exampleTransientProperty: Bool = false
  ) {
    self.windowUUID = windowUUID
    self.exampleProperty = exampleProperty
    self.exampleTransientProperty = exampleTransientProperty
  }

  /// Handles ``ExampleActionType/anExampleActionForExample`` and resets the transient property
  /// for every other action.
  public static let reducer: Reducer<Self> = { state, action in
    guard action.windowUUID == .unavailable || action.windowUUID == state.windowUUID else {
      return defaultState(from: state)
    }
    switch action.actionType {
    case ExampleActionType.anExampleActionForExample:
      return ExampleState(
        windowUUID: state.windowUUID,
        exampleProperty: true,
        exampleTransientProperty: true
      )
    default:
      return defaultState(from: state)
    }
  }

  /// Returns a copy of `state` with the transient property back to `false`.
  ///
  /// - Parameter state: The state to copy.
  /// - Returns: The copy.
  public static func defaultState(from state: ExampleState) -> ExampleState {
    ExampleState(windowUUID: state.windowUUID, exampleProperty: state.exampleProperty)
  }
}
