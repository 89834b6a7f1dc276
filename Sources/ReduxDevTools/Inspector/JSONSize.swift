/// The size of a value's JSON text, as `JSONValue.write(to:)` writes it, counted without writing
/// it: what the page would hold, to weigh a patch against a full state, or one patch against
/// another.
enum JSONSize {
  /// The number of UTF-8 bytes of a value's JSON text, or a number over `limit` as soon as the
  /// count passes it, so that weighing a large value against a small one stops early.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - limit: The count past which counting stops.
  /// - Returns: The exact size when it is at most `limit`; otherwise some number over `limit`.
  static func of(_ value: JSONValue, limit: Int = .max) -> Int {
    var size = 0
    add(value, to: &size, limit: limit)
    return size
  }

  /// The number of UTF-8 bytes of a patch's JSON text, as the page holds it
  /// (`JSONPatch.json`).
  ///
  /// - Parameter patch: The patch.
  /// - Returns: Its exact size.
  static func of(_ patch: JSONPatch) -> Int {
    of(patch.operations)
  }

  /// The number of UTF-8 bytes a patch adds to the page (`JSONPatch.json(paths:)`): its
  /// operations, each path written as its number in the page's table of paths, and the entries
  /// the table gains for it.
  ///
  /// - Parameters:
  ///   - patch: The patch.
  ///   - paths: The page's table of paths, fed the patches in the page's order; it gains the
  ///     patch's new paths.
  /// - Returns: Its exact size.
  static func of(_ patch: JSONPatch, paths: inout PatchPathTable) -> Int {
    let known = paths.count
    let size = of(patch.operations) { String(paths.number($0)).utf8.count }
    return size + paths.size(ofEntriesFrom: known)
  }

  /// The size of a list of operations written as a patch: `[op,op,…]`.
  static func of(_ operations: [JSONPatch.Operation], limit: Int = .max) -> Int {
    of(operations, limit: limit, pathSize: of)
  }

  /// The size of a list of operations written as a patch, each path weighed by `pathSize`.
  private static func of(
    _ operations: [JSONPatch.Operation], limit: Int = .max,
    pathSize: ([JSONPatch.PathComponent]) -> Int
  ) -> Int {
    var size = 2 + max(0, operations.count - 1)
    for operation in operations {
      switch operation {
      case .set(let path, let value):
        // ["s",path,value]
        size += 7 + pathSize(path)
        add(value, to: &size, limit: limit)
      case .remove(let path):
        // ["r",path]
        size += 6 + pathSize(path)
      case .splice(let path, let start, let removing, let inserting):
        // ["p",path,start,removing,[inserted…]]
        size += 9 + pathSize(path) + String(start).utf8.count + String(removing).utf8.count
        add(.array(inserting), to: &size, limit: limit)
      }
      if size > limit { return size }
    }
    return size
  }

  /// The size of a path written as an array of keys and indices.
  private static func of(_ path: [JSONPatch.PathComponent]) -> Int {
    var size = 2 + max(0, path.count - 1)
    for component in path {
      switch component {
      case .key(let key): size += string(key)
      case .index(let index): size += String(index).utf8.count
      }
    }
    return size
  }

  private static func add(_ value: JSONValue, to size: inout Int, limit: Int) {
    guard size <= limit else { return }
    switch value {
    case .null: size += 4
    case .bool(let flag): size += flag ? 4 : 5
    case .number(let text): size += text.utf8.count
    case .string(let text): size += string(text)
    case .array(let elements):
      size += 2 + max(0, elements.count - 1)
      for element in elements {
        add(element, to: &size, limit: limit)
        if size > limit { return }
      }
    case .object(let members):
      size += 2 + max(0, members.count - 1) + members.count
      for (key, member) in members {
        size += string(key)
        add(member, to: &size, limit: limit)
        if size > limit { return }
      }
    }
  }

  /// A string's size as `JSONValue.writeString(_:to:)` writes it: quoted, with its escapes.
  private static func string(_ text: String) -> Int {
    var size = 2
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\", "\n", "\r", "\t": size += 2
      case "<", ">", "&", "\u{2028}", "\u{2029}": size += 6
      case _ where scalar.value < 0x20: size += 6
      default: size += UTF8.width(scalar)
      }
    }
    return size
  }
}
