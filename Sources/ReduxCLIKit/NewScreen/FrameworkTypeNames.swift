/// The public type names of the Redux framework, which a generated screen must not declare
/// again: an app type named `ScreenState` would hide the framework's protocol.
///
/// A test compares this list with the declarations in `Sources/Redux`, so it cannot fall behind.
enum FrameworkTypeNames {
  /// The names.
  static let all: Set<String> = [
    "Action", "ActionRecorder", "ActionRegistry", "ActionType", "ActiveScreenState",
    "ActiveScreensState", "CustomRecordableAction", "InstanceRecordableAction", "RecordableAction",
    "RecordedAction",
    "Recording", "RecordingError", "RecordingHeader", "ReplayResult",
    "BlockReducer", "CombinedReducer", "DefaultDispatchStore", "DispatchStore",
    "DuplicateStateKeyError", "InPlaceReducer", "KeyedReducer", "KeyedState", "ListenerHandle",
    "LoggerMiddleware", "Middleware", "NoAppWideState", "Reducer", "ScreenAction",
    "SubscriptionScope",
    "ScreenActionType", "ScreenInstanceID", "ScreenState", "StateDiff", "StateType", "Store",
    "StoreDispatcher", "StoreHistory", "StoreObservation", "StoreValues",
    "StoreSubscriber", "Subscription", "TimeTravelAction", "TimeTravelActionType",
    "TimeTravelError", "TrackedWork", "WindowAction", "WindowActionType", "WindowTasks",
    "WindowUUID", "WindowedState", "RestoreWindowsAction", "WindowRestorationActionType",
    "WindowsSnapshot", "WindowsSnapshotError", "ModernAction", "ModernMiddleware", "ModernReducer",
    "_RoutingChange", "_ScreenRevisions", "WindowTaskProgress", "Rows", "DuplicateRowIDError",
    "ActionBatch",
    "LifetimeWarning", "ActionCost", "MiddlewareCost", "SubscriberCost", "ActionCostReport",
    "CostMeasurement", "CostMeasurementError", "BatchPlace",
  ]
}
