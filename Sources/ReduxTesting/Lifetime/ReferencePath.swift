/// Finds, through `Mirror`, the stored property by which an object refers to another: how a
/// store-release check names the property of a middleware that keeps its store.
///
/// It follows stored properties, optionals, collections and nested values a few levels deep,
/// and the properties of the objects it meets; it cannot see into closures.
enum ReferencePath {
  /// How deep the search goes, counting each property, element or object passed through.
  static let depthLimit = 6

  /// The path from `holder` to `target`, such as `store` or `connection.store`, or `nil`.
  static func find(_ target: AnyObject, from holder: AnyObject) -> String? {
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(holder)]
    return search(Mirror(reflecting: holder), for: target, depth: 0, visited: &visited)
  }

  private static func search(
    _ mirror: Mirror, for target: AnyObject, depth: Int, visited: inout Set<ObjectIdentifier>
  ) -> String? {
    guard depth < depthLimit else { return nil }
    var current: Mirror? = mirror
    while let level = current {
      for (index, child) in level.children.enumerated() {
        let label = child.label ?? "[\(index)]"
        if let found = examine(child.value, for: target, depth: depth, visited: &visited) {
          // An optional's `some`, and a collection's element, add nothing a reader needs.
          if level.displayStyle == .optional { return found.isEmpty ? "" : found }
          return found.isEmpty ? label : "\(label).\(found)"
        }
      }
      current = level.superclassMirror
    }
    return nil
  }

  /// `""` when `value` is the target itself, the path within it when it leads there, or `nil`.
  private static func examine(
    _ value: Any, for target: AnyObject, depth: Int, visited: inout Set<ObjectIdentifier>
  ) -> String? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      let object = value as AnyObject
      if object === target { return "" }
      guard visited.insert(ObjectIdentifier(object)).inserted else { return nil }
    }
    return search(mirror, for: target, depth: depth + 1, visited: &visited)
  }
}
