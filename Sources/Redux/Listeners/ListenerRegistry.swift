/// A store's listeners, called in the order they were added. Listeners of one key of a
/// ``KeyedState`` are kept per key, so that a change of one key costs nothing for the others.
@MainActor
@usableFromInline
final class ListenerRegistry<State: StateType> {
  @usableFromInline
  final class Entry {
    @usableFromInline let sequence: Int
    @usableFromInline let stateKey: String?
    @usableFromInline let notify: (_ old: State, _ new: State) -> Void
    /// Ignores the filter: `informWithCurrentState` calls it.
    let inform: (State) -> Void
    // The three properties below are internal, and reached only through this module's own
    // code, never inlined elsewhere (`isLive`): the compiler then sees every access, finds that
    // none can overlap another, and checks them when compiling rather than at run time, on
    // every call of every listener.

    var isActive = true
    var isLinkedToOwner = false
    weak var owner: AnyObject?

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

    @usableFromInline
    var isLive: Bool {
      isActive && (!isLinkedToOwner || owner != nil)
    }
  }

  @usableFromInline var wholeState: [Entry] = []
  @usableFromInline var byKey: [String: [Entry]] = [:]
  private var nextSequence = 0

  /// Calls its last argument with each key that changed between two states; set by the first
  /// listener of one key.
  @usableFromInline var changedKeys: ((_ old: State, _ new: State, (String) -> Void) -> Void)?

  // Stored, and kept by `add` and `remove`, rather than computed: the store asks on every
  // dispatch. The flag is private and read through this accessor, which is not inlined into other
  // modules, so that the compiler checks exclusive access when compiling, not on every dispatch.
  @usableFromInline var isEmpty: Bool { hasNoListeners }
  private var hasNoListeners = true

  var count: Int {
    sweep()
    return wholeState.count + byKey.values.reduce(0) { $0 + $1.count }
  }

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

  /// Keeps the first concerned list apart; merges it with each later one.
  @inlinable
  static func gather(_ entries: [Entry], first: inout [Entry]?, merged: inout [Entry]) {
    guard let earlier = first else {
      first = entries
      return
    }
    if merged.isEmpty { merged = earlier }
    merged.append(contentsOf: entries)
  }

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

  private func sweep() {
    for entry in wholeState where !entry.isLive { remove(entry) }
    for entries in byKey.values {
      for entry in entries where !entry.isLive { remove(entry) }
    }
  }
}
