/// The field-by-field difference between two values of the same type, found by reflection.
///
/// `StateDiff` walks both values with `Mirror` and lists every leaf that differs, with a path that
/// says where it is and a readable description of each side:
///
/// ```swift
/// let diff = StateDiff(from: oldState, to: newState)
/// for change in diff.changes {
///   print(change)  // todoList.items[0].isDone: false → true
/// }
/// ```
///
/// How values are compared:
///
/// - structs, classes and tuples field by field, by label (unlabeled tuple elements as `0`, `1`);
/// - arrays and other collections index by index, once the elements that are the same on both
///   sides at the start and at the end are skipped; an extra element on one side is a change with
///   `nil` for the other, so one element inserted or removed anywhere is one change at its index;
///   ``Rows`` (and a window's screens) find those ends by their revisions, comparing only the
///   rows whose revisions differ, so a long list costs what changed in it;
/// - dictionaries key by key, and sets member by member (reporting members added or removed), in
///   the order of the descriptions;
/// - optionals are unwrapped: `nil` on one side only is a change at the optional's path;
/// - enums: a different case is one change at the enum's path, with both full descriptions; the
///   same case is compared payload by payload, under `.caseName`;
/// - strings, numbers, `Bool` (and other `LosslessStringConvertible` types), `UUID`, `Date`, `URL`,
///   `Decimal`, `Data`, ``WindowUUID`` and values without children are leaves, compared whole by
///   their descriptions.
///
/// `Equatable` values are compared with `==` first, which skips unchanged parts quickly and
/// respects a type's own equality (an array of them matches its ends with `==`, without
/// reflection); if `==` says two values differ but no field does, they are one change. The walk
/// stops at class instances already being compared further up (reference cycles) and below a
/// depth of 32, comparing values there by their descriptions. ``renderedAsChangeList()`` renders
/// a diff for logs, ``renderedAsUnifiedDiff(oldTitle:newTitle:)`` for "expected versus actual".
public struct StateDiff: Sendable, Equatable {
  /// One leaf that differs between the old and the new value.
  ///
  /// The ``path`` names the leaf from the top of the compared value, the way it would be
  /// written in Swift, with a few additions:
  ///
  /// - `todoList.items[2].isDone`: properties and array indices;
  /// - `counts["home"]`: a dictionary entry, with the key's description;
  /// - `tags{"urgent"}`: a set member, with the member's description;
  /// - `status.loaded.count`: the payload `count` of the case `loaded` of the enum `status`.
  ///
  /// The path is empty when the compared values are themselves leaves. ``old`` and ``new`` are
  /// one-line descriptions: strings and characters quoted, enum cases with a dot
  /// (`.loaded(count: 3)`), dictionaries and sets sorted, optionals unwrapped or `nil`. A side is
  /// `nil` where the leaf does not exist, such as an array element past the end of the shorter one.
  public struct Change: Sendable, Equatable, CustomStringConvertible {
    /// Where the leaf is, such as `todoList.items[0].isDone`; empty for the whole value.
    public var path: String

    /// The old (expected) value's description, or `nil` when the leaf did not exist before.
    public var old: String?

    /// The new (actual) value's description, or `nil` when the leaf no longer exists.
    public var new: String?

    /// Makes a change, for example to compare with ``StateDiff/changes`` in a test.
    ///
    /// ```swift
    /// #expect(diff.changes == [.init(path: "count", old: "1", new: "2")])
    /// ```
    ///
    /// - Parameters:
    ///   - path: Where the leaf is; empty for the whole value.
    ///   - old: The old value's description, or `nil` when the leaf did not exist.
    ///   - new: The new value's description, or `nil` when the leaf no longer exists.
    public init(path: String, old: String?, new: String?) {
      self.path = path
      self.old = old
      self.new = new
    }

    /// The change on one line, `path: old → new`; a missing side is shown as `(none)`, an empty
    /// path as `(root)`.
    public var description: String {
      let place = path.isEmpty ? "(root)" : path
      return "\(place): \(old ?? "(none)") → \(new ?? "(none)")"
    }
  }

  /// Every leaf that differs, in the order the fields are declared (collections by index,
  /// dictionaries and sets by description).
  public let changes: [Change]

  /// The differences as a tree, kept for ``renderedAsUnifiedDiff(oldTitle:newTitle:)``.
  let root: Node

  /// Whether the two values have no difference.
  public var isEmpty: Bool { changes.isEmpty }

  /// Compares two values of the same type.
  ///
  /// - Parameters:
  ///   - old: The value before, or the expected value.
  ///   - new: The value after, or the actual value.
  public init<T>(from old: T, to new: T) {
    self.init(from: old, to: new, maximumDepth: 32)
  }

  init<T>(from old: T, to new: T, maximumDepth: Int) {
    var comparison = ValueComparison(maximumDepth: maximumDepth)
    root = comparison.compare(old, new, depth: 0)
    changes = root.changes(at: [])
  }
}

extension StateDiff {
  enum PathSegment: Sendable, Equatable {
    case field(String)
    case index(Int)
    case key(String)
    case member(String)
    case enumCase(String)

    var label: String {
      switch self {
      case .field(let name): name
      case .index(let index): "[\(index)]"
      case .key(let key): "[\(key)]"
      case .member(let member): "{\(member)}"
      case .enumCase(let name): ".\(name)"
      }
    }

    static func path(of segments: [PathSegment]) -> String {
      segments.reduce(into: "") { path, segment in segment.extend(&path) }
    }

    /// Appends the segment to the path of its parent, as ``path(of:)`` writes it.
    func extend(_ path: inout String) {
      if case .field = self, !path.isEmpty {
        path += "."
      }
      path += label
    }
  }

  enum Node: Sendable, Equatable {
    case unchanged
    /// A `nil` side does not exist.
    case replaced(old: String?, new: String?)
    case nested([Entry])

    func changes(at segments: [PathSegment]) -> [Change] {
      var changes: [Change] = []
      collectChanges(at: PathSegment.path(of: segments), into: &changes)
      return changes
    }

    /// Appends the changes below a node whose path is `path`, in order.
    private func collectChanges(at path: String, into changes: inout [Change]) {
      switch self {
      case .unchanged:
        return
      case .replaced(let old, let new):
        changes.append(Change(path: path, old: old, new: new))
      case .nested(let entries):
        for case .child(let segment, let node) in entries {
          var childPath = path
          segment.extend(&childPath)
          node.collectChanges(at: childPath, into: &changes)
        }
      }
    }
  }

  enum Entry: Sendable, Equatable {
    /// A run of consecutive children that are the same on both sides.
    case unchanged(count: Int)
    case child(PathSegment, Node)
  }
}
