/// The kind of an ``Action``: a case of an enum that a feature declares.
///
/// Each feature groups its action kinds in one enum. Reducers and middlewares switch over
/// ``Action/actionType`` and match the cases they handle:
///
/// ```swift
/// enum ExampleActionType: ActionType {
///   case anExampleActionForExample
/// }
///
/// switch action.actionType {
/// case ExampleActionType.anExampleActionForExample:
///   // handle it
/// default:
///   break
/// }
/// ```
///
/// Action types are plain values that may travel between threads, so they are `Sendable`.
/// Payloads belong on the ``Action`` subclass, not on the action type.
public protocol ActionType: Sendable {}
