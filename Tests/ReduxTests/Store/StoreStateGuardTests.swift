import Redux
import Testing

/// What a reducer may read of its store while it runs.
@Suite("A reducer reading its store")
struct StoreStateGuardTests {
  @MainActor
  @Test func aValueReducerMayReadTheStateBeforeTheAction() {
    let storeBox = StoreBox()
    let seenDuringReduction = Recorded<Int>()
    let store = Store(
      state: CounterState(),
      reducer: { state, action in
        MainActor.assumeIsolated {
          seenDuringReduction.values.append(storeBox.store?.state.count ?? -1)
        }
        return CounterState.reducer(state, action)
      }
    )
    storeBox.store = store
    store.dispatch(counterAction(.increment))
    store.dispatch(counterAction(.increment))
    #expect(seenDuringReduction.values == [0, 1])
    #expect(store.state.count == 2)
  }

  @Test func anInPlaceReducerReadingTheStoreStopsTheAppWithAMessage() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { dispatchIntoAReducerThatReadsTheStore() }
    }
  }

  #if DEBUG
  // Unoptimized builds print the precondition message; optimized builds drop it.
  @Test func theStoppingMessageSaysWhatWentWrong() async throws {
    let result = try await #require(
      processExitsWith: .failure,
      observing: [\.standardErrorContent]
    ) {
      await MainActor.run { dispatchIntoAReducerThatReadsTheStore() }
    }
    let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      standardError.contains(
        "Store.state was read while the store's in-place reducer was changing it; a reducer "
          + "must use the state it is given."))
  }
  #endif
}

/// Values recorded on the main actor by a reducer.
private final class Recorded<Value>: @unchecked Sendable {
  // Safety: read and written on the main actor only (inside `MainActor.assumeIsolated` or in
  // main-actor tests).
  var values: [Value] = []
}

/// Makes a store whose in-place reducer reads `store.state`, and dispatches to it.
@MainActor
private func dispatchIntoAReducerThatReadsTheStore() {
  let storeBox = StoreBox()
  let store = Store(
    state: CounterState(),
    reducer: { (state: inout CounterState, action: Action) in
      let count = MainActor.assumeIsolated { storeBox.store?.state.count ?? 0 }
      state.count = count + 1
    }
  )
  storeBox.store = store
  store.dispatch(counterAction(.increment))
}
