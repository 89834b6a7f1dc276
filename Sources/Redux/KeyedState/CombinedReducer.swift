/// Several keyed reducers combined with `+`, each owning one key of a ``KeyedState``.
///
/// ```swift
/// let store = Store(reducer: TodoReducer() + SettingsReducer())
/// ```
///
/// Each action is given to every reducer, in the order they were combined; each reducer sees
/// only its own sub-state. See <doc:KeyedStates>.
public struct CombinedReducer: Sendable {
  /// One reducer, with its type erased. Its initializer is inlinable, so that the closures it
  /// makes are compiled for the reducer's own types in the app's module, where the reducer is
  /// combined. A class, immutable, so that the parts array holds one reference per part.
  @usableFromInline
  final class Part: Sendable {
    @usableFromInline let stateKey: String
    @usableFromInline let reducerName: String
    @usableFromInline let makeInitialBox: @Sendable () -> any AnyKeyedValueBox
    @usableFromInline let valueTypeIfDefaultKey: ObjectIdentifier?
    /// Makes the step that reduces this part's key at a position of the combined reducer.
    @usableFromInline let makeStep: @Sendable (_ position: Int) -> Step

    @inlinable
    init<R: KeyedReducer>(_ reducer: R) {
      stateKey = reducer.stateKey
      reducerName = String(describing: R.self)
      makeInitialBox = { KeyedValueBox(reducer.initialState) }
      valueTypeIfDefaultKey =
        reducer.stateKey == KeyedState.defaultKey(for: R.State.self)
        ? ObjectIdentifier(R.State.self) : nil
      makeStep = { position in
        { boxes, action, reduction in
          let current: R.State
          // The box's binding ends before the reducer is called, so that the box is only read
          // where the state holds it, not retained for the call.
          do {
            // The box at this position was made by this part, so it holds an `R.State`; the
            // checked cast costs a comparison of types, and the layout check of
            // `reduce(state:action:)` keeps it from failing.
            guard let box = boxes[position] as? KeyedValueBox<R.State> else {
              preconditionFailure("The box of key '\(reducer.stateKey)' holds another type.")
            }
            current = box.value
          }
          guard let next = reducer.reduce(state: current, action: action), next != current else {
            return
          }
          reduction.replace(at: position, with: KeyedValueBox(next))
        }
      }
    }
  }

  @usableFromInline let parts: [Part]
  let layout: KeyedState.Layout
  let reduceEveryKey: Step

  @usableFromInline
  init(parts: [Part]) {
    self.parts = parts
    self.reduceEveryKey = Self.step(for: parts[...])
    self.layout = KeyedState.Layout(
      keys: parts.map(\.stateKey),
      defaultKeyTypes: parts.enumerated().compactMap { index, part in
        part.valueTypeIfDefaultKey.map { (index: index, type: $0) }
      }
    )
  }

  /// Makes a combined reducer from one keyed reducer.
  ///
  /// - Parameter reducer: The reducer.
  @inlinable
  public init<R: KeyedReducer>(_ reducer: R) {
    self.init(parts: [Part(reducer)])
  }

  /// The state keys, in the order the reducers were combined.
  public var stateKeys: [String] {
    parts.map(\.stateKey)
  }

  /// The first key that two of the reducers share, with the names of all reducers using it.
  ///
  /// Two reducers with the same key cannot share a keyed state; the store refuses them.
  public var duplicateStateKey: DuplicateStateKeyError? {
    var seen: Set<String> = []
    for part in parts where !seen.insert(part.stateKey).inserted {
      return DuplicateStateKeyError(
        stateKey: part.stateKey,
        reducerNames: parts.filter { $0.stateKey == part.stateKey }.map(\.reducerName)
      )
    }
    return nil
  }

  /// Checks that every reducer has its own state key.
  ///
  /// - Throws: ``DuplicateStateKeyError`` naming the shared key and the reducers that share it.
  public func validate() throws(DuplicateStateKeyError) {
    if let duplicateStateKey { throw duplicateStateKey }
  }

  /// The state made of every reducer's initial state.
  public var initialState: KeyedState {
    KeyedState(layout: layout, boxes: parts.map { $0.makeInitialBox() })
  }

  /// Reduces every sub-state of `state`; unchanged sub-states keep their storage.
  ///
  /// - Precondition: `state` comes from this reducer: its ``initialState`` or a state this
  ///   method returned.
  /// - Parameters:
  ///   - state: The current state.
  ///   - action: The action to reduce.
  public func reduce(state: KeyedState, action: Action) -> KeyedState {
    precondition(
      state.layout === layout,
      "CombinedReducer.reduce(state:action:) was given a KeyedState made by other reducers."
    )
    var reduction = Reduction(of: state)
    // Each part reads its box where the state's boxes are stored.
    reduceEveryKey(state.boxes, action, &reduction)
    // The new state remembers what changed, so that its listeners are found without comparing
    // every key with the state it was reduced from.
    reduction.next.lineage = KeyedState.Lineage(
      reducedFrom: state.lineage, changes: reduction.changes)
    return reduction.next
  }

}
