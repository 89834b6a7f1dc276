/// A window task's identity: its window, and its number among the tasks of one `WindowTasks`.
struct TaskKey: Hashable, Sendable {
  let window: WindowUUID
  let id: Int
}
