import Foundation
import Redux
import ReduxTestSupport

@testable import ReduxTesting

// A small shopping list for the TestStore tests: a state, a value reducer (and an in-place one),
// a middleware that dispatches follow-ups at once or from a task, a controller and a recording
// subscriber.

/// A window with a fixed identity, so that failure messages can be compared in full.
let shoppingWindow = WindowUUID(uuidString: "1A2B3C4D-0000-4000-8000-000000000001")!

/// A second window with a fixed identity.
let otherShoppingWindow = WindowUUID(uuidString: "5E6F7A8B-0000-4000-8000-000000000002")!

enum ShoppingActionType: ActionType, Equatable {
  /// Adds an item; the middleware then dispatches `saved`.
  case add(title: String)
  /// The list was saved with this many items.
  case saved(count: Int)
  /// Starts loading a suggestion; the middleware dispatches a `SuggestionAction` from a task.
  case requestSuggestion
  /// A suggestion arrived: the type of `SuggestionAction`.
  case suggestion
  /// Empties the list; nothing follows.
  case clear
}

/// A suggestion fetched by the middleware.
final class SuggestionAction: Action {
  let text: String

  init(text: String, windowUUID: WindowUUID) {
    self.text = text
    super.init(windowUUID: windowUUID, actionType: ShoppingActionType.suggestion)
  }
}

extension Action {
  static func add(_ title: String, in window: WindowUUID = shoppingWindow) -> Action {
    Action(windowUUID: window, actionType: ShoppingActionType.add(title: title))
  }

  static func saved(_ count: Int, in window: WindowUUID = shoppingWindow) -> Action {
    Action(windowUUID: window, actionType: ShoppingActionType.saved(count: count))
  }

  static func requestSuggestion(in window: WindowUUID = shoppingWindow) -> Action {
    Action(windowUUID: window, actionType: ShoppingActionType.requestSuggestion)
  }

  static func clear(in window: WindowUUID = shoppingWindow) -> Action {
    Action(windowUUID: window, actionType: ShoppingActionType.clear)
  }
}

struct ShoppingState: StateType {
  var items: [String] = []
  var lastAdded: String?
  var savedCount = 0
  var isLoading = false
  var suggestion: String?

  static func defaultState(from state: ShoppingState) -> ShoppingState { state }

  static let reducer: Reducer<ShoppingState> = { state, action in
    var state = state
    switch action.actionType {
    case ShoppingActionType.add(let title):
      state.items.append(title)
      state.lastAdded = title
    case ShoppingActionType.saved(let count):
      state.savedCount = count
    case ShoppingActionType.requestSuggestion:
      state.isLoading = true
    case ShoppingActionType.suggestion:
      state.isLoading = false
      state.suggestion = (action as? SuggestionAction)?.text
    case ShoppingActionType.clear:
      state.items = []
    default:
      break
    }
    return state
  }

  static let inPlaceReducer: InPlaceReducer<ShoppingState> = { state, action in
    state = reducer(state, action)
  }
}

/// Saves after each `add` (a follow-up dispatched at once) and fetches suggestions in a task
/// that waits for `gate`.
final class ShoppingMiddleware: Sendable {
  let store: any DispatchStore
  let gate: AsyncGate

  init(store: any DispatchStore, gate: AsyncGate = AsyncGate()) {
    self.store = store
    self.gate = gate
  }

  var provider: Middleware<ShoppingState> {
    { [self] state, action in
      switch action.actionType {
      case ShoppingActionType.add:
        store.dispatch(.saved(state.items.count, in: action.windowUUID))
      case ShoppingActionType.requestSuggestion:
        let store = store
        let gate = gate
        let window = action.windowUUID
        Task {
          await gate.wait()
          store.dispatch(SuggestionAction(text: "Milk", windowUUID: window))
        }
      default:
        break
      }
    }
  }
}

/// A test store over `ShoppingState` with the list middleware, its dispatcher connected.
///
/// The store counts as made where this helper is called, so that a store released unfinished
/// reports in the test that made it.
@MainActor
func makeShoppingStore(
  gate: AsyncGate = AsyncGate(), exhaustivity: Exhaustivity = .on,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> TestStore<ShoppingState> {
  let dispatcher = StoreDispatcher()
  let middleware = ShoppingMiddleware(store: dispatcher, gate: gate)
  let store = TestStore(
    state: ShoppingState(), reducer: ShoppingState.reducer, middlewares: [middleware.provider],
    exhaustivity: exhaustivity, fileID: fileID, filePath: filePath, line: line, column: column)
  dispatcher.connect(to: store)
  return store
}

/// Records every value it receives.
@MainActor
final class RecordingView<Value>: StoreSubscriber {
  private(set) var values: [Value] = []

  func newState(state: Value) {
    values.append(state)
  }
}

/// A headless controller: shows the item count, dispatches `add` when tapped.
@MainActor
final class ShoppingController: StoreSubscriber {
  private let store: any DefaultDispatchStore<ShoppingState>
  private(set) var label = ""

  init(store: any DefaultDispatchStore<ShoppingState>) {
    self.store = store
  }

  func subscribeToRedux() {
    store.subscribe(self) { $0.select(\.items.count) }
  }

  func unsubscribeFromRedux() {
    store.unsubscribe(self)
  }

  func addTapped(title: String) {
    store.dispatch(.add(title))
  }

  func newState(state: Int) {
    label = "\(state) items"
  }
}

/// Runs `body` and returns the failures it reported, with the line each was reported at.
@MainActor
func failuresWithLines(_ body: () throws -> Void) rethrows -> [(message: String, line: UInt)] {
  let collector = FailureCollector()
  try FailureReporter.$collector.withValue(collector) { try body() }
  return zip(collector.messages, collector.sites.map(\.line)).map { ($0, $1) }
}
