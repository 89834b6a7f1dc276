/// A provider of side effects, called by the store after each action has been reduced.
///
/// A middleware receives the new state and the action that produced it. It may start work with
/// the outside world (saving, loading, telemetry) and may dispatch further actions; those are
/// queued and reduced after the current action has been published to every subscriber. The
/// store calls its middlewares on the main actor, in the order they were given, after the state
/// has been updated and before subscribers are notified.
///
/// ```swift
/// final class ExampleMiddleware {
///   private let telemetry: ExampleTelemetry
///
///   init(telemetry: ExampleTelemetry) {
///     self.telemetry = telemetry
///   }
///
///   var exampleProvider: Middleware<AppState> {
///     let telemetry = self.telemetry
///     return { state, action in
///       switch action.actionType {
///       case ExampleActionType.anExampleActionForExample:
///         telemetry.exampleActionActioned()
///       default:
///         break
///       }
///     }
///   }
/// }
/// ```
///
/// Write the provider as a computed property returning a closure that captures only what it
/// needs, as above, not as a `lazy var` holding a closure that captures `self`: that object and
/// closure would keep each other alive. Here the store keeps the closure, the closure the
/// telemetry, and nothing keeps the middleware.
public typealias Middleware<State> = (State, Action) -> Void
