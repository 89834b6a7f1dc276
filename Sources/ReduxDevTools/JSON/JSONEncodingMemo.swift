/// The JSON of the parts of the last state encoded, kept so that encoding the next state reuses
/// what did not change: the inspector encodes the state after every action, and an action
/// changes one window's screens, not the whole state.
///
/// A part is reused when its type is `Equatable`, it sits at most ``maximumDepth`` levels deep,
/// and it is `==` to the value encoded at the same coding path the time before. The reused JSON
/// is the same tree, so comparing it with the previous one stops at once. The app's `==` is
/// trusted: a type whose `==` ignores a field would show that field's old value.
final class JSONEncodingMemo {
  /// How deep in the state parts are looked up: deep enough for a window's screens.
  static let maximumDepth = 5

  /// A part encoded last time: its value and its JSON.
  struct Entry {
    let value: any Equatable
    let json: JSONValue
  }

  private var previous: [String: Entry] = [:]
  private var current: [String: Entry] = [:]

  /// The JSON encoded last time for a value equal to this one at this path, if any.
  func reuse<Value: Encodable>(_ value: Value, at path: [any CodingKey]) -> JSONValue? {
    guard path.count <= Self.maximumDepth, let equatable = value as? any Equatable else {
      return nil
    }
    let key = Self.key(path)
    guard let entry = previous[key], Self.equal(equatable, entry.value) else { return nil }
    current[key] = entry
    return entry.json
  }

  /// Keeps the JSON of a value encoded at a path, for the next state.
  func keep<Value: Encodable>(_ value: Value, json: JSONValue, at path: [any CodingKey]) {
    guard path.count <= Self.maximumDepth, let equatable = value as? any Equatable else { return }
    current[Self.key(path)] = Entry(value: equatable, json: json)
  }

  /// Ends one state: what it kept is what the next one may reuse.
  func finishState() {
    previous = current
    current = [:]
  }

  private static func key(_ path: [any CodingKey]) -> String {
    path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
  }

  private static func equal<T: Equatable>(_ value: T, _ other: any Equatable) -> Bool {
    guard let other = other as? T else { return false }
    return value == other
  }
}

/// The coding key of an array's element: its index.
struct IndexCodingKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "\(intValue ?? 0)" }

  init(_ index: Int) {
    self.intValue = index
  }

  init?(stringValue: String) {
    guard let index = Int(stringValue) else { return nil }
    self.intValue = index
  }

  init?(intValue: Int) {
    self.intValue = intValue
  }
}
