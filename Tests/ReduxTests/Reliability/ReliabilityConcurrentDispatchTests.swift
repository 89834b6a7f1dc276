import ReduxTestSupport
import Testing

@testable import Redux

/// Many senders dispatching at once, from threads and tasks, while subscribers come and go.
///
/// Randomized: the subscriber churn draws from a seeded generator. Set `REDUX_TEST_SEED` to
/// replay a seed printed by a failure (see ``TestSeed``); the interleaving of the threads is up
/// to the machine and cannot be replayed. The time limit, far above the run's length even under
/// the thread sanitizer, only stops a run whose senders would wait forever.
@MainActor
@Suite("Reliability: concurrent dispatch", .timeLimit(.minutes(10)))
struct ReliabilityConcurrentDispatchTests {
  @Test func eightSendersOf50000ActionsEachAreReducedOnceInOrderWhileSubscribersComeAndGo() async {
    guard let seed = TestSeed.resolve(default: 0x5EED_0008) else { return }
    let senders = 8
    let perSender = 50_000
    // The main actor sends too, for every window, between its churn steps.
    let mainSender = senders
    let churn = SubscriberChurn(seed: seed, senders: senders, maxLive: 8)
    let gate = IdleGate()
    var middlewareCalls = 0
    var store: Store<SenderLedger>!
    store = Store(
      state: SenderLedger(senders: senders + 1),
      reducer: SenderLedger.reducer,
      middlewares: [
        { _, _ in
          middlewareCalls += 1
          churn.maybeStep()
          gate.actionProcessed(pendingActions: store.pendingActionCount)
        }
      ]
    )
    churn.store = store
    let progress = SenderProgress()
    var mainSent = 0

    await withTaskGroup(of: Void.self) { group in
      for number in 0..<senders {
        let sender = Sender(
          number: number, count: perSender, seed: seed, store: store, gate: gate)
        // Half the senders are threads, half are tasks of the global executor.
        if number.isMultiple(of: 2) {
          group.addTask {
            await SenderThread.run {
              sender.sendFromThread()
              progress.senderFinished()
            }
          }
        } else {
          group.addTask {
            await sender.sendFromTask()
            progress.senderFinished()
          }
        }
      }
      while !progress.haveFinished(senders) {
        churn.step()
        store.dispatch(SenderAction(sender: mainSender, index: mainSent, windowUUID: .unavailable))
        mainSent += 1
        // Leaves the main actor to the store's drains and to other tests most of the time.
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
    await waitUntilIdle(store)

    let state = store.state
    let total = senders * perSender + mainSent
    #expect(state.problems.isEmpty, "\(seed): \(state.problems.joined(separator: "; "))")
    #expect(state.reduced == total, "\(seed)")
    #expect(
      state.nextIndex == Array(repeating: perSender, count: senders) + [mainSent], "\(seed)")
    #expect(middlewareCalls == total, "\(seed)")
    churn.checkLastValues(against: state)
    #expect(churn.problems.isEmpty, "\(seed): \(churn.problems.joined(separator: "; "))")
    #expect(store.subscriberCount == churn.live.count { !$0.isUnsubscribed }, "\(seed)")
    // The churn really happened while actions were dispatched.
    #expect(churn.subscribedCount >= 100, "\(seed)")
    #expect(churn.unsubscribedCount >= 50, "\(seed)")
    #expect(churn.releasedCount >= 50, "\(seed)")
  }
}
