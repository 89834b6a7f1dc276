import Redux
import Testing

/// A class action type with a subclass, made and erased at the base class's static type.
private class GestureKind: ActionType, @unchecked Sendable {
  // Safety: no stored properties.
}

private final class PinchKind: GestureKind, @unchecked Sendable {
  // Safety: no stored properties.
}

/// A generic enum with payloads.
private enum SettingKind<Value: Equatable & Sendable>: ActionType, Equatable {
  case set(Value)
  case clear
}

/// A generic class.
private final class CarrierKind<Value: Sendable>: ActionType, Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// An actor is a class too.
private actor SessionKind: ActionType {}

/// A payload whose identity shows whether a match hands back the value held, not another one.
private final class Token: Sendable {}

private enum TokenKind: ActionType {
  case carry(Token)
}

/// Action types that declare their own `cast(to:)`, which must play no part in matching.
private struct LyingKind: ActionType, Equatable {
  let tag: Int

  func cast<T>(to type: T.Type) -> T? { nil }
}

private final class LyingClassKind: ActionType, Sendable {
  func cast<T>(to type: T.Type) -> T? { nil }
}

private protocol FeatureKind: ActionType {}

extension FeatureKind {
  func cast<T>(to type: T.Type) -> T? { nil }
}

private enum SearchKind: FeatureKind, Equatable {
  case query(String)
}

/// `actionType(as:)` casts the opened existential's value; it must answer exactly what
/// `actionType as? T` answers, for every kind of action type, and hand back the value held.
@Suite("Action.actionType(as:) answers what a cast answers")
struct ActionTypeCastTests {
  let window = WindowUUID()

  /// Compares the answers in a generic context, where `T` is not known when compiled.
  func agrees<T: ActionType>(_ action: Action, as type: T.Type) -> Bool {
    (action.actionType(as: type) != nil) == (action.actionType is T)
  }

  @Test func aSubclassInstanceErasedAtItsBaseTypeMatchesBoth() {
    let pinch = PinchKind()
    let erased: GestureKind = pinch
    let action = Action(windowUUID: window, actionType: erased)
    #expect(action.actionType(as: PinchKind.self) === pinch)
    #expect(action.actionType(as: GestureKind.self) === pinch)
    #expect(action.actionType(as: SessionKind.self) == nil)
  }

  @Test func aBaseClassInstanceDoesNotMatchItsSubclass() {
    let action = Action(windowUUID: window, actionType: GestureKind())
    #expect(action.actionType(as: PinchKind.self) == nil)
    #expect(action.actionType(as: GestureKind.self) != nil)
  }

  @Test func aGenericEnumMatchesOnlyItsOwnArguments() {
    let action = Action(windowUUID: window, actionType: SettingKind<Int>.set(3))
    #expect(action.actionType(as: SettingKind<Int>.self) == .set(3))
    #expect(action.actionType(as: SettingKind<String>.self) == nil)
    #expect(action.actionType(as: SettingKind<Int?>.self) == nil)
  }

  @Test func aGenericClassMatchesOnlyItsOwnArguments() {
    let carrier = CarrierKind(5)
    let action = Action(windowUUID: window, actionType: carrier)
    #expect(action.actionType(as: CarrierKind<Int>.self) === carrier)
    #expect(action.actionType(as: CarrierKind<String>.self) == nil)
    #expect(action.actionType(as: CarrierKind<Int?>.self) == nil)
  }

  @Test func anActorMatches() {
    let session = SessionKind()
    let action = Action(windowUUID: window, actionType: session)
    #expect(action.actionType(as: SessionKind.self) === session)
    #expect(action.actionType(as: GestureKind.self) == nil)
  }

  @Test func aMatchHandsBackThePayloadHeld() {
    let token = Token()
    let action = Action(windowUUID: window, actionType: TokenKind.carry(token))
    for _ in 0..<100 {
      guard case .carry(let carried) = action.actionType(as: TokenKind.self) else {
        Issue.record("no match")
        return
      }
      #expect(carried === token)
    }
    // The action still holds its payload after every copy handed out was released.
    guard case .carry(let kept) = action.actionType as? TokenKind else {
      Issue.record("the action lost its payload")
      return
    }
    #expect(kept === token)
  }

  @Test func anActionTypesOwnCastPlaysNoPart() {
    let lying = Action(windowUUID: window, actionType: LyingKind(tag: 9))
    #expect(lying.actionType(as: LyingKind.self) == LyingKind(tag: 9))
    let lyingClass = LyingClassKind()
    let classAction = Action(windowUUID: window, actionType: lyingClass)
    #expect(classAction.actionType(as: LyingClassKind.self) === lyingClass)
    let search = Action(windowUUID: window, actionType: SearchKind.query("milk"))
    #expect(search.actionType(as: SearchKind.self) == .query("milk"))
  }

  @Test func everyKindAgreesWithACastInGenericCode() {
    let actions: [Action] = [
      Action(windowUUID: window, actionType: PinchKind() as GestureKind),
      Action(windowUUID: window, actionType: GestureKind()),
      Action(windowUUID: window, actionType: SettingKind<Int>.clear),
      Action(windowUUID: window, actionType: CarrierKind("a")),
      Action(windowUUID: window, actionType: SessionKind()),
      Action(windowUUID: window, actionType: TokenKind.carry(Token())),
      Action(windowUUID: window, actionType: LyingKind(tag: 1)),
      Action(windowUUID: window, actionType: LyingClassKind()),
      Action(windowUUID: window, actionType: SearchKind.query("")),
      WindowAction(windowUUID: window, actionType: .closeWindow),
    ]
    for action in actions {
      #expect(agrees(action, as: GestureKind.self), "\(action)")
      #expect(agrees(action, as: PinchKind.self), "\(action)")
      #expect(agrees(action, as: SettingKind<Int>.self), "\(action)")
      #expect(agrees(action, as: SettingKind<String>.self), "\(action)")
      #expect(agrees(action, as: CarrierKind<String>.self), "\(action)")
      #expect(agrees(action, as: CarrierKind<Int>.self), "\(action)")
      #expect(agrees(action, as: SessionKind.self), "\(action)")
      #expect(agrees(action, as: TokenKind.self), "\(action)")
      #expect(agrees(action, as: LyingKind.self), "\(action)")
      #expect(agrees(action, as: LyingClassKind.self), "\(action)")
      #expect(agrees(action, as: SearchKind.self), "\(action)")
      #expect(agrees(action, as: WindowActionType.self), "\(action)")
    }
  }
}
