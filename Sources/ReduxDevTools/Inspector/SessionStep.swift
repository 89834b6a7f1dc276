import Foundation
import Redux

/// One action of an inspected session, with what it changed: a row of the page's action list,
/// the changes its diff shows, and the patch that gives its state from the one before.
package struct SessionStep: Sendable {
  /// The action's position: 1 for the first action.
  package let position: Int
  /// The action's recorded name, such as `TodoListAction`.
  package let name: String
  /// The action type's case, such as `SettingsActionType.changeTextColor`, when the recording has it.
  package let typeDescription: String?
  /// Whether the action is an enum action, shown by its case alone (`TodoListAction.add`).
  package let isModernAction: Bool
  /// When the store processed the action, if the recording says.
  package let time: Date?
  /// The action's window.
  package let window: WindowUUID
  /// The screen instance the action was aimed at, if any.
  package let instance: ScreenInstanceID?
  /// The action's recorded payload as JSON.
  package let payload: JSONValue
  /// The fields the action changed, as `LoggerMiddleware` prints them: set once the step's
  /// batch is diffed.
  package var changes: [StateDiff.Change]
  /// The patch from the state before the action to the state after it.
  package let patch: JSONPatch
  /// The action's place in the batch it was dispatched in, if any: the page shows a batch's
  /// actions as one step (see `InspectorPageData.batches`).
  package var batch: BatchPlace? = nil
}
