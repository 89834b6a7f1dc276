/// Values keyed by window, for the lookups every dispatch makes: a window's screens, its
/// subscriber lane, whether it is closed.
///
/// A `Dictionary` hashes its keys with a seeded SipHash, which costs more than everything else a
/// window lookup does. Window ids are UUIDs, most of them random, so this table mixes the UUID's
/// two 64-bit halves with a few multiplications instead, and finds a key in one or two probes.
/// Ids with little randomness, such as counters in the last bytes, are spread by the same mix.
///
/// Keys and values are kept densely, in two arrays at matching positions, and an index of slots
/// (open addressing, linear probing, at most half full) maps a key to its position. Removing a key
/// moves the last entry into its place, so positions are not stable across removals and the order
/// of ``keys`` is not the order of insertion. The table copies on write like the arrays it holds.
///
/// It reflects as a dictionary, so state diffs and printed states show it as one.
@usableFromInline
struct WindowTable<Value> {
  /// The keys, at the same positions as their values.
  @usableFromInline private(set) var keys: [WindowUUID] = []
  /// The values. Callers may change a value in place through its position, found with
  /// ``position(of:)``; they add and remove entries only through the table.
  @usableFromInline var values: [Value] = []
  /// The index: for each slot, the position of a key plus one, or 0 when the slot is empty. Its
  /// count is zero or a power of two at least twice the number of keys.
  @usableFromInline private(set) var slots: [Int32] = []

  /// Makes an empty table.
  @inlinable
  init() {}

  /// The number of entries.
  @inlinable
  var count: Int { keys.count }

  /// Whether the table has no entry.
  @inlinable
  var isEmpty: Bool { keys.isEmpty }

  /// The position of a key's entry in ``keys`` and ``values``, or `nil` when it has none.
  @inlinable
  func position(of key: WindowUUID) -> Int? {
    guard !keys.isEmpty else { return nil }
    let mask = slots.count - 1
    let words = key.words
    var slot = Self.slotHash(words) & mask
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { return nil }
      if keys[stored - 1].words == words { return stored - 1 }
      slot = (slot + 1) & mask
    }
  }

  /// Whether the table has an entry for a key.
  @inlinable
  func contains(_ key: WindowUUID) -> Bool {
    position(of: key) != nil
  }

  /// The value of a key; setting `nil` removes the entry.
  @inlinable
  subscript(key: WindowUUID) -> Value? {
    get {
      guard let position = position(of: key) else { return nil }
      return values[position]
    }
    set {
      if let newValue {
        updateValue(newValue, forKey: key)
      } else {
        removeValue(forKey: key)
      }
    }
  }

  /// Sets the value of a key, adding an entry when it has none.
  ///
  /// - Returns: The value it replaced, or `nil` when the key is new.
  @inlinable
  @discardableResult
  mutating func updateValue(_ value: Value, forKey key: WindowUUID) -> Value? {
    if let position = position(of: key) {
      defer { values[position] = value }
      return values[position]
    }
    keys.append(key)
    values.append(value)
    if keys.count * 2 > slots.count {
      rebuildSlots()
    } else {
      slots[freeSlot(for: key)] = Int32(keys.count)
    }
    return nil
  }

  /// Removes a key's entry.
  ///
  /// - Returns: The value removed, or `nil` when the key had no entry.
  @inlinable
  @discardableResult
  mutating func removeValue(forKey key: WindowUUID) -> Value? {
    guard let position = position(of: key) else { return nil }
    clearSlot(pointingAt: position)
    let last = keys.count - 1
    if position != last {
      // The last entry fills the gap; its slot is repointed to its new position.
      slots[slot(pointingAt: last)] = Int32(position + 1)
      keys.swapAt(position, last)
      values.swapAt(position, last)
    }
    keys.removeLast()
    return values.removeLast()
  }

  /// Removes every entry, keeping the storage when `keepingCapacity` is `true`.
  @inlinable
  mutating func removeAll(keepingCapacity: Bool = false) {
    keys.removeAll(keepingCapacity: keepingCapacity)
    values.removeAll(keepingCapacity: keepingCapacity)
    if keepingCapacity {
      for slot in slots.indices { slots[slot] = 0 }
    } else {
      slots = []
    }
  }

  // MARK: - The index

  /// The slot a key's probe starts at, before masking: a 64-bit finalizer over both halves of
  /// the UUID, so that every bit of the id reaches the low bits the mask keeps.
  @inlinable
  static func slotHash(_ words: (UInt64, UInt64)) -> Int {
    var mixed = words.0 ^ (words.1 &* 0x9E37_79B9_7F4A_7C15)
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
  }

  /// The first empty slot of a key's probe sequence.
  @usableFromInline
  func freeSlot(for key: WindowUUID) -> Int {
    let mask = slots.count - 1
    var slot = Self.slotHash(key.words) & mask
    while slots[slot] != 0 {
      slot = (slot + 1) & mask
    }
    return slot
  }

  /// The slot that holds a position, which must be in the table.
  @usableFromInline
  func slot(pointingAt position: Int) -> Int {
    let mask = slots.count - 1
    var slot = Self.slotHash(keys[position].words) & mask
    while Int(slots[slot]) != position + 1 {
      slot = (slot + 1) & mask
    }
    return slot
  }

  /// Empties the slot of a position, then moves later entries of the same probe run back, so
  /// that every key stays reachable from its first slot without markers for removed keys.
  @usableFromInline
  mutating func clearSlot(pointingAt position: Int) {
    let mask = slots.count - 1
    var hole = slot(pointingAt: position)
    var next = (hole + 1) & mask
    while slots[next] != 0 {
      let home = Self.slotHash(keys[Int(slots[next]) - 1].words) & mask
      // The entry at `next` may move to the hole unless its home slot lies cyclically after the
      // hole, up to `next`: then the hole is not on its probe path.
      let homeIsAfterHole =
        hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if !homeIsAfterHole {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = 0
  }

  /// Makes a new index twice as large as needed for the keys, and fills it.
  @usableFromInline
  mutating func rebuildSlots() {
    var capacity = 8
    while capacity < keys.count * 2 { capacity *= 2 }
    slots = Array(repeating: 0, count: capacity)
    for position in keys.indices {
      slots[freeSlot(for: keys[position])] = Int32(position + 1)
    }
  }
}

extension WindowTable: Sendable where Value: Sendable {}

extension WindowTable: Equatable where Value: Equatable {
  /// Two tables are equal when they have the same keys with equal values, in whatever order.
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for position in lhs.keys.indices {
      guard let other = rhs.position(of: lhs.keys[position]),
        rhs.values[other] == lhs.values[position]
      else { return false }
    }
    return true
  }
}

extension WindowTable: CustomReflectable {
  /// The entries as a dictionary's, so that diffs and printed states show the table as one.
  @usableFromInline var customMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: keys.indices.map { (key: keys[$0], value: values[$0]) },
      displayStyle: .dictionary)
  }
}
