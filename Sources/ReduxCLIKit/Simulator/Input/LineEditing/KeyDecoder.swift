/// Reads keys from the bytes a terminal sends: UTF-8 text, control characters, escape
/// sequences (CSI `ESC [`, SS3 `ESC O`, Alt as `ESC` and a letter) and bracketed pastes.
///
/// Bytes come in reads of any size, so a key may be cut between two reads: ``decode(_:)``
/// keeps the start of an unfinished key until the next read, and ``flush()`` gives it up as it
/// is when no more bytes come (a lone Escape). Invalid UTF-8 becomes U+FFFD, and unknown or
/// overlong escape sequences become ``EditKey/ignored``, so no input can make it fail.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("ab\u{1B}[D".utf8))  // [.text("ab"), .left]
/// ```
struct KeyDecoder: Sendable {
  /// The bytes of a key not finished yet.
  private var pending: [UInt8] = []
  /// The bytes pasted so far, while inside a bracketed paste.
  private var pasted: [UInt8]?

  /// The longest escape sequence read; a longer one is dropped as unknown.
  static let longestSequence = 32
  /// The bytes that end a bracketed paste.
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Whether bytes of an unfinished key or paste are waiting for more.
  var isWaiting: Bool {
    !pending.isEmpty || pasted != nil
  }

  /// Whether a bracketed paste has started and not ended yet.
  var isInsidePaste: Bool {
    pasted != nil
  }

  /// Reads the keys in some bytes, keeping an unfinished key for the next call.
  ///
  /// - Parameters:
  ///   - bytes: The bytes read from the terminal.
  /// - Returns: The keys, in order; runs of printable characters come as one ``EditKey/text(_:)``.
  mutating func decode(_ bytes: [UInt8]) -> [EditKey] {
    let input = pending + bytes
    pending = []
    var keys: [EditKey] = []
    var index = 0
    while index < input.count {
      if var paste = pasted {
        let (consumed, ended) = Self.pasteBytes(input[index...], into: &paste)
        index += consumed
        if ended {
          pasted = nil
          keys.append(.paste(String(decoding: paste, as: UTF8.self)))
        } else {
          pasted = paste
          // Keep a possible start of the end mark for the next read.
          pending = Array(input[index...])
          return keys
        }
        continue
      }
      guard let (key, length) = Self.key(at: index, in: input) else {
        pending = Array(input[index...])
        break
      }
      index += length
      if key == .paste("") {
        pasted = []
        continue
      }
      if case .text(let text) = key, case .text(let before)? = keys.last {
        keys[keys.count - 1] = .text(before + text)
      } else {
        keys.append(key)
      }
    }
    return keys
  }

  /// Gives up waiting: an unfinished key is read as it is (a lone `ESC` is Escape, ignored), and
  /// an unfinished paste is pasted.
  ///
  /// - Returns: The keys the waiting bytes make.
  mutating func flush() -> [EditKey] {
    if let paste = pasted {
      pasted = nil
      let text = paste + pending
      pending = []
      return [.paste(String(decoding: text, as: UTF8.self))]
    }
    guard !pending.isEmpty else { return [] }
    let bytes = pending
    pending = []
    // A lone escape, or an unfinished sequence or character: not a key.
    return bytes.first == 0x1B ? [.ignored] : [.text("\u{FFFD}")]
  }

  /// Moves pasted bytes into `paste` up to the end mark.
  ///
  /// - Returns: How many bytes were used, and whether the end mark was among them; a possible
  ///   start of the mark at the end is not used.
  private static func pasteBytes(
    _ bytes: ArraySlice<UInt8>, into paste: inout [UInt8]
  ) -> (consumed: Int, ended: Bool) {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if bytes[index] == 0x1B {
        let rest = bytes[index...]
        if rest.starts(with: pasteEnd) {
          return (index - bytes.startIndex + pasteEnd.count, true)
        }
        if pasteEnd.starts(with: rest) { return (index - bytes.startIndex, false) }
      }
      paste.append(bytes[index])
      index += 1
    }
    return (index - bytes.startIndex, false)
  }

  /// The key at an index and how many bytes it takes, or `nil` when the bytes stop before it
  /// ends. A bracketed paste's start is returned as `.paste("")`.
  private static func key(at index: Int, in bytes: [UInt8]) -> (EditKey, Int)? {
    let byte = bytes[index]
    switch byte {
    case 0x1B:
      return escapeSequence(at: index, in: bytes)
    case 0x0D, 0x0A:
      return (.enter, 1)
    case 0x09:
      return (.tab, 1)
    case 0x7F, 0x08:
      return (.backspace, 1)
    case 0x01...0x1A:
      return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x00, 0x1C...0x1F:
      return (.ignored, 1)
    default:
      return utf8Character(at: index, in: bytes)
    }
  }

  /// A UTF-8 character, U+FFFD for an invalid byte, or `nil` when the character is cut short.
  private static func utf8Character(at index: Int, in bytes: [UInt8]) -> (EditKey, Int)? {
    let lead = bytes[index]
    let (length, initial): (Int, UInt32) =
      switch lead {
      case 0x20..<0x80: (1, UInt32(lead))
      case 0xC2...0xDF: (2, UInt32(lead & 0x1F))
      case 0xE0...0xEF: (3, UInt32(lead & 0x0F))
      case 0xF0...0xF4: (4, UInt32(lead & 0x07))
      default: (0, 0)
      }
    guard length > 0 else { return (.text("\u{FFFD}"), 1) }
    var value = initial
    for offset in 1..<length {
      guard index + offset < bytes.count else { return nil }
      let next = bytes[index + offset]
      guard next & 0xC0 == 0x80 else { return (.text("\u{FFFD}"), offset) }
      value = value << 6 | UInt32(next & 0x3F)
    }
    let shortest: UInt32 = [0, 0, 0x80, 0x800, 0x10000][length]
    guard value >= shortest, let scalar = Unicode.Scalar(value), !scalar.isTerminalControl else {
      return (.text("\u{FFFD}"), length)
    }
    return (.text(String(scalar)), length)
  }

  /// An escape sequence, Alt and a key, or `nil` when the sequence is cut short.
  private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> (EditKey, Int)? {
    guard index + 1 < bytes.count else { return nil }
    switch bytes[index + 1] {
    case UInt8(ascii: "["):
      return controlSequence(at: index, in: bytes)
    case UInt8(ascii: "O"):
      guard index + 2 < bytes.count else { return nil }
      let key: EditKey =
        switch bytes[index + 2] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: .ignored
        }
      return (key, 3)
    case UInt8(ascii: "b"), UInt8(ascii: "B"):
      return (.wordLeft, 2)
    case UInt8(ascii: "f"), UInt8(ascii: "F"):
      return (.wordRight, 2)
    case 0x7F, 0x08:
      return (.ignored, 2)
    case 0x1B:
      // Escape typed alone, then another key.
      return (.ignored, 1)
    default:
      return (.ignored, 2)
    }
  }

  /// A CSI sequence: `ESC [`, parameter bytes, intermediate bytes, a final byte.
  private static func controlSequence(at index: Int, in bytes: [UInt8]) -> (EditKey, Int)? {
    var end = index + 2
    while end < bytes.count, (0x20...0x3F).contains(bytes[end]) {
      end += 1
      if end - index > longestSequence { return (.ignored, end - index) }
    }
    guard end < bytes.count else { return nil }
    let final = bytes[end]
    let length = end - index + 1
    guard (0x40...0x7E).contains(final) else { return (.ignored, end - index) }
    let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
    // Alt is modifier 3, Ctrl 5: both move by word with ← and →.
    let modified = fields.count == 2 && ["3", "5", "7", "9"].contains(fields[1])
    let key: EditKey =
      switch final {
      case UInt8(ascii: "A"): .up
      case UInt8(ascii: "B"): .down
      case UInt8(ascii: "C"): modified ? .wordRight : .right
      case UInt8(ascii: "D"): modified ? .wordLeft : .left
      case UInt8(ascii: "H"): .home
      case UInt8(ascii: "F"): .end
      case UInt8(ascii: "~"):
        switch fields.first {
        case "1", "7": .home
        case "4", "8": .end
        case "3": .delete
        case "200": .paste("")
        default: .ignored
        }
      default: .ignored
      }
    return (key, length)
  }
}
