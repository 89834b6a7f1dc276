import Dispatch
import Foundation
import Redux
import Testing

/// A serial queue that targets the main queue, run with `sync` from a background thread, runs
/// its block on that background thread while the main queue waits: the main queue's runtime
/// checks pass there, but the block does not run where the main actor runs its work. A dispatch
/// from such a block must be queued for the main actor, never processed on the calling thread
/// inside the call; an entry point that cannot be queued stops the app. A dispatch from the main
/// actor itself is still processed before it returns.
@Suite("The store's work runs where the main actor runs")
struct MainActorExecutorTests {
  @MainActor
  @Test(arguments: BackgroundCaller.allCases)
  func aDispatchInABlockOfAQueueThatTargetsMainIsLeftToTheMainActor(
    caller: BackgroundCaller
  )
    async
  {
    let watch = WorkWatch()
    let store = Store(
      state: CounterState(),
      reducer: { state, action in
        watch.ran(.reducer)
        return CounterState.reducer(state, action)
      },
      middlewares: [{ _, _ in watch.ran(.middleware) }])
    let subscriber = RecordingSubscriber<Int>()
    subscriber.onNewState = { _ in watch.ran(.subscriber) }
    store.subscribe(subscriber) { $0.select(\.count) }
    let queue = DispatchQueue(label: "MainActorExecutorTests.targetingMain", target: .main)

    await caller.run {
      queue.sync {
        watch.dispatching { store.dispatch(counterAction(.increment)) }
      }
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(60))
    while store.state.count < 1, clock.now < deadline { await Task.yield() }

    #expect(store.state.count == 1)
    #expect(subscriber.received == [0, 1])
    let runs = watch.runs
    #expect(runs.filter { $0.stage == .reducer }.count == 1)
    #expect(runs.filter { $0.stage == .middleware }.count == 1)
    #expect(runs.filter { $0.stage == .subscriber }.count == 2)
    #expect(runs.filter(\.onCallerThread).isEmpty)
    #expect(runs.filter(\.whileCallerInsideDispatch).isEmpty)
    #expect(store.pendingActionCount == 0)
  }

  @MainActor
  @Test func aDispatchOnTheMainActorIsProcessedBeforeItReturns() {
    let watch = WorkWatch()
    let store = Store(
      state: CounterState(),
      reducer: { state, action in
        watch.ran(.reducer)
        return CounterState.reducer(state, action)
      },
      middlewares: [{ _, _ in watch.ran(.middleware) }])
    let subscriber = RecordingSubscriber<Int>()
    store.subscribe(subscriber) { $0.select(\.count) }
    subscriber.onNewState = { _ in watch.ran(.subscriber) }

    watch.dispatching { store.dispatch(counterAction(.increment)) }

    #expect(store.state.count == 1)
    #expect(subscriber.received == [0, 1])
    let runs = watch.runs
    #expect(runs.map(\.stage) == [.reducer, .middleware, .subscriber])
    #expect(runs.allSatisfy { $0.onCallerThread && $0.whileCallerInsideDispatch })
  }

  @Test func aDispatchInABlockOfTheMainQueueIsProcessedBeforeItReturns() async {
    let store = await MainActor.run {
      Store(state: CounterState(), reducer: CounterState.reducer)
    }
    let countAfterDispatch = await withCheckedContinuation { continuation in
      DispatchQueue.main.async {
        store.dispatch(counterAction(.increment))
        continuation.resume(returning: MainActor.assumeIsolated { store.state.count })
      }
    }
    #expect(countAfterDispatch == 1)
  }

  @Test func readingTheStateInABlockOfAQueueThatTargetsMainStopsTheApp() async {
    let exit = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let store = await MainActor.run {
        Store(state: CounterState(), reducer: CounterState.reducer)
      }
      let queue = DispatchQueue(label: "MainActorExecutorTests.targetingMain", target: .main)
      await BackgroundCaller.thread.run {
        queue.sync { MainActor.assumeIsolated { _ = store.state.count } }
      }
    }
    #expect(
      exit.map { stopMessage(in: $0).contains("Store.state was called off the main actor") } == true
    )
  }

  @Test func subscribingInABlockOfAQueueThatTargetsMainStopsTheApp() async {
    let exit = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let store = await MainActor.run {
        Store(state: CounterState(), reducer: CounterState.reducer)
      }
      let queue = DispatchQueue(label: "MainActorExecutorTests.targetingMain", target: .main)
      await BackgroundCaller.thread.run {
        queue.sync {
          MainActor.assumeIsolated {
            store.subscribe(RecordingSubscriber<Int>()) { $0.select(\.count) }
          }
        }
      }
    }
    #expect(
      exit.map { stopMessage(in: $0).contains("Store.subscribe was called off the main actor") }
        == true)
  }
}

/// What a stopped process wrote to its standard error.
private func stopMessage(in exit: ExitTest.Result) -> String {
  String(decoding: exit.standardErrorContent, as: UTF8.self)
}

/// Where a test's background work runs: each is a thread that is not running the main actor.
enum BackgroundCaller: CaseIterable, Sendable {
  /// A thread of its own.
  case thread
  /// A block of a global queue.
  case globalQueue
  /// A detached task, on the cooperative pool.
  case detachedTask

  /// Runs `body` there and returns once it has returned.
  func run(_ body: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      switch self {
      case .thread:
        Thread {
          body()
          continuation.resume()
        }.start()
      case .globalQueue:
        DispatchQueue.global().async {
          body()
          continuation.resume()
        }
      case .detachedTask:
        Task.detached {
          body()
          continuation.resume()
        }
      }
    }
  }
}

/// Records where the store's work ran, as seen from the thread that dispatched.
final class WorkWatch: @unchecked Sendable {
  /// A part of the store's work.
  enum Stage: Equatable {
    case reducer
    case middleware
    case subscriber
  }

  /// One run of a part of the store's work.
  struct Run {
    let stage: Stage
    /// Whether it ran on the thread that called `dispatch`.
    let onCallerThread: Bool
    /// Whether it ran while that thread was inside `dispatch`.
    let whileCallerInsideDispatch: Bool
  }

  // Safety: every stored property is read and written only while `lock` is held.
  private let lock = NSLock()
  private var caller: ObjectIdentifier?
  private var callerIsInsideDispatch = false
  private var recorded: [Run] = []

  /// Runs `dispatch` on the calling thread, noting that thread and when it is inside the call.
  func dispatching(_ dispatch: () -> Void) {
    let thread = ObjectIdentifier(Thread.current)
    lock.withLock {
      caller = thread
      callerIsInsideDispatch = true
    }
    dispatch()
    lock.withLock { callerIsInsideDispatch = false }
  }

  /// Notes that a part of the store's work runs now, on the calling thread.
  func ran(_ stage: Stage) {
    let thread = ObjectIdentifier(Thread.current)
    lock.withLock {
      recorded.append(
        Run(
          stage: stage, onCallerThread: thread == caller,
          whileCallerInsideDispatch: callerIsInsideDispatch))
    }
  }

  /// Every run noted, in order.
  var runs: [Run] {
    lock.withLock { recorded }
  }
}
