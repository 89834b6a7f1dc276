import Redux
import Testing

/// What the parts' reducers of one test reach: the state being reduced, the store, and the
/// combined reducer itself. Main-actor isolated, so `Sendable`; the reducers reach it through
/// `MainActor.assumeIsolated`, as the tests reduce on the main actor.
@MainActor
private final class ReductionWorld {
  var state: KeyedState?
  weak var store: Store<KeyedState>?
  var combined: CombinedReducer?
  var storeCountsSeen: [Int] = []
  var nestedResults: [Int] = []
}

/// An action for the re-entrancy tests.
private enum ReentryActionType: ActionType {
  case bump
  case dropState
  case nested
}

/// A combined reducer runs its parts through a tree of captured closures, each part reading its
/// box from the state reduced without retaining the box while the app's reducer runs. A part's
/// reducer is app code: it may read the store, reduce again through the same combined reducer,
/// or drop the caller's other references to the state being reduced. Every later part must
/// still read a live box of that state, and the result must be exact.
@MainActor
@Suite("Combined reducers: parts that re-enter")
struct CombinedReducerReentrancyTests {
  /// `count` parts counting `.bump`, with `special` at position `at`.
  func combination(
    of count: Int, with special: BlockReducer<Int>, at position: Int
  ) -> CombinedReducer {
    var combined = CombinedReducer(counter(0))
    for index in 1..<count {
      combined = combined + (index == position ? special : counter(index))
    }
    return combined
  }

  func counter(_ index: Int) -> BlockReducer<Int> {
    BlockReducer(initialState: index * 1000, stateKey: "part\(index)") { value, action in
      action.actionType(as: ReentryActionType.self) == .bump ? value + 1 : nil
    }
  }

  func values(of state: KeyedState, count: Int) -> [Int] {
    (0..<count).map { state.value(forKey: "part\($0)", ofType: Int.self) ?? -1 }
  }

  @Test(arguments: [2, 5, 17, 70])
  func aPartThatDropsTheCallersStateStillLetsEveryLaterPartReadIt(count: Int) {
    let world = ReductionWorld()
    let dropper = BlockReducer(initialState: 0, stateKey: "part1") { value, _ in
      MainActor.assumeIsolated { world.state = nil }
      return value + 1
    }
    let combined = combination(of: count, with: dropper, at: 1)
    // Made fresh so that the holder's reference is the state's only one besides the argument.
    world.state = combined.initialState
    let reduced = combined.reduce(
      state: world.state!,
      action: Action(windowUUID: .unavailable, actionType: ReentryActionType.bump))

    #expect(world.state == nil)
    var expected = (0..<count).map { $0 * 1000 + 1 }
    expected[1] = 1
    #expect(values(of: reduced, count: count) == expected)
  }

  @Test(arguments: [2, 5, 17, 70])
  func aPartThatReducesAgainThroughTheSameCombinationGetsAnIndependentResult(count: Int) {
    let world = ReductionWorld()
    let nester = BlockReducer(initialState: 0, stateKey: "part1") { value, action in
      guard action.actionType(as: ReentryActionType.self) == .nested else { return nil }
      MainActor.assumeIsolated {
        guard let combined = world.combined, let state = world.state else { return }
        let inner = combined.reduce(
          state: state, action: Action(windowUUID: .unavailable, actionType: ReentryActionType.bump)
        )
        world.nestedResults = (0..<count).map {
          inner.value(forKey: "part\($0)", ofType: Int.self) ?? -1
        }
      }
      return value + 7
    }
    let combined = combination(of: count, with: nester, at: 1)
    world.combined = combined
    world.state = combined.initialState
    let reduced = combined.reduce(
      state: world.state!,
      action: Action(windowUUID: .unavailable, actionType: ReentryActionType.nested))

    // The nested reduction bumped every counter of its own copy; part 1 ignores `.bump`.
    var nested = (0..<count).map { $0 * 1000 + 1 }
    nested[1] = 0
    #expect(world.nestedResults == nested)
    // The outer one changed only part 1, and left the state it was given as it was.
    var outer = (0..<count).map { $0 * 1000 }
    outer[1] = 7
    #expect(values(of: reduced, count: count) == outer)
    var initial = (0..<count).map { $0 * 1000 }
    initial[1] = 0
    #expect(values(of: world.state!, count: count) == initial)
  }

  @Test func aPartThatReadsTheStoreSeesThePreviousStateAndEveryPartRunsOnce() {
    let world = ReductionWorld()
    let count = 20
    let reader = BlockReducer(initialState: 0, stateKey: "part7") { value, action in
      MainActor.assumeIsolated {
        let seen = world.store?.state.value(forKey: "part0", ofType: Int.self) ?? -1
        world.storeCountsSeen.append(seen)
        // Dispatched from inside the reduction: processed after this action, not within it.
        if seen == 0 {
          world.store?.dispatch(
            Action(windowUUID: .unavailable, actionType: ReentryActionType.bump))
        }
      }
      return action.actionType(as: ReentryActionType.self) == .bump ? value + 1 : nil
    }
    let store = Store(reducer: combination(of: count, with: reader, at: 7))
    world.store = store
    store.dispatch(Action(windowUUID: .unavailable, actionType: ReentryActionType.bump))

    #expect(world.storeCountsSeen == [0, 1])
    var expected = (0..<count).map { $0 * 1000 + 2 }
    expected[7] = 2
    #expect(values(of: store.state, count: count) == expected)
  }
}
