/// Why a ``StoreHistory`` refused to move: the store and the history are left as they were.
public enum TimeTravelError: Error, Equatable, CustomStringConvertible {
  /// The position asked for is not in the history: before the earliest one it keeps, or after
  /// the latest one.
  case positionOutOfRange(requested: Int, earliest: Int, latest: Int)
  /// The store was processing an action, so a jump would have been queued behind it.
  case storeBusy

  /// A sentence that says what went wrong.
  public var description: String {
    switch self {
    case .positionOutOfRange(let requested, let earliest, let latest):
      let side =
        requested < earliest
        ? "before the earliest one kept (\(earliest))" : "after the latest one (\(latest))"
      return "Position \(requested) is not in the history: it is \(side); "
        + "the history holds positions \(earliest) to \(latest)."
    case .storeBusy:
      return "The store is processing an action; travel in time from the main actor once it is "
        + "done, not from a reducer, middleware or subscriber."
    }
  }
}
