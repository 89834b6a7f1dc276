import Redux
import Testing

/// How long a task with a result counts as in flight: until the store has reduced the result.
@Suite("WindowTasks results", .timeLimit(.minutes(5)))
struct WindowTasksResultTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()
  let results = ResultRecorder()
  /// The state the store reduced each action to; the actions these tests hand over close no
  /// window, so it never changes.
  let state = TestAppState()

  func result(_ text: String, in window: WindowUUID) -> Action {
    Action(windowUUID: window, actionType: NoteResultActionType.result(text))
  }

  /// Runs a task that returns a result at once, and waits until it has dispatched it.
  func dispatchedResult(of tasks: WindowTasks, in window: WindowUUID) async throws -> Action {
    let before = results.actions.count
    let task = try #require(
      tasks.run(in: window) {
        Action(windowUUID: window, actionType: NoteResultActionType.result("done"))
      })
    await task.value
    #expect(results.actions.count == before + 1)
    return try #require(results.actions.last)
  }

  @Test func aTaskStaysInFlightUntilItsResultIsReduced() async throws {
    let tasks = WindowTasks(dispatchingResultsTo: results)
    let dispatched = try await dispatchedResult(of: tasks, in: windowA)
    #expect(dispatched.windowUUID == windowA)
    // Dispatched, not reduced yet: still on its way.
    #expect(tasks.inFlightCount(in: windowA) == 1)

    tasks.actionReduced(result("done", in: windowA), in: state)
    tasks.actionReduced(result("done", in: windowB), in: state)
    #expect(tasks.inFlightCount(in: windowA) == 1)

    tasks.actionReduced(dispatched, in: state)
    #expect(tasks.inFlightCount(in: windowA) == 0)
    // Reduced twice (a store that runs its middlewares again): nothing else changes.
    tasks.actionReduced(dispatched, in: state)
    #expect(tasks.inFlightCount(in: windowA) == 0)
  }

  @Test func eachResultEndsItsOwnTask() async throws {
    let tasks = WindowTasks(dispatchingResultsTo: results)
    let first = try await dispatchedResult(of: tasks, in: windowA)
    let second = try await dispatchedResult(of: tasks, in: windowA)
    let other = try await dispatchedResult(of: tasks, in: windowB)
    #expect(tasks.inFlightCount(in: windowA) == 2)

    tasks.actionReduced(second, in: state)
    #expect(tasks.inFlightCount(in: windowA) == 1)
    #expect(tasks.inFlightCount(in: windowB) == 1)
    tasks.actionReduced(other, in: state)
    tasks.actionReduced(first, in: state)
    #expect(tasks.inFlightCount(in: windowA) == 0)
    #expect(tasks.inFlightCount(in: windowB) == 0)
  }

  @Test func cancellingEndsATaskWhoseResultIsStillOnItsWay() async throws {
    let tasks = WindowTasks(dispatchingResultsTo: results)
    let late = try await dispatchedResult(of: tasks, in: windowA)
    tasks.cancelTasks(in: windowA)
    #expect(tasks.inFlightCount(in: windowA) == 0)

    // A new task started now is not ended by the old result.
    let next = try await dispatchedResult(of: tasks, in: windowA)
    tasks.actionReduced(late, in: state)
    #expect(tasks.inFlightCount(in: windowA) == 1)
    tasks.actionReduced(next, in: state)
    #expect(tasks.inFlightCount(in: windowA) == 0)
  }

  @Test func closingTheWindowEndsATaskWhoseResultIsStillOnItsWay() async throws {
    let tasks = WindowTasks(dispatchingResultsTo: results)
    let late = try await dispatchedResult(of: tasks, in: windowA)
    tasks.close(windowA)
    #expect(tasks.inFlightCount(in: windowA) == 0)
    tasks.actionReduced(late, in: state)
    #expect(tasks.inFlightCount(in: windowA) == 0)
  }

  @Test func aTaskCancelledThroughItsHandleDispatchesNothing() async throws {
    let tasks = WindowTasks(dispatchingResultsTo: results)
    let probe = TaskProbe()
    let task = try #require(
      tasks.run(in: windowA) {
        probe.report("started")
        await probe.waitForCancellation()
        return Action(windowUUID: windowA, actionType: NoteResultActionType.result("late"))
      })
    #expect(await probe.next() == "started")
    task.cancel()
    await task.value
    #expect(results.actions.isEmpty)
    #expect(tasks.inFlightCount(in: windowA) == 0)
  }
}
