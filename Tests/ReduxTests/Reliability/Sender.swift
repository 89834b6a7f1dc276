import Foundation
import Redux
import ReduxTestSupport

/// One sender of the concurrency test: dispatches its actions, indices 0 to `count - 1`, in
/// bursts, from a thread or from a task, never from the main actor.
///
/// After each burst it waits, through an ``IdleGate``, until the store has caught up with every
/// queued action. Without these pauses eight senders outrun the main actor, the queue never
/// empties, and one drain processes the whole run; with them the store keeps finishing drains
/// and starting new ones, the main actor gets turns in between to subscribe, unsubscribe and
/// dispatch, and senders that resume together interleave their bursts. Burst sizes come from
/// the test's seed.
struct Sender: Sendable {
  let number: Int
  let count: Int
  let store: Store<SenderLedger>
  let gate: IdleGate
  private let bursts: [Int]

  init(number: Int, count: Int, seed: TestSeed, store: Store<SenderLedger>, gate: IdleGate) {
    self.number = number
    self.count = count
    self.store = store
    self.gate = gate
    var random = SplitMix64(seed: seed.value &+ UInt64(number) &* 0x9E37_79B9)
    var sizes: [Int] = []
    var planned = 0
    while planned < count {
      let size = min(1 + random.below(2_000), count - planned)
      sizes.append(size)
      planned += size
    }
    bursts = sizes
  }

  /// Sends every action from the calling thread, which blocks while the store catches up.
  func sendFromThread() {
    var index = 0
    for burst in bursts {
      index = send(burst, from: index)
      let caughtUp = DispatchSemaphore(value: 0)
      gate.whenIdle(store) { caughtUp.signal() }
      caughtUp.wait()
    }
  }

  /// Sends every action from the calling task, which is suspended while the store catches up.
  func sendFromTask() async {
    var index = 0
    for burst in bursts {
      index = send(burst, from: index)
      await withCheckedContinuation { (caughtUp: CheckedContinuation<Void, Never>) in
        gate.whenIdle(store) { caughtUp.resume() }
      }
    }
  }

  /// Dispatches `burst` actions starting at `index` and returns the next index.
  private func send(_ burst: Int, from index: Int) -> Int {
    for next in index..<(index + burst) {
      store.dispatch(SenderAction(sender: number, index: next))
    }
    return index + burst
  }
}
