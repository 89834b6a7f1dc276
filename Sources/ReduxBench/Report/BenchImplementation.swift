/// The names a row gives to what ran it, in the table and in `--json`.
enum BenchImplementation {
  /// This project's `Store`.
  static let store = "store"
  /// What the store is compared with: the wiki's algorithm in the multi-window workload, the same
  /// store with action objects in the enum workload, a store with a single key in the
  /// keyed-states workload. Never a floor.
  static let baseline = "baseline"
  /// The workload done with nothing but plain values and direct calls: no store, no allocation.
  /// In the multi-window workload its actions name the window by its index.
  static let floor = "floor"
  /// The rows workload's store with one store-wide subscription per row subscriber, selecting
  /// its row: what the `store` row, with row subscriptions, is compared with.
  static let select = "select"
  /// The rows workload's store with row subscriptions, each action naming a row and changing
  /// nothing: the store's own work for any action (queue, reducers, routing), which a row
  /// subscription's dispatch pays before it touches a row. Not a floor: it calls no subscriber.
  static let unchanged = "unchanged"
  /// The multi-window floor with the window found by its `WindowUUID`, as every store must.
  static let floorUUID = "floor-uuid"
  /// The multi-window workload's own app code (its reducers, its action objects, its
  /// subscribers) run with no store: what the store's row costs beyond it is the store's own
  /// work. Not a floor: it allocates the action and returns new values, as the app's code does.
  static let appCode = "app-code"
}
