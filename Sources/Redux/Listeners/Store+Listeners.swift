extension Store {
  /// Adds a listener of the whole state, called after every action that changed it.
  ///
  /// Capture `self` weakly in the callback: the store keeps the listener until it is removed.
  /// See <doc:KeyedStates#Listen-for-changes>.
  ///
  /// - Parameters:
  ///   - filter: Called with the state before and after a change; return `false` to skip the
  ///     call. No filter means every change is reported.
  ///   - callback: Receives the new state.
  /// - Returns: The listener's handle.
  @discardableResult
  public func addListener(
    if filter: ((_ old: State, _ new: State) -> Bool)? = nil,
    callback: @escaping (State) -> Void
  ) -> ListenerHandle {
    addListener(if: filter, stateSelector: { $0 }, callback: callback)
  }

  /// Adds a listener of a value computed from the whole state, called after every action that
  /// changed the state and for which the selector returns a value.
  ///
  /// - Parameters:
  ///   - filter: Given the state before and after a change, returns `false` to skip the call.
  ///   - stateSelector: Computes the value to report; `nil` means no call.
  ///   - callback: Receives the selected value.
  /// - Returns: The listener's handle.
  @discardableResult
  public func addListener<Selected>(
    if filter: ((_ old: State, _ new: State) -> Bool)? = nil,
    stateSelector: @escaping (State) -> Selected?,
    callback: @escaping (Selected) -> Void
  ) -> ListenerHandle {
    core.addListener(if: filter, stateSelector: stateSelector, callback: callback) {
      [weak self] work in self?.holdingDispatches(work)
    }
  }

  /// The number of listeners still registered.
  public var listenerCount: Int {
    core.listenerCount
  }
}

extension Store where State == KeyedState {
  /// Adds a listener of one key of the state, called only after actions that changed that key.
  ///
  /// - Parameters:
  ///   - type: The type of the sub-state.
  ///   - stateKey: The key of the sub-state; by default the name of `type`.
  ///   - filter: Given the sub-state before and after a change, returns `false` to skip the call.
  ///   - callback: Receives the new sub-state.
  /// - Returns: The listener's handle.
  @inlinable
  @discardableResult
  public func addListener<Value: Equatable & Sendable>(
    forStateType type: Value.Type,
    stateKey: String? = nil,
    if filter: ((_ old: Value, _ new: Value) -> Bool)? = nil,
    callback: @escaping (Value) -> Void
  ) -> ListenerHandle {
    let key = stateKey ?? KeyedState.defaultKey(for: type)
    if core.listeners.changedKeys == nil {
      core.listeners.changedKeys = { old, new, body in new.forEachChangedKey(since: old, body) }
    }
    // Every state of this store has the layout of its reducers: find the key's position once,
    // rather than hashing the key for every call.
    let position = KeyedState.Position(key: key, in: state)
    let entry = core.listeners.add(
      stateKey: key,
      notify: { old, new in
        guard let value = new.value(at: position, ofType: type) else { return }
        if let filter, let oldValue = old.value(at: position, ofType: type),
          !filter(oldValue, value)
        {
          return
        }
        callback(value)
      },
      inform: { state in
        if let value = state.value(forKey: key, ofType: type) { callback(value) }
      }
    )
    return listenerHandle(for: entry)
  }
}

extension Store {
  @usableFromInline
  func listenerHandle(for entry: ListenerRegistry<State>.Entry) -> ListenerHandle {
    ListenerHandle(entry: entry, core: core) { [weak self] work in
      self?.holdingDispatches(work)
    }
  }
}
