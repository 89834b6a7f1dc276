import Redux

/// How many allocations one dispatch makes, counted with a ``MallocCallCounter``: the store at 1
/// and at 64 windows, and `floor-uuid` at 64 windows as a check that the count finds nothing
/// where nothing is allocated.
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
    let counter: MallocCallCounter
    do throws(MallocCallCounter.Unavailable) {
      counter = try MallocCallCounter()
    } catch {
      return .failure(error)
    }
    guard let store1 = perDispatch(StoreMultiWindowSubject(script: script(1)), counter),
      let store64 = perDispatch(StoreMultiWindowSubject(script: script(64)), counter),
      let floor64 = perDispatch(FloorUUIDSubject(script: script(64)), counter)
    else { return .failure(MallocCallCounter.Unavailable(reason: "a counter could not be read")) }
    return .success(
      Counts(storeAt1Window: store1, storeAt64Windows: store64, floorUUIDAt64Windows: floor64))
  }

  private func script(_ windows: Int) -> ActionScript {
    ActionScript(
      windows: (0..<windows).map { _ in WindowUUID() }, length: dispatches,
      seed: seed &+ UInt64(windows))
  }

  /// Warms a subject up with one pass of its script, then counts the allocations of the next.
  private func perDispatch(
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
