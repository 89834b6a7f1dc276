import Foundation

/// The text `replay --profile` prints of a ``CostProfile``: a line on how many actions have a
/// cost, the slowest actions, then the totals by phase, by middleware and by subscriber type.
///
/// ```text
/// Costs of session.jsonl: 24 actions, each with a cost.
///
/// The 3 slowest actions:
///   position  window  action              total    largest phase
///          9  W1      TodoListAction.add  48.2 µs  subscribers 30.1 µs (TodoCellController)
/// …
/// Totals by phase, over 24 actions:
///   phase        time     share
///   reducers     120 µs   12.3%
/// …
/// ```
///
/// Times have three figures and a unit (`850 ns`, `5.12 µs`, `48.2 µs`, `1.25 ms`), as the
/// inspector's cost column shows them. Names from the file have their control characters spelled
/// out and are cut at ``longestName`` characters, so that a damaged file cannot drive the
/// terminal or spread one line over the screen. The same profile gives the same text.
enum CostProfileReport {
  /// The most characters of a name the tables show; a longer one ends with `…`.
  static let longestName = 60

  /// The report.
  ///
  /// - Parameters:
  ///   - profile: The recording's costs, added up.
  ///   - file: The recording's name, for the first line.
  ///   - slowest: How many of the slowest actions to list.
  /// - Returns: The report's lines, each ending with a line break.
  static func text(_ profile: CostProfile, file: String, slowest: Int) -> String {
    var lines = [heading(profile, file: file), ""]
    let slow = profile.slowest(slowest)
    lines.append(slow.count == 1 ? "The slowest action:" : "The \(slow.count) slowest actions:")
    lines += table(
      ["position", "window", "action", "total", "largest phase"],
      slow.map {
        [String($0.position), $0.window, name($0.label), duration($0.cost.total), largestPhase($0)]
      },
      rightAligned: [0, 3])
    lines += ["", "Totals by phase, over \(count(profile.actions.count)):"]
    let phases = profile.phases
    let rows: [(String, Duration)] = [
      ("reducers", phases.reducers), ("middlewares", phases.middlewares),
      ("subscribers", phases.subscribers), ("listeners", phases.listeners),
      ("other", phases.other), ("all", phases.all),
    ]
    lines += table(
      ["phase", "time", "share"],
      rows.map { [$0.0, duration($0.1), share($0.1, of: phases.all)] }, rightAligned: [1, 2])
    lines.append("  (other: the store's own work between the phases)")
    lines += ["", "Totals by middleware:"]
    lines += totals(profile.middlewares, kind: "middleware", none: "No middleware was timed.")
    lines += ["", "Totals by subscriber type:"]
    lines += totals(
      profile.subscribers, kind: "subscriber type", none: "No subscriber was called.")
    return lines.map { $0 + "\n" }.joined()
  }

  /// `Costs of FILE: N actions, each with a cost.`, or how many have none.
  private static func heading(_ profile: CostProfile, file: String) -> String {
    let start = "Costs of \(name(file)): "
    guard profile.uncostedCount > 0 else {
      return start + count(profile.actionCount)
        + (profile.actionCount == 1 ? ", with a cost." : ", each with a cost.")
    }
    let without = profile.uncostedCount
    return start + "\(profile.actions.count) of \(count(profile.actionCount)) have a cost; "
      + "the \(without) without one \(without == 1 ? "is" : "are") left out."
  }

  private static func count(_ actions: Int) -> String {
    actions == 1 ? "1 action" : "\(actions) actions"
  }

  private static func totals(_ totals: [CostProfile.Total], kind: String, none: String) -> [String]
  {
    guard !totals.isEmpty else { return ["  " + none] }
    return table(
      [kind, "time", "calls"], totals.map { [name($0.name), duration($0.time), String($0.calls)] },
      rightAligned: [1, 2])
  }

  /// The phase that took longest, with the middleware or subscriber type that took longest
  /// within it: `subscribers 30.1 µs (TodoCellController)`. Of two as long, the earlier phase.
  private static func largestPhase(_ action: CostProfile.Action) -> String {
    let cost = action.cost
    let longestMiddleware = cost.middlewares.max { $0.duration < $1.duration }
    let longestSubscriber = cost.subscribers.max { $0.duration < $1.duration }
    let phases: [(String, Duration, String?)] = [
      ("reducers", cost.reducers, nil),
      ("middlewares", cost.allMiddlewares, longestMiddleware?.name),
      ("subscribers", cost.allSubscribers, longestSubscriber?.type),
      ("listeners", cost.listeners, nil),
    ]
    var largest = phases[0]
    for phase in phases.dropFirst() where phase.1 > largest.1 { largest = phase }
    return "\(largest.0) \(duration(largest.1))" + (largest.2.map { " (\(name($0)))" } ?? "")
  }

  /// A time as three figures and a unit: `850 ns`, `5.12 µs`, `48.2 µs`, `1.25 ms`, `2.40 s`.
  ///
  /// - Parameter duration: The time.
  /// - Returns: Its text.
  static func duration(_ duration: Duration) -> String {
    let nanoseconds = duration.wholeNanoseconds
    let units: [(Double, String)] = [(1e9, "s"), (1e6, "ms"), (1e3, "µs")]
    for (scale, unit) in units where Double(nanoseconds) >= scale {
      let value = Double(nanoseconds) / scale
      let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
      return String(format: "%.\(digits)f", value) + " " + unit
    }
    return "\(nanoseconds) ns"
  }

  /// A time's share of the whole, `12.3%`; `-` when the whole is nothing.
  private static func share(_ part: Duration, of whole: Duration) -> String {
    guard whole > .zero else { return "-" }
    let fraction = Double(part.wholeNanoseconds) / Double(whole.wholeNanoseconds)
    return String(format: "%.1f%%", fraction * 100)
  }

  /// A name from the file, its control characters spelled out, cut at ``longestName``.
  private static func name(_ text: String) -> String {
    let visible = VisibleControlCharacters.escaping(text)
    guard visible.count > longestName else { return visible }
    return visible.prefix(longestName - 1) + "…"
  }

  /// Rows under a header, each column as wide as its widest cell, two spaces apart, indented
  /// by two; the columns in `rightAligned` are aligned right.
  private static func table(
    _ header: [String], _ rows: [[String]], rightAligned: Set<Int>
  ) -> [String] {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      let cells = row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return rightAligned.contains(column) ? padding + cell : cell + padding
      }
      let line = "  " + cells.joined(separator: "  ")
      return String(line.reversed().drop { $0 == " " }.reversed())
    }
  }
}
