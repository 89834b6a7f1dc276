import Testing

@testable import Redux

/// The framework's own types that every windowed state holds are read by a diff without a
/// mirror: what it reads must be what a mirror shows.
@Suite("StateDiff: the windows' state is read as its mirror shows it")
struct StateDiffDiffFieldsTests {
  @Test func theFieldsAreTheMirrorsInOrder() {
    var state = ListAppState()
    let window = WindowUUID()
    ListAppState.reducer(
      &state, ListScreenAction(windowUUID: window, actionType: .showScreen, screen: .list))
    let mirrored = Mirror(reflecting: state.activeScreens).children
    let read = state.activeScreens.diffFields
    #expect(read.map(\.label) == mirrored.map(\.label))
    #expect(
      read.map { StateDiff.describe($0.value) } == mirrored.map { StateDiff.describe($0.value) })
  }

  @Test func aChangedWindowIsNamedUnderTheMirrorsLabels() {
    var old = ListAppState()
    let window = WindowUUID()
    ListAppState.reducer(
      &old, ListScreenAction(windowUUID: window, actionType: .showScreen, screen: .list))
    var new = old
    ListAppState.reducer(
      &new, Action(ListAction.add(ListItem(id: 7, title: "seven")), windowUUID: window))
    #expect(
      StateDiff(from: old, to: new).changes == [
        .init(
          path: "activeScreens.screensByWindow[\(window)][0].list.items[0]", old: nil,
          new: #"ListItem(id: 7, title: "seven")"#)
      ])
  }
}
