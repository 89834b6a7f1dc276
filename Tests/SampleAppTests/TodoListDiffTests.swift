import Redux
import SampleApp
import Testing

/// What the logger and the session inspector show of a todo list's changes (`StateDiff`).
@Suite("Todo list: its diffs")
struct TodoListDiffTests {
  let window = WindowUUID()

  /// A request's identity is new in every run, so the list's mirror leaves it out by design:
  /// the step that asks for a suggestion shows `isFetchingSuggestion`, not `suggestionRequest`.
  @Test func aSuggestionRequestShowsAsFetchingNotAsTheRequestsIdentity() {
    let before = TodoListState(windowUUID: window)
    let after = TodoListState(
      windowUUID: window, isFetchingSuggestion: true, suggestionRequest: SuggestionRequestID())
    #expect(
      StateDiff(from: before, to: after).changes == [
        .init(path: "isFetchingSuggestion", old: "false", new: "true")
      ])
  }

  @Test func aTodoRemovedFromTheMiddleOfALongListIsOneChange() {
    let before = TodoListState(
      windowUUID: window, items: Rows((0..<200).map { TodoItem(id: $0 + 1, title: "todo \($0)") }))
    var after = before
    after.items.remove(id: 51)
    #expect(
      StateDiff(from: before, to: after).changes == [
        .init(
          path: "items[50]", old: #"TodoItem(id: 51, title: "todo 50", isCompleted: false)"#,
          new: nil)
      ])
  }
}
