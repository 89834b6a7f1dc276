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
    @usableFromInline var isActive = true
    @usableFromInline var isLinkedToOwner = false
    @usableFromInline weak var owner: AnyObject?

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
    @inlinable
    var isLive: Bool {
      isActive && (!isLinkedToOwner || owner != nil)
    }
  }

  @usableFromInline var wholeState: [Entry] = []
  @usableFromInline var byKey: [String: [Entry]] = [:]
  private var nextSequence = 0

  /// Finds the keys that changed between two states; set when a listener of one key is added.
  @usableFromInline var changedKeys: ((_ old: State, _ new: State) -> [String])?

  /// Whether no listener was ever added, or every one added was removed.
  @inlinable
  var isEmpty: Bool {
    wholeState.isEmpty && byKey.isEmpty
  }

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
    return entry
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
  }

  /// Calls the listeners concerned by the change from `old` to `new`, if anything changed.
  @inlinable
  func publish(from old: State, to new: State) {
    if wholeState.isEmpty && byKey.isEmpty { return }
    // Each list is already in the order its listeners were added; only a merge of several
    // lists needs sorting.
    var concerned: [Entry] = []
    var mergedLists = 0
    if !byKey.isEmpty, let changedKeys {
      for key in changedKeys(old, new) {
        guard let entries = byKey[key] else { continue }
        concerned.append(contentsOf: entries)
        mergedLists += 1
      }
    }
    if !wholeState.isEmpty, old != new {
      concerned.append(contentsOf: wholeState)
      mergedLists += 1
    }
    if mergedLists > 1 {
      concerned.sort { $0.sequence < $1.sequence }
    }
    for entry in concerned {
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
