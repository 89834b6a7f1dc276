import Foundation
import ReduxTestSupport
import Testing

@testable import Redux

@Suite("WindowScreens: a window's screen states and their revisions")
struct WindowScreensTests {
  typealias Screens = WindowScreens<TestScreenState>

  let window = WindowUUID()

  /// The screens of `window` showing `shown`, appended in this order.
  func screens(showing shown: [TestScreen]) -> Screens {
    var screens = Screens()
    for screen in shown {
      screens.append(.initialState(for: screen, window: window))
    }
    return screens
  }

  /// A counter state of `window`.
  func counter(_ count: Int, didIncrement: Bool = false) -> TestScreenState {
    .counter(CounterScreenState(windowUUID: window, count: count, didIncrement: didIncrement))
  }

  @Test func aWindowShowingNoScreenHasNoRevisions() {
    let screens = Screens()
    #expect(screens.states.isEmpty)
    #expect(screens.revisions.isEmpty)
    #expect(screens.layoutRevision == 0)
    #expect(screens.position(of: .counter) == nil)
    #expect(screens.state(of: .counter) == nil)
    #expect(screens.revision(of: .counter) == ScreenRevision(layout: 0, position: nil, revision: 0))
    #expect(screens.windowRevisions.layout == 0)
    #expect(screens.windowRevisions.screens.isEmpty)
  }

  // Revisions come from a clock shared by the whole process, and tests run in parallel: a test
  // can expect a new revision to be larger than every one it saw, not a particular number.

  @Test func appendingAScreenGivesItANewRevisionAndChangesTheLayout() throws {
    var screens = Screens()
    screens.append(counter(0))
    let first = try #require(screens.revisions.first)
    #expect(first > 0)
    #expect(screens.layoutRevision == first)
    screens.append(.initialState(for: .notes, window: window))
    #expect(screens.states.map(\.associatedAppScreen) == [.counter, .notes])
    let second = screens.revisions[1]
    #expect(screens.revisions == [first, second])
    #expect(second > first)
    #expect(screens.layoutRevision == second)
    #expect(
      screens.revision(of: .counter) == ScreenRevision(layout: second, position: 0, revision: first)
    )
    #expect(
      screens.revision(of: .notes) == ScreenRevision(layout: second, position: 1, revision: second))
    #expect(
      screens.revision(of: .other) == ScreenRevision(layout: second, position: nil, revision: 0))
    #expect(screens.state(of: .notes) == .initialState(for: .notes, window: window))
  }

  @Test func replacingWithADifferentStateGivesOnlyThatScreenANewRevision() {
    var screens = screens(showing: [.counter, .notes])
    let before = screens.revisions
    screens.replace(at: 0, with: counter(5))
    #expect(screens.state(of: .counter) == counter(5))
    #expect(screens.revisions[0] > (before.max() ?? 0))
    #expect(screens.revisions[1] == before[1])
    #expect(screens.layoutRevision == before[1])
    let fifth = screens.revisions[0]
    screens.replace(at: 0, with: counter(6))
    #expect(screens.revisions[0] > fifth)
    #expect(
      screens.revision(of: .counter)
        == ScreenRevision(layout: before[1], position: 0, revision: screens.revisions[0]))
  }

  @Test func replacingWithAnEqualStateKeepsTheRevision() {
    var screens = screens(showing: [.counter, .notes])
    let before = screens.revisions
    let layout = screens.layoutRevision
    screens.replace(at: 0, with: counter(0))
    screens.replace(at: 1, with: .initialState(for: .notes, window: window))
    #expect(screens.revisions == before)
    #expect(screens.layoutRevision == layout)
  }

  @Test func reducingGivesNewRevisionsToTheScreensThatChangedOnly() {
    var screens = screens(showing: [.counter, .notes, .other])
    let shown = screens.revisions
    let layout = screens.layoutRevision
    screens.reduceEach(with: .increment(in: window))
    #expect(screens.state(of: .counter) == counter(1, didIncrement: true))
    #expect(screens.revisions[0] > (shown.max() ?? 0))
    #expect(Array(screens.revisions[1...]) == Array(shown[1...]))

    // Resetting the counter's transient flag is a change too.
    let incremented = screens.revisions[0]
    screens.reduceEach(with: .noop(in: window))
    #expect(screens.state(of: .counter) == counter(1))
    #expect(screens.revisions[0] > incremented)
    #expect(Array(screens.revisions[1...]) == Array(shown[1...]))

    // Nothing left to reset: no screen changes, and every revision stays.
    let settled = screens.revisions
    screens.reduceEach(with: .noop(in: window))
    screens.reduceEach(with: .increment(in: WindowUUID()))
    #expect(screens.revisions == settled)

    screens.reduceEach(with: .ping(in: window))
    #expect(screens.revisions[2] > (settled.max() ?? 0))
    #expect(Array(screens.revisions[..<2]) == Array(settled[..<2]))
    #expect(screens.layoutRevision == layout)
  }

  @Test func anEarlierStatePutBackThenChangedNeverGetsARevisionSeenBefore() {
    var screens = screens(showing: [.counter, .notes])
    let saved = screens
    var seen = Set(screens.revisions)
    for _ in 0..<3 {
      screens.reduceEach(with: .increment(in: window))
      seen.formUnion(screens.revisions)
    }
    // An undo puts the saved screens back; the next change must not reuse a revision.
    screens = saved
    screens.reduceEach(with: .increment(in: window))
    #expect(!seen.contains(screens.revisions[0]))
    #expect(screens.revisions[1] == saved.revisions[1])
  }

  @Test func removingAScreenChangesTheLayoutButNotTheOtherRevisions() {
    var screens = screens(showing: [.counter, .notes, .other])
    let shown = screens.revisions
    screens.remove(.notes)
    #expect(screens.states.map(\.associatedAppScreen) == [.counter, .other])
    #expect(screens.revisions == [shown[0], shown[2]])
    #expect(screens.layoutRevision > (shown.max() ?? 0))
    let layout = screens.layoutRevision
    #expect(
      screens.revision(of: .notes) == ScreenRevision(layout: layout, position: nil, revision: 0))
    #expect(
      screens.revision(of: .other)
        == ScreenRevision(layout: layout, position: 1, revision: shown[2]))
  }

  @Test func removingAScreenThatIsNotShownChangesNothing() {
    var screens = screens(showing: [.counter])
    let shown = screens.revisions
    let layout = screens.layoutRevision
    screens.remove(.notes)
    #expect(screens.revisions == shown)
    #expect(screens.layoutRevision == layout)
  }

  @Test func removingAScreenShownTwiceRemovesBothStates() {
    var screens = screens(showing: [.counter, .notes, .counter])
    let shown = screens.revisions
    screens.remove(.counter)
    #expect(screens.states.map(\.associatedAppScreen) == [.notes])
    #expect(screens.revisions == [shown[1]])
    #expect(screens.layoutRevision > (shown.max() ?? 0))
  }

  @Test func aScreenShownAgainGetsARevisionNeverUsedBefore() {
    var screens = screens(showing: [.counter, .notes])
    let shown = screens.revisions
    screens.remove(.counter)
    let removal = screens.layoutRevision
    screens.append(counter(0))
    #expect(screens.revisions[0] == shown[1])
    #expect(screens.revisions[1] > removal)
    #expect(
      screens.revision(of: .counter)
        == ScreenRevision(
          layout: screens.revisions[1], position: 1, revision: screens.revisions[1]))
  }

  @Test func windowRevisionsAreTheRevisionsOfTheCurrentLayout() {
    var screens = screens(showing: [.counter, .notes, .other])
    screens.reduceEach(with: .addNote("a", in: window))
    let revisions = screens.windowRevisions
    #expect(revisions.layout == screens.layoutRevision)
    #expect(revisions.screens == screens.revisions)
  }

  @Test func screensAreEqualWhenTheirStatesAreWhateverTheirRevisions() {
    let plain = screens(showing: [.counter, .notes])
    var edited = screens(showing: [.notes])
    edited.remove(.notes)
    edited.append(counter(0))
    edited.replace(at: 0, with: counter(3))
    edited.replace(at: 0, with: counter(0))
    edited.append(.initialState(for: .notes, window: window))
    #expect(edited.revisions != plain.revisions)
    #expect(edited == plain)

    #expect(plain != screens(showing: [.notes, .counter]))
    #expect(plain != screens(showing: [.counter]))
    var changed = plain
    changed.replace(at: 0, with: counter(1))
    #expect(changed != plain)
  }

  @Test func itReflectsAsTheCollectionOfItsStates() {
    let screens = screens(showing: [.counter, .notes])
    let mirror = Mirror(reflecting: screens)
    #expect(mirror.displayStyle == .collection)
    #expect(mirror.children.allSatisfy { $0.label == nil })
    #expect(mirror.children.compactMap { $0.value as? TestScreenState } == screens.states)
    #expect(mirror.children.count == 2)
  }

  @Test func aRandomSequenceNeverReusesARevisionAndChangesOnlyWhatChanged() {
    let seed: UInt64 = 2_024
    var random = SplitMix64(seed: seed)
    var screens = WindowScreens<PanelSlot>()
    var highest: UInt64 = 0
    for step in 0..<2_000 {
      let before = screens
      let screen = random.pick(PanelScreen.allCases)
      let context = "seed \(seed), step \(step)"
      let changesLayout: Bool
      switch random.below(10) {
      case 0..<2 where screens.position(of: screen) == nil:
        screens.append(.initialState(for: screen, window: window))
        changesLayout = true
      case 0..<3:
        changesLayout = screens.position(of: screen) != nil
        screens.remove(screen)
      case 3..<5 where !screens.states.isEmpty:
        // The same state half of the time, one more tap otherwise.
        let position = random.below(screens.states.count)
        var slot = screens.states[position]
        slot.state.taps += random.below(2)
        screens.replace(at: position, with: slot)
        changesLayout = false
      default:
        let target = random.below(4) == 0 ? WindowUUID() : window
        screens.reduceEach(
          with: Action(windowUUID: target, actionType: PanelTapActionType.tap(screen)))
        changesLayout = false
      }
      guard screens.revisions.count == screens.states.count else {
        Issue.record(
          "\(context): \(screens.revisions.count) revisions, \(screens.states.count) states")
        return
      }
      var problems: [String] = []
      if (screens.layoutRevision != before.layoutRevision) != changesLayout {
        problems.append("layout revision \(before.layoutRevision) -> \(screens.layoutRevision)")
      }
      for (position, state) in screens.states.enumerated() {
        let revision = screens.revisions[position]
        let old = before.position(of: state.associatedAppScreen)
        // A screen keeps its revision exactly when its state does not change; a new revision is
        // one never used before.
        let unchanged = old.map { before.states[$0] == state } ?? false
        if let old, (before.revisions[old] == revision) != unchanged {
          let change = unchanged ? "unchanged" : "changed"
          problems.append(
            "\(state.associatedAppScreen), \(change): \(before.revisions[old]) -> \(revision)")
        }
        if !unchanged && revision <= highest {
          problems.append("\(state.associatedAppScreen): revision \(revision) reused")
        }
      }
      guard problems.isEmpty else {
        Issue.record("\(context): \(problems)")
        return
      }
      highest = max(highest, screens.revisions.max() ?? 0, screens.layoutRevision)
    }
  }
}
