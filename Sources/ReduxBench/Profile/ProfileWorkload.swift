/// The workload that `redux-bench --profile N` runs for a profiler, and, without `--profile`,
/// the only workload of a table run (the one ``suiteWorkload`` names).
///
/// Each store has its floor beside it, so that a profiler can count the instructions of both,
/// and the difference between a store and the least work that could do its job is measured, not
/// guessed.
enum ProfileWorkload: String, Equatable, Sendable, CaseIterable {
  /// The multi-window workload's store, at the first of `--windows`: `--workload windows`.
  case multiWindow = "windows"
  /// The multi-window workload's `floor-uuid` row, at the first of `--windows`:
  /// `--workload floor-uuid`.
  case floorUUID = "floor-uuid"
  /// The multi-window workload's `app-code` row, the store row's app code with no store, at the
  /// first of `--windows`: `--workload app-code`.
  case appCode = "app-code"
  /// The enum-action workload's store: the multi-window store, every action an enum dispatched
  /// with `dispatch(_:forWindowUUID:)`, at the first of `--windows`: `--workload enum`.
  case enumActions = "enum"
  /// The rows workload's store with row subscriptions, at the last of `--rows`:
  /// `--workload rows`.
  case rows
  /// The rows workload's store with store-wide selections, at the last of `--rows`:
  /// `--workload rows-select`.
  case rowsSelect = "rows-select"
  /// The rows workload's bare floor, at the last of `--rows`: `--workload rows-floor`.
  case rowsFloor = "rows-floor"
  /// The rows workload's `unchanged` row: the store with row subscriptions, each action naming a
  /// random row and changing nothing, at the last of `--rows`: `--workload rows-unchanged`.
  case rowsUnchanged = "rows-unchanged"
  /// The rows workload's `app-code` row: the app's list reducer, action objects and row
  /// subscribers with no store, at the last of `--rows`: `--workload rows-app-code`.
  case rowsAppCode = "rows-app-code"
  /// The batch workload's store, each dispatch a batch: `--workload batch`.
  case batch
  /// The keyed-states workload's many-key store, with listeners on every key:
  /// `--workload keyed`.
  case keyed
  /// The keyed-states workload's bare floor: `--workload keyed-floor`.
  case keyedFloor = "keyed-floor"

  /// The name of the workload a table run is limited to: the one whose row this is.
  var suiteWorkload: String {
    switch self {
    case .multiWindow, .floorUUID, .appCode: return MultiWindowWorkload.name
    case .enumActions: return EnumActionsWorkload.name
    case .rows, .rowsSelect, .rowsFloor, .rowsUnchanged, .rowsAppCode: return RowsWorkload.name
    case .batch: return BatchWorkload.name
    case .keyed, .keyedFloor: return KeyedStatesWorkload.name
    }
  }

  /// The names `--workload` accepts, quoted and listed for a message.
  static var names: String {
    let quoted = allCases.map { "'\($0.rawValue)'" }
    return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
  }
}
