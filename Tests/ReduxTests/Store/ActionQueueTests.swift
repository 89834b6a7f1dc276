import Foundation
import Testing

@testable import Redux

/// The amounts of the `AddAction`s a queue handed out, in order.
private func amounts(_ actions: [Action]) -> [Int] {
  actions.map { ($0 as? AddAction)?.amount ?? -1 }
}

/// Takes every action the queue holds, in order.
private func drain(_ queue: ActionQueue) -> [Action] {
  var taken: [Action] = []
  while let entry = queue.next() { taken.append(entry.action) }
  return taken
}

/// Whether this system publishes the queue's count atomically; elsewhere `isKnownEmpty` is always
/// `false` and the queue takes its lock every time.
private var publishesCount: Bool {
  if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { return true }
  return false
}

@Suite("ActionQueue")
struct ActionQueueTests {
  @Test func aNewQueueIsEmptyAndKnownToBe() {
    let queue = ActionQueue()
    #expect(queue.count == 0)
    #expect(queue.next() == nil)
    #expect(queue.isKnownEmpty == publishesCount)
  }

  @Test func actionsComeOutInTheOrderTheyWentIn() {
    let queue = ActionQueue()
    for amount in 1...3 { queue.append(AddAction(amount: amount), cascade: 0) }
    #expect(queue.count == 3)
    #expect(!queue.isKnownEmpty)
    #expect(amounts(drain(queue)) == [1, 2, 3])
    #expect(queue.count == 0)
    #expect(queue.isKnownEmpty == publishesCount)
  }

  @Test func anActionIsHandedBackOnlyWhenNoneWaits() {
    let queue = ActionQueue()
    let first = queue.takeUnlessActionsWait(AddAction(amount: 1), cascade: 1)
    #expect(amounts(first.map { [$0] } ?? []) == [1])
    #expect(queue.count == 0)

    queue.append(AddAction(amount: 2), cascade: 0)
    let second = queue.takeUnlessActionsWait(AddAction(amount: 3), cascade: 1)
    #expect(second == nil)
    #expect(amounts(drain(queue)) == [2, 3])
  }

  @Test func onlyTheFirstActionFromElsewhereSchedulesADrain() {
    let queue = ActionQueue()
    let first = queue.appendFromElsewhere(AddAction(amount: 1))
    let second = queue.appendFromElsewhere(AddAction(amount: 2))
    queue.scheduledDrainDidStart()
    let third = queue.appendFromElsewhere(AddAction(amount: 3))
    #expect(first && !second && third)
    #expect(amounts(drain(queue)) == [1, 2, 3])
    #expect(queue.isKnownEmpty == publishesCount)
  }

  @Test func eachActionKeepsTheCascadeItWasQueuedWith() {
    let queue = ActionQueue()
    _ = queue.appendFromElsewhere(AddAction(amount: 1))
    queue.append(AddAction(amount: 2), cascade: 7)
    #expect(queue.takeUnlessActionsWait(AddAction(amount: 3), cascade: 8) == nil)
    var cascades: [Int] = []
    while let entry = queue.next() { cascades.append(entry.cascade) }
    #expect(cascades == [QueuedAction.noCascade, 7, 8])
  }

  @Test func aDrainIsScheduledForLeftoversOnlyWhenActionsWaitAndNoneIsScheduled() {
    let queue = ActionQueue()
    #expect(!queue.needsDrainScheduled())
    queue.append(AddAction(amount: 1), cascade: 1)
    #expect(queue.needsDrainScheduled())
    // Already scheduled: neither a second leftover drain nor an action from elsewhere adds one.
    #expect(!queue.needsDrainScheduled())
    let secondSchedules = queue.appendFromElsewhere(AddAction(amount: 2))
    #expect(!secondSchedules)
    queue.scheduledDrainDidStart()
    #expect(queue.needsDrainScheduled())
    #expect(amounts(drain(queue)) == [1, 2])
  }

  @Test func longRunsKeepOrderAndCountThroughCompaction() {
    // Past 1,024 taken actions the queue drops the front of its buffer; the published count and
    // the order must survive it, whether the queue empties or not.
    let queue = ActionQueue()
    var expected: [Int] = []
    var taken: [Int] = []
    var next = 0
    for round in 0..<40 {
      for _ in 0..<(100 + round * 7) {
        queue.append(AddAction(amount: next), cascade: 0)
        expected.append(next)
        next += 1
      }
      for _ in 0..<(90 + round * 5) {
        guard let entry = queue.next() else { break }
        taken += amounts([entry.action])
      }
      #expect(queue.count == expected.count - taken.count)
      #expect(!queue.isKnownEmpty || queue.count == 0)
    }
    taken += amounts(drain(queue))
    #expect(taken == expected)
    #expect(queue.isKnownEmpty == publishesCount)
  }

  @Test func actionsFromManyThreadsAllArriveInEachSendersOrder() async {
    let queue = ActionQueue()
    let senders = 4
    let perSender = 5_000
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<senders {
        group.addTask {
          for index in 0..<perSender {
            _ = queue.appendFromElsewhere(AddAction(amount: sender * perSender + index))
          }
        }
      }
      // Meanwhile this task takes what has arrived, as the main actor's drain does.
      group.addTask {
        var received: [[Int]] = Array(repeating: [], count: senders)
        while received.reduce(0, { $0 + $1.count }) < senders * perSender {
          guard let entry = queue.next() else {
            await Task.yield()
            continue
          }
          let amount = amounts([entry.action])[0]
          received[amount / perSender].append(amount % perSender)
        }
        for sender in 0..<senders {
          #expect(received[sender] == Array(0..<perSender))
        }
      }
    }
    #expect(queue.count == 0)
    #expect(queue.next() == nil)
  }
}
