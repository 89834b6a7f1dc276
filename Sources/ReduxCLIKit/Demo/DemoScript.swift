/// The session `redux-cli demo` plays: what the framework is for, one step at a time.
///
/// Each step is a sentence and the session commands that do it; the commands are the ones a
/// user types in `redux-cli simulate`, so the demo also teaches them.
enum DemoScript {
  /// One step: a sentence, and the commands it runs before the windows are drawn.
  struct Step: Sendable {
    /// What the step shows.
    let caption: String
    /// The session commands it runs.
    let commands: [String]
  }

  /// The steps, in order.
  static let steps: [Step] = [
    Step(
      caption: "Open three windows. They share one store; a new window shows no screen yet.",
      commands: ["open", "open", "open"]),
    Step(
      caption: "Windows 1 and 2 show a todo list, window 3 the settings. Each screen's "
        + "controller subscribes to its own window.",
      commands: ["show 1 todoList", "show 2 todoList", "show 3 settings"]),
    Step(
      caption: "Add todos in windows 1 and 2: each window has its own list.",
      commands: ["todo add 1 Buy milk", "todo add 1 Call Ada", "todo add 2 Book the dentist"]),
    Step(
      caption: "Tick a todo in window 1. The action names window 1, so only window 1's "
        + "screens run their reducers and hear about it.",
      commands: ["todo toggle 1 2"]),
    Step(
      caption: "Change the background from window 3's settings. The settings are app-wide: "
        + "every window's list follows.",
      commands: ["settings background blue 3"]),
    Step(
      caption: "Window 2 also shows the wiki's example feature, and taps its button.",
      commands: ["show 2 exampleFeature", "example 2"]),
    Step(
      caption: "Close window 2: its screens leave the state and its subscriptions end.",
      commands: ["close 2"]),
  ]
}
