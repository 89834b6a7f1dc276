/// A provider of side effects, called by the store after each action has been reduced.
///
/// A middleware receives the new state and the action that produced it. It may start work with
/// the outside world (saving, loading, telemetry) and may dispatch further actions; those are
/// queued and reduced after the current action has been published to every subscriber.
///
/// The store calls its middlewares on the main actor, in the order they were given, after the
/// state has been updated and before subscribers are notified.
///
/// ```swift
/// final class ExampleMiddleware {
///   lazy var exampleProvider: Middleware<AppState> = { state, action in
///     switch action.actionType {
///     case ExampleActionType.anExampleActionForExample:
///       self.telemetry.exampleActionActioned()
///     default:
///       break
///     }
///   }
/// }
/// ```
public typealias Middleware<State> = (State, Action) -> Void
