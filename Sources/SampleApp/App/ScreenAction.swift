import Redux

/// The framework's screen action, with the sample app's screens, so that screens are written
/// with a leading dot as in the wiki:
///
/// ```swift
/// store.dispatch(
///   ScreenAction(windowUUID: windowUUID, actionType: ScreenActionType.showScreen, screen: .todoList)
/// )
/// ```
public typealias ScreenAction = Redux.ScreenAction<AppScreen>
