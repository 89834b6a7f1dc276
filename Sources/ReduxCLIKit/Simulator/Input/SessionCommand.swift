import SampleApp

/// A command typed in a `redux-cli simulate` session, read and checked against its syntax, but
/// not yet against the state: windows are still the words the user typed.
enum SessionCommand: Equatable, Sendable {
  /// A command that changes the state; see ``SimulatorStep``.
  case step(SimulatorStep)
  /// `windows`: lists the windows opened so far.
  case windows
  /// `state [<window>] [--json]`: prints the state, or one window's part of it.
  case state(window: String?, json: Bool)
  /// `log`: prints every action dispatched so far, with what it changed.
  case log
  /// `history`: lists the actions so far, marking the current position.
  case history
  /// `undo [<count>]`, `redo [<count>]` or `goto <position>`: travels in time.
  case travel(TimeTravelMove)
  /// `help [<command>]`: lists the commands, or explains one.
  case help(topic: String?)
  /// `quit`: ends the session.
  case quit
}

/// A command that changes the state: the simulator dispatches actions for it.
///
/// Windows are the words the user typed (a number or the start of an id); todo positions count
/// from 1, as the todo list shows them.
enum SimulatorStep: Equatable, Sendable {
  /// Opens the next window, then shows the screens in it; a screen listed twice is shown twice,
  /// as two instances.
  case open(screens: [AppScreen])
  /// Closes a window with its screens.
  case close(window: String)
  /// Shows a screen in a window: its first instance, or with `instance` above 1, the next one.
  case show(window: String, screen: AppScreen, instance: Int = 1)
  /// Hides one instance of a screen of a window, the first unless `instance` says otherwise.
  case hide(window: String, screen: AppScreen, instance: Int = 1)
  /// Changes a todo list of a window: the first, or the instance numbered `instance`.
  case todo(window: String, change: TodoChange, instance: Int = 1)
  /// Changes the app-wide settings, from a window or from none in particular.
  case settings(SettingsChange, window: String?)
  /// Does the example feature's action in a window.
  case example(window: String)
}

/// What a `todo` command does to a window's list. Positions count from 1.
enum TodoChange: Equatable, Sendable {
  /// Adds a todo at the end.
  case add(title: String)
  /// Marks a todo done, or not done.
  case toggle(position: Int)
  /// Moves a todo to another position.
  case move(from: Int, to: Int)
  /// Removes a todo.
  case remove(position: Int)
  /// Asks for a suggestion of something to do.
  case suggest
  /// Adds the suggestion as a todo.
  case accept
  /// Adds `count` todos at the end, `Imported todo 1`, `Imported todo 2`, ..., in one batch.
  case `import`(count: Int)
}

/// What a `settings` command changes.
enum SettingsChange: Equatable, Sendable {
  /// The todo list's background colour, in every window.
  case background(Color)
  /// The todo list's text colour, in every window.
  case text(Color)
}

/// Where a time-travel command takes the session, in the positions of its history.
enum TimeTravelMove: Equatable, Sendable {
  /// Back a number of actions, at least 1.
  case undo(Int)
  /// Forward again a number of undone actions, at least 1.
  case redo(Int)
  /// To the state after an action, or to the start for 0.
  case goto(Int)
}
