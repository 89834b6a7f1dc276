import Foundation
import Redux

/// An action of one sender of the concurrency test: the sender's number and the position of the
/// action among the sender's actions, from zero.
///
/// Sender `s` dispatches for ``SenderLedger/window(of:)`` unless told otherwise, so that window
/// subscriptions see only their sender's actions.
final class SenderAction: Action {
  let sender: Int
  let index: Int

  init(sender: Int, index: Int, windowUUID: WindowUUID? = nil) {
    self.sender = sender
    self.index = index
    super.init(
      windowUUID: windowUUID ?? SenderLedger.window(of: sender), actionType: SenderActionType.send)
  }
}

/// The only kind of ``SenderAction``.
enum SenderActionType: ActionType {
  case send
}

/// The state of the concurrency test: what the store reduced, sender by sender.
///
/// The reducer expects each sender's actions with indices 0, 1, 2, ... in this order. An action
/// that is lost, reduced twice or overtaken by a later one of the same sender breaks the sequence
/// and is written down in ``problems``; so, once every sender has finished, `nextIndex[s]` equal
/// to the number of actions sender `s` sent and no problems prove that every action was reduced
/// exactly once, in its sender's order.
struct SenderLedger: StateType {
  /// For each sender, the index of the action it is expected to send next.
  var nextIndex: [Int]
  /// How many actions were reduced, all senders together.
  var reduced = 0
  /// The first few breaks of a sender's sequence, as sentences.
  var problems: [String] = []

  init(senders: Int) {
    nextIndex = Array(repeating: 0, count: senders)
  }

  static func defaultState(from state: SenderLedger) -> SenderLedger {
    state
  }

  /// The window a sender dispatches for: a fixed identity per sender, readable in messages.
  static func window(of sender: Int) -> WindowUUID {
    WindowUUID(uuidString: String(format: "5E4D0000-0000-4000-8000-%012d", sender))!
  }

  /// Records the action in place, so that 400,000 actions cost no copies of the state.
  static let reducer: InPlaceReducer<SenderLedger> = { state, action in
    guard let action = action as? SenderAction else { return }
    state.reduced += 1
    let expected = state.nextIndex[action.sender]
    if action.index != expected, state.problems.count < 10 {
      state.problems.append(
        "sender \(action.sender): action \(action.index) was reduced when \(expected) was due")
    }
    state.nextIndex[action.sender] = max(expected, action.index + 1)
  }
}
