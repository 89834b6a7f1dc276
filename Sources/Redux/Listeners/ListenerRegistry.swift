/// The listeners of a store, notified after each action that changed the state.
///
/// Listeners of the whole state are kept in one list; listeners of one key of a ``KeyedState``
/// are kept per key, so that a change of one key calls only that key's listeners and costs
/// nothing for the others. Listeners are called in the order they were added.
@MainActor
@usableFromInline
final class ListenerRegistry<State: StateType> {
  /// One listener.
  @usableFromInline
  final class Entry {
    @usableFromInline let sequence: Int
    @usableFromInline let stateKey: String?
    /// Called with the state before and after an action that changed it.
    @usableFromInline let notify: (_ old: State, _ new: State) -> Void
    /// Called with the current state, ignoring filters.
    let inform: (State) -> Void
    // The three properties below are internal, and reached only through this module's own
    // code, never inlined elsewhere (`isLive`): the compiler then sees every access, finds that
    // none can overlap another, and checks them when compiling rather than at run time, on
    // every call of every listener.

    /// `false` once the listener was removed.
    var isActive = true
    /// Whether the listener ends when its ``owner`` goes away.
    var isLinkedToOwner = false
    /// The object whose lifetime bounds the listener's, once linked.
    weak var owner: AnyObject?

    /// Links the listener's life to an object's.
    ///
    /// - Parameter owner: The object, held weakly.
    func link(to owner: AnyObject) {
      self.owner = owner
      isLinkedToOwner = true
    }

    init(
      sequence: Int,
      stateKey: String?,
      notify: @escaping (State, State) -> Void,
      inform: @escaping (State) -> Void
    ) {
      self.sequence = sequence
      self.stateKey = stateKey
      self.notify = notify
      self.inform = inform
    }

    /// Whether the listener should still be called: not removed, and its linked owner alive.
    @usableFromInline
    var isLive: Bool {
      isActive && (!isLinkedToOwner || owner != nil)
    }
  }

  @usableFromInline var wholeState: [Entry] = []
  @usableFromInline var byKey: [String: [Entry]] = [:]
  private var nextSequence = 0

  /// Calls its last argument with each key that changed between two states; set when a listener
  /// of one key is added.
  @usableFromInline var changedKeys: ((_ old: State, _ new: State, (String) -> Void) -> Void)?

  /// Whether no listener was ever added, or every one added was removed.
  ///
  /// Stored, and kept by ``add(stateKey:notify:inform:)`` and ``remove(_:)``, rather than
  /// computed from ``wholeState`` and ``byKey``: the store asks on every dispatch. Not inlined
  /// into other modules, so that the compiler sees every access to the stored flag and checks
  /// exclusive access when compiling rather than on every dispatch.
  @usableFromInline var isEmpty: Bool { hasNoListeners }
  private var hasNoListeners = true

  /// The number of listeners that are still live.
  var count: Int {
    sweep()
    return wholeState.count + byKey.values.reduce(0) { $0 + $1.count }
  }

  /// Adds a listener of the whole state (`stateKey == nil`) or of one key.
  @usableFromInline
  func add(
    stateKey: String?,
    notify: @escaping (State, State) -> Void,
    inform: @escaping (State) -> Void
  ) -> Entry {
    MainActorCheck.require("Store.addListener")
    let entry = Entry(sequence: nextSequence, stateKey: stateKey, notify: notify, inform: inform)
    nextSequence += 1
    if let stateKey {
      byKey[stateKey, default: []].append(entry)
    } else {
      wholeState.append(entry)
    }
    hasNoListeners = false
    return entry
  }

  /// Adds a listener of a value selected from the whole state, called after every action that
  /// changed the state, when `filter` passes and the selector returns a value.
  func add<Selected>(
    if filter: ((_ old: State, _ new: State) -> Bool)?,
    stateSelector: @escaping (State) -> Selected?,
    callback: @escaping (Selected) -> Void
  ) -> Entry {
    add(
      stateKey: nil,
      notify: { old, new in
        if let filter, !filter(old, new) { return }
        if let selected = stateSelector(new) { callback(selected) }
      },
      inform: { state in
        if let selected = stateSelector(state) { callback(selected) }
      })
  }

  /// Removes a listener; it is never called again.
  @usableFromInline
  func remove(_ entry: Entry) {
    guard entry.isActive else { return }
    entry.isActive = false
    if let key = entry.stateKey {
      byKey[key]?.removeAll { $0 === entry }
      if byKey[key]?.isEmpty == true { byKey[key] = nil }
    } else {
      wholeState.removeAll { $0 === entry }
    }
    hasNoListeners = wholeState.isEmpty && byKey.isEmpty
  }

  /// Calls the listeners concerned by the change from `old` to `new`, if anything changed.
  @inlinable
  func notify(from old: State, to new: State) {
    if isEmpty { return }
    // Each list is already in the order its listeners were added. The usual action changes one
    // key: its list is called as it is, with no array built; only a merge of several lists is
    // gathered and sorted.
    var first: [Entry]?
    var merged: [Entry] = []
    if !byKey.isEmpty, let changedKeys {
      changedKeys(old, new) { key in
        guard let entries = byKey[key] else { return }
        Self.gather(entries, first: &first, merged: &merged)
      }
    }
    if !wholeState.isEmpty, old != new {
      Self.gather(wholeState, first: &first, merged: &merged)
    }
    if merged.isEmpty {
      if let first { notify(first, from: old, to: new) }
    } else {
      merged.sort { $0.sequence < $1.sequence }
      notify(merged, from: old, to: new)
    }
  }

  /// Adds a concerned list: kept apart when it is the first, merged with the first otherwise.
  @inlinable
  static func gather(_ entries: [Entry], first: inout [Entry]?, merged: inout [Entry]) {
    guard let earlier = first else {
      first = entries
      return
    }
    if merged.isEmpty { merged = earlier }
    merged.append(contentsOf: entries)
  }

  /// Calls the live listeners of a list, and removes the others.
  @inlinable
  func notify(_ entries: [Entry], from old: State, to new: State) {
    for entry in entries {
      if entry.isLive {
        entry.notify(old, new)
      } else {
        remove(entry)
      }
    }
  }

  /// Removes listeners whose linked owner has gone away.
  private func sweep() {
    for entry in wholeState where !entry.isLive { remove(entry) }
    for entries in byKey.values {
      for entry in entries where !entry.isLive { remove(entry) }
    }
  }
}
