/// An action written as a case of an enum, its payload in the case's associated values.
///
/// A feature lists what can happen to it in one enum and conforms it; ``description`` has a
/// default that reads the cases by reflection:
///
/// ```swift
/// enum CounterAction: ModernAction {
///   case requestInitialValue
///   case initialValueLoaded(initialValue: Int)
/// }
///
/// store.dispatch(CounterAction.requestInitialValue, forWindowUUID: windowUUID)
/// ```
///
/// A modern action does not carry its window: ``DispatchStore/dispatch(_:forWindowUUID:)`` wraps
/// it in an ``Action`` whose ``Action/actionType`` is the enum value, which goes through the same
/// queue, reducers, middlewares, subscriptions, recorder and test stores as every other action. A
/// reducer receives its own enum with ``StateType/reducer(handling:_:)``, or reads
/// ``Action/modernAction`` from any action. A modern action is `Sendable`, so every payload must
/// be too. A `Codable` one is recorded once its type is registered in an ``ActionRegistry``.
///
/// ### Descriptions
///
/// The protocol asks for a `description` without refining `CustomStringConvertible`, so string
/// interpolation (`"\(action)"`) writes Swift's own form of the case, such as
/// `initialValueLoaded(initialValue: 3)`. Do not add `CustomStringConvertible` to change that: the
/// default would then be what interpolation calls, and Swift has no other way to name a case
/// without a payload, so such a case would be written as the bare type name. To keep a payload
/// out of logs, declare `description` in the type; it replaces the default, and the action that
/// carries the enum is then written with it (``Action/actionTypeDescription``) by the logger, the
/// test stores' failures and every other ``Action/description``:
///
/// ```swift
/// enum SignInAction: ModernAction {
///   case submit(password: String)
///
///   var description: String {
///     switch self {
///     case .submit: "SignInAction.submit(password: <redacted>)"
///     }
///   }
/// }
/// ```
public protocol ModernAction: ActionType {
  /// A description of the action for logs: its type, its case, and each value of its payload.
  /// Conforming types get a default.
  var description: String { get }

  /// The action's name in recordings, once its type is registered in an ``ActionRegistry``.
  ///
  /// The default is the type's name, such as `TodoListAction`; declare it to keep a recorded
  /// name when the type is renamed. See <doc:RecordingAndReplaying#Enum-actions>.
  static var recordingName: String { get }
}
