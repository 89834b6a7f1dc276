import Redux
import ReduxTesting
import Testing

/// A test store measures costs through the same core as a `Store`: the same scenario gives the
/// same reports, apart from the times.
@MainActor
@Suite("TestStore: measuring costs")
struct TestStoreCostTests {
  /// What a report says apart from its times.
  struct Shape: Equatable {
    let sequence: Int
    let actionName: String
    let middlewares: [String]
    let subscribers: [String]
  }

  static func shape(_ report: ActionCostReport) -> Shape {
    Shape(
      sequence: report.sequence, actionName: report.actionName,
      middlewares: report.cost.middlewares.map(\.name),
      subscribers: report.cost.subscribers.map { "\($0.type) ×\($0.calls)" })
  }

  @Test func aTestStoreReportsWhatAStoreReports() throws {
    let first = WindowUUID()
    let second = WindowUUID()
    let names = ["Trace"]

    let storeTrace = StoreAndTestStoreParityTests.Trace()
    let (store, keptForStore) = StoreAndTestStoreParityTests.store(
      tracing: storeTrace, first: first, second: second)
    var storeReports: [Shape] = []
    try store.measureCosts(middlewareNames: names).onReport { storeReports.append(Self.shape($0)) }
    for step in 0..<StoreAndTestStoreParityTests.stepCount {
      store.dispatch(StoreAndTestStoreParityTests.action(step, first: first, second: second))
    }

    let testTrace = StoreAndTestStoreParityTests.Trace()
    let (testStore, keptForTestStore) = StoreAndTestStoreParityTests.testStore(
      tracing: testTrace, first: first, second: second)
    let measurement = try testStore.measureCosts(middlewareNames: names)
    #expect(testStore.costMeasurement === measurement)
    var testReports: [Shape] = []
    measurement.onReport { testReports.append(Self.shape($0)) }
    for step in 0..<StoreAndTestStoreParityTests.stepCount {
      testStore.send(StoreAndTestStoreParityTests.action(step, first: first, second: second))
    }
    measurement.stop()
    #expect(testStore.costMeasurement == nil)

    #expect(testReports == storeReports)
    #expect(testReports.count == StoreAndTestStoreParityTests.stepCount)
    #expect(testReports.allSatisfy { $0.middlewares == names })
    // The scenario's subscribers were called, so the comparison compares something.
    #expect(testReports.contains { $0.subscribers == ["TapSubscriber ×1"] })
    #expect(testTrace.events == storeTrace.events)
    withExtendedLifetime((keptForStore, keptForTestStore)) {}
  }
}
