/// The kind of an ``Action``: a case of an enum that a feature declares.
///
/// Each feature groups its action kinds in one enum. Reducers and middlewares switch over
/// ``Action/actionType`` and match the cases they handle:
///
/// ```swift
/// enum ExampleActionType: ActionType { case tapped }
///
/// switch action.actionType {
/// case ExampleActionType.tapped: handleTap()
/// default: break
/// }
/// ```
///
/// Action types are plain values that may travel between threads, so they are `Sendable`. A case
/// may carry the action's payload (`add(title: String)`), as ``RecordableAction`` expects, or an
/// ``Action`` subclass may hold it.
public protocol ActionType: Sendable {}
