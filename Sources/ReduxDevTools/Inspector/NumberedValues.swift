/// Distinct values numbered in the order first seen, each stored once: how the page writes a
/// value that repeats (a name, the start of a change's text, a change's template, a patch's path)
/// once, and refers to it by number wherever it stands.
struct NumberedValues<Value: Hashable & Sendable>: Sendable {
  /// The values, by number.
  private(set) var values: [Value] = []
  private var numbers: [Value: Int] = [:]

  /// How many values the table holds.
  var count: Int { values.count }

  /// The number of a value, added to the table when new.
  ///
  /// - Parameter value: The value.
  /// - Returns: Its number: its place among the values, in the order first seen.
  mutating func number(_ value: Value) -> Int {
    if let number = numbers[value] { return number }
    numbers[value] = values.count
    values.append(value)
    return values.count - 1
  }
}
