import Foundation
import Testing

@testable import Redux

@Suite("WindowSet: a set of windows")
struct WindowSetTests {
  /// A set holding `windows`, inserted in their order.
  static func set(_ windows: [WindowUUID]) -> WindowSet {
    var set = WindowSet()
    for window in windows {
      set.insert(window)
    }
    return set
  }

  @Test func aNewSetIsEmpty() {
    let set = WindowSet()
    #expect(set.count == 0)
    #expect(set.members.isEmpty)
    #expect(!set.contains(WindowUUID()))
    #expect(!set.contains(.unavailable))
    #expect(set == WindowSet())
  }

  @Test func insertedWindowsAreMembers() {
    let windows = makeWindows(3)
    let set = Self.set(windows)
    #expect(set.count == 3)
    #expect(Set(set.members) == Set(windows))
    #expect(windows.allSatisfy(set.contains))
    #expect(!set.contains(WindowUUID()))
  }

  @Test func insertingAMemberAgainChangesNothing() {
    let windows = makeWindows(2)
    var set = Self.set(windows)
    let before = set
    set.insert(windows[0])
    set.insert(windows[1])
    #expect(set.count == 2)
    #expect(set.members == before.members)
    #expect(set == before)
  }

  @Test func removingAWindowTakesOnlyItOut() {
    let windows = makeWindows(3)
    var set = Self.set(windows)
    set.remove(windows[1])
    #expect(set.count == 2)
    #expect(!set.contains(windows[1]))
    #expect(set.contains(windows[0]))
    #expect(set.contains(windows[2]))
    #expect(Set(set.members) == [windows[0], windows[2]])

    set.insert(windows[1])
    #expect(set.contains(windows[1]))
    #expect(set == Self.set(windows))
  }

  @Test func removingAWindowThatIsNotAMemberChangesNothing() {
    let windows = makeWindows(2)
    var set = Self.set([windows[0]])
    set.remove(windows[1])
    set.remove(.unavailable)
    #expect(set.count == 1)
    #expect(set.members == [windows[0]])

    var empty = WindowSet()
    empty.remove(windows[0])
    #expect(empty == WindowSet())
  }

  @Test func manyNumberedWindowsCanBeInsertedAndRemoved() {
    let windows = (0..<2_000).map {
      WindowUUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", $0))!
    }
    var set = Self.set(windows)
    #expect(set.count == 2_000)
    #expect(windows.allSatisfy(set.contains))
    for window in windows.prefix(1_500) {
      set.remove(window)
    }
    #expect(set.count == 500)
    #expect(Set(set.members) == Set(windows.suffix(500)))
    #expect(!windows.prefix(1_500).contains(where: set.contains))
  }

  @Test func setsWithTheSameWindowsAreEqualWhateverTheOrder() {
    let windows = makeWindows(10)
    #expect(Self.set(windows) == Self.set(windows.reversed()))

    var changed = Self.set(windows)
    changed.remove(windows[3])
    #expect(changed != Self.set(windows))
    changed.insert(windows[3])
    #expect(changed == Self.set(windows))
  }

  @Test func setsWithDifferentWindowsAreNotEqual() {
    let windows = makeWindows(3)
    #expect(Self.set([windows[0], windows[1]]) != Self.set([windows[0], windows[2]]))
    #expect(Self.set([windows[0]]) != Self.set([windows[0], windows[1]]))
    #expect(Self.set([windows[0], windows[1]]) != Self.set([windows[0]]))
    #expect(WindowSet() != Self.set([windows[0]]))
  }

  @Test func aCopyIsIndependentOfTheOriginal() {
    let windows = makeWindows(4)
    var original = Self.set(windows)
    var copy = original
    copy.remove(windows[0])
    copy.insert(WindowUUID())
    #expect(original == Self.set(windows))

    let snapshot = copy
    original.remove(windows[1])
    #expect(copy == snapshot)
    #expect(copy.contains(windows[1]))
    #expect(!original.contains(windows[1]))
  }

  @Test func itReflectsAsASetOfItsWindows() {
    let windows = makeWindows(3)
    let mirror = Mirror(reflecting: Self.set(windows))
    #expect(mirror.displayStyle == .set)
    #expect(mirror.children.allSatisfy { $0.label == nil })
    let members = mirror.children.compactMap { $0.value as? WindowUUID }
    #expect(members.count == 3)
    #expect(Set(members) == Set(windows))

    let empty = Mirror(reflecting: WindowSet())
    #expect(empty.displayStyle == .set)
    #expect(empty.children.isEmpty)
  }

  @Test func itsRevisionChangesWithItsWindowsAndNeverRepeats() {
    let windows = makeWindows(2)
    var set = WindowSet()
    #expect(set.revision == 0)
    set.insert(windows[0])
    let afterFirst = set.revision
    set.insert(windows[0])
    #expect(set.revision == afterFirst)
    set.remove(windows[1])
    #expect(set.revision == afterFirst)

    let saved = set
    set.insert(windows[1])
    set.remove(windows[1])
    // The same windows as the saved copy, yet a revision of its own: only a copy shares one.
    #expect(set == saved)
    #expect(set.revision != saved.revision)
    #expect(![0, afterFirst].contains(set.revision))
  }

  @Test func twoSetsMadeApartAreEqualWhenTheyHoldTheSameWindows() {
    let windows = makeWindows(3)
    #expect(Self.set(windows) == Self.set(windows.reversed()))
    #expect(Self.set(windows) != Self.set(Array(windows.dropLast())))
  }
}
