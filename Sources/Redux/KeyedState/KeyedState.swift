/// A state made of independent sub-states, each stored under a key.
///
/// A store made from keyed reducers holds a `KeyedState`: one sub-state per reducer, under the
/// reducer's ``KeyedReducer/stateKey``, which is the name of the sub-state's type unless the
/// reducer chooses another.
///
/// ```swift
/// let store = Store(reducer: TodoReducer() + SettingsReducer())
/// let settings = store.state.value(forKey: "TodoSettings", ofType: TodoSettings.self)
/// ```
///
/// Sub-states are `Equatable` and `Sendable` values, so that listeners of one key hear only
/// about real changes of that key.
public struct KeyedState: StateType, CustomStringConvertible, CustomReflectable {
  /// The keys and their positions, shared by every state of one store.
  @usableFromInline
  final class Layout: Sendable {
    let keys: [String]
    @usableFromInline let indexByKey: [String: Int]
    /// Positions of the keys that are the default key of their value's type.
    let indexByType: [ObjectIdentifier: Int]

    init(keys: [String], defaultKeyTypes: [(index: Int, type: ObjectIdentifier)]) {
      self.keys = keys
      var indexByKey: [String: Int] = [:]
      for (index, key) in keys.enumerated() where indexByKey[key] == nil {
        indexByKey[key] = index
      }
      self.indexByKey = indexByKey
      var indexByType: [ObjectIdentifier: Int] = [:]
      for entry in defaultKeyTypes where indexByType[entry.type] == nil {
        indexByType[entry.type] = entry.index
      }
      self.indexByType = indexByType
    }

    static let empty = Layout(keys: [], defaultKeyTypes: [])
  }

  @usableFromInline let layout: Layout
  @usableFromInline var boxes: KeyedBoxes
  /// The reduction that made this state and what it changed, so that the keys an action changed
  /// are found without comparing every key; see ``forEachChangedKey(since:_:)``.
  @usableFromInline var lineage = Lineage()

  init(layout: Layout, boxes: [any AnyKeyedValueBox]) {
    self.layout = layout
    self.boxes = KeyedBoxes(boxes)
  }

  /// Makes a state with no keys.
  public init() {
    self.init(layout: .empty, boxes: [])
  }

  /// The keys, in the order their reducers were combined.
  public var keys: [String] { layout.keys }

  /// Returns the sub-state stored under the default key of `type`, the name of the type.
  ///
  /// ```swift
  /// let todos = state.value(forKeyOfType: TodoList.self)
  /// ```
  ///
  /// - Parameter type: The type of the sub-state.
  /// - Returns: The sub-state, or `nil` when no reducer keeps a `type` under its type name.
  public func value<Value: Equatable & Sendable>(forKeyOfType type: Value.Type) -> Value? {
    guard let index = layout.indexByType[ObjectIdentifier(type)] else { return nil }
    return (boxes[index] as? KeyedValueBox<Value>)?.value
  }

  /// Returns the sub-state stored under `key`, if it has type `type`.
  ///
  /// - Parameters:
  ///   - key: The state key.
  ///   - type: The expected type of the sub-state.
  /// - Returns: The sub-state, or `nil` when there is no such key or its value has another type.
  @inlinable
  public func value<Value: Equatable & Sendable>(
    forKey key: String, ofType type: Value.Type = Value.self
  ) -> Value? {
    (box(forKey: key) as? KeyedValueBox<Value>)?.value
  }

  /// Where a key's sub-state is kept in the states of one layout, found once so that reading it
  /// again does not hash the key.
  @usableFromInline
  struct Position {
    @usableFromInline let key: String
    @usableFromInline let layout: Layout
    @usableFromInline let index: Int?

    @inlinable
    init(key: String, in state: KeyedState) {
      self.key = key
      self.layout = state.layout
      self.index = state.layout.indexByKey[key]
    }
  }

  @inlinable
  func value<Value: Equatable & Sendable>(at position: Position, ofType type: Value.Type) -> Value?
  {
    guard position.layout === layout else { return value(forKey: position.key, ofType: type) }
    return position.index.flatMap { (boxes[$0] as? KeyedValueBox<Value>)?.value }
  }

  /// Returns the sub-state stored under `key`, whatever its type.
  ///
  /// - Parameter key: The state key.
  public subscript(key: String) -> (any Sendable)? {
    box(forKey: key)?.anyValue
  }

  @inlinable
  func box(forKey key: String) -> (any AnyKeyedValueBox)? {
    layout.indexByKey[key].map { boxes[$0] }
  }

  /// The default key for sub-states of `type`: the name of the type.
  ///
  /// - Parameter type: A sub-state type.
  public static func defaultKey<Value>(for type: Value.Type) -> String {
    String(describing: type)
  }

  @usableFromInline
  func changedKeys(since old: KeyedState) -> [String] {
    var changed: [String] = []
    forEachChangedKey(since: old) { changed.append($0) }
    return changed
  }

  /// In the order of the keys; builds no array when the states share their layout, as every
  /// state of one store does.
  @usableFromInline
  func forEachChangedKey(since old: KeyedState, _ body: (String) -> Void) {
    guard old.layout === layout else {
      for key in Set(keys).union(old.keys).sorted() {
        guard let box = box(forKey: key), let oldBox = old.box(forKey: key),
          box.hasEqualValue(to: oldBox)
        else {
          body(key)
          continue
        }
      }
      return
    }
    // A state reduced from `old` itself knows which boxes its reduction replaced, and a box is
    // replaced only when its value changed.
    if lineage.isReduced(from: old.lineage) {
      switch lineage.changes {
      case .none:
        return
      case .one(let index):
        body(layout.keys[index])
        return
      case .several:
        break
      }
    }
    // Each box is compared where it is stored, by identity first: a reducer that leaves its key
    // alone keeps its box, so only the boxes of changed keys are compared by value. Iterating the
    // chunks instead would retain and release each of them.
    for index in boxes.indices where boxes[index] !== old.boxes[index] {
      if !boxes[index].hasEqualValue(to: old.boxes[index]) {
        body(layout.keys[index])
      }
    }
  }

  /// Two keyed states are equal when they have the same keys with equal sub-states.
  ///
  /// - Parameters:
  ///   - lhs: A keyed state.
  ///   - rhs: Another keyed state.
  public static func == (lhs: KeyedState, rhs: KeyedState) -> Bool {
    guard lhs.keys == rhs.keys else { return false }
    return zip(lhs.boxes, rhs.boxes).allSatisfy { $0.hasEqualValue(to: $1) }
  }

  /// Keyed states have no transient data of their own: returns `state` unchanged.
  ///
  /// - Parameter state: The state to copy.
  public static func defaultState(from state: KeyedState) -> KeyedState {
    state
  }

  /// The sub-states as `key: value` pairs, in key order.
  public var description: String {
    let pairs = zip(keys, boxes).map { "\($0): \($1.anyValue)" }
    return "KeyedState(\(pairs.joined(separator: ", ")))"
  }

  /// Presents the sub-states as children named by their keys, so that state differences and logs
  /// show `TodoList.items[0]` rather than storage details.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: zip(keys, boxes).map { (label: $0, value: $1.anyValue as Any) },
      displayStyle: .struct
    )
  }
}
