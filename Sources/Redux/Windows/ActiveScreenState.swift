/// The state of one screen in one window, as an app's screen-state enum declares it.
///
/// An app lists its screens twice: an enum of screens (`AppScreen`) and an enum with one case
/// per screen holding that screen's state (`AppScreenState`). Conforming the second to
/// `ActiveScreenState` is all ``ActiveScreensState`` needs to track screens per window, show
/// and close them, and route each action to the screens of its own window only. See
/// <doc:MultipleWindows#Declare-the-screens> for a conformance.
///
/// Write every `switch` without a `default:` arm: a screen added to the enums but left out of a
/// switch is then a compile error rather than a screen that silently never gets its state.
public protocol ActiveScreenState: Equatable, Sendable {
  /// The app's enum of screens, such as `AppScreen`.
  associatedtype Screen: Hashable & Sendable

  /// Reduces the state of one screen: the app's reducer for the case at hand.
  ///
  /// It runs only for actions aimed at the screen's window or at every window
  /// (``WindowUUID/unavailable``). Screens reset their transient data through
  /// ``StateType/defaultState(from:)`` for every such action they do not handle.
  static var reducer: Reducer<Self> { get }

  /// Reduces the state of one screen in place, and says whether it changed.
  ///
  /// The store calls this, not ``reducer``, for each screen an action reaches: a screen whose
  /// state changed takes a new revision, and only then do its screen subscriptions hear it. The
  /// default runs ``reducer`` and compares the state it returns with the state before.
  ///
  /// A screen that holds a long list (``Rows``) implements it, so that changing one row changes
  /// that row alone: a reducer that takes the state by value and returns a new one copies the
  /// list each time, and comparing the two compares every row. Move the case's state out with
  /// `consume`, change it in place, put it back, and say whether anything changed:
  ///
  /// ```swift
  /// static func reduce(_ state: inout Self, with action: Action) -> Bool {
  ///   switch consume state {
  ///   case .todoList(var list):
  ///     let changed = TodoListState.reduce(&list, with: action)
  ///     state = .todoList(list)
  ///     return changed
  ///   case .settings(let settings):
  ///     state = .settings(SettingsState.reducer(settings, action))
  ///     return state != .settings(settings)
  ///   }
  /// }
  /// ```
  ///
  /// Return `true` whenever the state may have changed: a screen reported unchanged keeps its
  /// revision, and its subscriptions do not hear the change. Debug builds check every `false`
  /// against a copy of the state taken before, and stop the app, naming the screen and the
  /// action, when the state changed after all.
  ///
  /// - Parameters:
  ///   - state: The screen's state, changed in place.
  ///   - action: The action, aimed at the screen's window or at every window.
  /// - Returns: Whether the state changed; `true` when it may have.
  static func reduce(_ state: inout Self, with action: Action) -> Bool

  /// The state a screen starts with when a window shows it, once per instance shown: it must be
  /// for `screen` (its ``associatedAppScreen``) and belong to `window`.
  ///
  /// - Parameters:
  ///   - screen: The screen being shown.
  ///   - window: The window that shows it.
  /// - Returns: The screen's first state.
  static func initialState(for screen: Screen, window: WindowUUID) -> Self

  /// The screen this state belongs to.
  var associatedAppScreen: Screen { get }

  /// The window that shows this screen, or `nil` for a screen that belongs to no window.
  var windowUUID: WindowUUID? { get }
}

extension ActiveScreenState {
  /// Runs ``reducer`` and compares its result with the state before: the screen changed when
  /// they differ.
  @inlinable
  public static func reduce(_ state: inout Self, with action: Action) -> Bool {
    let reduced = reducer(state, action)
    guard reduced != state else { return false }
    state = reduced
    return true
  }
}
