import ReduxTestSupport
import Testing

@testable import Redux

/// Rows and a window's screens carry revisions: a diff lines two of them up by their revisions,
/// comparing as values only the elements whose revisions differ, and reports what it would
/// report for arrays of the same elements.
@Suite("StateDiff: rows and screens are lined up by their revisions")
struct StateDiffRevisionTests {
  struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
  }

  /// Not `Equatable`, so that rows whose revisions differ are compared by reflection.
  struct Note: Identifiable {
    let id: Int
    var text: String
  }

  static func todos(_ count: Int) -> Rows<Todo> {
    Rows((0..<count).map { Todo(id: $0, title: "todo \($0)") })
  }

  /// The ends of `new` since `old`, and the positions in `new` of the rows compared as values.
  static func ends(
    of new: Rows<Todo>, since old: Rows<Todo>
  ) -> (prefix: Int, suffix: Int, compared: [Int]) {
    var compared: [Int] = []
    let ends = new.ends(since: old) { oldIndex, newIndex in
      compared.append(newIndex)
      return old[oldIndex] == new[newIndex]
    }
    return (ends.prefix, ends.suffix, compared)
  }

  @Test func aRowChangedInALongListIsTheOnlyRowCompared() {
    let old = Self.todos(10_000)
    var new = old
    new.update(id: 5_000) { $0.isDone = true }
    let ends = Self.ends(of: new, since: old)
    #expect(ends.prefix == 5_000)
    #expect(ends.suffix == 4_999)
    // Once from the start and once from the end: every other row kept its revision.
    #expect(ends.compared == [5_000, 5_000])
  }

  @Test func anAddedOrMovedRowIsFoundWithoutComparingTheOthers() {
    let old = Self.todos(10_000)
    var added = old
    added.append(Todo(id: 10_000, title: "new"))
    let afterAdding = Self.ends(of: added, since: old)
    #expect(afterAdding.prefix == 10_000)
    #expect(afterAdding.compared.isEmpty)

    var moved = old
    moved.move(id: 10, to: 12)
    let afterMoving = Self.ends(of: moved, since: old)
    #expect(afterMoving.prefix == 10)
    #expect(afterMoving.suffix == 10_000 - 13)
    #expect(afterMoving.compared == [10, 12])

    let unchanged = Self.ends(of: old, since: old)
    #expect(unchanged.prefix == 10_000)
    #expect(unchanged.compared.isEmpty)
  }

  @Test func listsBuiltApartAreComparedRowByRow() {
    // Equal rows of two lists built apart (a test's expected state) have different revisions.
    let old = Self.todos(100)
    let new = Self.todos(100)
    let ends = Self.ends(of: new, since: old)
    #expect(ends.prefix == 100)
    #expect(ends.compared == Array(0..<100))
    #expect(StateDiff(from: old, to: new).isEmpty)
  }

  @Test func aRowChangedAndChangedBackIsTheSame() {
    let old = Self.todos(20)
    var new = old
    new.update(id: 7) { $0.isDone = true }
    new.update(id: 7) { $0.isDone = false }
    #expect(StateDiff(from: old, to: new).isEmpty)
    new.update(id: 3) { $0.title = "renamed" }
    #expect(
      StateDiff(from: old, to: new).changes == [
        .init(path: "[3].title", old: #""todo 3""#, new: #""renamed""#)
      ])
  }

  @Test func screensThatKeptTheirRevisionsAreNotCompared() {
    var compared: [Int] = []
    let ends = ArrayEnds(oldRevisions: [4, 9, 12, 20], newRevisions: [4, 9, 31, 20]) {
      _, newIndex in
      compared.append(newIndex)
      return false
    }
    #expect(ends.prefix == 2)
    #expect(ends.suffix == 1)
    #expect(compared == [2, 2])
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func rowsDiffAsArraysOfTheirRows(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var todos = Self.todos(40)
    var notes = Rows((0..<40).map { Note(id: $0, text: "note \($0)") })
    var nextID = 40
    for step in 0..<300 {
      let oldTodos = todos
      let oldNotes = notes
      Self.edit(&todos, &notes, nextID: &nextID, random: &random)
      let todoDiff = StateDiff(from: oldTodos, to: todos)
      let arrayDiff = StateDiff(from: Array(oldTodos), to: Array(todos))
      #expect(todoDiff.changes == arrayDiff.changes, "step \(step), seed \(seed)")
      #expect(
        todoDiff.renderedAsUnifiedDiff() == arrayDiff.renderedAsUnifiedDiff(),
        "step \(step), seed \(seed)")
      #expect(
        StateDiff(from: oldNotes, to: notes).renderedAsUnifiedDiff()
          == StateDiff(from: Array(oldNotes), to: Array(notes)).renderedAsUnifiedDiff(),
        "step \(step), seed \(seed)")
    }
  }

  /// One random edit of both lists: an add, an insert, a removal, a move, a change, a change
  /// undone, or the whole list built again.
  private static func edit(
    _ todos: inout Rows<Todo>, _ notes: inout Rows<Note>, nextID: inout Int,
    random: inout SplitMix64
  ) {
    let id = todos.isEmpty ? nil : todos[random.below(todos.count)].id
    switch (random.below(7), id) {
    case (0, _), (_, nil):
      todos.append(Todo(id: nextID, title: "todo \(nextID)"))
      notes.append(Note(id: nextID, text: "note \(nextID)"))
      nextID += 1
    case (1, _):
      let index = random.below(todos.count + 1)
      todos.insert(Todo(id: nextID, title: "inserted \(nextID)"), at: index)
      notes.insert(Note(id: nextID, text: "inserted \(nextID)"), at: min(index, notes.count))
      nextID += 1
    case (2, let id?):
      todos.remove(id: id)
      notes.remove(id: id)
    case (3, let id?):
      let index = random.below(todos.count)
      todos.move(id: id, to: index)
      if notes.contains(id: id) { notes.move(id: id, to: min(index, notes.count - 1)) }
    case (4, let id?):
      todos.update(id: id) { $0.isDone.toggle() }
      notes.update(id: id) { $0.text += "!" }
    case (5, let id?):
      todos.update(id: id) { $0.title += "?" }
      todos.update(id: id) { $0.title.removeLast() }
    default:
      todos = Rows(Array(todos))
      notes = Rows(Array(notes))
    }
  }

  @Test func windowsSortAsTheirDescriptions() {
    var random = SplitMix64(seed: 0x5EED_0D1F)
    var windows = (0..<200).map { _ in
      WindowUUID(high: random.next(), low: random.next())
    }
    windows += [.unavailable, WindowUUID(high: 0, low: 1), WindowUUID(high: 1, low: 0)]
    windows += [WindowUUID(high: .max, low: .max)]
    #expect(
      windows.map(WindowOrder.init).sorted().map(\.window.description)
        == windows.map(\.description).sorted())
  }

  @Test func onlyTheWindowsThatChangedAreNamedInTheOrderOfTheirDescriptions() {
    let windows = (0..<12).map { _ in WindowUUID() }
    var old = ListAppState()
    for window in windows {
      ListAppState.reducer(
        &old, ListScreenAction(windowUUID: window, actionType: .showScreen, screen: .list))
    }
    var new = old
    let changed = [windows[3], windows[7], windows[10]]
    for window in changed {
      ListAppState.reducer(
        &new, Action(ListAction.add(ListItem(id: 1, title: "one")), windowUUID: window))
    }
    let diff = StateDiff(from: old, to: new)
    #expect(
      diff.changes.map(\.path)
        == changed.map(\.description).sorted().map {
          "activeScreens.screensByWindow[\($0)][0].list.items[0]"
        })
    // The windows between are folded into runs of unchanged ones, counted in the same order.
    let sorted = windows.map(\.description).sorted()
    var expected: [Int] = []
    var run = 0
    for description in sorted {
      if changed.map(\.description).contains(description) {
        if run > 0 { expected.append(run) }
        run = 0
      } else {
        run += 1
      }
    }
    if run > 0 { expected.append(run) }
    let runs = diff.renderedAsUnifiedDiff().split(separator: "\n").compactMap { line in
      line.hasPrefix("      … (") ? Int(line.dropFirst(9).prefix { $0.isNumber }) : nil
    }
    #expect(runs == expected)
  }
}
