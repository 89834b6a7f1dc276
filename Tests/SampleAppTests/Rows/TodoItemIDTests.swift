import Foundation
import Redux
import SampleApp
import Testing

@Suite("Todo ids: given by the list, kept by restores, derived for old data")
struct TodoItemIDTests {
  let window = WindowUUID()

  private func reduce(_ state: TodoListState, _ type: TodoListAction) -> TodoListState {
    TodoListState.reducer(state, Action(type, windowUUID: window))
  }

  @Test func idsAreNeverGivenTwiceInAList() {
    var state = TodoListState(windowUUID: window)
    state = reduce(state, .add(title: "Milk"))
    state = reduce(state, .add(title: "Eggs"))
    state = reduce(state, .remove(index: 1))
    state = reduce(state, .add(title: "Bread"))
    #expect(state.items.ids == [1, 3])
    #expect(state.nextItemID == 4)
  }

  @Test func aRestoreKeepsSavedIdsUnlessTheListHasThem() {
    var state = TodoListState(windowUUID: window)
    state = reduce(state, .add(title: "Added before the restore"))
    state = reduce(
      state,
      .restore([TodoItem(id: 1, title: "Saved"), TodoItem(id: 7, title: "Done", isCompleted: true)])
    )
    #expect(state.items.map(\.title) == ["Saved", "Done", "Added before the restore"])
    #expect(state.items.ids == [2, 7, 1])
    #expect(state.nextItemID == 8)
  }

  @Test func aListWrittenBeforeIdsTakesPositionsAsIds() throws {
    let json = """
      {"windowUUID":"\(window.uuidString)","items":[{"title":"Milk","isCompleted":false},\
      {"title":"Eggs","isCompleted":true}],"isFetchingSuggestion":false}
      """
    let state = try JSONDecoder().decode(TodoListState.self, from: Data(json.utf8))
    #expect(
      Array(state.items) == [
        TodoItem(id: 1, title: "Milk"), TodoItem(id: 2, title: "Eggs", isCompleted: true),
      ])
    #expect(state.nextItemID == 3)
    let again = try JSONDecoder().decode(
      TodoListState.self, from: JSONEncoder().encode(state))
    #expect(again == state)
  }

  @Test func aRecordedRestoreWrittenBeforeIdsStillReads() throws {
    let json = #"{"restore":{"_0":[{"title":"Saved","isCompleted":false}]}}"#
    let action = try JSONDecoder().decode(TodoListAction.self, from: Data(json.utf8))
    #expect(action == .restore([TodoItem(id: 1, title: "Saved")]))
  }

  @Test(arguments: [
    #"{"windowUUID":"W","items":[{"id":1,"title":"A","isCompleted":false},{"id":1,"title":"B","isCompleted":false}],"isFetchingSuggestion":false}"#,
    #"{"windowUUID":"W","items":[{"id":0,"title":"A","isCompleted":false}],"isFetchingSuggestion":false}"#,
    #"{"windowUUID":"W","items":[{"id":3,"title":"A","isCompleted":false}],"nextItemID":3,"isFetchingSuggestion":false}"#,
    #"{"windowUUID":"W","items":[],"nextItemID":9007199254740993,"isFetchingSuggestion":false}"#,
  ])
  func badIdsAreRefused(json: String) {
    let json = json.replacingOccurrences(of: "\"W\"", with: "\"\(window.uuidString)\"")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TodoListState.self, from: Data(json.utf8))
    }
  }

  @Test func aTodoReadAloneNeedsItsId() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        TodoItem.self, from: Data(#"{"title":"Milk","isCompleted":false}"#.utf8))
    }
  }

  @Test func aListWithNoIdLeftRefusesToAdd() {
    let last = (1 << 53) - 1
    var state = TodoListState(
      windowUUID: window, items: [TodoItem(id: last - 1, title: "Almost")])
    state = reduce(state, .add(title: "Last"))
    #expect(state.items.ids == [last - 1, last])
    state = reduce(state, .add(title: "One too many"))
    #expect(state.items.count == 2)
    #expect(state.rejection == .noIDLeft)
  }
}
