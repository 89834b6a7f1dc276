import ReduxTestSupport
import Testing

@testable import Redux

/// Long chains of follow-up actions dispatched from inside the store's own work.
///
/// Each chain is 100,000 actions long. A store that processed a follow-up inside the call that
/// dispatched it would recurse once per action and overflow the stack long before the end; these
/// tests also check that no probed call ever ran inside another (``ReentrancyProbe``), that the
/// stack stays put, and that actions are reduced in the order they were dispatched.
///
/// The fan-out test is randomized: set `REDUX_TEST_SEED` to replay a seed printed by a failure
/// (see ``TestSeed``).
@MainActor
@Suite("Reliability: re-entrancy")
struct ReliabilityReentrancyTests {
  static let chainLength = 100_000
  /// Far less than 100,000 nested frames would need, far more than the frames of one drain.
  static let maxStackSpread: UInt = 256 * 1024

  var exactFinalState: ChainState {
    ChainState(reduced: Self.chainLength, lastNumber: Self.chainLength - 1, outOfOrder: 0)
  }

  @Test func aMiddlewareDispatching100000FollowUpsOneFromEachRunsThemFlatAndInOrder() {
    let probe = ReentrancyProbe()
    var processedTooEarly = 0
    var store: Store<ChainState>!
    store = Store(
      state: ChainState(),
      reducer: ChainState.reducer,
      middlewares: [
        { _, action in
          probe.measure {
            guard let action = action as? ChainAction, action.number + 1 < Self.chainLength
            else { return }
            store.dispatch(ChainAction(number: action.number + 1))
            // Queued, not processed: the state still shows this action.
            if store.state.lastNumber != action.number { processedTooEarly += 1 }
          }
        }
      ]
    )
    store.dispatch(ChainAction(number: 0))

    #expect(store.state == exactFinalState)
    #expect(store.pendingActionCount == 0)
    #expect(processedTooEarly == 0)
    #expect(probe.maxDepth == 1)
    #expect(probe.stackSpread < Self.maxStackSpread, "the stack moved \(probe.stackSpread) bytes")
  }

  @Test func aSubscriberDispatching100000FollowUpsOneFromEachHearsEveryStateOnceInOrder() {
    let probe = ReentrancyProbe()
    let store = Store(state: ChainState(), reducer: ChainState.reducer)
    let subscriber = ChainSubscriber()
    subscriber.onNewState = { reduced in
      probe.measure {
        guard reduced < Self.chainLength else { return }
        store.dispatch(ChainAction(number: reduced))
      }
    }

    // The first state arrives inside `subscribe`, which then runs the whole chain.
    store.subscribe(subscriber) { $0.select(\.reduced) }

    #expect(store.state == exactFinalState)
    #expect(store.pendingActionCount == 0)
    #expect(subscriber.calls == Self.chainLength + 1)
    #expect(subscriber.gaps == 0)
    #expect(subscriber.last == Self.chainLength)
    #expect(probe.maxDepth == 1)
    #expect(probe.stackSpread < Self.maxStackSpread, "the stack moved \(probe.stackSpread) bytes")
  }

  @Test func followUpsFannedOutByMiddlewaresAndSubscribersRunInDispatchOrder() {
    guard let seed = TestSeed.resolve(default: 0x5EED_F1F0) else { return }
    var random = SplitMix64(seed: seed.value)
    let probe = ReentrancyProbe()
    let subscribers = [ChainSubscriber(), ChainSubscriber()]
    var dispatched = 0
    var notYetPublished: [String] = []
    var store: Store<ChainState>!

    /// Dispatches up to `count` follow-ups, numbered in dispatch order, within the budget.
    func dispatchFollowUps(_ count: Int) {
      for _ in 0..<count where dispatched < Self.chainLength {
        // Counted first: the first dispatch, from the test, runs the whole chain at once.
        dispatched += 1
        store.dispatch(ChainAction(number: dispatched - 1))
      }
    }

    store = Store(
      state: ChainState(),
      reducer: ChainState.reducer,
      middlewares: [
        { state, _ in
          probe.measure {
            // Every subscriber heard the previous action before this one was reduced.
            for (position, subscriber) in subscribers.enumerated()
            where subscriber.last != state.lastNumber - 1 && notYetPublished.count < 10 {
              notYetPublished.append(
                "subscriber \(position) had heard \(String(describing: subscriber.last)) "
                  + "when action \(state.lastNumber) was reduced")
            }
            // Keeps the chain alive: never leaves the queue empty before the budget is spent.
            let atLeastOne = store.pendingActionCount == 0 ? 1 : 0
            dispatchFollowUps(max(atLeastOne, random.below(3)))
          }
        },
        { _, _ in probe.measure { dispatchFollowUps(random.below(3)) } },
      ]
    )
    for subscriber in subscribers {
      store.subscribe(subscriber) { $0.select(\.lastNumber) }
    }
    // Only now, so that the chain does not start inside the first `subscribe`.
    for subscriber in subscribers {
      subscriber.onNewState = { _ in probe.measure { dispatchFollowUps(random.below(3)) } }
    }
    dispatchFollowUps(1)

    #expect(dispatched == Self.chainLength, "\(seed)")
    #expect(store.state == exactFinalState, "\(seed)")
    #expect(store.pendingActionCount == 0, "\(seed)")
    #expect(notYetPublished.isEmpty, "\(seed): \(notYetPublished.joined(separator: "; "))")
    for subscriber in subscribers {
      #expect(subscriber.calls == Self.chainLength + 1, "\(seed)")
      #expect(subscriber.gaps == 0, "\(seed)")
    }
    #expect(probe.maxDepth == 1, "\(seed)")
    #expect(
      probe.stackSpread < Self.maxStackSpread, "\(seed): the stack moved \(probe.stackSpread) bytes"
    )
  }
}
