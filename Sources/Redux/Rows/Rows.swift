/// The rows of a list in a state, in order and keyed by a stable id: todos, tabs, downloads.
///
/// `Rows` keeps its elements as an array does, with a dictionary from id to position beside it,
/// so that finding, updating and removing a row by its id does not search the list. Every row that
/// an operation adds or changes takes a fresh revision, as a screen does: a subscription to one row
/// (``SubscriptionScope/row(_:of:)``) then learns which rows an action changed without comparing
/// the others, and a dispatch costs what the action changed, however long the list.
///
/// ```swift
/// struct TodoListState: ScreenState {
///   var items = Rows<TodoItem>()
/// }
///
/// state.items.append(TodoItem(id: id, title: "Buy milk"))
/// state.items.update(id: id) { $0.isDone = true }
/// state.items.remove(id: id)
/// ```
///
/// Two rows never share an id: adding a row whose id is taken stops the app with a message naming
/// the id, as `Dictionary(uniqueKeysWithValues:)` does, and decoding such a list throws. Ids must
/// not change: to give a row a new id, remove it and add the new one.
///
/// `Rows` encodes as a plain array of its rows, compares by its rows, and shows as a list in the
/// logger's diff, in recordings and in the inspector. Revisions are not part of its value.
public struct Rows<Row: Identifiable> {
  @usableFromInline var elements: [Row]
  /// The revision of each row, at the row's position.
  @usableFromInline var revisions: [UInt64]
  @usableFromInline var offsets: [Row.ID: Int]
  @usableFromInline var changes: RowChangeLog<Row.ID>

  /// Makes an empty list.
  public init() {
    elements = []
    revisions = []
    offsets = [:]
    changes = RowChangeLog(start: 0)
  }

  /// Makes a list of rows, in order.
  ///
  /// - Parameter rows: The rows. Two rows with one id stop the app; rows from outside the app
  ///   are made with ``init(validating:)``.
  public init(_ rows: some Sequence<Row>) {
    do {
      try self.init(validating: rows)
    } catch {
      preconditionFailure("Rows: \(error)")
    }
  }

  /// Makes a list of rows that may share ids, such as rows a server sent or a file held, in
  /// order; refuses them when two share one.
  ///
  /// - Parameter rows: The rows.
  /// - Throws: ``DuplicateRowIDError`` naming the first id found twice.
  public init(validating rows: some Sequence<Row>) throws(DuplicateRowIDError) {
    self.init()
    elements = Array(rows)
    offsets.reserveCapacity(elements.count)
    for (offset, row) in elements.enumerated() {
      guard offsets.updateValue(offset, forKey: row.id) == nil else {
        throw DuplicateRowIDError(id: row.id)
      }
    }
    revisions = Self.freshRevisions(elements.count)
    changes = RowChangeLog(start: revisions.last ?? 0)
  }

  /// The ids of the rows, in order.
  public var ids: [Row.ID] {
    elements.map(\.id)
  }

  /// Whether a row has the id.
  ///
  /// - Parameter id: The id.
  /// - Returns: `true` when one of the rows has it.
  @inlinable
  public func contains(id: Row.ID) -> Bool {
    offsets[id] != nil
  }

  /// The position of the row with the id.
  ///
  /// - Parameter id: The id.
  /// - Returns: The row's index, or `nil` when no row has the id.
  @inlinable
  public func index(id: Row.ID) -> Int? {
    offsets[id]
  }

  /// The row with an id, or `nil`. Setting a row updates the row with that id, or appends it when
  /// there is none; setting `nil` removes the row.
  ///
  /// - Parameter id: The id. A row set through it must have that id.
  @inlinable
  public subscript(id id: Row.ID) -> Row? {
    get {
      offsets[id].map { elements[$0] }
    }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      precondition(
        newValue.id == id, "Rows[id: \(id)] was set to a row whose id is \(newValue.id).")
      if let offset = offsets[id] {
        elements[offset] = newValue
        markChanged(at: offset)
      } else {
        append(newValue)
      }
    }
  }

  /// Adds a row at the end.
  ///
  /// - Parameter row: The row. Its id must not be taken.
  public mutating func append(_ row: Row) {
    insert(row, at: elements.count)
  }

  /// Adds a row at a position, moving the rows from there on down by one.
  ///
  /// - Parameters:
  ///   - row: The row. Its id must not be taken.
  ///   - index: Where the row goes, from 0 to ``count``.
  public mutating func insert(_ row: Row, at index: Int) {
    precondition(
      offsets[row.id] == nil,
      "Rows: a row with the id \(row.id) is already in the list; update it instead of adding it.")
    precondition(index >= 0 && index <= elements.count, "Rows.insert: index \(index) out of range")
    elements.insert(row, at: index)
    revisions.insert(0, at: index)
    renumber(from: index)
    markChanged(at: index)
  }

  /// Changes the row with an id in place.
  ///
  /// When `change` throws, what it changed before throwing stays, as with any `inout` argument,
  /// and counts as a change of the row: its revision moves, and its subscriptions hear it.
  ///
  /// - Parameters:
  ///   - id: The row's id.
  ///   - change: Changes the row; it must keep its id.
  /// - Returns: `false` when no row has the id (nothing changes).
  @inlinable
  @discardableResult
  public mutating func update(id: Row.ID, _ change: (inout Row) throws -> Void) rethrows -> Bool {
    guard let offset = offsets[id] else { return false }
    // Also when `change` throws: a row changed without a new revision would be one that the
    // row lanes and the logger's diff take for unchanged.
    defer {
      precondition(
        elements[offset].id == id,
        "Rows.update changed the id of row \(id); remove the row and add one with the new id.")
      markChanged(at: offset)
    }
    try change(&elements[offset])
    return true
  }

  /// Removes the row with an id.
  ///
  /// - Parameter id: The id.
  /// - Returns: The removed row, or `nil` when no row had the id.
  @discardableResult
  public mutating func remove(id: Row.ID) -> Row? {
    guard let offset = offsets.removeValue(forKey: id) else { return nil }
    let row = elements.remove(at: offset)
    revisions.remove(at: offset)
    renumber(from: offset)
    changes.record(RevisionClock.reserve(1), id)
    return row
  }

  /// Removes every row that `shouldBeRemoved` picks, keeping the others in order.
  ///
  /// - Parameter shouldBeRemoved: Returns `true` for a row to remove.
  public mutating func removeAll(where shouldBeRemoved: (Row) throws -> Bool) rethrows {
    var removed: [Row.ID] = []
    for row in elements where try shouldBeRemoved(row) {
      removed.append(row.id)
    }
    guard !removed.isEmpty else { return }
    for id in removed {
      offsets.removeValue(forKey: id)
    }
    var kept = 0
    for offset in elements.indices where offsets[elements[offset].id] != nil {
      elements.swapAt(kept, offset)
      revisions.swapAt(kept, offset)
      kept += 1
    }
    elements.removeLast(elements.count - kept)
    revisions.removeLast(revisions.count - kept)
    renumber(from: 0)
    let first = RevisionClock.reserve(removed.count)
    for (step, id) in removed.enumerated() {
      changes.record(first + UInt64(step), id)
    }
  }

  /// Moves the row with an id to a new position. The row itself does not change, so its
  /// subscriptions hear nothing.
  ///
  /// - Parameters:
  ///   - id: The row's id.
  ///   - index: Its new position, from 0 to ``count`` − 1.
  /// - Returns: `false` when no row has the id (nothing moves).
  @discardableResult
  public mutating func move(id: Row.ID, to index: Int) -> Bool {
    guard let offset = offsets[id] else { return false }
    precondition(index >= 0 && index < elements.count, "Rows.move: index \(index) out of range")
    let row = elements.remove(at: offset)
    let revision = revisions.remove(at: offset)
    elements.insert(row, at: index)
    revisions.insert(revision, at: index)
    renumber(from: Swift.min(offset, index))
    return true
  }

  /// Gives the row at `offset` a fresh revision, and notes the change.
  @inlinable
  mutating func markChanged(at offset: Int) {
    let revision = RevisionClock.reserve(1)
    revisions[offset] = revision
    changes.record(revision, elements[offset].id)
  }

  private mutating func renumber(from start: Int) {
    for offset in start..<elements.count {
      offsets[elements[offset].id] = offset
    }
  }

  static func freshRevisions(_ count: Int) -> [UInt64] {
    guard count > 0 else { return [] }
    let first = RevisionClock.reserve(count)
    return (0..<count).map { first + UInt64($0) }
  }
}

extension Rows: Sendable where Row: Sendable, Row.ID: Sendable {}

extension Rows: Equatable where Row: Equatable {
  /// Two lists are equal when they hold equal rows in the same order; revisions do not count.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension Rows: ExpressibleByArrayLiteral {
  /// Makes a list of the rows of an array literal.
  ///
  /// - Parameter rows: The rows. Two rows with one id stop the app.
  public init(arrayLiteral rows: Row...) {
    self.init(rows)
  }
}

extension Rows: CustomStringConvertible {
  /// The rows, as an array describes them.
  public var description: String {
    elements.description
  }
}

extension Rows: CustomReflectable {
  /// The rows as a list, so that the logger's diff and debuggers show them as they would an array.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
  }
}
