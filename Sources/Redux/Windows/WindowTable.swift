/// Values keyed by window, for the lookups every dispatch makes (a window's screens, its
/// subscriber lane, whether it is closed), without the seeded SipHash of a `Dictionary`, which
/// costs more than the rest of such a lookup: a key is found in one or two probes.
///
/// Keys and values are kept densely, in two arrays at matching positions; an index of slots (open
/// addressing, linear probing, at most half full) maps a key to its position. Removing a key moves
/// the last entry into its place, so positions change and ``keys`` is not in insertion order. The
/// arrays are stored in the table, a plain value, so reads need no exclusivity check beyond the
/// variable's. It reflects as a dictionary, so state diffs and printed states show it as one.
@usableFromInline
struct WindowTable<Value> {
  @usableFromInline var keys: [WindowUUID]

  @usableFromInline var values: [Value]

  /// For each slot, the position of a key plus one, or 0 when empty. Its count is zero or a power
  /// of two at least twice the number of keys.
  @usableFromInline var slots: [Int32]

  @inlinable
  init() {
    keys = []
    values = []
    slots = []
  }

  @inlinable
  var count: Int { keys.count }

  @inlinable
  var isEmpty: Bool { keys.isEmpty }

  /// Lends the value at a position (which must be in the table) to `body` rather than copying it
  /// out, so that reading one field of a value holding references need not retain them all.
  @inlinable
  func withValue<Result>(at position: Int, _ body: (borrowing Value) -> Result) -> Result {
    body(values[position])
  }

  @inlinable
  mutating func modifyValue<Result>(
    at position: Int, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    try body(&values[position])
  }

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

  @inlinable
  func contains(_ key: WindowUUID) -> Bool {
    position(of: key) != nil
  }

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

  /// Fibonacci hashing, for a power-of-two `slotCount`: the UUID's two halves are combined and
  /// multiplied by 2⁶⁴ divided by the golden ratio, and the top bits of the product kept. Every
  /// bit of the id reaches them, so ids that differ only in a counter spread as well as random
  /// ones; one multiplication keeps the lookup's chain of dependent steps short.
  @inlinable
  static func homeSlot(of words: (UInt64, UInt64), slotCount: Int) -> Int {
    let mixed = (words.0 ^ (words.1 &* 0xD6E8_FEB8_6659_FD93)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> UInt64(64 - slotCount.trailingZeroBitCount))
  }

  @usableFromInline
  func freeSlot(for key: WindowUUID) -> Int {
    let mask = slots.count - 1
    var slot = Self.homeSlot(of: key.words, slotCount: slots.count)
    while slots[slot] != 0 {
      slot = (slot + 1) & mask
    }
    return slot
  }

  /// The position must be in the table.
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
  @usableFromInline var customMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: keys.indices.map { (key: keys[$0], value: values[$0]) },
      displayStyle: .dictionary)
  }
}
