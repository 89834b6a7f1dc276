/// An input changed by an ``InputMutator``: its bytes, and the mutations that made it.
///
/// Its ``description`` names the mutations and shows the input shortened, with control
/// characters and bytes that are not UTF-8 escaped, so that a failure message shows what the
/// parser was given:
///
/// ```swift
/// #expect(error.description.isEmpty == false, "\(seed) input \(index): \(mutated)")
/// // seed 0x5EED (replay with REDUX_TEST_SEED=0x5EED) input 12: [uuidBroken] {"window":"E6…
/// ```
public struct MutatedInput: Sendable, CustomStringConvertible {
  /// The mutated bytes.
  public let bytes: [UInt8]
  /// The mutations applied, in order.
  public let mutations: [InputMutation]

  /// Makes a mutated input.
  ///
  /// - Parameters:
  ///   - bytes: The mutated bytes.
  ///   - mutations: The mutations that made them.
  public init(bytes: [UInt8], mutations: [InputMutation]) {
    self.bytes = bytes
    self.mutations = mutations
  }

  /// The bytes as text; bytes that are not UTF-8 become U+FFFD, as `String(decoding:as:)` makes
  /// them.
  public var text: String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Whether the bytes are valid UTF-8.
  public var isValidUTF8: Bool {
    Array(text.utf8) == bytes
  }

  /// The input for a failure message: control characters escaped, cut in the middle past
  /// `limit` characters.
  ///
  /// - Parameter limit: The most characters kept, half from the start and half from the end.
  /// - Returns: The shortened, escaped text.
  public func shortened(to limit: Int = 240) -> String {
    let scalars = text.unicodeScalars
    let count = scalars.count
    guard count > limit else { return Self.escaped(scalars[...]) }
    let half = limit / 2
    return "\(Self.escaped(scalars.prefix(half)))…(\(count - 2 * half) more)…"
      + Self.escaped(scalars.suffix(half))
  }

  /// Scalars with line breaks, tabs and other control characters escaped.
  private static func escaped(_ scalars: Substring.UnicodeScalarView) -> String {
    var escaped = ""
    for scalar in scalars {
      switch scalar {
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFD:
        escaped += "\\u{\(String(scalar.value, radix: 16))}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// The mutations in brackets, then the input shortened.
  public var description: String {
    "[\(mutations.map(\.rawValue).joined(separator: ", "))] \(shortened())"
  }
}
