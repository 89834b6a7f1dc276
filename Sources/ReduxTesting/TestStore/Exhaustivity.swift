/// How strictly a ``TestStore`` checks state changes and received actions.
///
/// An exhaustive test (``on``, the default) proves everything an action does: every field it
/// changed and every action dispatched because of it. A non-exhaustive test (``off``) checks only
/// what it names, which suits an integration test of a large feature where most of the state is
/// another test's business.
///
/// ```swift
/// let store = TestStore(state: AppState(), reducer: AppState.reducer, exhaustivity: .off)
/// store.send(ScreenAction(windowUUID: window, actionType: .showScreen, screen: .todoList))
/// store.send(TodoListAction.add(title: "Milk"), forWindowUUID: window) {
///   // Only the window's list is checked; other fields may have changed too, and the actions
///   // that middlewares dispatch need not be received.
///   $0.activeScreens[.todoList, window] = .todoList(
///     TodoListState(windowUUID: window, items: [TodoItem(id: 1, title: "Milk")]))
/// }
/// ```
///
/// The exhaustivity can also be changed in the middle of a test, through
/// ``TestStore/exhaustivity``.
///
/// States are compared with `==`. A window's screens compare equal when their states do, in
/// order: the identities of the screen instances, and which instances a window keeps hidden, are
/// not part of it, since a test cannot know the identities a run will make. Check instances with
/// `activeScreens.instances(of:in:)` after the action.
public enum Exhaustivity: Equatable, Sendable {
  /// Every change must be asserted.
  ///
  /// - After `send` or `receive`, the state must be exactly the state before the action with
  ///   the `assert` closure applied: a field the closure does not set must not have changed.
  /// - Every action dispatched to the store (by middlewares, controllers or other tasks) must be
  ///   acknowledged with `receive`, in the order it was dispatched, before the next `send` and
  ///   before ``TestStore/finish(fileID:filePath:line:column:)``.
  case on

  /// Only what the test asserts is checked.
  ///
  /// - After `send` or `receive`, the `assert` closure is applied to the actual new state; the
  ///   check fails only if that changes it, that is, only if a field the closure sets has another
  ///   value. Without a closure there is nothing to check. Since the closure is applied to the
  ///   new state, it sets values (`$0.count = 2`) rather than changing them (`$0.count += 1`).
  /// - Dispatched actions the test does not receive are processed silently, in order, when the
  ///   test sends the next action or receives a later one;
  ///   ``TestStore/finish(fileID:filePath:line:column:)`` does not report them.
  case off
}
