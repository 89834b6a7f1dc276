import Foundation

extension StateDiff {
  /// The changes as text for logs: one ``Change/description`` a line, `path: old → new`,
  /// separated by `"\n"`, without a trailing newline; an empty diff gives `""`.
  ///
  /// ```
  /// title: "Todos" → "Groceries"
  /// todoList.items[0].isDone: false → true
  /// todoList.items[3]: (none) → Item(title: "Buy milk", isDone: false)
  /// ```
  public func renderedAsChangeList() -> String {
    changes.map(\.description).joined(separator: "\n")
  }

  /// The differences as text for test failures: the changed parts of the old (expected) and new
  /// (actual) values, side by side in one tree, after two lines naming the sides (`−−− oldTitle`,
  /// `+++ newTitle`). Each line starts with a two-character gutter and is indented by two spaces
  /// per level:
  ///
  /// - `− ` (U+2212 MINUS SIGN) marks the old side of a changed leaf, `+ ` the new side; a leaf
  ///   that exists on one side only has one line;
  /// - `  ` (two spaces) marks a parent of changed leaves, `label:` (labels as in ``Change/path``),
  ///   and a run of consecutive unchanged siblings, folded into one `… (N unchanged)` line.
  ///
  /// ```
  /// −−− expected
  /// +++ actual
  ///   … (1 unchanged)
  ///   todoList:
  ///     items:
  ///       [0]:
  ///         … (1 unchanged)
  /// −       isDone: false
  /// +       isDone: true
  ///       … (2 unchanged)
  /// +     [3]: Item(title: "Buy milk", isDone: false)
  ///     … (1 unchanged)
  /// ```
  ///
  /// Compared values that are leaves themselves give lines without a label (`− 1`, `+ 2`); an empty
  /// diff gives the title lines and `  (no differences)`. No trailing newline.
  ///
  /// - Parameters:
  ///   - oldTitle: The name of the old side, `expected` unless given.
  ///   - newTitle: The name of the new side, `actual` unless given.
  public func renderedAsUnifiedDiff(
    oldTitle: String = "expected", newTitle: String = "actual"
  ) -> String {
    var lines = ["−−− \(oldTitle)", "+++ \(newTitle)"]
    switch root {
    case .unchanged:
      lines.append("  (no differences)")
    case .replaced(let old, let new):
      lines += Self.replacedLines(label: "", old: old, new: new, indentation: "")
    case .nested(let entries):
      lines += Self.unifiedLines(for: entries, indentation: "")
    }
    return lines.joined(separator: "\n")
  }

  private static func unifiedLines(for entries: [Entry], indentation: String) -> [String] {
    entries.flatMap { entry -> [String] in
      switch entry {
      case .unchanged(let count):
        return ["  \(indentation)… (\(count) unchanged)"]
      case .child(_, .unchanged):
        return []
      case .child(let segment, .replaced(let old, let new)):
        return replacedLines(
          label: "\(segment.label): ", old: old, new: new, indentation: indentation)
      case .child(let segment, .nested(let children)):
        return ["  \(indentation)\(segment.label):"]
          + unifiedLines(for: children, indentation: indentation + "  ")
      }
    }
  }

  private static func replacedLines(
    label: String, old: String?, new: String?, indentation: String
  ) -> [String] {
    var lines: [String] = []
    if let old {
      lines.append("− \(indentation)\(label)\(old)")
    }
    if let new {
      lines.append("+ \(indentation)\(label)\(new)")
    }
    return lines
  }
}

extension StateDiff {
  /// One line, deterministic: as in ``Change/old`` and ``Change/new``.
  static func describe(_ value: Any) -> String {
    var description = OneLineDescription()
    return description.describe(value)
  }

  static func isLeaf(_ value: Any, _ mirror: Mirror) -> Bool {
    if isOfLeafType(value) || value is Data {
      return true
    }
    switch mirror.displayStyle {
    case .collection, .dictionary, .set, .enum, .optional, .tuple:
      return false
    default:
      return mirror.children.isEmpty
    }
  }

  static func isOfLeafType(_ value: Any) -> Bool {
    value is any LosslessStringConvertible || value is UUID || value is Date || value is URL
      || value is Decimal || value is WindowUUID
  }
}

/// Describes values on one line, in an order that does not depend on hashing.
private struct OneLineDescription {
  private var objectsOnPath: Set<ObjectIdentifier> = []

  mutating func describe(_ value: Any) -> String {
    // A leaf that is not an optional is described without a mirror (most values are leaves).
    if !(type(of: value) is any OptionalMarker.Type) {
      if let data = value as? Data {
        return Self.describe(data)
      }
      if StateDiff.isOfLeafType(value) {
        return Self.ownDescription(of: value)
      }
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped)
    }
    switch mirror.displayStyle {
    case .collection:
      return "[\(describeValues(of: mirror).joined(separator: ", "))]"
    case .dictionary:
      let entries = mirror.children.map { entry in
        describeValues(of: Mirror(reflecting: entry.value)).joined(separator: ": ")
      }
      return entries.isEmpty ? "[:]" : "[\(entries.sorted().joined(separator: ", "))]"
    case .set:
      return "Set([\(describeValues(of: mirror).sorted().joined(separator: ", "))])"
    case .tuple:
      return "(\(describeFields(of: mirror)))"
    default:
      break
    }
    if value is CustomStringConvertible || value is CustomDebugStringConvertible {
      return Self.ownDescription(of: value)
    }
    switch mirror.displayStyle {
    case .enum:
      return describeCase(value, mirror)
    case .struct:
      return "\(type(of: value))(\(describeFields(of: mirror)))"
    case .class:
      return describeObject(value, mirror)
    default:
      return Self.ownDescription(of: value)
    }
  }

  private mutating func describeCase(_ value: Any, _ mirror: Mirror) -> String {
    guard let payload = mirror.children.first, let name = payload.label else {
      return ".\(String(describing: value))"
    }
    let payloadMirror = Mirror(reflecting: payload.value)
    if payloadMirror.displayStyle == .tuple {
      return ".\(name)(\(describeFields(of: payloadMirror)))"
    }
    return ".\(name)(\(describe(payload.value)))"
  }

  private mutating func describeObject(_ object: Any, _ mirror: Mirror) -> String {
    let identifier = ObjectIdentifier(object as AnyObject)
    guard !objectsOnPath.contains(identifier) else { return "\(type(of: object))(…)" }
    objectsOnPath.insert(identifier)
    defer { objectsOnPath.remove(identifier) }
    return "\(type(of: object))(\(describeFields(of: mirror)))"
  }

  /// Superclass fields first; unlabeled tuple elements (`Mirror` labels them `.0`) bare.
  private mutating func describeFields(of mirror: Mirror) -> String {
    let inherited = mirror.superclassMirror.map { describeFields(of: $0) } ?? ""
    let own = mirror.children.map { field -> String in
      let value = describe(field.value)
      guard let label = field.label, !label.hasPrefix(".") else { return value }
      return "\(label): \(value)"
    }
    return ([inherited].filter { !$0.isEmpty } + own).joined(separator: ", ")
  }

  private mutating func describeValues(of mirror: Mirror) -> [String] {
    mirror.children.map { describe($0.value) }
  }

  private static func ownDescription(of value: Any) -> String {
    let description = String(reflecting: value)
    // Most descriptions have no line break: a scan of their bytes is far cheaper than the two
    // searches, which go through `NSString` (a fifth of a diff's time, measured).
    guard description.utf8.contains(where: { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") })
    else { return description }
    return
      description
      .replacingOccurrences(of: "\r", with: "\\r")
      .replacingOccurrences(of: "\n", with: "\\n")
  }

  /// The size and, for up to 32 bytes, the hexadecimal contents: `3 bytes <0a1b2c>`.
  private static func describe(_ data: Data) -> String {
    let digits = Array("0123456789abcdef")
    let hex = data.prefix(32).map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 0x0f)])" }
    let ellipsis = data.count > 32 ? "…" : ""
    return "\(data.count) bytes <\(hex.joined())\(ellipsis)>"
  }
}
