import Redux
import Testing

/// The action types of the matching tests.
private enum LightActionType: ActionType, Equatable {
  case switchOn
  case dim(to: Int)
}

private enum DoorActionType: ActionType {
  case open
}

private struct TimerActionType: ActionType, Equatable {
  var seconds: Int
}

/// An action type that is a class, with a subclass: a cast matches the subclass too.
private class GestureActionType: ActionType, @unchecked Sendable {
  // Safety: no stored properties.
}

private final class SwipeActionType: GestureActionType, @unchecked Sendable {
  // Safety: no stored properties.
}

@Suite("Action.actionType(as:)")
struct ActionTypeMatchingTests {
  let window = WindowUUID()

  @Test func anEnumActionTypeMatchesItsOwnTypeWithItsPayload() {
    let action = Action(windowUUID: window, actionType: LightActionType.dim(to: 30))
    #expect(action.actionType(as: LightActionType.self) == .dim(to: 30))
  }

  @Test func anActionTypeOfAnotherTypeDoesNotMatch() {
    let action = Action(windowUUID: window, actionType: DoorActionType.open)
    #expect(action.actionType(as: LightActionType.self) == nil)
    #expect(action.actionType(as: TimerActionType.self) == nil)
  }

  @Test func aStructActionTypeMatches() {
    let action = Action(windowUUID: window, actionType: TimerActionType(seconds: 5))
    #expect(action.actionType(as: TimerActionType.self) == TimerActionType(seconds: 5))
    #expect(action.actionType(as: LightActionType.self) == nil)
  }

  @Test func aClassActionTypeMatchesItsSubclasses() {
    let swipe = SwipeActionType()
    let action = Action(windowUUID: window, actionType: swipe)
    #expect(action.actionType(as: GestureActionType.self) === swipe)
    #expect(action.actionType(as: SwipeActionType.self) === swipe)
    #expect(action.actionType(as: LightActionType.self) == nil)
  }

  @Test func itAnswersWhatACastAnswers() {
    let actions: [Action] = [
      Action(windowUUID: window, actionType: LightActionType.switchOn),
      Action(windowUUID: window, actionType: DoorActionType.open),
      Action(windowUUID: window, actionType: TimerActionType(seconds: 1)),
      Action(windowUUID: window, actionType: SwipeActionType()),
      WindowAction(windowUUID: window, actionType: .closeWindow),
    ]
    for action in actions {
      #expect(
        (action.actionType(as: LightActionType.self) != nil)
          == (action.actionType is LightActionType), "\(action)")
      #expect(
        (action.actionType(as: GestureActionType.self) != nil)
          == (action.actionType is GestureActionType), "\(action)")
      #expect(
        (action.actionType(as: WindowActionType.self) != nil)
          == (action.actionType is WindowActionType), "\(action)")
    }
  }
}
