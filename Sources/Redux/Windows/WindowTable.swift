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
/// of ``keys`` is not the order of insertion. The three arrays are stored in the table itself, so
/// it is a plain value: each array copies on write, and reading needs no check of exclusive access
/// beyond those of the variable holding the table.
///
/// It reflects as a dictionary, so state diffs and printed states show it as one.
@usableFromInline
struct WindowTable<Value> {
  /// The keys, at the same positions as their values.
  @usableFromInline var keys: [WindowUUID]

  /// The values, at the same positions as their keys. Change one in place with
  /// ``modifyValue(at:_:)``.
  @usableFromInline var values: [Value]

  /// The index: for each slot, the position of a key plus one, or 0 when the slot is empty. Its
  /// count is zero or a power of two at least twice the number of keys.
  @usableFromInline var slots: [Int32]

  /// Makes an empty table.
  @inlinable
  init() {
    keys = []
    values = []
    slots = []
  }

  /// The number of entries.
  @inlinable
  var count: Int { keys.count }

  /// Whether the table has no entry.
  @inlinable
  var isEmpty: Bool { keys.isEmpty }

  /// Reads the value at a position, found with ``position(of:)``, where it is stored.
  ///
  /// The value is lent to `body` rather than copied out of the table, so that reading one field
  /// of a value that holds references, such as arrays, need not retain and release them all.
  ///
  /// - Parameters:
  ///   - position: The value's position; it must be in the table.
  ///   - body: Reads the value.
  /// - Returns: What `body` returns.
  @inlinable
  func withValue<Result>(at position: Int, _ body: (borrowing Value) -> Result) -> Result {
    body(values[position])
  }

  /// Changes the value at a position, found with ``position(of:)``, in place.
  ///
  /// - Parameters:
  ///   - position: The value's position.
  ///   - body: Changes the value.
  /// - Returns: What `body` returns.
  @inlinable
  mutating func modifyValue<Result>(
    at position: Int, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    try body(&values[position])
  }

  /// The position of a key's entry in ``keys`` and ``values``, or `nil` when it has none.
  @inlinable
  func position(of key: WindowUUID) -> Int? {
    guard !keys.isEmpty else { return nil }
    let mask = slots.count - 1
    let words = key.words
    var slot = Self.homeSlot(of: words, slotCount: slots.count)
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

  // MARK: - The index

  /// The slot a key's probe starts at, for an index of `slotCount` slots (a power of two).
  ///
  /// Fibonacci hashing: the two halves of the UUID are combined and multiplied by 2⁶⁴ divided by
  /// the golden ratio, and the top bits of the product are kept. Every bit of the id reaches
  /// them, so ids that differ only in a counter spread as well as random ones; one multiplication
  /// keeps the lookup's chain of dependent steps short.
  @inlinable
  static func homeSlot(of words: (UInt64, UInt64), slotCount: Int) -> Int {
    let mixed = (words.0 ^ (words.1 &* 0xD6E8_FEB8_6659_FD93)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> UInt64(64 - slotCount.trailingZeroBitCount))
  }

  /// The first empty slot of a key's probe sequence.
  @usableFromInline
  func freeSlot(for key: WindowUUID) -> Int {
    let mask = slots.count - 1
    var slot = Self.homeSlot(of: key.words, slotCount: slots.count)
    while slots[slot] != 0 {
      slot = (slot + 1) & mask
    }
    return slot
  }

  /// The slot that holds a position, which must be in the table.
  @usableFromInline
  func slot(pointingAt position: Int) -> Int {
    let mask = slots.count - 1
    var slot = Self.homeSlot(of: keys[position].words, slotCount: slots.count)
    while Int(slots[slot]) != position + 1 {
      slot = (slot + 1) & mask
    }
    return slot
  }

  /// Empties the slot of a position, then moves later entries of the same probe run back, so
  /// that every key stays reachable from its first slot without markers for removed keys.
  @usableFromInline
  mutating func clearSlot(pointingAt position: Int) {
    // The slot count, not a copy of the slots: a second reference to the array would make the
    // writes below copy it.
    let slotCount = slots.count
    let mask = slotCount - 1
    var hole = slot(pointingAt: position)
    var next = (hole + 1) & mask
    while slots[next] != 0 {
      let home = Self.homeSlot(of: keys[Int(slots[next]) - 1].words, slotCount: slotCount)
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
