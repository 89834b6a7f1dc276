import Dispatch
import Foundation
import Redux
import Testing

/// Dispatches `count` numbered actions from another thread and returns once all are queued.
///
/// The caller, on the main actor, is blocked meanwhile, so the store's drain cannot start before
/// every action waits in its queue.
@MainActor
private func queueFromAnotherThread(_ count: Int, to store: Store<ChainState>, from first: Int = 0)
{
  let queued = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    for number in first..<(first + count) { store.dispatch(ChainAction(number: number)) }
    queued.signal()
  }
  queued.wait()
}

/// The store's drain keeps first-in first-out order, yet gives the main actor back between
/// slices, so other main-actor work runs while other threads keep the queue full.
@MainActor
@Suite("Soundness: a fair drain")
struct DrainFairnessTests {
  static let backlog = 200_000

  @Test func aBacklogFromElsewhereIsDrainedInSlicesThatLetOtherMainActorWorkRun() async {
    let store = Store(state: ChainState(), reducer: ChainState.reducer)
    queueFromAnotherThread(Self.backlog, to: store)
    #expect(store.pendingActionCount == Self.backlog)

    // This task resumes after the drain that the first action scheduled has had its turn.
    var resumed = 0
    repeat {
      await Task.yield()
      resumed += 1
    } while store.state.reduced == 0
    let reducedWhenResumed = store.state.reduced
    var resumedMidway = 0
    while store.state.reduced < Self.backlog {
      await Task.yield()
      if store.state.reduced < Self.backlog { resumedMidway += 1 }
    }

    // Far more work than one slice: the drain stopped with actions left, and came back for them.
    #expect(reducedWhenResumed < Self.backlog)
    #expect(resumedMidway > 0)
    #expect(store.state.outOfOrder == 0)
    #expect(store.state.lastNumber == Self.backlog - 1)
    #expect(store.pendingActionCount == 0)
  }

  @Test func aMainActorDispatchBehindABacklogRunsTheBacklogFirstAndItselfBeforeReturning() {
    let store = Store(state: ChainState(), reducer: ChainState.reducer)
    queueFromAnotherThread(50_000, to: store)

    store.dispatch(ChainAction(number: 50_000))

    #expect(store.state.reduced == 50_001)
    #expect(store.state.outOfOrder == 0)
    #expect(store.state.lastNumber == 50_000)
  }

  @Test func aCascadeLongerThanASliceEndsBeforeItsDispatchReturns() {
    let chain = 100_000
    var store: Store<ChainState>!
    store = Store(
      state: ChainState(), reducer: ChainState.reducer,
      middlewares: [
        { _, action in
          guard let action = action as? ChainAction, action.number >= 0, action.number + 1 < chain
          else { return }
          store.dispatch(ChainAction(number: action.number + 1))
        }
      ])
    // Actions from elsewhere wait ahead of the chain: the drain runs them, then the whole chain.
    queueFromAnotherThread(1_000, to: store, from: -1_000)
    store.dispatch(ChainAction(number: 0))

    #expect(store.state.reduced == 1_000 + chain)
    #expect(store.state.lastNumber == chain - 1)
    #expect(store.pendingActionCount == 0)
  }
}
