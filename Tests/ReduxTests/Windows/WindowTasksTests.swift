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

@Suite("WindowTasks", .timeLimit(.minutes(1)))
struct WindowTasksTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  /// Starts a task that reports `started`, waits to be cancelled, then reports whether it was.
  func startSuspendedTask(
    in window: WindowUUID, tasks: WindowTasks, probe: TaskProbe
  ) async throws -> Task<Void, Never> {
    let task = try #require(
      tasks.run(in: window) {
        probe.report("started")
        await probe.waitForCancellation()
        probe.report(Task.isCancelled ? "cancelled" : "not cancelled")
      })
    #expect(await probe.next() == "started")
    return task
  }

  @Test func closingAWindowCancelsItsSuspendedTask() async throws {
    let tasks = WindowTasks()
    let probe = TaskProbe()
    let task = try await startSuspendedTask(in: windowA, tasks: tasks, probe: probe)
    #expect(tasks.runningCount(in: windowA) == 1)
    tasks.windowClosed(windowA)
    #expect(tasks.runningCount(in: windowA) == 0)
    #expect(tasks.isClosed(windowA))
    #expect(await probe.next() == "cancelled")
    await task.value
    #expect(task.isCancelled)
  }

  @Test func closingOneWindowLeavesTheTasksOfOthersRunning() async throws {
    let tasks = WindowTasks()
    let probeA = TaskProbe()
    let probeB = TaskProbe()
    let taskA = try await startSuspendedTask(in: windowA, tasks: tasks, probe: probeA)
    let taskB = try await startSuspendedTask(in: windowB, tasks: tasks, probe: probeB)
    tasks.windowClosed(windowA)
    await taskA.value
    #expect(!taskB.isCancelled)
    #expect(tasks.runningCount(in: windowB) == 1)
    #expect(!tasks.isClosed(windowB))
    taskB.cancel()
    #expect(await probeB.next() == "cancelled")
  }

  @Test func runAfterTheWindowClosedReturnsNilAndNeverRunsTheOperation() async {
    let tasks = WindowTasks()
    let runs = RunCounter()
    tasks.windowClosed(windowA)
    let task = tasks.run(in: windowA) { runs.increment() }
    #expect(task == nil)
    #expect(tasks.runningCount(in: windowA) == 0)
    // Work for another window still runs, and by the time it is done nothing else ran.
    await tasks.run(in: windowB) { runs.increment() }?.value
    #expect(runs.count == 1)
  }

  @Test func theRunningCountReturnsToZeroWhenTasksFinish() async throws {
    let tasks = WindowTasks()
    let runs = RunCounter()
    let first = try #require(tasks.run(in: windowA) { runs.increment() })
    let second = try #require(tasks.run(in: windowA) { runs.increment() })
    await first.value
    await second.value
    #expect(runs.count == 2)
    #expect(tasks.runningCount(in: windowA) == 0)
    #expect(!tasks.isClosed(windowA))
  }

  @Test func cancelTasksCancelsWithoutClosingTheWindow() async throws {
    let tasks = WindowTasks()
    let probe = TaskProbe()
    let task = try await startSuspendedTask(in: windowA, tasks: tasks, probe: probe)
    tasks.cancelTasks(in: windowA)
    #expect(tasks.runningCount(in: windowA) == 0)
    #expect(await probe.next() == "cancelled")
    await task.value
    #expect(!tasks.isClosed(windowA))

    let runs = RunCounter()
    let next = try #require(tasks.run(in: windowA) { runs.increment() })
    await next.value
    #expect(runs.count == 1)
    #expect(tasks.runningCount(in: windowA) == 0)
  }

  @Test func closingEveryWindowCancelsEveryTask() async throws {
    let tasks = WindowTasks()
    let probes = [TaskProbe(), TaskProbe(), TaskProbe()]
    var started: [Task<Void, Never>] = []
    for (probe, window) in zip(probes, [windowA, windowB, .unavailable]) {
      started.append(try await startSuspendedTask(in: window, tasks: tasks, probe: probe))
    }
    tasks.windowClosed(.unavailable)
    for probe in probes {
      #expect(await probe.next() == "cancelled")
    }
    for task in started { await task.value }
    #expect(tasks.runningCount(in: windowA) == 0)
    #expect(tasks.runningCount(in: .unavailable) == 0)
    #expect(tasks.isClosed(windowA))
    #expect(tasks.isClosed(windowB))
    #expect(tasks.run(in: windowA) {} == nil)
  }
}
