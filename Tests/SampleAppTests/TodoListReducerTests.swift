import Redux
import SampleApp
import Testing

@Suite("Todo list reducer")
struct TodoListReducerTests {
  let window = WindowUUID()

  private func reduce(_ state: TodoListState, _ type: TodoListAction) -> TodoListState {
    TodoListState.reducer(state, Action(type, windowUUID: window))
  }

  @Test func addsRemovesMovesAndToggles() {
    var state = TodoListState(windowUUID: window)
    for title in ["Milk", "Eggs", "Bread"] {
      state = reduce(state, .add(title: title))
    }
    state = reduce(state, .move(from: 0, to: 2))
    #expect(state.items.map(\.title) == ["Eggs", "Bread", "Milk"])
    state = reduce(state, .toggle(index: 1))
    #expect(state.items.map(\.isCompleted) == [false, true, false])
    state = reduce(state, .remove(index: 0))
    #expect(
      state.items == [
        TodoItem(id: 3, title: "Bread", isCompleted: true), TodoItem(id: 1, title: "Milk"),
      ])
  }

  @Test(arguments: [
    TodoListAction.remove(index: 3), .remove(index: -1), .toggle(index: 7),
    .move(from: 0, to: 3), .move(from: -2, to: 0),
  ])
  func anIndexOutOfRangeChangesNothingAndIsRejected(type: TodoListAction) {
    let items = [
      TodoItem(id: 1, title: "A"), TodoItem(id: 2, title: "B"), TodoItem(id: 3, title: "C"),
    ]
    let state = TodoListState(windowUUID: window, items: Rows(items))
    let next = reduce(state, type)
    #expect(Array(next.items) == items)
    guard case .indexOutOfRange(_, _, let count)? = next.rejection else {
      Issue.record("expected an index rejection, got \(String(describing: next.rejection))")
      return
    }
    #expect(count == 3)
    #expect(reduce(next, .add(title: "D")).rejection == nil)
  }

  @Test func rejectionDescribesTheProblem() {
    let rejection = TodoListRejection.indexOutOfRange(operation: "remove", index: 7, count: 3)
    #expect(rejection.description == "remove: index 7 is out of range for 3 todos")
  }
}
