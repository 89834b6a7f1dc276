extension SubscriberLane {
  /// The entries of a lane that hear a state, decided a batch of up to 64 at a time; see
  /// ``SubscriberLane/notifyEntries(of:version:windowRevisions:everyEntry:delivery:)``.
  @usableFromInline
  struct DueEntries {
    /// One bit of ``due`` per entry.
    @usableFromInline static var size: Int { UInt64.bitWidth }

    @usableFromInline var start = 0
    /// The entries in the lane when the notification began; `nil` until the first batch.
    @usableFromInline var end: Int?
    /// Due entries not yet taken: bit `i` stands for the entry at `start + i`.
    @usableFromInline var due: UInt64 = 0

    @inlinable
    init() {}

    @inlinable
    var hasNextBatch: Bool {
      guard let end else { return true }
      return start + Self.size < end
    }

    /// Decides which entries of the next batch hear the state, updating the screen gates. Calls
    /// no subscriber and no pipeline; the only app code it runs is a screen lookup, after the
    /// window's layout changed (the app's `activeScreens` getter and its screens' `==`), which
    /// must not subscribe or unsubscribe: the roster is being changed, and the exclusivity check
    /// would stop the app.
    ///
    /// When some are due, marks the notification under way (entries that end from now on leave
    /// when it is over) and returns the lane's entries for the calls; `nil` otherwise.
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

    @inlinable
    var hasDueEntries: Bool {
      due != 0
    }

    @inlinable
    mutating func takeNext() -> Int? {
      guard due != 0 else { return nil }
      let index = start + due.trailingZeroBitCount
      due &= due &- 1
      return index
    }
  }
}
