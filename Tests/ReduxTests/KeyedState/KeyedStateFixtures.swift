import Redux

/// Small sub-states, keyed reducers and actions shared by the keyed-state and listener tests.
///
/// The types are nested in a namespace so that they cannot clash with other test files; their
/// default state keys are still their plain names (`"Counter"`, `"Title"`, ...).
enum KeyedFixtures {
  /// The kinds of the fixture actions.
  enum ActionKind: ActionType {
    case increment
    case rename
    case setValue
    case ignored
  }

  // MARK: Sub-states

  /// A number that grows.
  struct Counter: Equatable, Sendable {
    var value = 0
  }

  /// A piece of text.
  struct Title: Equatable, Sendable {
    var text = ""
  }

  /// A switch that no action changes.
  struct Flag: Equatable, Sendable {
    var isOn = false
  }

  /// A level that no action changes.
  struct Level: Equatable, Sendable {
    var rank = 1
  }

  // MARK: Actions

  /// Adds `amount` to every ``Counter``; an amount of zero leaves it equal.
  final class IncrementAction: Action {
    let amount: Int

    init(by amount: Int = 1) {
      self.amount = amount
      super.init(windowUUID: .unavailable, actionType: ActionKind.increment)
    }
  }

  /// Replaces the text of the ``Title``.
  final class RenameAction: Action {
    let text: String

    init(to text: String) {
      self.text = text
      super.init(windowUUID: .unavailable, actionType: ActionKind.rename)
    }
  }

  /// Sets the integer stored under one key by an ``integerReducer(stateKey:initialValue:)``.
  final class SetValueAction: Action {
    let stateKey: String
    let value: Int

    init(stateKey: String, value: Int) {
      self.stateKey = stateKey
      self.value = value
      super.init(windowUUID: .unavailable, actionType: ActionKind.setValue)
    }
  }

  /// An action that no fixture reducer handles.
  static func ignoredAction() -> Action {
    Action(windowUUID: .unavailable, actionType: ActionKind.ignored)
  }

  // MARK: Reducers

  /// Owns a ``Counter`` under its default key, `"Counter"`.
  struct CounterReducer: KeyedReducer {
    let initialState = Counter()

    func reduce(state: Counter, action: Action) -> Counter? {
      guard let action = action as? IncrementAction else { return nil }
      return Counter(value: state.value + action.amount)
    }
  }

  /// Owns a second ``Counter`` under the custom key `"score"`.
  struct ScoreReducer: KeyedReducer {
    let initialState = Counter(value: 100)
    let stateKey = "score"

    func reduce(state: Counter, action: Action) -> Counter? {
      guard let action = action as? IncrementAction else { return nil }
      return Counter(value: state.value + action.amount)
    }
  }

  /// Owns a ``Title`` under its default key, `"Title"`.
  struct TitleReducer: KeyedReducer {
    let initialState = Title(text: "Untitled")

    func reduce(state: Title, action: Action) -> Title? {
      guard let action = action as? RenameAction else { return nil }
      return Title(text: action.text)
    }
  }

  /// Owns a ``Flag`` under its default key and never changes it.
  struct FlagReducer: KeyedReducer {
    let initialState = Flag()

    func reduce(state: Flag, action: Action) -> Flag? {
      nil
    }
  }

  /// Owns a ``Level`` under its default key and never changes it.
  struct LevelReducer: KeyedReducer {
    let initialState = Level()

    func reduce(state: Level, action: Action) -> Level? {
      nil
    }
  }

  /// An integer under `stateKey`, set by ``SetValueAction``s that name that key.
  static func integerReducer(stateKey: String, initialValue: Int = 0) -> BlockReducer<Int> {
    BlockReducer(initialState: initialValue, stateKey: stateKey) { _, action in
      guard let action = action as? SetValueAction, action.stateKey == stateKey else {
        return nil
      }
      return action.value
    }
  }

  /// Combines one ``integerReducer(stateKey:initialValue:)`` per key, in order.
  static func integerReducers(stateKeys: [String]) -> CombinedReducer {
    precondition(!stateKeys.isEmpty, "At least one key is needed.")
    var combined = CombinedReducer(integerReducer(stateKey: stateKeys[0]))
    for stateKey in stateKeys.dropFirst() {
      combined = combined + integerReducer(stateKey: stateKey)
    }
    return combined
  }
}
