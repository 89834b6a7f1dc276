import Foundation
import Redux
import Testing

/// Two counters that only batches change, always together, and a third that the main actor
/// changes meanwhile.
struct PairState: StateType {
  var left = 0
  var right = 0
  var other = 0

  static func defaultState(from state: PairState) -> PairState { state }

  static let reducer: InPlaceReducer<PairState> = { state, action in
    switch action.actionType {
    case PairActionType.left: state.left += 1
    case PairActionType.right: state.right += 1
    case PairActionType.other: state.other += 1
    default: break
    }
  }
}

enum PairActionType: ActionType {
  case left
  case right
  case other
}

@Suite("Action batches from other threads: atomic for subscribers")
struct ActionBatchThreadingTests {
  @MainActor
  @Test func noSubscriberSeesAStateInsideABatchFromAnotherThread() async {
    let store = Store(state: PairState(), reducer: PairState.reducer)
    let subscriber = RecordingSubscriber<PairState>()
    store.subscribe(subscriber)
    let batches = 2_000
    let sender = Task.detached {
      for _ in 0..<batches {
        store.dispatch(
          ActionBatch([
            Action(windowUUID: .unavailable, actionType: PairActionType.left),
            Action(windowUUID: .unavailable, actionType: PairActionType.right),
          ]))
      }
    }
    // The main actor dispatches too, between the batches.
    while store.state.left < batches {
      store.dispatch(Action(windowUUID: .unavailable, actionType: PairActionType.other))
      await Task.yield()
    }
    await sender.value
    while store.state.left < batches { await Task.yield() }
    #expect(subscriber.received.allSatisfy { $0.left == $0.right })
    #expect(store.state.right == batches)
  }
}
