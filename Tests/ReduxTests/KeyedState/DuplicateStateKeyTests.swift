import Testing

@testable import Redux

@Suite("Duplicate state keys")
struct DuplicateStateKeyTests {
  typealias CounterReducer = KeyedFixtures.CounterReducer
  typealias ScoreReducer = KeyedFixtures.ScoreReducer
  typealias TitleReducer = KeyedFixtures.TitleReducer
  typealias FlagReducer = KeyedFixtures.FlagReducer

  @Test func uniqueKeysValidate() throws {
    let combined = CounterReducer() + ScoreReducer() + TitleReducer() + FlagReducer()
    #expect(combined.duplicateStateKey == nil)
    try combined.validate()
  }

  @Test func theSameTypeUnderTwoDifferentKeysIsAllowed() throws {
    let combined =
      KeyedFixtures.integerReducer(stateKey: "a") + KeyedFixtures.integerReducer(stateKey: "b")
    #expect(combined.duplicateStateKey == nil)
    try combined.validate()
  }

  @Test func aReducerCombinedWithItselfThrowsANamedError() {
    let combined = CounterReducer() + CounterReducer()
    let expected = DuplicateStateKeyError(
      stateKey: "Counter",
      reducerNames: ["CounterReducer", "CounterReducer"]
    )
    #expect(combined.duplicateStateKey == expected)
    #expect(throws: expected) { try combined.validate() }
    #expect(
      expected.description
        == "The state key \"Counter\" is used by more than one reducer "
        + "(CounterReducer, CounterReducer). Give each reducer its own stateKey."
    )
  }

  @Test func aCustomKeyEqualToAnotherTypeNameIsADuplicate() {
    let titleAsCounter = BlockReducer(initialState: KeyedFixtures.Title(), stateKey: "Counter") {
      _, _ in nil
    }
    let combined = TitleReducer() + CounterReducer() + titleAsCounter
    let error = combined.duplicateStateKey
    #expect(error?.stateKey == "Counter")
    #expect(error?.reducerNames == ["CounterReducer", "BlockReducer<Title>"])
    #expect(
      error?.description
        == "The state key \"Counter\" is used by more than one reducer "
        + "(CounterReducer, BlockReducer<Title>). Give each reducer its own stateKey."
    )
  }

  @Test func everyReducerSharingTheKeyIsNamedInCombinationOrder() {
    let combined =
      KeyedFixtures.integerReducer(stateKey: "score") + TitleReducer() + ScoreReducer()
      + KeyedFixtures.integerReducer(stateKey: "score")
    let error = combined.duplicateStateKey
    #expect(error?.stateKey == "score")
    #expect(error?.reducerNames == ["BlockReducer<Int>", "ScoreReducer", "BlockReducer<Int>"])
  }

  @Test func duplicatesAcrossJoinedCombinationsAreFound() {
    let combined = (CounterReducer() + TitleReducer()) + (FlagReducer() + TitleReducer())
    #expect(
      combined.duplicateStateKey
        == DuplicateStateKeyError(
          stateKey: "Title", reducerNames: ["TitleReducer", "TitleReducer"])
    )
  }

  @Test func validateThrowsATypedErrorThatNeedsNoCast() {
    let combined = TitleReducer() + TitleReducer()
    do {
      try combined.validate()
      Issue.record("validate() did not throw")
    } catch {
      #expect(error.stateKey == "Title")
      #expect(error.reducerNames == ["TitleReducer", "TitleReducer"])
    }
  }

  @Test func aStoreWithDuplicateKeysStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = Store(reducer: KeyedFixtures.CounterReducer() + KeyedFixtures.CounterReducer())
      }
    }
  }

  #if DEBUG
  // Unoptimized builds print the precondition message; optimized builds drop it.
  @Test func theStoppingMessageNamesTheKeyAndTheReducers() async throws {
    let result = try await #require(
      processExitsWith: .failure,
      observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = Store(reducer: KeyedFixtures.TitleReducer() + KeyedFixtures.TitleReducer())
      }
    }
    let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      standardError.contains(
        "The state key \"Title\" is used by more than one reducer "
          + "(TitleReducer, TitleReducer). Give each reducer its own stateKey."
      )
    )
  }
  #endif

  @Test @MainActor func aStoreWithUniqueKeysStarts() {
    let store = Store(reducer: KeyedFixtures.integerReducers(stateKeys: ["a", "b", "c"]))
    #expect(store.state.keys == ["a", "b", "c"])
  }
}
