extension SubscriberLane {
  /// The entries of a lane that hear a state, decided a batch of up to 64 at a time.
  ///
  /// A lane's notification decides each batch in one access to the lane's marks (safe Swift
  /// checks every access to a class's stored property at run time), then calls the entries of
  /// the batch that are due, in order; see
  /// ``SubscriberLane/notifyEntries(of:version:windowRevisions:everyEntry:)``.
  @usableFromInline
  struct DueEntries {
    /// The number of entries a batch covers: one bit of ``due`` each.
    @usableFromInline static var size: Int { UInt64.bitWidth }

    /// The position of the batch's first entry.
    @usableFromInline var start = 0
    /// The number of entries the notification visits: those in the lane when it began. `nil`
    /// until the first batch is decided.
    @usableFromInline var end: Int?
    /// The batch's due entries not yet taken: bit `i` stands for the entry at `start + i`.
    @usableFromInline var due: UInt64 = 0

    /// Makes a notification's batches, none decided yet.
    @inlinable
    init() {}

    /// Whether a batch is left to decide; answered without the lane's marks.
    @inlinable
    var hasNextBatch: Bool {
      guard let end else { return true }
      return start + Self.size < end
    }

    /// Decides the next batch: which of its entries hear the state, updating the gates of the
    /// screen subscriptions as a notification does. Calls no subscriber and no pipeline; the
    /// only code of the app's it runs is a screen lookup, for a gate whose window's layout
    /// changed (the app's `activeScreens` getter and its screens' `==`), which must not subscribe
    /// or unsubscribe: the roster is being changed, and the exclusivity check would stop the
    /// app.
    ///
    /// When entries of the batch are due, the notification is marked under way (entries that end
    /// from now on leave the lane when it is over) and the entries are returned for the calls.
    ///
    /// - Parameters:
    ///   - roster: The lane's roster, accessed once for the whole batch.
    ///   - state: The new state.
    ///   - version: Its version: entries that joined at it already have it.
    ///   - windowRevisions: The revisions of the lane's window's screens, when known.
    ///   - everyEntry: Whether screen subscriptions hear the state whatever their screen did.
    /// - Returns: The lane's entries when some of the batch are due; `nil` otherwise.
    @inlinable
    @MainActor
    mutating func decideNext(
      in roster: inout Roster, state: State, version: Int, windowRevisions: WindowRevisions?,
      everyEntry: Bool
    ) -> [Entry]? {
      due = 0
      if end == nil {
        end = roster.marks.count
      } else {
        start += Self.size
      }
      // Entries added during the notification lie past `end` and are not visited.
      let batchEnd = min(start + Self.size, end ?? 0, roster.marks.count)
      guard start < batchEnd else { return nil }
      for index in start..<batchEnd {
        let mark = roster.marks[index]
        guard mark.isActive, mark.joinedAtVersion != version else { continue }
        if var gate = mark.gate {
          let changed: Bool
          if let answer = gate.screenChanged(given: windowRevisions) {
            changed = answer
            // The gate learnt something only when its screen changed.
            if answer { roster.marks[index].gate = gate }
          } else {
            // The gate looked its screen up: it knows the new layout, changed or not.
            changed =
              roster.locators[index].map { gate.screenChanged(found: $0.locate(in: state)) }
              ?? true
            roster.marks[index].gate = gate
          }
          guard changed || everyEntry else { continue }
        }
        due |= 1 &<< UInt64(index - start)
      }
      guard due != 0 else { return nil }
      roster.notification.isUnderWay = true
      return roster.entries
    }

    /// Whether the batch has due entries left.
    @inlinable
    var hasDueEntries: Bool {
      due != 0
    }

    /// Takes the position of the batch's next due entry, or `nil` when none is left.
    @inlinable
    mutating func takeNext() -> Int? {
      guard due != 0 else { return nil }
      let index = start + due.trailingZeroBitCount
      due &= due &- 1
      return index
    }
  }
}
