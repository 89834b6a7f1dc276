import Foundation
import Redux
import Testing

@MainActor
@Suite("RestoreWindowsAction in a store", .timeLimit(.minutes(5)))
struct RestoreWindowsActionTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()
  let windowC = WindowUUID()

  /// Windows A and B with a counter each; A's counter counted 2.
  func makeSnapshot() -> WindowsSnapshot<TestScreenState> {
    var state = ActiveScreensState<TestScreenState>()
    state.reduce(.showScreen(.counter, in: windowA))
    state.reduce(.showScreen(.counter, in: windowB))
    state.reduce(.increment(in: windowA))
    state.reduce(.increment(in: windowA))
    return state.snapshot()
  }

  @Test func subscribersHearTheRestoreAndWindowsNotInTheSnapshotEndTheirSubscriptions() {
    let store = Store(state: TestAppState(), reducer: TestAppState.reducer)
    store.dispatch(.showScreen(.counter, in: windowA))
    store.dispatch(.showScreen(.notes, in: windowC))
    let tally = SelectionTally()
    let counterOfA = RecordingSubscriber<TestScreenState?>()
    let notesOfC = RecordingSubscriber<TestScreenState?>()
    store.subscribeCounting(counterOfA, window: windowA, tally: tally, as: "A")
    store.subscribeCounting(notesOfC, window: windowC, screen: .notes, tally: tally, as: "C")
    let windows = RecordingSubscriber<[WindowUUID]>()
    store.subscribe(windows) { $0.select(\.activeScreens.windowUUIDs) }
    tally.reset()

    store.dispatch(.restore(makeSnapshot()))
    #expect(store.state.activeScreens.windowUUIDs == [windowA, windowB])
    #expect(store.state.activeScreens.isClosed(windowC))
    #expect(windows.received.last == [windowA, windowB])
    #expect(windows.received.count == 2)
    // A's subscriber heard its restored counter; C's subscription ended without a call.
    #expect(counterOfA.received.last == .counter(CounterScreenState(windowUUID: windowA, count: 2)))
    #expect(counterOfA.received.count == 2)
    #expect(tally["C"] == 0)
    #expect(store.subscriberCount(in: windowC) == 0)
    #expect(store.subscriberCount(in: windowA) == 1)
    store.dispatch(.showScreen(.notes, in: windowC))
    #expect(!store.state.activeScreens.isOpen(windowC))
  }

  @Test func restoringTwiceIsTheSameAsRestoringOnce() {
    let store = Store(state: TestAppState(), reducer: TestAppState.reducer)
    store.dispatch(.showScreen(.other, in: windowC))
    let snapshot = makeSnapshot()
    store.dispatch(.restore(snapshot))
    let once = store.state
    let instances = once.activeScreens.instances(of: .counter, in: windowA)
    let tally = SelectionTally()
    let counterOfA = RecordingSubscriber<TestScreenState?>()
    store.subscribeCounting(counterOfA, window: windowA, tally: tally, as: "A")
    let windows = RecordingSubscriber<[WindowUUID]>()
    store.subscribe(windows) { $0.select(\.activeScreens.windowUUIDs) }

    store.dispatch(.restore(snapshot))
    #expect(store.state == once)
    #expect(store.state.activeScreens.instances(of: .counter, in: windowA) == instances)
    #expect(store.state.activeScreens.snapshot().windows == snapshot.windows)
    // Nothing changed, so the window's screens kept their revisions: the subscription heard
    // its first value only.
    #expect(counterOfA.received.count == 1)
    #expect(windows.received.count == 1)
  }

  @Test func windowsClosedBeforeTheRestoreStayClosed() {
    let store = Store(state: TestAppState(), reducer: TestAppState.reducer)
    store.dispatch(.showScreen(.counter, in: windowB))
    store.dispatch(.closeWindow(windowB))
    store.dispatch(.restore(makeSnapshot()))
    #expect(store.state.activeScreens.windowUUIDs == [windowA])
    #expect(store.state.activeScreens.isClosed(windowB))
    #expect(!store.state.activeScreens.isOpen(windowB))
  }

  @Test func instancesHiddenBeforeTheRestoreStayHidden() {
    var state = ActiveScreensState<TestScreenState>()
    let second = ScreenInstanceID()
    state.reduce(.showScreen(.counter, in: windowA))
    state.reduce(.show(.counter, instance: second, in: windowA))
    let snapshot = state.snapshot()
    state.reduce(.hide(.counter, instance: second, in: windowA))
    state.reduce(.restore(snapshot))
    #expect(state.instances(of: .counter, in: windowA).count == 1)
    #expect(!state.isShowing(instance: second, in: windowA))
    // Neither a late show of it.
    state.reduce(.show(.counter, instance: second, in: windowA))
    #expect(!state.isShowing(instance: second, in: windowA))
  }

  @Test func theRestoreCancelsTheTasksOfTheWindowsAndInstancesItDrops() async throws {
    let results = ResultRecorder()
    let tasks = WindowTasks(dispatchingResultsTo: results)
    var state = TestAppState()
    let second = ScreenInstanceID()
    func reduce(_ action: Action) {
      TestAppState.reducer(&state, action)
      tasks.actionReduced(action, in: state)
    }
    reduce(.showScreen(.counter, in: windowA))
    let snapshot = state.activeScreens.snapshot()
    reduce(.show(.counter, instance: second, in: windowA))
    reduce(.showScreen(.notes, in: windowC))
    let probes = [TaskProbe(), TaskProbe(), TaskProbe()]
    let windowA = windowA
    let windowC = windowC
    let ofC = try #require(
      tasks.run(in: windowC) {
        probes[0].report("started")
        await probes[0].waitForCancellation()
        return .ping(in: windowC)
      })
    let ofSecond = try #require(
      tasks.run(in: windowA, instance: second) {
        probes[1].report("started")
        await probes[1].waitForCancellation()
        return .increment(in: windowA, instance: second)
      })
    let ofA = try #require(
      tasks.run(in: windowA) {
        probes[2].report("started")
        await probes[2].waitForCancellation()
        return nil
      })
    for probe in probes { #expect(await probe.next() == "started") }

    reduce(.restore(snapshot))
    await ofC.value
    await ofSecond.value
    #expect(ofC.isCancelled)
    #expect(ofSecond.isCancelled)
    #expect(!ofA.isCancelled)
    #expect(tasks.isClosed(windowC))
    #expect(tasks.inFlightCount(in: windowC) == 0)
    #expect(tasks.inFlightCount(in: windowA) == 1)
    #expect(tasks.run(in: windowC) { nil } == nil)
    #expect(tasks.run(in: windowA, instance: second) { nil } == nil)
    #expect(results.actions.isEmpty)
    ofA.cancel()
    await ofA.value
  }
}
