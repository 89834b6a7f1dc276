/// Where the tokens of a JSON text are, found by a forgiving scan so that an ``InputMutator`` can
/// change one: the text may already be broken (a string left open ends at the end of the text).
///
/// Offsets count bytes of the UTF-8 text. A string's range includes its quotes. Bytes are
/// compared with their ASCII values (`0x22` is `"`), which keeps the scan quick in a debug build.
struct JSONTokenScan {
  /// Every string, keys included.
  private(set) var strings: [Range<Int>] = []
  /// The strings followed by `:`, which name an object's member.
  private(set) var keys: [Range<Int>] = []
  /// Every number.
  private(set) var numbers: [Range<Int>] = []
  /// Where each object or array starts.
  private(set) var containers: [Int] = []

  /// Scans a text.
  ///
  /// - Parameter bytes: The UTF-8 text.
  init(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case 0x22:  // "
        let end = Self.stringEnd(in: bytes, from: index)
        strings.append(index..<end)
        var next = end
        while next < bytes.count, Self.isSpace(bytes[next]) { next += 1 }
        if next < bytes.count, bytes[next] == 0x3A { keys.append(index..<end) }  // :
        index = end
      case 0x2D, 0x30...0x39:  // - and digits
        var end = index + 1
        while end < bytes.count, Self.isNumberPart(bytes[end]) { end += 1 }
        numbers.append(index..<end)
        index = end
      case 0x5B, 0x7B:  // [ {
        containers.append(index)
        index += 1
      default:
        index += 1
      }
    }
  }

  /// Where values start: strings that are not keys, numbers, objects and arrays.
  var valueStarts: [Int] {
    let keyStarts = Set(keys.map(\.lowerBound))
    return strings.map(\.lowerBound).filter { !keyStarts.contains($0) }
      + numbers.map(\.lowerBound) + containers
  }

  /// The offset just past the string that starts at `start`, or the end of the text when it is
  /// not closed.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - start: The offset of the opening quote.
  static func stringEnd(in bytes: [UInt8], from start: Int) -> Int {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case 0x5C: index += 2  // \ escapes the next byte
      case 0x22: return index + 1
      default: index += 1
      }
    }
    return bytes.count
  }

  /// The offset just past the value that starts at `start`: a string, an object or array (up to
  /// its matching bracket), or a number or literal (up to the next separator).
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - start: The offset of the value's first byte.
  static func valueEnd(in bytes: [UInt8], from start: Int) -> Int {
    switch bytes[start] {
    case 0x22:
      return stringEnd(in: bytes, from: start)
    case 0x5B, 0x7B:
      break
    default:
      var index = start + 1
      while index < bytes.count, !isSeparator(bytes[index]) { index += 1 }
      return index
    }
    var depth = 0
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case 0x22:
        index = stringEnd(in: bytes, from: index)
        continue
      case 0x5B, 0x7B:
        depth += 1
      case 0x5D, 0x7D:
        depth -= 1
        if depth == 0 { return index + 1 }
      default:
        break
      }
      index += 1
    }
    return bytes.count
  }

  /// Space, tab, line feed, carriage return.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Digits, `.`, `e`, `E`, `+`, `-`.
  private static func isNumberPart(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x2E, 0x65, 0x45, 0x2B, 0x2D: return true
    default: return false
    }
  }

  /// Space, `,`, `]`, `}`.
  private static func isSeparator(_ byte: UInt8) -> Bool {
    isSpace(byte) || byte == 0x2C || byte == 0x5D || byte == 0x7D
  }
}
