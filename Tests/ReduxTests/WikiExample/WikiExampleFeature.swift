// The wiki page "Redux - How to Implement" (shared/spec), compiled against this package.
//
// Left out, as the issue allows: UIKit, the app's screen enum, and the initializer
// `init(appState:uuid:)` that reads the app's global store (it belongs to the app layer).
// Changed: the wiki's reducer matches `anExmapleActionForExample`, a misspelling of the case it
// declares; here it matches `anExampleActionForExample`, the case that exists.
// Everything else is as the wiki writes it, formatting aside.
import Foundation
import Redux
import ReduxTestSupport

final class ExampleAction: Action {
  override init(windowUUID: WindowUUID, actionType: any ActionType) {
    super.init(windowUUID: windowUUID, actionType: actionType)
  }
}

enum ExampleActionType: ActionType {
  case anExampleActionForExample
}

struct ExampleState: ScreenState, Equatable {
  var windowUUID: WindowUUID
  var exampleProperty: Bool
  var exampleTransientProperty: Bool

  init(
    windowUUID: WindowUUID,
    exampleProperty: Bool,
    exampleTransientProperty: Bool = false
  ) {
    self.windowUUID = windowUUID
    self.exampleProperty = exampleProperty
    self.exampleTransientProperty = exampleTransientProperty
  }

  static let reducer: Reducer<Self> = { state, action in
    guard action.windowUUID == .unavailable || action.windowUUID == state.windowUUID else {
      return defaultState(from: state)
    }

    switch action.actionType {
    case ExampleActionType.anExampleActionForExample:
      return ExampleState(
        windowUUID: state.windowUUID,
        exampleProperty: true,
        exampleTransientProperty: true
      )
    default:
      return defaultState(from: state)
    }
  }

  static func defaultState(from state: ExampleState) -> ExampleState {
    // exampleTransientProperty is not passed here since it will be restored to default value
    return ExampleState(
      windowUUID: state.windowUUID,
      exampleProperty: state.exampleProperty
    )
  }
}

final class ExampleMiddleware {
  private let logger: Logger
  private let telemetry = ExampleTelemetry()  // you might think of passing this in as a dependency

  init(logger: Logger = DefaultLogger.shared) {
    self.logger = logger
  }

  lazy var exampleProvider: Middleware<AppState> = { state, action in
    switch action.actionType {
    case ExampleActionType.anExampleActionForExample:
      self.telemetry.exampleActionActioned()
    default:
      break
    }
  }
}

// MARK: - The app-specific pieces the wiki's code refers to, kept as small as possible.

/// The app's logger protocol, as the wiki's middleware expects.
protocol Logger {}

/// The app's shared logger.
final class DefaultLogger: Logger, Sendable {
  static let shared = DefaultLogger()
}

/// The feature's telemetry. It reports to the recorder that is current (a task-local value)
/// when it is created, so that parallel tests each see only their own events.
final class ExampleTelemetry {
  @TaskLocal static var recorder: CollectedLines?
  private let recorder = ExampleTelemetry.recorder

  func exampleActionActioned() {
    recorder?.append("exampleActionActioned")
  }
}

/// The app state holding one window's example screen, standing in for the wiki's `AppState`.
struct AppState: StateType {
  var example: ExampleState

  static func defaultState(from state: AppState) -> AppState {
    AppState(example: ExampleState.defaultState(from: state.example))
  }

  static let reducer: Reducer<AppState> = { state, action in
    AppState(example: ExampleState.reducer(state.example, action))
  }
}
