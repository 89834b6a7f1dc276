/// The keys read from the terminal but not applied yet, in order: those after an Enter wait
/// for the next line, and the keys a paste stands for go in front of them.
///
/// Taking the next key costs the same however many wait, and putting keys in front costs only
/// those keys: a paste of a hundred thousand lines waits as two hundred thousand keys, and
/// taking them one by one from the front of an array moved all the others each time, a time
/// growing with the square of the paste's length.
///
/// ```swift
/// var keys = KeyQueue([.paste("a\nb"), .enter])
/// keys.next()  // .paste("a\nb")
/// keys.putFirst([.text("a"), .enter, .text("b")])
/// keys.next()  // .text("a")
/// ```
struct KeyQueue: Equatable, Sendable {
  /// The keys, the next one last.
  private var reversed: [EditKey]

  /// Makes a queue of keys.
  ///
  /// - Parameters:
  ///   - keys: The keys, the next one first; none unless given.
  init(_ keys: [EditKey] = []) {
    reversed = keys.reversed()
  }

  /// Whether no key waits.
  var isEmpty: Bool {
    reversed.isEmpty
  }

  /// Takes the next key.
  ///
  /// - Returns: The key, or `nil` when none waits.
  mutating func next() -> EditKey? {
    reversed.popLast()
  }

  /// Puts keys in front of those waiting, in their order.
  ///
  /// - Parameters:
  ///   - keys: The keys, the first to be taken first.
  mutating func putFirst(_ keys: [EditKey]) {
    reversed.append(contentsOf: keys.reversed())
  }
}
