import Redux

extension Recording {
  /// The costs the recording's lines hold, by the action's position; an action whose line has
  /// no cost is not in it. The page and the DevTools file show these; nothing replays by them.
  package var costsByPosition: [Int: ActionCost] {
    var costs: [Int: ActionCost] = [:]
    for action in actions {
      if let cost = action.cost { costs[action.position] = cost }
    }
    return costs
  }
}
