import Redux

/// The wiki's example middleware: records telemetry each time the example action happens.
///
/// ```swift
/// let telemetry = ExampleTelemetry()
/// let store = Store(
///   state: AppState(),
///   reducer: AppState.reducer,
///   middlewares: [ExampleMiddleware(telemetry: telemetry).exampleProvider]
/// )
/// ```
///
/// The middleware has no state of its own; the telemetry is handed in, as the wiki suggests
/// ("for more programming brownie points"), so that each store and each test has its own.
public final class ExampleMiddleware: Sendable {
  private let telemetry: ExampleTelemetry

  /// Makes the middleware.
  ///
  /// - Parameters:
  ///   - telemetry: Where the example action is recorded; a fresh recorder unless given.
  public init(telemetry: ExampleTelemetry = ExampleTelemetry()) {
    self.telemetry = telemetry
  }

  /// The middleware to give to the store: calls ``ExampleTelemetry/exampleActionActioned()``
  /// after each ``ExampleActionType/anExampleActionForExample``, and ignores other actions.
  ///
  /// An example action for a window that was closed is not recorded: ``AppState/reducer``
  /// ignores it, so it did not happen as far as the app is concerned.
  ///
  /// This is a computed property returning a new closure, not the wiki's `lazy var` holding a
  /// closure that captures `self`. A stored closure capturing its owner makes a retain cycle
  /// (the object keeps the closure, the closure keeps the object), so neither is ever freed.
  /// Here the object stores no closure, and the closure captures only the telemetry: the store
  /// that keeps the closure keeps the telemetry alive, and nothing keeps the middleware.
  public var exampleProvider: Middleware<AppState> {
    let telemetry = self.telemetry
    return { state, action in
      guard !state.activeScreens.isClosed(action.windowUUID) else { return }
      switch action.actionType {
      case ExampleActionType.anExampleActionForExample:
        telemetry.exampleActionActioned()
      default:
        break
      }
    }
  }
}
