import Foundation
import Redux
import Testing

/// Lets a test wait, without timing, until a task reached a point, and learn what it saw there.
///
/// `gate` never yields nor finishes: a task awaiting it stays suspended until it is cancelled,
/// which ends the stream's iteration.
struct TaskProbe: Sendable {
  let events: AsyncStream<String>
  private let continuation: AsyncStream<String>.Continuation
  private let gate: AsyncStream<Never>
  /// Kept so that the gate is never finished.
  private let gateContinuation: AsyncStream<Never>.Continuation

  init() {
    (events, continuation) = AsyncStream.makeStream(of: String.self)
    (gate, gateContinuation) = AsyncStream.makeStream(of: Never.self)
  }

  func report(_ event: String) {
    continuation.yield(event)
  }

  /// Suspends until the current task is cancelled.
  func waitForCancellation() async {
    for await _ in gate {}
  }

  /// The next event a task reported.
  func next() async -> String? {
    var iterator = events.makeAsyncIterator()
    return await iterator.next()
  }
}

/// Counts the runs of an operation from any thread.
final class RunCounter: @unchecked Sendable {
  // Safety: `runs` is only read or written while `lock` is held.
  private let lock = NSLock()
  private var runs = 0

  var count: Int { lock.withLock { runs } }

  func increment() {
    lock.withLock { runs += 1 }
  }
}

/// A store that only records the actions dispatched to it, from any thread.
final class ResultRecorder: DispatchStore, @unchecked Sendable {
  // Safety: `recorded` is only read or written while `lock` is held.
  private let lock = NSLock()
  private var recorded: [Action] = []

  /// The actions dispatched so far, in order.
  var actions: [Action] { lock.withLock { recorded } }

  func dispatch(_ action: sending Action) {
    lock.withLock { recorded.append(action) }
  }
}

/// An action with no effect, for a task to return.
enum NoteResultActionType: ActionType {
  case result(String)
}

extension WindowTasks {
  /// Closes a window as a middleware sees it: reduces a `closeWindow` into a state whose
  /// windows `open` each show every screen, then hands the action and the new state over.
  func close(_ window: WindowUUID, open: [WindowUUID] = []) {
    var state = TestAppState.showingEveryScreen(in: open.isEmpty ? [window] : open)
    let action = Action.closeWindow(window)
    TestAppState.reducer(&state, action)
    actionReduced(action, in: state)
  }
}

@Suite("WindowTasks", .timeLimit(.minutes(5)))
struct WindowTasksTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()
  let results = ResultRecorder()

  func makeTasks() -> WindowTasks {
    WindowTasks(dispatchingResultsTo: results)
  }

  /// Starts a task that reports `started`, waits to be cancelled, then reports whether it was.
  func startSuspendedTask(
    in window: WindowUUID, tasks: WindowTasks, probe: TaskProbe
  ) async throws -> Task<Void, Never> {
    let task = try #require(
      tasks.run(in: window) {
        probe.report("started")
        await probe.waitForCancellation()
        probe.report(Task.isCancelled ? "cancelled" : "not cancelled")
        return Action(windowUUID: window, actionType: NoteResultActionType.result("late"))
      })
    #expect(await probe.next() == "started")
    return task
  }

  @Test func closingAWindowCancelsItsSuspendedTask() async throws {
    let tasks = makeTasks()
    let probe = TaskProbe()
    let task = try await startSuspendedTask(in: windowA, tasks: tasks, probe: probe)
    #expect(tasks.inFlightCount(in: windowA) == 1)
    tasks.close(windowA)
    #expect(tasks.inFlightCount(in: windowA) == 0)
    #expect(tasks.isClosed(windowA))
    #expect(await probe.next() == "cancelled")
    await task.value
    #expect(task.isCancelled)
    // The cancelled task's result is dropped.
    #expect(results.actions.isEmpty)
  }

  @Test func closingOneWindowLeavesTheTasksOfOthersRunning() async throws {
    let tasks = makeTasks()
    let probeA = TaskProbe()
    let probeB = TaskProbe()
    let taskA = try await startSuspendedTask(in: windowA, tasks: tasks, probe: probeA)
    let taskB = try await startSuspendedTask(in: windowB, tasks: tasks, probe: probeB)
    tasks.close(windowA)
    await taskA.value
    #expect(!taskB.isCancelled)
    #expect(tasks.inFlightCount(in: windowB) == 1)
    #expect(!tasks.isClosed(windowB))
    taskB.cancel()
    #expect(await probeB.next() == "cancelled")
  }

  @Test func runAfterTheWindowClosedReturnsNilAndNeverRunsTheOperation() async {
    let tasks = makeTasks()
    let runs = RunCounter()
    tasks.close(windowA)
    let task = tasks.run(in: windowA) {
      runs.increment()
      return nil
    }
    #expect(task == nil)
    #expect(tasks.inFlightCount(in: windowA) == 0)
    // Work for another window still runs, and by the time it is done nothing else ran.
    await tasks.run(in: windowB) {
      runs.increment()
      return nil
    }?.value
    #expect(runs.count == 1)
  }

  @Test func tasksWithoutAResultStopCountingWhenTheyReturn() async throws {
    let tasks = makeTasks()
    let runs = RunCounter()
    let first = try #require(
      tasks.run(in: windowA) {
        runs.increment()
        return nil
      })
    let second = try #require(
      tasks.run(in: windowA) {
        runs.increment()
        return nil
      })
    await first.value
    await second.value
    #expect(runs.count == 2)
    #expect(tasks.inFlightCount(in: windowA) == 0)
    #expect(!tasks.isClosed(windowA))
  }

  @Test func cancelTasksCancelsWithoutClosingTheWindow() async throws {
    let tasks = makeTasks()
    let probe = TaskProbe()
    let task = try await startSuspendedTask(in: windowA, tasks: tasks, probe: probe)
    tasks.cancelTasks(in: windowA)
    #expect(tasks.inFlightCount(in: windowA) == 0)
    #expect(await probe.next() == "cancelled")
    await task.value
    #expect(!tasks.isClosed(windowA))
    #expect(results.actions.isEmpty)

    let runs = RunCounter()
    let next = try #require(
      tasks.run(in: windowA) {
        runs.increment()
        return nil
      })
    await next.value
    #expect(runs.count == 1)
    #expect(tasks.inFlightCount(in: windowA) == 0)
  }

  @Test func closingEveryWindowCancelsEveryTask() async throws {
    let tasks = makeTasks()
    let probes = [TaskProbe(), TaskProbe(), TaskProbe()]
    var started: [Task<Void, Never>] = []
    for (probe, window) in zip(probes, [windowA, windowB, .unavailable]) {
      started.append(try await startSuspendedTask(in: window, tasks: tasks, probe: probe))
    }
    tasks.close(.unavailable, open: [windowA, windowB])
    for probe in probes {
      #expect(await probe.next() == "cancelled")
    }
    for task in started { await task.value }
    #expect(tasks.inFlightCount(in: windowA) == 0)
    #expect(tasks.inFlightCount(in: .unavailable) == 0)
    #expect(tasks.isClosed(windowA))
    #expect(tasks.isClosed(windowB))
    #expect(tasks.run(in: windowA) { nil } == nil)
    #expect(results.actions.isEmpty)
  }

  @Test func closingEveryWindowRefusesWorkForEveryWindowTheStateClosed() {
    let tasks = makeTasks()
    let windowC = WindowUUID()
    // No window has a task. Only the windows the state closes are refused, by identity.
    tasks.close(.unavailable, open: [windowA, windowB])
    #expect(tasks.isClosed(windowA))
    #expect(tasks.isClosed(windowB))
    #expect(!tasks.isClosed(windowC))
    #expect(tasks.run(in: windowA) { nil } == nil)
    #expect(tasks.run(in: windowB) { nil } == nil)
    #expect(tasks.run(in: windowC) { nil } != nil)
  }
}
