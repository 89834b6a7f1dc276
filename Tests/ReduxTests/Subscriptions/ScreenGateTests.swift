import Testing

@testable import Redux

@Suite("ScreenGate: whether a screen subscription hears an action, in 20 bytes")
struct ScreenGateTests {
  /// The revisions of a window whose layout is `layout`, with its screens at these revisions.
  static func window(layout: UInt64, _ screens: [UInt64]) -> WindowRevisions {
    WindowRevisions(layout: layout, screens: screens)
  }

  // MARK: Size

  @Test func aGateAndALaneMarkAreAsSmallAsTheirFieldsAllow() {
    #expect(MemoryLayout<ScreenGate>.size == 20)
    #expect(MemoryLayout<ScreenGate?>.size == 21)
    #expect(MemoryLayout<SubscriberLane<Int>.Mark>.stride == 32)
  }

  // MARK: Answers from the window's revisions

  @Test func inTheLayoutItKnowsTheGateComparesItsScreensRevision() {
    var gate = ScreenGate(found: ScreenRevision(layout: 7, position: 1, revision: 10))
    #expect(gate.screenChanged(given: Self.window(layout: 7, [9, 10, 11])) == false)
    #expect(gate.screenChanged(given: Self.window(layout: 7, [9, 12, 11])) == true)
    // The new revision is remembered: the same revisions again are no change.
    #expect(gate.screenChanged(given: Self.window(layout: 7, [9, 12, 11])) == false)
    #expect(gate.revision == 12)
  }

  @Test func aScreenTheWindowDoesNotShowNeverChangesInTheSameLayout() {
    var gate = ScreenGate(found: ScreenRevision(layout: 7, position: nil, revision: 0))
    #expect(gate.screenChanged(given: Self.window(layout: 7, [20, 21])) == false)
  }

  @Test func anotherLayoutMissingRevisionsOrAClosedWindowMakeTheGateLookItsScreenUp() {
    var known = ScreenGate(found: ScreenRevision(layout: 7, position: 0, revision: 3))
    #expect(known.screenChanged(given: Self.window(layout: 8, [3])) == nil)
    #expect(known.screenChanged(given: nil) == nil)
    var closed = ScreenGate(found: nil)
    #expect(closed.screenChanged(given: Self.window(layout: 0, [])) == nil)
  }

  @Test(arguments: [Int(UInt32.max) + 1, Int(UInt32.max), Int(UInt32.max) - 1])
  func aPositionTooLargeForThePackedGateIsLookedUpEveryTime(position: Int) {
    var gate = ScreenGate(found: ScreenRevision(layout: 7, position: position, revision: 3))
    #expect(gate.position == ScreenGate.unknown)
    #expect(gate.screenChanged(given: Self.window(layout: 7, [3])) == nil)
    // Looked up, the gate still compares the revision it saw.
    let same = ScreenRevision(layout: 7, position: position, revision: 3)
    #expect(gate.screenChanged(found: same) == false)
    let next = ScreenRevision(layout: 7, position: position, revision: 4)
    #expect(gate.screenChanged(found: next) == true)
  }

  @Test func theLastPositionThatFitsIsKept() {
    let position = Int(ScreenGate.notShown) - 1
    let gate = ScreenGate(found: ScreenRevision(layout: 7, position: position, revision: 3))
    #expect(gate.position == ScreenGate.notShown - 1)
  }

  // MARK: Answers from the screen as found

  @Test func aScreenFoundAtANewRevisionChangedAndIsRemembered() {
    var gate = ScreenGate(found: ScreenRevision(layout: 1, position: 0, revision: 5))
    let moved = ScreenRevision(layout: 2, position: 3, revision: 5)
    #expect(gate.screenChanged(found: moved) == false)
    // The gate now knows the new layout and answers from it.
    #expect(gate.screenChanged(given: Self.window(layout: 2, [0, 0, 0, 6])) == true)
    let changed = ScreenRevision(layout: 3, position: 0, revision: 9)
    #expect(gate.screenChanged(found: changed) == true)
    #expect(gate.layout == 3 && gate.position == 0 && gate.revision == 9)
  }

  @Test func aClosedWindowAndAWindowWithoutTheScreenAreTheSameForIt() {
    var gate = ScreenGate(found: nil)
    #expect(gate.position == ScreenGate.unknown)
    let notShown = ScreenRevision(layout: 4, position: nil, revision: 0)
    #expect(gate.screenChanged(found: notShown) == false)
    #expect(gate.position == ScreenGate.notShown)
    #expect(gate.screenChanged(found: nil) == false)
    #expect(gate.position == ScreenGate.unknown)
    #expect(gate.screenChanged(found: ScreenRevision(layout: 5, position: 0, revision: 8)) == true)
    #expect(gate.screenChanged(found: nil) == true)
  }
}
