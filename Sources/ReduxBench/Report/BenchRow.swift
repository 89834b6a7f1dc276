/// One row of the benchmark's results: one implementation of one workload at one size.
///
/// `--json` writes each row as one JSON object on its own line (JSON Lines). Fields that do not
/// apply to a row's workload are left out.
public struct BenchRow: Codable, Equatable, Sendable {
  /// The workload: `multi-window`, `enum`, `rows`, `batch`, `keyed-states` or `memory`.
  public var workload: String
  /// What ran it:
  /// - `store`: this project's `Store`; in the enum workload, with every action an enum
  ///   dispatched with `dispatch(_:forWindowUUID:)` and reduced by typed reducers;
  /// - `baseline`: what the store is compared with; in the multi-window workload a store that
  ///   follows the wiki's algorithm, in the enum workload the same store with action objects
  ///   (the multi-window workload's `store`), in the keyed-states workload a store with a single
  ///   key;
  /// - `floor`: the workload with no store and nothing allocated: plain values changed in place
  ///   and the listeners or subscribers of what changed called directly (multi-window: actions
  ///   name their window by its index);
  /// - `floor-uuid` (multi-window): the `floor` with the window found by its `WindowUUID`, as
  ///   every store must find it;
  /// - `app-code` (multi-window): the app code of the store's row (its screen reducers, its
  ///   action objects, its subscribers) run with no store;
  /// - `select` (rows): the store with a store-wide subscription per row subscriber, each
  ///   selecting its row, as before row subscriptions; the rows workload's `store` has row
  ///   subscriptions and is compared with it.
  public var implementation: String
  /// How many windows were open; 0 for the keyed-states workload, which has none; 1 for the rows
  /// and batch workloads, whose list is in one screen of one window.
  public var windows: Int
  /// The median, over the repetitions, of the nanoseconds one dispatch took.
  public var nsPerDispatch: Double
  /// Dispatches per second at that median cost.
  public var dispatchesPerSecond: Double
  /// Subscriber or listener calls per dispatch, counted over every timed dispatch.
  public var notificationsPerDispatch: Double
  /// How many batches were timed.
  public var repetitions: Int
  /// How many dispatches each timed batch made.
  public var dispatchesPerRepetition: Int
  /// Screens shown in each window (multi-window, enum and memory workloads).
  public var screensPerWindow: Int?
  /// Keys of the keyed state (keyed-states workload).
  public var keys: Int?
  /// Listeners of each key (keyed-states workload).
  public var listenersPerKey: Int?
  /// Whether only the changed key's listeners were called (keyed-states workload).
  public var onlyChangedKeyListenersCalled: Bool?
  /// Rows in the list, each with one subscriber (rows and batch workloads).
  public var rows: Int?
  /// Actions in each batch, dispatched as one `ActionBatch` (batch workload); each dispatch of
  /// the row is one batch.
  public var actionsPerBatch: Int?
  /// Row subscribers (batch workload).
  public var subscribers: Int?
  /// Subscriber calls per batch, counted over every timed batch (batch workload).
  public var notificationsPerBatch: Double?
  /// The median nanoseconds per batch divided by its actions (batch workload).
  public var nsPerAction: Double?
  /// How many times the baseline's cost per dispatch this row's is (baseline ÷ this); above 1
  /// means faster than the baseline. In the rows workload, the store's against `select`.
  public var speedupOverBaseline: Double?
  /// How many times the `floor` row's cost per dispatch this row's is (this ÷ floor).
  public var costOverFloor: Double?
  /// How many times the `floor-uuid` row's cost per dispatch this row's is (this ÷ floor-uuid;
  /// multi-window workload): what the row pays beyond finding the window, reducing its screens
  /// and calling the subscribers of the screens that changed.
  public var costOverFloorUUID: Double?
  /// How many times the `app-code` row's cost per dispatch this row's is (this ÷ app-code;
  /// multi-window workload): for the store, its own work on top of the app's code that it runs.
  public var costOverAppCode: Double?
  /// Open-and-close cycles made (memory workload).
  public var cycles: Int?
  /// Resident memory, in bytes, before the cycles (memory workload; absent where it cannot be
  /// read).
  public var residentBytesBefore: Int?
  /// Resident memory, in bytes, after the cycles.
  public var residentBytesAfter: Int?
  /// The resident bytes one open window with its screens and subscribers costs.
  public var bytesPerOpenWindow: Int?
  /// How allocations were counted, or `not counted: ` and why (memory and enum workloads).
  /// Without a count, the allocation fields are absent: no figure is made up.
  public var allocationCounting: String?
  /// Allocations per dispatch of the row's store with 1 window open, the action object made for
  /// each dispatch included: the multi-window store in the memory workload; in the enum
  /// workload, on every row, the enum-action store (`store`) or the class-action store
  /// (`baseline`), whatever the row's window count.
  public var allocationsPerDispatchAt1Window: Double?
  /// Allocations per dispatch of the row's store with 64 windows open, the action object
  /// included; see ``allocationsPerDispatchAt1Window``.
  public var allocationsPerDispatchAt64Windows: Double?
  /// Allocations per dispatch of `floor-uuid` with 64 windows open: 0 unless the count is wrong.
  public var floorUUIDAllocationsPerDispatch: Double?

  /// Sets the row's allocations per dispatch, as counted by a ``MallocCallCounter``.
  ///
  /// - Parameters:
  ///   - at1Window: Allocations per dispatch with 1 window open.
  ///   - at64Windows: Allocations per dispatch with 64 windows open.
  mutating func setAllocations(at1Window: Double, at64Windows: Double) {
    allocationCounting = MallocCallCounter.method
    allocationsPerDispatchAt1Window = at1Window
    allocationsPerDispatchAt64Windows = at64Windows
  }

  /// Makes a row with the fields every workload has.
  ///
  /// - Parameters:
  ///   - workload: The workload's name.
  ///   - implementation: `store`, `baseline`, `floor`, `floor-uuid` or `app-code`.
  ///   - windows: The open windows.
  ///   - timing: What the timer found.
  init(workload: String, implementation: String, windows: Int, timing: Timing) {
    self.workload = workload
    self.implementation = implementation
    self.windows = windows
    self.nsPerDispatch = timing.nanosecondsPerDispatch
    self.dispatchesPerSecond =
      timing.nanosecondsPerDispatch > 0 ? 1e9 / timing.nanosecondsPerDispatch : 0
    self.notificationsPerDispatch = timing.notificationsPerDispatch
    self.repetitions = timing.repetitions
    self.dispatchesPerRepetition = timing.dispatchesPerRepetition
  }
}
