import Foundation
import ReduxTestSupport
import Testing

@testable import Redux

@Suite("WindowTable: an open-addressing table keyed by window")
struct WindowTableTests {
  typealias Table = WindowTable<Int>

  /// A window whose id differs from the others only in a counter in its last bytes.
  static func numberedWindow(_ number: Int) -> WindowUUID {
    WindowUUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", number))!
  }

  /// A window whose id is drawn from `random`, so that a seed gives the same ids on every run.
  static func window(using random: inout SplitMix64) -> WindowUUID {
    WindowUUID(uuid: UUID(uuid: unsafeBitCast((random.next(), random.next()), to: uuid_t.self)))
  }

  /// A table holding `entries`, inserted in their order.
  static func table(_ entries: [(WindowUUID, Int)]) -> Table {
    var table = Table()
    for (key, value) in entries {
      table[key] = value
    }
    return table
  }

  /// The table's entries as a dictionary.
  static func dictionary(of table: Table) -> [WindowUUID: Int] {
    Dictionary(uniqueKeysWithValues: zip(table.keys, table.values))
  }

  // MARK: Basics

  @Test func aNewTableIsEmptyAndFindsNothing() {
    let table = Table()
    let window = WindowUUID()
    #expect(table.isEmpty)
    #expect(table.count == 0)
    #expect(table.keys.isEmpty)
    #expect(table.values.isEmpty)
    #expect(table.position(of: window) == nil)
    #expect(!table.contains(window))
    #expect(table[window] == nil)
    #expect(table[.unavailable] == nil)
    #expect(table == Table())
  }

  @Test func insertedValuesAreFoundAtMatchingPositions() throws {
    // The unavailable window, all zeros, is a key like any other.
    let windows = makeWindows(2) + [.unavailable]
    let table = Self.table([(windows[0], 10), (windows[1], 20), (windows[2], 30)])
    #expect(!table.isEmpty)
    #expect(table.count == 3)
    for (window, value) in zip(windows, [10, 20, 30]) {
      let position = try #require(table.position(of: window))
      #expect(table.contains(window))
      #expect(table[window] == value)
      #expect(table.keys[position] == window)
      #expect(table.values[position] == value)
    }
    #expect(!table.contains(WindowUUID()))
  }

  @Test func updateValueReturnsTheValueItReplaces() {
    let window = WindowUUID()
    var table = Table()
    #expect(table.updateValue(1, forKey: window) == nil)
    #expect(table.updateValue(2, forKey: window) == 1)
    #expect(table[window] == 2)
    table[window] = 3
    #expect(table.count == 1)
    #expect(table[window] == 3)
  }

  @Test func removeValueReturnsTheRemovedValueAndForgetsTheKey() {
    let windows = [.unavailable] + makeWindows(2)
    var table = Self.table([(windows[0], 10), (windows[1], 20), (windows[2], 30)])
    #expect(table.removeValue(forKey: windows[0]) == 10)
    #expect(table.count == 2)
    #expect(!table.contains(windows[0]))
    #expect(table[windows[1]] == 20)
    #expect(table[windows[2]] == 30)
    #expect(Set(table.keys) == [windows[1], windows[2]])

    table[windows[2]] = nil
    #expect(table.count == 1)
    #expect(table[windows[2]] == nil)
    #expect(table[windows[1]] == 20)

    #expect(table.removeValue(forKey: windows[1]) == 20)
    #expect(table.isEmpty)
    table[windows[0]] = 11
    #expect(table.keys == [windows[0]])
  }

  @Test func removingAnAbsentKeyChangesNothing() {
    let windows = makeWindows(2)
    var empty = Table()
    #expect(empty.removeValue(forKey: windows[0]) == nil)
    empty[windows[1]] = nil
    #expect(empty.isEmpty)

    var table = Self.table([(windows[0], 1)])
    let before = table
    #expect(table.removeValue(forKey: windows[1]) == nil)
    #expect(table.removeValue(forKey: .unavailable) == nil)
    table[windows[1]] = nil
    #expect(table == before)
    #expect(table.keys == [windows[0]])
    #expect(table.values == [1])
  }

  // MARK: Many keys

  @Test func aRandomSequenceOfOperationsMatchesADictionary() {
    let seed: UInt64 = 0x5EED_7AB1_E000_0001
    var random = SplitMix64(seed: seed)
    // Random ids and numbered ones, all drawn from the seed.
    let pool =
      (0..<150).map { _ in Self.window(using: &random) }
      + (0..<150).map { Self.numberedWindow($0 * 3 + random.below(3)) }
    var table = Table()
    var reference: [WindowUUID: Int] = [:]
    for step in 0..<20_000 {
      let key = random.pick(pool)
      let value = random.below(1_000_000)
      let context = "seed 0x\(String(seed, radix: 16, uppercase: true)), step \(step)"
      switch random.below(10) {
      case 0..<4:
        #expect(table.updateValue(value, forKey: key) == reference[key], "\(context)")
        reference[key] = value
      case 4..<5:
        table[key] = value
        reference[key] = value
      case 5..<8:
        #expect(table.removeValue(forKey: key) == reference[key], "\(context)")
        reference[key] = nil
      default:
        #expect(table[key] == reference[key], "\(context)")
        #expect(table.contains(key) == (reference[key] != nil), "\(context)")
      }
      let differing = pool.filter { table[$0] != reference[$0] }
      let keysMatch = table.count == reference.count && Set(table.keys) == Set(reference.keys)
      guard differing.isEmpty, keysMatch else {
        Issue.record("\(context): \(differing.count) values differ, keys match: \(keysMatch)")
        return
      }
    }
  }

  @Test func idsThatDifferOnlyInACounterAreAllFoundAndRemoved() {
    let windows = (0..<5_000).map(Self.numberedWindow)
    #expect(Set(windows).count == windows.count)
    var table = Table()
    for (index, window) in windows.enumerated() {
      table[window] = index
    }
    #expect(table.count == windows.count)
    #expect(windows.indices.allSatisfy { table[windows[$0]] == $0 })

    // Remove every other id, then check both halves.
    let evenMisses = stride(from: 0, to: windows.count, by: 2).filter {
      table.removeValue(forKey: windows[$0]) != $0
    }
    #expect(evenMisses.isEmpty, "not removed: \(evenMisses.prefix(10))")
    #expect(table.count == windows.count / 2)
    #expect(windows.indices.allSatisfy { table[windows[$0]] == ($0 % 2 == 0 ? nil : $0) })

    let oddMisses = stride(from: 1, to: windows.count, by: 2).filter {
      table.removeValue(forKey: windows[$0]) != $0
    }
    #expect(oddMisses.isEmpty, "not removed: \(oddMisses.prefix(10))")
    #expect(table.isEmpty)
    #expect(!windows.contains(where: table.contains))
  }

  // MARK: Equality

  @Test func tablesWithTheSameEntriesAreEqualWhateverTheOrderOfInsertion() {
    let entries = makeWindows(40).enumerated().map { ($0.element, $0.offset) }
    let forward = Self.table(entries)
    let backward = Self.table(entries.reversed())
    // 17 and 40 are coprime: this visits every entry once, in a scrambled order.
    let shuffled = Self.table((0..<40).map { entries[$0 * 17 % 40] })
    #expect(forward == backward)
    #expect(forward == shuffled)

    var removedAndAdded = forward
    removedAndAdded[entries[0].0] = nil
    #expect(removedAndAdded != forward)
    removedAndAdded[entries[0].0] = entries[0].1
    #expect(removedAndAdded == forward)
  }

  @Test func tablesWithDifferentEntriesAreNotEqual() {
    let windows = makeWindows(3)
    let table = Self.table([(windows[0], 1), (windows[1], 2)])
    #expect(table != Self.table([(windows[0], 1), (windows[1], 3)]))
    #expect(table != Self.table([(windows[0], 1), (windows[2], 2)]))
    #expect(table != Self.table([(windows[0], 1)]))
    #expect(table != Self.table([(windows[0], 1), (windows[1], 2), (windows[2], 3)]))
  }

  // MARK: Copy on write

  @Test func changingACopyLeavesTheOriginalUnchanged() throws {
    let windows = makeWindows(20)
    let original = Self.table(windows.enumerated().map { ($0.element, $0.offset) })
    let expected = Self.dictionary(of: original)

    var copy = original
    copy.updateValue(-1, forKey: windows[0])
    copy.removeValue(forKey: windows[1])
    copy[WindowUUID()] = 99
    let position = try #require(copy.position(of: windows[2]))
    copy.modifyValue(at: position) { $0 += 100 }

    #expect(Self.dictionary(of: original) == expected)
    #expect(copy[windows[0]] == -1)
    #expect(copy[windows[1]] == nil)
    #expect(copy[windows[2]] == 102)
    #expect(copy.count == 20)
  }

  @Test func changingTheOriginalLeavesACopyUnchanged() throws {
    let windows = makeWindows(20)
    var original = Self.table(windows.enumerated().map { ($0.element, $0.offset) })
    let copy = original
    let expected = Self.dictionary(of: copy)

    original.removeValue(forKey: windows[5])
    original[windows[6]] = 600
    let position = try #require(original.position(of: windows[7]))
    original.modifyValue(at: position) { $0 = 700 }
    for number in 0..<50 {
      original[Self.numberedWindow(number)] = number
    }

    #expect(Self.dictionary(of: copy) == expected)
    #expect(copy[windows[7]] == 7)
    #expect(original[windows[7]] == 700)
    #expect(original.count == 19 + 50)
  }

  // MARK: Values in place

  @Test func withValueReadsTheValueAtAPosition() throws {
    let windows = makeWindows(10)
    let table = Self.table(windows.enumerated().map { ($0.element, $0.offset * 3) })
    for (index, window) in windows.enumerated() {
      let position = try #require(table.position(of: window))
      #expect(table.withValue(at: position) { copy $0 } == index * 3)
    }
  }

  @Test func modifyValueChangesOnlyTheValueAtAPosition() throws {
    let windows = makeWindows(10)
    var table = WindowTable<[String]>()
    for window in windows {
      table[window] = [window.shortDescription]
    }
    let position = try #require(table.position(of: windows[4]))
    let newCount = table.modifyValue(at: position) { value -> Int in
      value.append("more")
      return value.count
    }
    #expect(newCount == 2)
    #expect(table[windows[4]] == [windows[4].shortDescription, "more"])
    for window in windows where window != windows[4] {
      #expect(table[window] == [window.shortDescription])
    }
  }

  @Test func modifyValueRethrowsAndKeepsTheChangesMadeBeforeTheError() throws {
    struct Stop: Error {}
    let window = WindowUUID()
    var table = Self.table([(window, 1)])
    let position = try #require(table.position(of: window))
    #expect(throws: Stop.self) {
      try table.modifyValue(at: position) { value in
        value = 2
        throw Stop()
      }
    }
    #expect(table[window] == 2)
  }

  // MARK: Reflection

  @Test func itReflectsAsADictionaryOfKeyValuePairs() {
    let windows = makeWindows(3)
    let table = Self.table([(windows[0], 1), (windows[1], 2), (windows[2], 3)])
    let mirror = Mirror(reflecting: table)
    #expect(mirror.displayStyle == .dictionary)
    #expect(mirror.children.count == 3)
    var pairs: [WindowUUID: Int] = [:]
    for child in mirror.children {
      #expect(child.label == nil)
      guard let pair = child.value as? (key: WindowUUID, value: Int) else {
        Issue.record("A child is not a (key:, value:) pair: \(child.value)")
        continue
      }
      pairs[pair.key] = pair.value
    }
    #expect(pairs == [windows[0]: 1, windows[1]: 2, windows[2]: 3])
    #expect(Mirror(reflecting: Table()).children.isEmpty)
  }
}
