/// An action written as a case of an enum, its payload in the case's associated values.
///
/// A feature lists everything that can happen to it in one enum, and conforms it; nothing else
/// is needed, since ``description`` has a default that reads the cases by reflection:
///
/// ```swift
/// enum CounterAction: ModernAction {
///   case requestInitialValue
///   case initialValueLoaded(initialValue: Int)
///   case counterIncreased(counterValue: Int)
/// }
///
/// CounterAction.requestInitialValue.description
/// // CounterAction.requestInitialValue
///
/// CounterAction.initialValueLoaded(initialValue: 3).description
/// // CounterAction.initialValueLoaded {
/// //    initialValue: 3
/// // }
/// ```
///
/// Unlike an ``Action``, a modern action does not carry its window: the window is given when the
/// action is dispatched, with ``DispatchStore/dispatch(_:forWindowUUID:)``:
///
/// ```swift
/// store.dispatch(CounterAction.requestInitialValue, forWindowUUID: windowUUID)
/// ```
///
/// The store carries it as an ``Action`` whose ``Action/actionType`` is the enum value, through
/// the same queue, reducers, middlewares, subscriptions, recorder and test stores as every other
/// action: a modern action is an ``ActionType`` too. A reducer receives its own enum with
/// ``StateType/reducer(handling:_:)``, or reads ``Action/modernAction`` from any action.
///
/// A modern action is `Sendable`, so every payload must be too: the action crosses from the code
/// that dispatches it to the store's. A `Codable` one is recorded and replayed once its type is
/// registered in an ``ActionRegistry``.
///
/// ### Descriptions
///
/// The protocol asks for a `description` without refining `CustomStringConvertible`, so string
/// interpolation of an action (`"\(action)"`) writes Swift's own form of the case, such as
/// `initialValueLoaded(initialValue: 3)`; read ``description`` for the form above. Do not add
/// `CustomStringConvertible` to a modern action to change that: the default description would
/// then be the one that interpolation calls, and Swift has no other way to name a case without
/// a payload, so such a case would be written as the bare type name. To keep a payload out of
/// logs, declare `description` in the type; that declaration replaces the default.
public protocol ModernAction: ActionType {
  /// A description of the action for logs: its type, its case, and each value of its payload.
  ///
  /// Conforming types get a default; see the extension on ``ModernAction`` for the format.
  var description: String { get }

  /// The action's name in recordings, once its type is registered in an ``ActionRegistry``.
  ///
  /// The default is the type's name, such as `TodoListAction`; declare it to keep a recorded
  /// name when the type is renamed. See <doc:RecordingAndReplaying#Enum-actions>.
  static var recordingName: String { get }
}
