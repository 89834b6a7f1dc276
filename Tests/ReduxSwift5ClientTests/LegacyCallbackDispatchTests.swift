import Dispatch
import Foundation
import Redux
import Testing

/// This file is compiled in the Swift 5 language mode, without a warning. In that mode a closure
/// written in main-actor code and handed to an API that takes a plain closure is itself taken
/// to be main-actor code, even when the API calls it on a thread of its own, as many older
/// callback APIs do. Its `#isolation` then claims the main actor while it runs elsewhere.

/// An API of the Swift 5 kind: it calls back on a thread of its own.
final class LegacyWorker {
  func callBack(_ body: @escaping () -> Void) {
    let thread = Thread { body() }
    thread.start()
  }
}

/// Tells whether code runs on the main queue, where the main actor runs: the test's own probe.
enum MainQueueProbe {
  static let key: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: key) != nil }
}

/// Counts the reducer, middleware and subscriber calls that ran off the main actor.
final class OffMainActorLog: @unchecked Sendable {
  // Safety: `count` is read and written only while `lock` is held.
  private let lock = NSLock()
  private var count = 0

  func check() {
    if !MainQueueProbe.isOnMainQueue { lock.withLock { count += 1 } }
  }

  var offMainActorCalls: Int { lock.withLock { count } }
}

/// A numbered action.
final class TallyAction: Action {
  let number: Int

  init(number: Int) {
    self.number = number
    super.init(windowUUID: .unavailable, actionType: TallyActionType.tally)
  }
}

enum TallyActionType: ActionType {
  case tally
}

/// The numbers reduced, in order.
struct TallyState: StateType {
  var numbers: [Int] = []

  static func defaultState(from state: TallyState) -> TallyState { state }
}

extension Store where State == TallyState {
  /// A store whose reducer appends each ``TallyAction``'s number, and whose reducer and
  /// middleware note in `log` each call that runs off the main actor.
  static func checkingTheMainActor(in log: OffMainActorLog) -> Store<TallyState> {
    Store(
      state: TallyState(),
      reducer: { state, action in
        log.check()
        var next = state
        if let action = action as? TallyAction { next.numbers.append(action.number) }
        return next
      },
      middlewares: [{ _, _ in log.check() }])
  }
}

@MainActor
final class TallySubscriber: StoreSubscriber {
  let log: OffMainActorLog
  var calls = 0

  init(log: OffMainActorLog) { self.log = log }

  func newState(state: Int) {
    log.check()
    calls += 1
  }
}

/// A controller written the Swift 5 way: its callback dispatches from the worker's thread.
@MainActor
final class LegacyController {
  let store: Store<TallyState>
  let worker = LegacyWorker()

  init(store: Store<TallyState>) { self.store = store }

  func start(count: Int, done: @escaping () -> Void) {
    worker.callBack {
      for number in 0..<count { self.store.dispatch(TallyAction(number: number)) }
      done()
    }
  }
}

@MainActor
@Suite("Swift 5 clients: a main-actor closure run on another thread")
struct LegacyCallbackDispatchTests {
  @Test func itsDispatchesAreQueuedAndProcessedOnTheMainActorAllOfThemInOrder() async {
    let count = 2_000
    let log = OffMainActorLog()
    let store = Store<TallyState>.checkingTheMainActor(in: log)
    let subscriber = TallySubscriber(log: log)
    store.subscribe(subscriber) { $0.select { $0.numbers.count } }
    let controller = LegacyController(store: store)

    await withCheckedContinuation { continuation in
      controller.start(count: count) { continuation.resume() }
    }
    while store.state.numbers.count < count { await Task.yield() }

    #expect(log.offMainActorCalls == 0)
    #expect(store.state.numbers == Array(0..<count))
    #expect(subscriber.calls == count + 1)
    #expect(store.pendingActionCount == 0)
  }
}

/// A controller written the Swift 5 way whose callback dispatches batches from the worker's
/// thread.
@MainActor
final class LegacyBatchController {
  let store: Store<TallyState>
  let worker = LegacyWorker()

  init(store: Store<TallyState>) { self.store = store }

  func start(batches: Int, of size: Int, done: @escaping () -> Void) {
    worker.callBack {
      for batch in 0..<batches {
        let numbers = (batch * size)..<((batch + 1) * size)
        self.store.dispatch(ActionBatch(numbers.map { TallyAction(number: $0) }))
      }
      done()
    }
  }
}

@MainActor
@Suite("Swift 5 clients: batches dispatched from another thread")
struct LegacyBatchDispatchTests {
  @Test func eachBatchIsReducedOnTheMainActorInOrderAndHeardOnce() async {
    let (batches, size) = (200, 10)
    let log = OffMainActorLog()
    let store = Store<TallyState>.checkingTheMainActor(in: log)
    let subscriber = TallySubscriber(log: log)
    store.subscribe(subscriber) { $0.select { $0.numbers.count } }
    let controller = LegacyBatchController(store: store)

    await withCheckedContinuation { continuation in
      controller.start(batches: batches, of: size) { continuation.resume() }
    }
    while store.state.numbers.count < batches * size { await Task.yield() }

    #expect(log.offMainActorCalls == 0)
    #expect(store.state.numbers == Array(0..<(batches * size)))
    // Once when it subscribed, then once per batch: never between two actions of a batch.
    #expect(subscriber.calls == batches + 1)
    #expect(store.pendingActionCount == 0)
  }
}

/// A controller written the Swift 5 way whose callback calls a listener handle's main-actor
/// method from the worker's thread.
@MainActor
final class LegacyListenerController {
  let handle: ListenerHandle
  let worker = LegacyWorker()

  init(handle: ListenerHandle) { self.handle = handle }

  func refresh(done: @escaping () -> Void) {
    worker.callBack {
      self.handle.informWithCurrentState()
      done()
    }
  }
}

/// A controller written the Swift 5 way whose callback reads an observed value from the worker's
/// thread.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
final class LegacyObservationController {
  let observation: StoreObservation<Int>
  let worker = LegacyWorker()

  init(observation: StoreObservation<Int>) { self.observation = observation }

  func refresh(done: @escaping () -> Void) {
    worker.callBack {
      _ = self.observation.value
      done()
    }
  }
}

@MainActor
@Suite("Swift 5 clients: main-actor entry points called from another thread")
struct LegacyEntryPointTests {
  @Test func informingAListenerFromAnotherThreadStopsTheAppInsteadOfRunningItThere() async {
    await #expect(processExitsWith: .failure) {
      let store = await Store(state: TallyState(), reducer: { state, _ in state })
      let controller = await MainActor.run {
        LegacyListenerController(handle: store.addListener { _ in })
      }
      await withCheckedContinuation { continuation in
        Task { @MainActor in controller.refresh { continuation.resume() } }
      }
    }
  }

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  @Test func readingAnObservedValueFromAnotherThreadStopsTheAppInsteadOfRacing() async {
    await #expect(processExitsWith: .failure) {
      let store = await Store(state: TallyState(), reducer: { state, _ in state })
      let controller = await MainActor.run {
        LegacyObservationController(observation: store.observe { $0.select(\.numbers.count) })
      }
      await withCheckedContinuation { continuation in
        Task { @MainActor in controller.refresh { continuation.resume() } }
      }
    }
  }
}
