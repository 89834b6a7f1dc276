/// What turns one state's JSON into the next one's: the changes the inspector stores for each
/// step instead of the whole state, which the page applies in order.
///
/// A patch is a list of operations, each at a path of object keys and array indices:
///
/// - set: the value at the path becomes a new value (a member or element added, or replaced);
/// - remove: an object's member is removed;
/// - splice: some of an array's elements are replaced by others, as JavaScript's `splice`.
///
/// Objects are compared member by member. Arrays are compared past their common start and end:
/// the elements between, when both sides have as many, are compared within, each with the one at
/// its place, unless one splice of them is smaller; any other difference is spliced.
///
/// Given the ``EncodingTrail`` of the encoding that made the new JSON from the old one, a patch
/// costs what changed: it skips the parts carried over, starts a list's common start and end
/// where the encoder's carried ends stop, and compares the parts encoded again without first
/// comparing them whole. The operations are the same as without it.
package struct JSONPatch: Equatable, Sendable {
  /// One step of a path: an object's key or an array's index.
  package enum PathComponent: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  /// One change.
  package enum Operation: Equatable, Sendable {
    case set([PathComponent], JSONValue)
    case remove([PathComponent])
    case splice([PathComponent], at: Int, removing: Int, inserting: [JSONValue])

    /// Where the operation applies.
    package var path: [PathComponent] {
      switch self {
      case .set(let path, _), .remove(let path), .splice(let path, _, _, _):
        return path
      }
    }
  }

  /// The operations, in the order they apply.
  package private(set) var operations: [Operation] = []

  /// A patch of the given operations.
  ///
  /// - Parameter operations: The operations, in the order they apply.
  package init(operations: [Operation]) {
    self.operations = operations
  }

  /// The patch that turns `old` into `new`; empty when they are equal.
  ///
  /// - Parameters:
  ///   - old: The JSON before.
  ///   - new: The JSON after.
  package init(from old: JSONValue, to new: JSONValue) {
    self.init(from: old, to: new, trail: nil)
  }

  /// The patch that turns `old` into `new`, following what the encoder that made `new` found.
  ///
  /// - Parameters:
  ///   - old: The JSON before: the state encoded just before `new` with the same memo.
  ///   - new: The JSON after.
  ///   - trail: The memo's trail of `new` (``JSONEncodingMemo/lastTrail``), or `nil`.
  init(from old: JSONValue, to new: JSONValue, trail: EncodingTrail?) {
    var path: [PathComponent] = []
    compare(old, new, at: &path, trail: trail)
  }

  /// Compares two values. With a trail, a part carried over is the same, and a part encoded
  /// again is walked without comparing it whole first: comparing it whole would go down to the
  /// change, and again from each level on the way to it.
  private mutating func compare(
    _ old: JSONValue, _ new: JSONValue, at path: inout [PathComponent], trail: EncodingTrail?
  ) {
    if let trail {
      if trail.isCarriedOver { return }
    } else if old == new {
      return
    }
    switch (old, new) {
    case (.object(let before), .object(let after)):
      for key in before.keys.sorted() where after[key] == nil {
        operations.append(.remove(path + [.key(key)]))
      }
      for key in after.keys.sorted() {
        guard let value = after[key] else { continue }
        path.append(.key(key))
        if let previous = before[key] {
          compare(previous, value, at: &path, trail: trail?.member(key))
        } else {
          operations.append(.set(path, value))
        }
        path.removeLast()
      }
    case (.array(let before), .array(let after)):
      compareArrays(before, after, at: &path, trail: trail)
    default:
      // Without a trail, already found different.
      if trail == nil || old != new {
        operations.append(.set(path, new))
      }
    }
  }

  /// Arrays: the elements between a common start and a common end are compared within when
  /// one element remains on both sides, or else replaced in one splice, so that adding,
  /// removing or moving an element of a long list costs one small operation.
  ///
  /// With a trail, the elements the encoder carried over at both ends are the same, and only
  /// the elements past them are compared to find the common start and end, each along its own
  /// trail (a window that changed is not compared whole down to its change).
  private mutating func compareArrays(
    _ before: [JSONValue], _ after: [JSONValue], at path: inout [PathComponent],
    trail: EncodingTrail?
  ) {
    let shorter = min(before.count, after.count)
    let carried = trail?.carriedEnds
    var prefix = min(carried?.prefix ?? 0, shorter)
    while prefix < shorter,
      trail?.isElementUnchanged(prefix, before, after) ?? (before[prefix] == after[prefix])
    {
      prefix += 1
    }
    // The elements carried over at the end are the same, as far as the start left any. An
    // element's trail relates it to the element at its index before: of use when as many
    // elements are on both sides.
    let endTrail = before.count == after.count ? trail : nil
    var suffix = min(carried?.suffix ?? 0, shorter - prefix)
    while suffix < shorter - prefix,
      endTrail?.isElementUnchanged(after.count - 1 - suffix, before, after)
        ?? (before[before.count - 1 - suffix] == after[after.count - 1 - suffix])
    {
      suffix += 1
    }
    // Equal arrays, found so only when a trail skipped comparing them whole.
    if prefix == before.count, prefix == after.count { return }
    let removed = before.count - prefix - suffix
    let inserted = Array(after[prefix..<(after.count - suffix)])
    let splice = Operation.splice(path, at: prefix, removing: removed, inserting: inserted)
    guard removed == inserted.count, removed > 0 else { return operations.append(splice) }
    // As many elements on both sides: each compared within the one at its place, to name the
    // fields that changed, unless one splice is smaller, as when a move shifts them all. (Two
    // screens of a window that both changed are two small patches, not the whole of both.)
    var within = JSONPatch(operations: [])
    for index in prefix..<(prefix + removed) {
      path.append(.index(index))
      within.compare(before[index], after[index], at: &path, trail: trail?.element(index))
      path.removeLast()
    }
    if removed == 1 {
      return operations += within.operations
    }
    let withinSize = JSONSize.of(within.operations)
    if withinSize <= JSONSize.of([splice], limit: withinSize) {
      operations += within.operations
    } else {
      operations.append(splice)
    }
  }

  /// The patch with its paths written out: `["s", path, value]`, `["r", path]`,
  /// `["p", path, start, removing, [inserted…]]`, each path an array of keys and indices.
  package var json: JSONValue {
    json { path in .array(path.map(PatchPathTable.json)) }
  }

  /// The patch as the page holds it: as ``json``, but each path the number of its entry in the
  /// page's table of paths, which gains the paths it did not hold (see ``PatchPathTable``).
  ///
  /// - Parameter paths: The page's table of paths.
  /// - Returns: The patch's JSON.
  package func json(paths: inout PatchPathTable) -> JSONValue {
    json { path in .number(String(paths.number(path))) }
  }

  private func json(path: ([PathComponent]) -> JSONValue) -> JSONValue {
    .array(
      operations.map { operation in
        switch operation {
        case .set(let at, let value):
          return .array([.string("s"), path(at), value])
        case .remove(let at):
          return .array([.string("r"), path(at)])
        case .splice(let at, let start, let removing, let inserting):
          return .array([
            .string("p"), path(at), .number(String(start)), .number(String(removing)),
            .array(inserting),
          ])
        }
      })
  }

  /// Applies the patch to a value: what the page does, written again in Swift for the tests.
  ///
  /// - Parameter value: The JSON the patch was made from.
  /// - Returns: The JSON the patch was made to.
  package func applied(to value: JSONValue) -> JSONValue {
    var result = value
    for operation in operations {
      switch operation {
      case .set(let path, let new): Self.update(&result, at: path[...]) { $0 = new }
      case .remove(let path):
        guard case .key(let key)? = path.last else { continue }
        Self.update(&result, at: path.dropLast()) {
          if case .object(var members) = $0 {
            members[key] = nil
            $0 = .object(members)
          }
        }
      case .splice(let path, let start, let removing, let inserting):
        Self.update(&result, at: path[...]) {
          guard case .array(var elements) = $0, start + removing <= elements.count else { return }
          elements.replaceSubrange(start..<(start + removing), with: inserting)
          $0 = .array(elements)
        }
      }
    }
    return result
  }

  private static func update(
    _ value: inout JSONValue, at path: ArraySlice<PathComponent>,
    _ change: (inout JSONValue) -> Void
  ) {
    guard let first = path.first else { return change(&value) }
    switch (value, first) {
    case (.object(var members), .key(let key)):
      var member = members[key] ?? .null
      update(&member, at: path.dropFirst(), change)
      members[key] = member
      value = .object(members)
    case (.array(var elements), .index(let index)) where index <= elements.count:
      if index == elements.count { elements.append(.null) }
      update(&elements[index], at: path.dropFirst(), change)
      value = .array(elements)
    default:
      return
    }
  }
}
