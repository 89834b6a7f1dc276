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

/// A follow-up of a main-actor dispatch, numbered by its step in the chain.
private final class FollowUpAction: Action {
  let step: Int

  init(step: Int) {
    self.step = step
    super.init(windowUUID: .unavailable, actionType: ChainActionType.next)
  }
}

/// What a flood test reduced: the flood's actions, in order, and the chain's steps.
private struct FloodState: StateType {
  var lastNumber = -1
  var outOfOrder = 0
  var followUps: [Int] = []

  static func defaultState(from state: FloodState) -> FloodState { state }

  static let reducer: InPlaceReducer<FloodState> = { state, action in
    if let followUp = action as? FollowUpAction {
      state.followUps.append(followUp.step)
    } else if let action = action as? ChainAction {
      if action.number != state.lastNumber + 1 { state.outOfOrder += 1 }
      state.lastNumber = action.number
    }
  }
}

/// A thread that keeps the store's queue full: it dispatches numbered actions as fast as it can,
/// pausing while 100,000 wait, until it is stopped, or for 30 seconds at most.
private final class Flood: @unchecked Sendable {
  // Safety: `isStopped` and `finished` are read and written only while `lock` is held.
  private let lock = NSLock()
  private var isStopped = false
  private var finished = false
  private let store: Store<FloodState>

  init(store: Store<FloodState>) {
    self.store = store
  }

  var hasFinished: Bool { lock.withLock { finished } }

  func start() {
    Thread.detachNewThread { [self] in
      let deadline = Date(timeIntervalSinceNow: 30)
      var number = 0
      while !lock.withLock({ isStopped }), Date() < deadline {
        if store.pendingActionCount > 100_000 {
          Thread.sleep(forTimeInterval: 0.000_1)
          continue
        }
        store.dispatch(ChainAction(number: number))
        number += 1
      }
      lock.withLock { finished = true }
    }
  }

  func stop() {
    lock.withLock { isStopped = true }
  }
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

    // Other main-actor work, queued behind the drain that the first action scheduled: it runs
    // once that drain gives the main actor back.
    let reducedWhenOtherWorkRan = await withCheckedContinuation { continuation in
      DispatchQueue.main.async {
        MainActor.assumeIsolated { continuation.resume(returning: store.state.reduced) }
      }
    }
    while store.state.reduced < Self.backlog {
      try? await Task.sleep(for: .milliseconds(1))
    }

    // Far more work than one slice: the drain stopped with actions left, and came back for them.
    #expect(reducedWhenOtherWorkRan > 0)
    #expect(reducedWhenOtherWorkRan < Self.backlog)
    #expect(store.state.outOfOrder == 0)
    #expect(store.state.lastNumber == Self.backlog - 1)
    #expect(store.pendingActionCount == 0)
  }

  @Test func aMainActorDispatchBehindABacklogKeepsItsPlaceAndGivesTheMainActorBack() async {
    let store = Store(state: ChainState(), reducer: ChainState.reducer)
    queueFromAnotherThread(Self.backlog, to: store)

    store.dispatch(ChainAction(number: Self.backlog))
    // Its slice ran out long before the backlog did: the action waits behind it, in order.
    #expect(store.state.reduced < Self.backlog)
    #expect(store.pendingActionCount > 0)
    while store.state.reduced < Self.backlog + 1 {
      try? await Task.sleep(for: .milliseconds(1))
    }
    #expect(store.state.outOfOrder == 0)
    #expect(store.state.lastNumber == Self.backlog)
  }

  @Test func aMainActorDispatchWhoseFollowUpsQueueBehindAFloodReturnsAfterItsSlice() async {
    let chain = 8
    var store: Store<FloodState>!
    store = Store(
      state: FloodState(), reducer: FloodState.reducer,
      middlewares: [
        { _, action in
          guard let action = action as? FollowUpAction, action.step + 1 < chain else { return }
          store.dispatch(FollowUpAction(step: action.step + 1))
        }
      ])
    let flood = Flood(store: store)
    flood.start()
    // Holding the main actor while the flood fills the queue: a main actor left free would
    // drain as fast as the flood fills on a loaded machine, and the backlog might never form.
    while store.pendingActionCount < 10_000 { usleep(1_000) }

    store.dispatch(FollowUpAction(step: 0))
    // The dispatch gave the main actor back while the flood still ran.
    let floodRanPastTheDispatch = !flood.hasFinished
    flood.stop()
    while !flood.hasFinished || store.pendingActionCount > 0 {
      try? await Task.sleep(for: .milliseconds(1))
    }

    #expect(floodRanPastTheDispatch)
    #expect(store.state.followUps == Array(0..<chain))
    #expect(store.state.outOfOrder == 0)
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
    // A few actions from elsewhere wait ahead of the chain: the drain runs them, then the whole
    // chain, which nothing else interrupts, far past its slice.
    queueFromAnotherThread(10, to: store, from: -10)
    store.dispatch(ChainAction(number: 0))

    #expect(store.state.reduced == 10 + chain)
    #expect(store.state.lastNumber == chain - 1)
    #expect(store.pendingActionCount == 0)
  }
}
