/// What turns one state's JSON into the next one's: the changes the inspector stores for each
/// step instead of the whole state, which the page applies in order.
///
/// A patch is a list of operations, each at a path of object keys and array indices:
///
/// - set: the value at the path becomes a new value (a member or element added, or replaced);
/// - remove: an object's member is removed;
/// - truncate: an array keeps only its first elements.
///
/// Objects are compared member by member, arrays index by index; an array whose elements mostly
/// changed is set whole, which is shorter than one operation per element.
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
    case truncate([PathComponent], count: Int)

    /// Where the operation applies.
    package var path: [PathComponent] {
      switch self {
      case .set(let path, _), .remove(let path), .truncate(let path, _): return path
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
    var path: [PathComponent] = []
    compare(old, new, at: &path)
  }

  private mutating func compare(_ old: JSONValue, _ new: JSONValue, at path: inout [PathComponent])
  {
    if old == new { return }
    switch (old, new) {
    case (.object(let before), .object(let after)):
      for key in before.keys.sorted() where after[key] == nil {
        operations.append(.remove(path + [.key(key)]))
      }
      for key in after.keys.sorted() {
        guard let value = after[key] else { continue }
        path.append(.key(key))
        if let previous = before[key] {
          compare(previous, value, at: &path)
        } else {
          operations.append(.set(path, value))
        }
        path.removeLast()
      }
    case (.array(let before), .array(let after)):
      let common = min(before.count, after.count)
      let changed = (0..<common).filter { before[$0] != after[$0] }.count
      if changed > 1, changed * 2 > common {
        operations.append(.set(path, new))
        return
      }
      for index in 0..<common where before[index] != after[index] {
        path.append(.index(index))
        compare(before[index], after[index], at: &path)
        path.removeLast()
      }
      if after.count < before.count {
        operations.append(.truncate(path, count: after.count))
      }
      for index in common..<after.count {
        operations.append(.set(path + [.index(index)], after[index]))
      }
    default:
      operations.append(.set(path, new))
    }
  }

  /// The patch as the page reads it: `["s", path, value]`, `["r", path]`, `["t", path, count]`,
  /// each path an array of keys and indices.
  package var json: JSONValue {
    .array(
      operations.map { operation in
        switch operation {
        case .set(let path, let value):
          return .array([.string("s"), Self.json(path), value])
        case .remove(let path):
          return .array([.string("r"), Self.json(path)])
        case .truncate(let path, let count):
          return .array([.string("t"), Self.json(path), .number(String(count))])
        }
      })
  }

  private static func json(_ path: [PathComponent]) -> JSONValue {
    .array(
      path.map { component in
        switch component {
        case .key(let key): return .string(key)
        case .index(let index): return .number(String(index))
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
      case .truncate(let path, let count):
        Self.update(&result, at: path[...]) {
          if case .array(let elements) = $0 { $0 = .array(Array(elements.prefix(count))) }
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
