import Redux

/// How many allocations one dispatch makes, counted with a ``MallocCallCounter``: the store at 1
/// and at 64 windows, and `floor-uuid` at 64 windows as a check that the count finds nothing
/// where nothing is allocated; the enum-action workload counts its stores the same way
/// (``perDispatch(_:)``).
///
/// Each subject first dispatches its whole action script once, so that whatever a store grows on
/// first use (tables, buffers) has grown; then the count is read around `dispatches` more
/// actions. The store's count includes the action object its loop makes for each dispatch, as an
/// app makes it: one allocation per dispatch is the action itself, anything above it is the
/// store's.
@MainActor
struct DispatchAllocationCount {
  /// What was counted, per dispatch.
  struct Counts: Equatable, Sendable {
    /// The store with 1 window open.
    var storeAt1Window: Double
    /// The store with 64 windows open.
    var storeAt64Windows: Double
    /// `floor-uuid` with 64 windows open.
    var floorUUIDAt64Windows: Double
  }

  /// How many actions each count spans; also the length of each action script.
  var dispatches: Int
  /// The seed of the action scripts.
  var seed: UInt64

  /// Counts, or says why it cannot.
  ///
  /// - Returns: The counts, or the reason they cannot be taken on this machine.
  func run() -> Result<Counts, MallocCallCounter.Unavailable> {
    perDispatch([
      (1, StoreMultiWindowSubject.init), (64, StoreMultiWindowSubject.init),
      (64, FloorUUIDSubject.init),
    ]).map {
      Counts(storeAt1Window: $0[0], storeAt64Windows: $0[1], floorUUIDAt64Windows: $0[2])
    }
  }

  /// Counts the allocations per dispatch of subjects, each made over a fresh action script of its
  /// window count (``ActionScript/opening(_:length:seed:)``), as ``run()`` counts the store's.
  ///
  /// - Parameters:
  ///   - subjects: Each subject's window count, and how to make it from its script.
  /// - Returns: The counts, in the order of `subjects`, or the reason they cannot be taken.
  func perDispatch(
    _ subjects: [(windows: Int, make: (ActionScript) -> any MeasuredSubject)]
  ) -> Result<[Double], MallocCallCounter.Unavailable> {
    let counter: MallocCallCounter
    do throws(MallocCallCounter.Unavailable) {
      counter = try MallocCallCounter()
    } catch {
      return .failure(error)
    }
    var counts: [Double] = []
    for (windows, make) in subjects {
      let script = ActionScript.opening(windows, length: dispatches, seed: seed)
      guard let count = countPerDispatch(make(script), counter) else {
        return .failure(MallocCallCounter.Unavailable(reason: "a counter could not be read"))
      }
      counts.append(count)
    }
    return .success(counts)
  }

  /// Warms a subject up with one pass of its script, then counts the allocations of the next.
  private func countPerDispatch(
    _ subject: some MeasuredSubject, _ counter: MallocCallCounter
  )
    -> Double?
  {
    let count = max(1, dispatches)
    subject.dispatchNext(count)
    guard let before = counter.count() else { return nil }
    subject.dispatchNext(count)
    guard let after = counter.count() else { return nil }
    return Double(after - before) / Double(count)
  }
}
