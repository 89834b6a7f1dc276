import Testing

@testable import Redux

/// The way `dispatch` enters the main actor: a witness whose isolation the compiler checks at run
/// time, which `dispatch` calls only once it found the main queue. Reached from anywhere else,
/// the check stops the app (in the runtime's default checking mode, which tests run in) rather
/// than run the store's main-actor code on another thread. The protocol is internal, so only
/// `dispatch` and these tests reach it.
@Suite("Entering the main actor from dispatch")
struct MainActorEntryTests {
  @MainActor
  @Test func onTheMainActorTheEntryProcessesTheAction() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    enter(store, processing: counterAction(.increment))
    #expect(store.state.count == 1)
  }

  @Test func offTheMainActorTheEntryStopsTheApp() async {
    await #expect(processExitsWith: .failure) {
      let store = await MainActor.run {
        Store(state: CounterState(), reducer: CounterState.reducer)
      }
      await Task.detached {
        enter(store, processing: counterAction(.increment))
      }.value
    }
  }
}

/// Calls the entry through the protocol, as `dispatch` does, from whatever isolation the caller
/// has.
private func enter<Entry: MainActorEntry>(_ entry: Entry, processing action: sending Action) {
  entry.enterMainActor(processing: action)
}
