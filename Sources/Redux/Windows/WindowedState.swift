/// An app state split into windows: what a ``Store`` needs to notify only the windows an action
/// concerns.
///
/// An app state adopts `WindowedState` by keeping its screens in an ``ActiveScreensState``
/// called `activeScreens`, and by naming the part of the state that every window shows, if any:
///
/// ```swift
/// struct AppState: WindowedState {
///   var activeScreens = ActiveScreensState<AppScreenState>()
///   var settings = SettingsState()
///
///   var appWideState: SettingsState { settings }
/// }
/// ```
///
/// With a windowed state, a subscription scoped to a window (``SubscriptionScope/window(_:)``)
/// evaluates its selection only after actions for its window, for every window
/// (``WindowUUID/unavailable``), or that changed ``appWideState``. When its window closes, the
/// subscription ends: its subscriber hears nothing more.
public protocol WindowedState: StateType {
  /// The app's screen-state enum.
  associatedtype AppScreenState: ActiveScreenState

  /// The part of the state that every window shows, such as settings.
  associatedtype AppWideState: Equatable = NoAppWideState

  /// The screens of every window.
  var activeScreens: ActiveScreensState<AppScreenState> { get }

  /// The part of the state that every window shows.
  ///
  /// After each action the store compares it with its value before; when it changed, the
  /// subscriptions of every window evaluate their selections, whichever window the action was
  /// for. Keep it small: it is compared after every action. With an in-place reducer, the store
  /// reads it just before and just after the reducer runs: like a reducer, it must use the state
  /// it is given and never read the store's `state`.
  var appWideState: AppWideState { get }
}

extension WindowedState where AppWideState == NoAppWideState {
  /// A state with no app-wide part.
  public var appWideState: NoAppWideState {
    NoAppWideState()
  }
}

/// The app-wide state of a ``WindowedState`` whose every part belongs to a window.
public struct NoAppWideState: Equatable, Sendable {
  /// Makes the empty app-wide state.
  public init() {}
}
