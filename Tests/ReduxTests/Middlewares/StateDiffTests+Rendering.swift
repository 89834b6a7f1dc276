import Foundation
import Testing

@testable import Redux

/// How a diff renders: as a list of changes, and as a unified diff with unchanged parts folded.
extension StateDiffTests {
  @Test func changeListRendersOneLinePerChange() {
    var new = AppState()
    new.title = "Groceries"
    new.todoList.items[0].isDone = true
    new.todoList.items.append(Item(title: "Buy milk"))
    let rendered = StateDiff(from: AppState(), to: new).renderedAsChangeList()
    #expect(
      rendered == """
        title: "Todos" → "Groceries"
        todoList.items[0].isDone: false → true
        todoList.items[3]: (none) → Item(title: "Buy milk", isDone: false)
        """)
    #expect(StateDiff(from: 1, to: 2).renderedAsChangeList() == "(root): 1 → 2")
    #expect(StateDiff(from: 1, to: 1).renderedAsChangeList() == "")
  }

  @Test func unifiedDiffFoldsUnchangedSiblings() {
    var new = AppState()
    new.todoList.items[0].isDone = true
    new.todoList.items.append(Item(title: "Buy milk"))
    let rendered = StateDiff(from: AppState(), to: new).renderedAsUnifiedDiff()
    #expect(
      rendered == """
        −−− expected
        +++ actual
          … (1 unchanged)
          todoList:
            items:
              [0]:
                … (1 unchanged)
        −       isDone: false
        +       isDone: true
              … (2 unchanged)
        +     [3]: Item(title: "Buy milk", isDone: false)
            … (1 unchanged)
        """)
  }

  @Test func unifiedDiffShowsRemovalsEnumsAndTitles() {
    let old = Settings(name: "x", counts: ["a": 1, "b": 2], status: .loaded(count: 1))
    let new = Settings(name: "x", counts: ["a": 1], status: .loaded(count: 2))
    let rendered = StateDiff(from: old, to: new)
      .renderedAsUnifiedDiff(oldTitle: "before", newTitle: "after")
    #expect(
      rendered == """
        −−− before
        +++ after
          … (1 unchanged)
          counts:
            … (1 unchanged)
        −   ["b"]: 2
          … (3 unchanged)
          status:
            .loaded:
        −     count: 1
        +     count: 2
          … (1 unchanged)
        """)
  }

  @Test func unifiedDiffOfLeavesAndOfEqualValues() {
    #expect(
      StateDiff(from: "a", to: "b").renderedAsUnifiedDiff() == """
        −−− expected
        +++ actual
        − "a"
        + "b"
        """)
    #expect(
      StateDiff(from: AppState(), to: AppState()).renderedAsUnifiedDiff() == """
        −−− expected
        +++ actual
          (no differences)
        """)
  }
}
