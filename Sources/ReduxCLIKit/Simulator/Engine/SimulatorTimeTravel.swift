import Foundation
import Redux
import SampleApp

/// What a simulator keeps to travel in time: the store's history, and what the jumps left
/// behind.
///
/// - The history records every state the store goes through (its middleware runs first).
/// - A jump can take the session to a state that shows a screen with no controller, or that
///   no longer shows a screen whose controller exists. Controllers of screens the state does
///   not show are *parked*: released, each would close its screen, which is a new action. They
///   are released with the others when the session ends.
/// - A window is *retired* once it was not open in the state, closed or not yet opened: its
///   subscriptions ended and its work was cancelled, and they do not come back when a jump
///   goes back to a state where it is open. It is drawn as that state has it, but takes no
///   commands.
/// - A jump cancels every suggestion fetch (see `TodoListMiddleware`): a list that was fetching
///   in the state jumped to has no fetch on its way, and steps do not wait for it until
///   `todo suggest` asks again. Its window is in ``stalledFetches``.
/// - An instance of a screen is *retired* when a jump shows it again after its work ended: it
///   was hidden by a command that named its identity (`hide 1 todoList#2`), or it is a second,
///   third, ... instance that the state did not show just before the jump (hidden, or not yet
///   shown). Its window tasks refuse it, as they refuse a closed window, so it is drawn as the
///   state has it but takes no commands. A window's first instance hidden by a command that
///   did not name it (`hide 1 settings`) gets a controller again, as before instances; see
///   `Simulator+InstanceTravel.swift`.
struct SimulatorTimeTravel {
  /// The store's history, or `nil` for a replay, which does not travel in time.
  let history: StoreHistory<AppState>?
  /// Why jumps are refused in this session, or `nil` when they are allowed.
  let refusal: String?
  /// Controllers of screens a jump hid, kept until the session ends.
  var parkedControllers: [any ScreenController] = []
  /// Windows that were not open at some point after they opened.
  var retiredWindows: Set<WindowUUID> = []
  /// Windows whose list shows a fetch that a jump cancelled.
  var stalledFetches: Set<WindowUUID> = []
  /// Instances a jump showed again after their work ended: drawn, but they take no commands.
  var retiredInstances: Set<ScreenInstanceID> = []
  /// Instances hidden by a command that named their identity; their window tasks refuse them.
  var namedHides: Set<ScreenInstanceID> = []

  /// Why a session refuses jumps, if it does.
  ///
  /// - Parameters:
  ///   - recording: Whether the session is recorded: a recording cannot hold a jump, and a
  ///     replay would not reach the session's state.
  ///   - stateFileURL: The file the session is saved to: its saves would follow the jumps, and
  ///     the next run would restore a state the user had undone.
  /// - Returns: The sentence, or `nil`.
  static func refusal(recording: Bool, savingTo stateFileURL: URL?) -> String? {
    if recording {
      return "time travel is off while recording: a recording holds the actions of one "
        + "timeline, and a jump is not one of them. 'history' still lists the actions"
    }
    if stateFileURL != nil {
      return "time travel is off with --state-file: the file saves the session as it changes, "
        + "and would follow the jumps. 'history' still lists the actions"
    }
    return nil
  }
}
