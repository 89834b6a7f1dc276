import Foundation
import Redux

/// A value of the app's state as a tree of plain data: what `state` prints, as text or as JSON.
///
/// ``init(reflecting:)`` builds the tree from any value by reflection, so every screen state is
/// printed, including the states of screens added after this code was written:
///
/// - structs, classes and tuples become objects, field by field;
/// - arrays and sets become arrays, dictionaries objects;
/// - an enum case without a payload becomes its name (`red`); one with a payload becomes an
///   object with the case's name as its only key, unless the enum describes itself
///   (`CustomStringConvertible`), in which case it becomes its description;
/// - optionals become their value or `null`; strings, numbers and booleans stay as they are;
///   window ids, enum cases and other values without fields become their description, as a
///   ``symbol(_:)``.
indirect enum StateTree: Equatable, Sendable {
  /// No value: an empty optional.
  case null
  /// A boolean.
  case bool(Bool)
  /// A number, as Swift writes it.
  case number(String)
  /// A string.
  case string(String)
  /// A name rather than text: an enum case, a window id, a date. A string in JSON, written
  /// without quotes in text.
  case symbol(String)
  /// A list of values.
  case array([StateTree])
  /// Named values, in order.
  case object([(key: String, value: StateTree)])

  /// How deep the reflection goes before describing a value as a string.
  static let maximumDepth = 32

  /// Builds the tree of a value by reflection.
  ///
  /// - Parameters:
  ///   - value: Any value.
  init(reflecting value: Any) {
    self = Self.tree(of: value, depth: 0)
  }

  static func == (lhs: StateTree, rhs: StateTree) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.symbol(let a), .symbol(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
    default: return false
    }
  }

  /// The tree without the entries named `key` at its top level; other trees as they are.
  ///
  /// - Parameters:
  ///   - key: The key to leave out.
  /// - Returns: The tree.
  func removingKey(_ key: String) -> StateTree {
    guard case .object(let entries) = self else { return self }
    return .object(entries.filter { $0.key != key })
  }

  private static func tree(of value: Any, depth: Int) -> StateTree {
    if let leaf = leaf(value) { return leaf }
    let mirror = Mirror(reflecting: value)
    guard depth < maximumDepth else { return .symbol(String(describing: value)) }
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return .null }
      return tree(of: wrapped.value, depth: depth + 1)
    case .collection, .set:
      return .array(mirror.children.map { tree(of: $0.value, depth: depth + 1) })
    case .dictionary:
      return dictionary(mirror, depth: depth)
    case .enum:
      return enumCase(value, mirror, depth: depth)
    case .struct, .class, .tuple:
      guard !mirror.children.isEmpty else { return .symbol(String(describing: value)) }
      return fields(of: mirror, depth: depth)
    default:
      return .symbol(String(describing: value))
    }
  }

  private static func leaf(_ value: Any) -> StateTree? {
    switch value {
    case let value as Bool: return .bool(value)
    case let value as String: return .string(value)
    case let value as Character: return .string(String(value))
    case let value as any BinaryInteger: return .number("\(value)")
    case let value as Double: return value.isFinite ? .number("\(value)") : .string("\(value)")
    case let value as Float: return value.isFinite ? .number("\(value)") : .string("\(value)")
    case let value as WindowUUID: return .symbol(value.description)
    case let value as UUID: return .symbol(value.uuidString)
    case let value as URL: return .symbol(value.absoluteString)
    case let value as Date: return .symbol(ISO8601DateFormatter().string(from: value))
    default: return nil
    }
  }

  private static func fields(of mirror: Mirror, depth: Int) -> StateTree {
    .object(
      mirror.children.enumerated().map { offset, child in
        (
          key: child.label.map(fieldName) ?? "\(offset)",
          value: tree(of: child.value, depth: depth + 1)
        )
      })
  }

  /// A tuple's labels are `.0`, `.1` when unlabeled; drop the dot.
  private static func fieldName(_ label: String) -> String {
    label.hasPrefix(".") ? String(label.dropFirst()) : label
  }

  private static func dictionary(_ mirror: Mirror, depth: Int) -> StateTree {
    let entries = mirror.children.compactMap { child -> (key: String, value: StateTree)? in
      let pair = Array(Mirror(reflecting: child.value).children)
      guard pair.count == 2 else { return nil }
      let key: String
      if let string = pair[0].value as? String {
        key = string
      } else {
        key = String(describing: pair[0].value)
      }
      return (key: key, value: tree(of: pair[1].value, depth: depth + 1))
    }
    return .object(entries.sorted { $0.key < $1.key })
  }

  private static func enumCase(_ value: Any, _ mirror: Mirror, depth: Int) -> StateTree {
    if let describing = value as? any CustomStringConvertible {
      return .symbol(describing.description)
    }
    guard let payload = mirror.children.first else { return .symbol(String(describing: value)) }
    let name = payload.label ?? String(describing: value)
    let payloadMirror = Mirror(reflecting: payload.value)
    let payloadTree: StateTree
    if payloadMirror.displayStyle == .tuple,
      payloadMirror.children.allSatisfy({ $0.label?.hasPrefix(".") == false })
    {
      payloadTree = fields(of: payloadMirror, depth: depth + 1)
    } else {
      payloadTree = tree(of: payload.value, depth: depth + 1)
    }
    return .object([(key: name, value: payloadTree)])
  }
}
