/// The benchmark's results as the table `redux-bench` prints: one section per workload, then
/// the targets' verdicts.
struct BenchTable {
  /// The rows to show.
  var rows: [BenchRow]
  /// The verdicts to show under them.
  var verdicts: [TargetVerdict]
  /// Lines describing the run: machine, build, seed.
  var header: [String]

  /// The table's lines.
  var lines: [String] {
    var lines = header
    for section in Self.sections {
      let sectionRows = rows.filter { $0.workload == section.workload }
      guard !sectionRows.isEmpty else { continue }
      lines += ["", section.title]
      lines += Self.columns(section.columns, sectionRows)
      lines += section.notes.map { "  " + $0 }
      lines += section.summary(sectionRows)
    }
    lines += ["", "Targets:"]
    lines += verdicts.map { "  " + $0.line }
    return lines
  }

  /// A column of a section: its heading and how a row fills it.
  private struct Column: Sendable {
    let heading: String
    let value: @Sendable (BenchRow) -> String
  }

  private struct Section: Sendable {
    let workload: String
    let title: String
    let columns: [Column]
    /// Lines under the rows, saying what the implementations are.
    var notes: [String] = []
    /// Lines under the notes, with figures read from the section's rows.
    var summary: @Sendable ([BenchRow]) -> [String] = { _ in [] }
  }

  private static let sections = [
    Section(
      workload: MultiWindowWorkload.name,
      title: "Multi-window: 5 screens and 5 screen subscribers per window; each action for one "
        + "random window and screen",
      columns: [
        Column(heading: "implementation") { $0.implementation },
        Column(heading: "windows") { "\($0.windows)" },
      ] + timingColumns + [
        Column(heading: "vs baseline") { speedup($0) },
        Column(heading: "vs floor-uuid") { row in
          row.costOverFloorUUID.map { BenchNumberFormat.ratio($0) + "×" } ?? ""
        },
        Column(heading: "vs app-code") { row in
          row.costOverAppCode.map { BenchNumberFormat.ratio($0) + "×" } ?? ""
        },
      ],
      notes: [
        "baseline: the wiki's algorithm. floor: no store, nothing allocated; the window found by "
          + "index. floor-uuid: the same, the window found by its WindowUUID.",
        "app-code: no store; the store row's own app code (its screen reducers, action objects "
          + "and subscribers) alone, the window found by its WindowUUID.",
        "Both floors and app-code were checked to make exactly the store's subscriber calls "
          + "before timing.",
      ]),
    Section(
      workload: EnumActionsWorkload.name,
      title: "Enum actions: the multi-window workload, each action an enum dispatched with "
        + "dispatch(_:forWindowUUID:)",
      columns: [
        Column(heading: "implementation") { $0.implementation },
        Column(heading: "windows") { "\($0.windows)" },
      ] + timingColumns + [costOverBaseline(heading: "vs class actions")],
      notes: [
        "store: every action an enum (ModernAction), every reducer typed (reducer(handling:), "
          + "inPlaceReducer(handling:)). baseline: the same store with action objects matched "
          + "by actionType(as:), the multi-window store.",
        "The enum-action store was checked to make exactly the class-action store's subscriber "
          + "calls before timing; the two dispatch the same actions in batches of the same size.",
      ],
      summary: enumAllocationLines),
    Section(
      workload: RowsWorkload.name,
      title: "Rows: a list in one screen of one window, one subscriber per row; each action "
        + "changes one random row",
      columns: [
        Column(heading: "implementation") { $0.implementation },
        Column(heading: "rows") { row in
          row.rows.map { BenchNumberFormat.grouped(Double($0)) } ?? ""
        },
      ] + timingColumns + [
        Column(heading: "vs select") { speedup($0) },
        Column(heading: "vs floor") { row in
          guard row.implementation != BenchImplementation.floor else { return "" }
          return row.costOverFloor.map { BenchNumberFormat.ratio($0) + "×" } ?? ""
        },
        Column(heading: "vs app-code") { row in
          row.costOverAppCode.map { BenchNumberFormat.ratio($0) + "×" } ?? ""
        },
      ],
      notes: [
        "store: row subscriptions (.row(_:of:in:)), an in-place app reducer. select: the same "
          + "store, each subscriber store-wide (.store) selecting its row, repeats skipped.",
        "floor: no store; a dictionary from id to the row and its subscriber, the changed row's "
          + "subscriber called directly. select and floor were checked to make exactly the "
          + "store's subscriber calls before timing.",
        "unchanged: the store of the store row, each action naming a random row and changing "
          + "nothing: the store's own work for any action, before a row is touched.",
        "app-code: no store; the store row's own app code (action objects, the list's reducer, "
          + "the rows' revisions) calling the changed row's subscriber, the window found by its "
          + "WindowUUID. Checked to make the store's subscriber calls before timing.",
      ]),
    Section(
      workload: BatchWorkload.name,
      title: "Batch: one subscriber per row; each dispatch an ActionBatch of actions that each "
        + "change one random row",
      columns: [
        Column(heading: "implementation") { $0.implementation },
        Column(heading: "subscribers") { row in row.subscribers.map { "\($0)" } ?? "" },
        Column(heading: "actions/batch") { row in
          row.actionsPerBatch.map { BenchNumberFormat.grouped(Double($0)) } ?? ""
        },
        Column(heading: "ns/batch") { BenchNumberFormat.nanoseconds($0.nsPerDispatch) },
        Column(heading: "ns/action") { row in
          row.nsPerAction.map { BenchNumberFormat.nanoseconds($0) } ?? ""
        },
        Column(heading: "notifications/batch") { row in
          row.notificationsPerBatch.map { BenchNumberFormat.perDispatch($0) } ?? ""
        },
      ],
      notes: [
        "store: row subscriptions, each batch made of fresh Action objects and dispatched as one "
          + "ActionBatch: reduced action by action, published once."
      ]),
    Section(
      workload: KeyedStatesWorkload.name,
      title: "Keyed states: listeners on every key; each action changes one random key",
      columns: [
        Column(heading: "implementation") { $0.implementation },
        Column(heading: "keys") { row in row.keys.map { "\($0)" } ?? "" },
        Column(heading: "listeners/key") { row in row.listenersPerKey.map { "\($0)" } ?? "" },
      ] + timingColumns + [
        costOverBaseline(heading: "vs single key"),
        Column(heading: "vs floor") { row in
          row.costOverFloor.map { BenchNumberFormat.ratio($0) + "×" } ?? ""
        },
      ],
      notes: [
        "baseline: a store with a single key. floor: no store; a dictionary of each key's "
          + "counter and listeners, the changed key's listeners called directly."
      ]),
    Section(
      workload: MemoryWorkload.name,
      title: "Memory: open a window, show 5 screens with a subscriber each, close it",
      columns: [
        Column(heading: "implementation") { $0.implementation },
        Column(heading: "cycles") { row in
          row.cycles.map { BenchNumberFormat.grouped(Double($0)) } ?? ""
        },
      ] + timingColumns,
      summary: { rows in rows.first.map { residentMemoryLines($0) + allocationLines($0) } ?? [] }),
  ]

  private static let timingColumns = [
    Column(heading: "ns/dispatch") { BenchNumberFormat.nanoseconds($0.nsPerDispatch) },
    Column(heading: "dispatches/s") { BenchNumberFormat.grouped($0.dispatchesPerSecond) },
    Column(heading: "notifications/dispatch") {
      BenchNumberFormat.perDispatch($0.notificationsPerDispatch)
    },
  ]

  /// A column of each row's cost as a multiple of its baseline's; empty for the baseline.
  private static func costOverBaseline(heading: String) -> Column {
    Column(heading: heading) { row in
      guard row.implementation != BenchImplementation.baseline else { return "" }
      return row.speedupOverBaseline.map { BenchNumberFormat.ratio(1 / $0) + "× the cost" } ?? ""
    }
  }

  private static func speedup(_ row: BenchRow) -> String {
    guard row.implementation != BenchImplementation.baseline, let speedup = row.speedupOverBaseline
    else { return "" }
    return speedup >= 1
      ? BenchNumberFormat.ratio(speedup) + "× faster"
      : BenchNumberFormat.ratio(1 / speedup) + "× slower"
  }

  /// Lays rows out in aligned columns: text left, numbers right.
  private static func columns(_ columns: [Column], _ rows: [BenchRow]) -> [String] {
    let cells = [columns.map(\.heading)] + rows.map { row in columns.map { $0.value(row) } }
    let widths = columns.indices.map { index in cells.map { $0[index].count }.max() ?? 0 }
    return cells.map { line in
      var text = ""
      for (index, cell) in line.enumerated() {
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        text += index == 0 ? "  " + cell + padding : "  " + padding + cell
      }
      return text
    }
  }

  private static func residentMemoryLines(_ row: BenchRow) -> [String] {
    guard let before = row.residentBytesBefore, let after = row.residentBytesAfter else {
      return ["  resident memory: not available on this platform"]
    }
    var lines = [
      "  resident memory before: \(BenchNumberFormat.bytes(before)), after: "
        + "\(BenchNumberFormat.bytes(after)) (\(BenchTargets.formatBytes(after - before)))"
    ]
    if let perWindow = row.bytesPerOpenWindow {
      lines.append(
        "  one open window with its 5 screens and subscribers: about "
          + BenchNumberFormat.bytes(perWindow))
    }
    return lines
  }

  private static func allocationLines(_ row: BenchRow) -> [String] {
    guard let counts = allocations(row) else { return allocationsNotCounted(row) }
    var line = "  allocations per dispatch, the action object included: store \(counts)"
    if let floor = row.floorUUIDAllocationsPerDispatch {
      line += "; floor-uuid \(BenchNumberFormat.allocations(floor)) at 64 windows"
    }
    return [line, "  (\(row.allocationCounting ?? ""))"]
  }

  /// The allocation counts of the enum workload: its store's, then its baseline's.
  private static func enumAllocationLines(_ rows: [BenchRow]) -> [String] {
    let enumStore = rows.first { $0.implementation == BenchImplementation.store }
    let classStore = rows.first { $0.implementation == BenchImplementation.baseline }
    guard let enumStore, let classStore else { return [] }
    guard let enumCounts = allocations(enumStore), let classCounts = allocations(classStore) else {
      return allocationsNotCounted(enumStore)
    }
    return [
      "  allocations per dispatch, the Action object included: enum actions \(enumCounts); "
        + "class actions \(classCounts)",
      "  (\(enumStore.allocationCounting ?? ""))",
    ]
  }

  /// A row's allocations per dispatch at 1 and 64 windows, as words; `nil` when not counted.
  private static func allocations(_ row: BenchRow) -> String? {
    guard let one = row.allocationsPerDispatchAt1Window,
      let many = row.allocationsPerDispatchAt64Windows
    else { return nil }
    return "\(BenchNumberFormat.allocations(one)) at 1 window, "
      + "\(BenchNumberFormat.allocations(many)) at 64 windows"
  }

  private static func allocationsNotCounted(_ row: BenchRow) -> [String] {
    ["  allocations per dispatch: n/a (\(row.allocationCounting ?? "not counted"))"]
  }
}
