import Redux
import Testing

@Suite("Screen instances: showing, hiding and reducing")
struct ScreenInstanceStateTests {
  let window = WindowUUID()

  /// A window showing the counter, the notes and a second counter instance.
  func makeState() -> (
    ActiveScreensState<TestScreenState>, first: ScreenInstanceID,
    second: ScreenInstanceID
  ) {
    var state = ActiveScreensState<TestScreenState>()
    state.reduce(.showScreen(.counter, in: window))
    state.reduce(.showScreen(.notes, in: window))
    let second = ScreenInstanceID()
    state.reduce(.show(.counter, instance: second, in: window))
    let first = state.instances(of: .counter, in: window)[0]
    return (state, first, second)
  }

  @Test func showingAScreenTwiceWithoutAnInstanceKeepsOneInstance() {
    var state = ActiveScreensState<TestScreenState>()
    state.reduce(.showScreen(.counter, in: window))
    state.reduce(.increment(in: window))
    state.reduce(.showScreen(.counter, in: window))
    #expect(state.instances(of: .counter, in: window).count == 1)
    #expect(state.screens(in: window).count == 1)
    let first = state.instances(of: .counter, in: window)[0]
    #expect(state.count(of: first, in: window) == 1)
  }

  @Test func aNewInstanceIsShownOnlyWhenAskedForWithANewIdentity() {
    var (state, first, second) = makeState()
    #expect(state.instances(of: .counter, in: window) == [first, second])
    #expect(state.screens(in: window).map(\.associatedAppScreen) == [.counter, .notes, .counter])
    // Showing the same instance again changes nothing.
    state.reduce(.increment(in: window, instance: second))
    state.reduce(.show(.counter, instance: second, in: window))
    #expect(state.instances(of: .counter, in: window) == [first, second])
    #expect(state.count(of: second, in: window) == 1)
    // The first instance is the one lookups without an instance find.
    #expect(state.screenState(for: .counter, window: window) == state[.counter, window])
    #expect(
      state.screenState(for: .counter, window: window)
        == state.screenState(of: first, window: window))
  }

  @Test func hidingOneInstanceKeepsTheOthers() {
    var (state, first, second) = makeState()
    state.reduce(.increment(in: window, instance: second))
    state.reduce(.hide(.counter, instance: first, in: window))
    #expect(state.instances(of: .counter, in: window) == [second])
    #expect(!state.isShowing(instance: first, in: window))
    #expect(state.count(of: second, in: window) == 1)
    #expect(state.isShowing(.notes, in: window))
    // Without an instance, closeScreen hides the first instance only.
    let third = ScreenInstanceID()
    state.reduce(.show(.counter, instance: third, in: window))
    state.reduce(.closeScreen(.counter, in: window))
    #expect(state.instances(of: .counter, in: window) == [third])
  }

  @Test func anActionWithoutAnInstanceReachesTheFirstInstanceOnly() {
    var (state, first, second) = makeState()
    let recorder = ScreenReducerRecorder()
    recorder.counting { state.reduce(.increment(in: window)) }
    #expect(state.count(of: first, in: window) == 1)
    #expect(state.count(of: second, in: window) == 0)
    // The first counter and the notes ran; the second counter did not.
    #expect(recorder.screens(in: window) == [.counter, .notes])
  }

  @Test func anActionForTheSecondInstanceReachesItAlone() {
    var (state, first, second) = makeState()
    state.reduce(.addNote("kept", in: window))
    let recorder = ScreenReducerRecorder()
    recorder.counting { state.reduce(.increment(in: window, instance: second)) }
    #expect(recorder.screens(in: window) == [.counter])
    #expect(state.count(of: first, in: window) == 0)
    #expect(state.count(of: second, in: window) == 1)
    // The notes were not reduced, so their transient flag is still set.
    #expect(state[.notes, window]?.isTransientFlagSet == true)
  }

  @Test func identitiesAreNeverReused() {
    var (state, first, second) = makeState()
    let made = (0..<100).map { _ in ScreenInstanceID() }
    #expect(Set(made + [first, second]).count == 102)
    state.reduce(.hide(.counter, instance: second, in: window))
    // A hidden instance is never shown again, nor is a shown one shown twice.
    state.reduce(.show(.counter, instance: second, in: window))
    state.reduce(.show(.notes, instance: first, in: window))
    #expect(state.instances(of: .counter, in: window) == [first])
    #expect(state.instances(of: .notes, in: window).count == 1)
    // The identity a screen gets when shown without one is new too.
    state.reduce(.closeScreen(.counter, in: window))
    state.reduce(.showScreen(.counter, in: window))
    let fresh = state.instances(of: .counter, in: window)
    #expect(fresh.count == 1)
    #expect(fresh[0] != first && fresh[0] != second)
    #expect(fresh[0].number > second.number)
  }

  @Test func aLateHideOfTheOldInstanceLeavesTheNewOneAtTheSamePosition() {
    var state = ActiveScreensState<TestScreenState>()
    let old = ScreenInstanceID()
    let new = ScreenInstanceID()
    state.reduce(.show(.counter, instance: old, in: window))
    state.reduce(.show(.counter, instance: new, in: window))
    state.reduce(.increment(in: window, instance: new))
    // The old instance's hide, then a late hide and a late action for it.
    state.reduce(.hide(.counter, instance: old, in: window))
    #expect(state.instances(of: .counter, in: window) == [new])
    state.reduce(.hide(.counter, instance: old, in: window))
    state.reduce(.increment(in: window, instance: old))
    #expect(state.instances(of: .counter, in: window) == [new])
    #expect(state.count(of: new, in: window) == 1)
    // The new instance is now at the old one's position, and still not reached by it.
    let recorder = ScreenReducerRecorder()
    recorder.counting { state.reduce(.increment(in: window, instance: old)) }
    #expect(recorder.totalRuns == 0)
  }

  @Test func anInstanceOfAnotherScreenIsNeitherHiddenNorFound() {
    var (state, first, _) = makeState()
    state.reduce(.hide(.notes, instance: first, in: window))
    #expect(state.isShowing(instance: first, in: window))
    #expect(state.instances(of: .notes, in: window).count == 1)
  }
}
