import Redux
import ReduxTestSupport
import Testing

@MainActor
@Suite("Store values: a flood of actions and a slow loop")
struct StoreValuesFloodTests {
  nonisolated static let dispatches = 100_000

  /// A store whose state is a bare count, so that the flood costs the store little.
  func makeStore() -> Store<TallyState> {
    Store(state: TallyState(), reducer: TallyState.reducer)
  }

  /// Starts a loop, off the main actor, that sleeps after each value; returns once it has its
  /// first value, with the task that reports the values it saw.
  func startSlowLoop(
    over values: StoreValues<TrackedValue>
  ) async -> Task<[Int], Never> {
    let firstValue = AsyncGate()
    let loop = Task.detached {
      var seen: [Int] = []
      for await value in values {
        seen.append(value.count)
        firstValue.open()
        if value.count == Self.dispatches { break }
        try? await Task.sleep(for: .milliseconds(1))
      }
      return seen
    }
    await firstValue.wait()
    return loop
  }

  @Test(arguments: [StoreValues<TrackedValue>.BufferingPolicy.latest, .newest(16)])
  func theStoreNeverWaitsAndTheLoopKeepsABoundedNumberOfValues(
    buffering: StoreValues<TrackedValue>.BufferingPolicy
  ) async {
    let store = makeStore()
    let counter = LiveValueCounter()
    let values = store.values(buffering: buffering) {
      // A new object for every action: the values are not `Equatable`, so each one passes.
      $0.select { TrackedValue(count: $0.count, counter: counter) }
    }
    let loop = await startSlowLoop(over: values)
    var mostAlive = 0
    for _ in 0..<Self.dispatches {
      store.dispatch(counterAction(.increment))
      mostAlive = max(mostAlive, counter.alive)
    }
    #expect(counter.total == Self.dispatches + 1)
    // What the channel keeps, plus at most one value in the loop's hands and one in transit.
    let bound = (buffering == .latest ? 1 : 16) + 2
    #expect(mostAlive <= bound)

    let seen = await loop.value
    #expect(seen.first == 0)
    #expect(seen.last == Self.dispatches)
    #expect(seen == seen.sorted())
    #expect(Set(seen).count == seen.count)
    // The loop slept after each value: it saw far fewer values than there were actions.
    #expect(seen.count < Self.dispatches)
  }
}

/// A bare count, increased by every action, reduced in place.
struct TallyState: StateType {
  var count = 0

  static func defaultState(from state: TallyState) -> TallyState { state }

  static let reducer: InPlaceReducer<TallyState> = { state, _ in state.count += 1 }
}
