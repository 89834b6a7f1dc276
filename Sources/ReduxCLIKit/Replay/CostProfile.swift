import Redux
import ReduxDevTools

/// What the costs of a recording add up to, for `replay --profile`: each action with a cost,
/// the totals by phase, and the totals by middleware and by subscriber type.
///
/// It reads the costs the recording's lines hold, as they were measured in the session, and
/// decides nothing by them. Its windows are numbered by `replay` itself
/// (``ReplayCommand/windowNumbers(replaying:from:)``), which never reads a cost. Every order it
/// gives is the same for the same recording: slowest first, ties by position; names by time, ties
/// by the order they first appear.
struct CostProfile {
  /// An action of the recording that has a cost.
  struct Action {
    /// The action's position in the session.
    let position: Int
    /// Its window, by the number `replay` draws on its box (`W1` for "window 1"), `all` for an
    /// action for every window, or the start of its id (`BFF833EE`) for a window `replay` never
    /// numbered, as no action opened it.
    let window: String
    /// What it is, as the inspector's action list shows it (`TodoListAction.add`).
    let label: String
    /// What it cost.
    let cost: ActionCost
  }

  /// The time and calls of one middleware or subscriber type, over the whole recording.
  struct Total: Equatable {
    /// The middleware's name, or the subscriber's type.
    let name: String
    /// The time in it.
    var time: Duration
    /// How many times it ran: the actions a middleware was timed for, or the subscriptions of
    /// the type the store called.
    var calls: Int
  }

  /// The time of each phase, over the actions with a cost.
  struct Phases: Equatable {
    var reducers: Duration = .zero
    var middlewares: Duration = .zero
    var subscribers: Duration = .zero
    var listeners: Duration = .zero
    /// The store's own work between the phases: each action's total less its phases, when
    /// that is more than nothing.
    var other: Duration = .zero
    /// The actions' totals.
    var all: Duration = .zero
  }

  /// How many actions the recording holds.
  let actionCount: Int
  /// The actions with a cost, in the order of the session.
  let actions: [Action]
  /// The phases' times.
  let phases: Phases
  /// The middlewares' times, longest first.
  let middlewares: [Total]
  /// The subscriber types' times, longest first.
  let subscribers: [Total]

  /// How many actions have no cost.
  var uncostedCount: Int { actionCount - actions.count }

  /// Adds up a recording's costs.
  ///
  /// - Parameters:
  ///   - recording: The recording, read.
  ///   - windowNumbers: The number `replay` gives each window of the recording
  ///     (``ReplayCommand/windowNumbers(replaying:from:)``).
  init(_ recording: Recording, windowNumbers: [WindowUUID: Int]) {
    var actions: [Action] = []
    var phases = Phases()
    var middlewares = TotalTable()
    var subscribers = TotalTable()
    for recorded in recording.actions {
      guard let cost = recorded.cost else { continue }
      let window = recorded.windowUUID
      actions.append(
        Action(
          position: recorded.position,
          window: window.isUnavailable
            ? "all" : windowNumbers[window].map { "W\($0)" } ?? window.shortDescription,
          label: recorded.label, cost: cost))
      phases.reducers += cost.reducers
      phases.middlewares += cost.allMiddlewares
      phases.subscribers += cost.allSubscribers
      phases.listeners += cost.listeners
      phases.other += max(
        .zero,
        cost.total - cost.reducers - cost.allMiddlewares - cost.allSubscribers
          - cost.listeners)
      phases.all += cost.total
      for middleware in cost.middlewares {
        middlewares.add(middleware.name, time: middleware.duration, calls: 1)
      }
      for subscriber in cost.subscribers {
        subscribers.add(subscriber.type, time: subscriber.duration, calls: subscriber.calls)
      }
    }
    self.actionCount = recording.actions.count
    self.actions = actions
    self.phases = phases
    self.middlewares = middlewares.longestFirst
    self.subscribers = subscribers.longestFirst
  }

  /// The slowest actions, slowest first; of two as slow, the earlier first.
  ///
  /// - Parameter count: How many at most.
  /// - Returns: The actions.
  func slowest(_ count: Int) -> [Action] {
    let sorted = actions.sorted {
      $0.cost.total != $1.cost.total ? $0.cost.total > $1.cost.total : $0.position < $1.position
    }
    return Array(sorted.prefix(count))
  }
}

/// Times and calls by name, in the order the names first appear.
private struct TotalTable {
  private var totals: [CostProfile.Total] = []
  private var indices: [String: Int] = [:]

  mutating func add(_ name: String, time: Duration, calls: Int) {
    if let index = indices[name] {
      totals[index].time += time
      totals[index].calls = CallCount.sum(totals[index].calls, calls)
    } else {
      indices[name] = totals.count
      totals.append(CostProfile.Total(name: name, time: time, calls: calls))
    }
  }

  /// The totals, longest first; of two as long, the one that appeared first.
  var longestFirst: [CostProfile.Total] {
    totals.enumerated().sorted {
      $0.element.time != $1.element.time ? $0.element.time > $1.element.time : $0.offset < $1.offset
    }.map(\.element)
  }
}
