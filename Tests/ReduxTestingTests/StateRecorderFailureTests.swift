import Redux
import Testing

@testable import ReduxTesting

// MARK: - Failure messages

@MainActor
@Suite("StateRecorder: failure messages")
struct StateRecorderFailureTests {
  @Test func expectNoNewValuesPassesWhenNothingArrived() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select(\.count) }
    recorder.takeNewValues()
    store.dispatch(tallyAction(.touch))
    let messages = FailureReporter.capturing { recorder.expectNoNewValues() }
    #expect(messages.isEmpty)
  }

  @Test func expectNoNewValuesCountsTheValueDeliveredOnSubscribing() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select(\.count) }
    let messages = FailureReporter.capturing { recorder.expectNoNewValues() }
    #expect(
      messages == [
        """
        Expected no new value, but the subscriber received 1 since the last check:
          1. 0
        """
      ])
  }

  @Test func expectNoNewValuesListsEveryValueReceived() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store)
    recorder.takeNewValues()
    store.dispatch(tallyAction(.increment))
    store.dispatch(tallyAction(.rename("ten")))
    let messages = FailureReporter.capturing { recorder.expectNoNewValues() }
    #expect(
      messages == [
        """
        Expected no new value, but the subscriber received 2 since the last check:
          1. Tally(count: 1, touches: 0, name: "")
          2. Tally(count: 1, touches: 0, name: "ten")
        """
      ])
  }

  @Test func aFailedCheckStillMarksTheValuesAsChecked() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select(\.count) }
    let messages = FailureReporter.capturing {
      recorder.expectNewValues([7])
      recorder.expectNoNewValues()
    }
    #expect(messages.count == 1)
    #expect(recorder.newValues.isEmpty)
  }

  @Test func expectNoNewValuesDescribesValuesThatAreNotEquatable() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select { CountBox(count: $0.count) } }
    let messages = FailureReporter.capturing { recorder.expectNoNewValues() }
    #expect(
      messages == [
        """
        Expected no new value, but the subscriber received 1 since the last check:
          1. CountBox(count: 0)
        """
      ])
  }

  @Test func expectNoNewValuesDescribesAMissingScreenAsNil() {
    let window = WindowUUID()
    let store = makePadStore(showingPadIn: [window])
    let recorder = StateRecorder(store, window: window) { $0.select { $0.taps(in: window) } }
    recorder.takeNewValues()
    store.dispatch(padAction(.tap, window))
    store.dispatch(
      ScreenAction(
        windowUUID: window, actionType: ScreenActionType.closeScreen, screen: PadScreen.pad))
    let messages = FailureReporter.capturing { recorder.expectNoNewValues() }
    #expect(
      messages == [
        """
        Expected no new value, but the subscriber received 2 since the last check:
          1. 1
          2. nil
        """
      ])
  }

  @Test func expectNewValuesPassesWhenTheValuesMatch() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select(\.count) }
    store.dispatch(tallyAction(.increment))
    let messages = FailureReporter.capturing {
      recorder.expectNewValues([0, 1])
      store.dispatch(tallyAction(.touch))
      recorder.expectNewValues([])
    }
    #expect(messages.isEmpty)
  }

  @Test func expectNewValuesWithNothingExpectedFailsLikeExpectNoNewValues() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select(\.name) }
    let messages = FailureReporter.capturing { recorder.expectNewValues([]) }
    #expect(
      messages == [
        """
        Expected no new value, but the subscriber received 1 since the last check:
          1. ""
        """
      ])
  }

  @Test func expectNewValuesReportsAValueTooMany() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select(\.count) }
    store.dispatch(tallyAction(.increment))
    let messages = FailureReporter.capturing { recorder.expectNewValues([0]) }
    #expect(
      messages == [
        """
        Expected 1 new value, but the subscriber received 2 since the last check:
        −−− expected
        +++ received
          … (1 unchanged)
        + [1]: 1
        """
      ])
  }

  @Test func expectNewValuesReportsThatNothingArrived() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select(\.count) }
    recorder.takeNewValues()
    store.dispatch(tallyAction(.touch))
    let messages = FailureReporter.capturing { recorder.expectNewValues([1, 2]) }
    #expect(
      messages == [
        """
        Expected 2 new values, but the subscriber received none since the last check:
        −−− expected
        +++ received
        − [0]: 1
        − [1]: 2
        """
      ])
  }

  @Test func expectNewValuesReportsDifferentValuesFieldByField() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store)
    recorder.takeNewValues()
    store.dispatch(tallyAction(.rename("ten")))
    let messages = FailureReporter.capturing {
      recorder.expectNewValues([Tally(count: 0, touches: 0, name: "TEN")])
    }
    #expect(
      messages == [
        """
        The subscriber received 1 new value since the last check, but not the expected ones:
        −−− expected
        +++ received
          [0]:
            … (2 unchanged)
        −   name: "TEN"
        +   name: "ten"
        """
      ])
  }

  @Test func aFailurePointsAtTheLineOfTheCheck() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select(\.count) }
    let collector = FailureCollector()
    let line: UInt = #line + 1
    FailureReporter.$collector.withValue(collector) { recorder.expectNoNewValues() }
    #expect(collector.sites.map(\.line) == [line])
    #expect(collector.sites.map { "\($0.fileID)" } == ["\(#fileID)"])
  }
}
