import Foundation
import Redux
import ReduxTestSupport
import Testing

/// A store that records, in order, the actions dispatched to it and the work reported to it.
///
/// Safety: `@unchecked Sendable` because `started` is read and written only while `lock` is
/// held; the other stored properties are constants of `Sendable` types.
private final class TrackingRecorder: DispatchStore, WorkTracking, @unchecked Sendable {
  let events = CollectedLines()
  /// Each start, end and settlement, by the work's identity.
  let identities = CollectedLines()
  private let lock = NSLock()
  private var started: [TrackedWork] = []

  /// The work reported started, in order.
  var startedWork: [TrackedWork] { lock.withLock { started } }

  func dispatch(_ action: sending Action) {
    events.append("dispatch \(action.windowUUID.shortDescription)")
  }

  func workStarted(_ work: TrackedWork) {
    events.append("started \(work)")
    lock.withLock { started.append(work) }
    identities.append("started \(ObjectIdentifier(work).hashValue)")
  }

  func workEnded(_ work: TrackedWork) {
    events.append("ended \(work)")
    identities.append("ended \(ObjectIdentifier(work).hashValue)")
  }

  func workSettled(_ work: TrackedWork) {
    identities.append("settled \(ObjectIdentifier(work).hashValue)")
  }

  func workProgressed(
    _ work: TrackedWork, dispatching progress: sending Action, to store: any DispatchStore
  ) {
    let target = store === self ? "itself" : "another store"
    events.append("progress \(progress.windowUUID.shortDescription) of \(work) to \(target)")
  }
}

/// A `WindowTasks` tells a store that tracks work when each task starts and when it ends: once,
/// after its result was dispatched or when it will never dispatch one.
@Suite("WindowTasks: work reported to a tracking store")
struct WindowTasksTrackingTests {
  private let window = WindowUUID(uuidString: "1A2B3C4D-0000-4000-8000-000000000001")!
  private let started = "started a task of window 1A2B3C4D"
  private let ended = "ended a task of window 1A2B3C4D"

  /// Starts a task in `window` that returns an action once `gate` opens.
  private func runGated(_ tasks: WindowTasks, _ gate: AsyncGate) -> Task<Void, Never>? {
    tasks.run(in: window) { [window] in
      await gate.wait()
      return Action(windowUUID: window, actionType: WindowActionType.openWindow)
    }
  }

  @Test func aTaskEndsAfterItsResultIsDispatched() async {
    let recorder = TrackingRecorder()
    let tasks = WindowTasks(dispatchingResultsTo: recorder)
    let gate = AsyncGate()
    let task = runGated(tasks, gate)
    #expect(recorder.events.lines == [started])
    gate.open()
    await task?.value
    #expect(recorder.events.lines == [started, "dispatch 1A2B3C4D", ended])
  }

  @Test func cancellingTheTrackedWorkCancelsTheTask() async {
    let recorder = TrackingRecorder()
    let tasks = WindowTasks(dispatchingResultsTo: recorder)
    let gate = AsyncGate()
    let task = runGated(tasks, gate)
    recorder.startedWork.first?.cancel()
    #expect(recorder.events.lines == [started, ended])
    #expect(tasks.inFlightCount(in: window) == 0)
    #expect(task?.isCancelled == true)
    gate.open()
    await task?.value
    // Dispatched nothing, and cancelling again does nothing.
    recorder.startedWork.first?.cancel()
    #expect(recorder.events.lines == [started, ended])
  }

  @Test func aTaskWithNoResultEndsWhenItReturns() async {
    let recorder = TrackingRecorder()
    let tasks = WindowTasks(dispatchingResultsTo: recorder)
    await tasks.run(in: window) { nil }?.value
    #expect(recorder.events.lines == [started, ended])
  }

  @Test func aCancelledTaskEndsOnceWhenCancelledAndDispatchesNothing() async {
    let recorder = TrackingRecorder()
    let tasks = WindowTasks(dispatchingResultsTo: recorder)
    let gate = AsyncGate()
    let task = runGated(tasks, gate)
    tasks.cancelTasks(in: window)
    #expect(recorder.events.lines == [started, ended])
    gate.open()
    await task?.value
    #expect(recorder.events.lines == [started, ended])
  }

  @Test func aTaskCancelledThroughItsHandleEndsWhenItReturns() async {
    let recorder = TrackingRecorder()
    let tasks = WindowTasks(dispatchingResultsTo: recorder)
    let gate = AsyncGate()
    let task = runGated(tasks, gate)
    task?.cancel()
    gate.open()
    await task?.value
    #expect(recorder.events.lines == [started, ended])
  }

  @Test func releasingTheTasksEndsTheirWork() async {
    let recorder = TrackingRecorder()
    var tasks: WindowTasks? = WindowTasks(dispatchingResultsTo: recorder)
    let gate = AsyncGate()
    let task = tasks.flatMap { runGated($0, gate) }
    tasks = nil
    #expect(recorder.events.lines == [started, ended])
    gate.open()
    await task?.value
    #expect(recorder.events.lines == [started, ended])
  }

  @Test func aDispatcherReportsTheEndToTheStoreThatSawTheStart() async {
    let first = TrackingRecorder()
    let second = TrackingRecorder()
    let dispatcher = StoreDispatcher()
    dispatcher.connect(to: first)
    let tasks = WindowTasks(dispatchingResultsTo: dispatcher)
    let gate = AsyncGate()
    let task = runGated(tasks, gate)
    dispatcher.connect(to: second)
    gate.open()
    await task?.value
    #expect(first.events.lines == [started, ended])
    #expect(second.events.lines == ["dispatch 1A2B3C4D"])
  }

  /// Starts a task in `window` that sends an action as it goes, then returns one once `gate`
  /// opens.
  private func runReporting(_ tasks: WindowTasks, _ gate: AsyncGate) -> Task<Void, Never>? {
    tasks.run(in: window) { [window] progress in
      progress.send(Action(windowUUID: window, actionType: WindowActionType.openWindow))
      await gate.wait()
      return Action(windowUUID: window, actionType: WindowActionType.openWindow)
    }
  }

  @Test func aTaskSendsItsProgressWithItsWork() async {
    let recorder = TrackingRecorder()
    let tasks = WindowTasks(dispatchingResultsTo: recorder)
    let gate = AsyncGate()
    let task = runReporting(tasks, gate)
    gate.open()
    await task?.value
    #expect(
      recorder.events.lines == [
        started, "progress 1A2B3C4D of a task of window 1A2B3C4D to itself", "dispatch 1A2B3C4D",
        ended,
      ])
  }

  /// The connected store gets progress with its work even once the work has settled, as when
  /// the task was cancelled after its check: deciding what to drop is that store's.
  @Test func aDispatcherHandsProgressToTheConnectedStoreWithItsWork() async {
    let recorder = TrackingRecorder()
    let dispatcher = StoreDispatcher()
    dispatcher.connect(to: recorder)
    let tasks = WindowTasks(dispatchingResultsTo: dispatcher)
    let gate = AsyncGate()
    let task = tasks.run(in: window) { [window] progress in
      await gate.wait()
      // Cancelled by now: the tasks drop what it sends.
      progress.send(Action(windowUUID: window, actionType: WindowActionType.openWindow))
      return nil
    }
    tasks.cancelTasks(in: window)
    gate.open()
    await task?.value
    #expect(recorder.events.lines == [started, ended])
    // Sent as if the task had passed its check just before the cancellation.
    let late = Action(windowUUID: window, actionType: WindowActionType.openWindow)
    dispatcher.workProgressed(recorder.startedWork[0], dispatching: late, to: dispatcher)
    #expect(
      recorder.events.lines == [
        started, ended, "progress 1A2B3C4D of a task of window 1A2B3C4D to itself",
      ])
    #expect(dispatcher.droppedActionCount == 0)
  }

  @Test func aDispatcherWithNoStoreDropsProgressAndCountsIt() {
    let dispatcher = StoreDispatcher()
    let work = TrackedWork(window: window)
    let progress = Action(windowUUID: window, actionType: WindowActionType.openWindow)
    dispatcher.workProgressed(work, dispatching: progress, to: dispatcher)
    #expect(dispatcher.droppedActionCount == 1)
  }

  /// Results delivered while their windows' tasks are cancelled from another thread: every task
  /// that started ends exactly once, and settles once after, however the two interleave.
  @Test func everyTaskEndsExactlyOnceWhenCancellingRacesDelivering() async {
    let recorder = TrackingRecorder()
    let tasks = WindowTasks(dispatchingResultsTo: recorder)
    let windows = (0..<8).map { _ in WindowUUID() }
    var handles: [Task<Void, Never>] = []
    var cancellers: [Task<Void, Never>] = []
    for round in 0..<400 {
      let window = windows[round % windows.count]
      if let handle = tasks.run(
        in: window,
        operation: {
          Action(windowUUID: window, actionType: WindowActionType.openWindow)
        })
      {
        handles.append(handle)
      }
      if round % 3 == 0 {
        let other = windows[(round + 1) % windows.count]
        cancellers.append(Task.detached { tasks.cancelTasks(in: other) })
      }
    }
    for handle in handles + cancellers { await handle.value }
    for window in windows { tasks.cancelTasks(in: window) }
    // Each task's own start, then its own end, then its settlement: once each, in that order,
    // even when the task was cancelled while its result was being dispatched.
    var seen: [String: [String]] = [:]
    for line in recorder.identities.lines {
      let parts = line.split(separator: " ")
      seen[String(parts[1]), default: []].append(String(parts[0]))
    }
    #expect(seen.count == 400)
    #expect(seen.values.allSatisfy { $0 == ["started", "ended", "settled"] })
  }

  @Test func hidingAnInstanceEndsItsTask() async {
    let recorder = TrackingRecorder()
    let tasks = WindowTasks(dispatchingResultsTo: recorder)
    let instance = ScreenInstanceID()
    var state = TestAppState()
    TestAppState.reducer(&state, .show(.counter, instance: instance, in: window))
    let gate = AsyncGate()
    let task = tasks.run(in: window, instance: instance) {
      await gate.wait()
      return nil
    }
    let hide = Action.hide(.counter, instance: instance, in: window)
    TestAppState.reducer(&state, hide)
    tasks.actionReduced(hide, in: state)
    #expect(
      recorder.events.lines == [
        "started a task of window 1A2B3C4D (instance \(instance))",
        "ended a task of window 1A2B3C4D (instance \(instance))",
      ])
    gate.open()
    await task?.value
    #expect(recorder.events.lines.count == 2)
  }

  @Test func closingEveryWindowEndsEveryTask() async {
    let recorder = TrackingRecorder()
    let tasks = WindowTasks(dispatchingResultsTo: recorder)
    let other = WindowUUID()
    let gate = AsyncGate()
    let first = runGated(tasks, gate)
    let second = tasks.run(in: other) {
      await gate.wait()
      return nil
    }
    let closeAll = WindowAction(windowUUID: .unavailable, actionType: .closeWindow)
    var state = TestAppState()
    TestAppState.reducer(&state, closeAll)
    tasks.actionReduced(closeAll, in: state)
    let lines = recorder.events.lines
    #expect(lines.filter { $0.hasPrefix("started") }.count == 2)
    #expect(lines.filter { $0.hasPrefix("ended") }.count == 2)
    gate.open()
    await first?.value
    await second?.value
    #expect(recorder.events.lines.count == 4)
  }
}
