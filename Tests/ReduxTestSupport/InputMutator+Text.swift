/// The mutations of an ``InputMutator`` that know nothing of the input's format and damage it as
/// files and terminals get damaged: a flipped bit, lines out of order, a line far too long,
/// control characters and escape sequences, bytes that are not UTF-8.
///
/// Each works on any bytes (a state file, a script, a recording, what a terminal sends) and
/// returns `nil` only when the input gives it nothing to change.
extension InputMutator {
  /// Flips one bit of a random byte.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The input with one bit changed, or `nil` for an empty input.
  public mutating func flipBit(_ bytes: [UInt8]) -> [UInt8]? {
    guard !bytes.isEmpty else { return nil }
    var result = bytes
    result[below(bytes.count)] ^= UInt8(1) << UInt8(below(8))
    return result
  }

  /// Puts a random run of two to eight lines (or every line, one time in four) in a random
  /// order that differs from the original one.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The input with the lines reordered, or `nil` when it has fewer than two
  ///   different lines.
  public mutating func shuffleLines(_ bytes: [UInt8]) -> [UInt8]? {
    var lines = Self.lines(of: bytes)
    guard lines.count > 1, Set(lines).count > 1 else { return nil }
    let length = below(4) == 0 ? lines.count : 2 + below(min(7, lines.count - 1))
    let start = below(lines.count - length + 1)
    let run = Array(lines[start..<(start + length)])
    guard Set(run).count > 1 else { return nil }
    var shuffled = run
    while shuffled == run {
      for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
        shuffled.swapAt(index, below(index + 1))
      }
    }
    lines.replaceSubrange(start..<(start + length), with: shuffled)
    return Self.joined(lines)
  }

  /// Makes a random line very long: 1 000, 20 000 or 100 000 more characters of one kind
  /// (letters, digits, spaces, a two-byte or a four-byte character, or the line itself
  /// repeated), at its end or in its middle.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The input with one line lengthened.
  public mutating func lengthenLine(_ bytes: [UInt8]) -> [UInt8] {
    var lines = Self.lines(of: bytes)
    let index = below(lines.count)
    let line = lines[index]
    let length = pick([1_000, 20_000, 100_000])
    let unit: [UInt8] =
      switch below(6) {
      case 0: Array("x".utf8)
      case 1: Array("9".utf8)
      case 2: Array(" ".utf8)
      case 3: Array("ж".utf8)
      case 4: Array("🙂".utf8)
      default: line.isEmpty ? Array("ab".utf8) : Array(line)
      }
    var added: [UInt8] = []
    added.reserveCapacity(length * 4)
    while added.count < length { added += unit }
    var place = line.startIndex + (line.isEmpty || below(2) == 0 ? line.count : below(line.count))
    while place > line.startIndex, place < line.endIndex, line[place] & 0xC0 == 0x80 {
      place -= 1
    }
    var lengthened = Array(line[..<place])
    lengthened += added
    lengthened += line[place...]
    lines[index] = lengthened[...]
    return Self.joined(lines)
  }

  /// Inserts, between two Unicode scalars, a run of one to twelve control characters and
  /// escape sequences: C0 controls (NUL, BEL, backspace, Ctrl-C, Ctrl-D, Ctrl-Z, ESC...), DEL,
  /// C1 controls written in UTF-8 (U+0085, U+009B), cursor and erase sequences, a bracketed
  /// paste's start or end, an unfinished sequence.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The input with the run inserted.
  public mutating func insertControlCharacters(_ bytes: [UInt8]) -> [UInt8] {
    var run: [UInt8] = []
    for _ in 0..<(1 + below(12)) {
      run += Array(pick(Self.controls).utf8)
    }
    return insertBetweenScalars(run, into: bytes)
  }

  /// Inserts, anywhere between two Unicode scalars, a sequence that is not UTF-8: a lone
  /// continuation byte, a lead byte without its continuation, an overlong encoding, an encoded
  /// surrogate, a code point past U+10FFFF, bytes that never appear in UTF-8.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The input with the bytes inserted.
  public mutating func insertInvalidUTF8(_ bytes: [UInt8]) -> [UInt8] {
    insertBetweenScalars(pick(Self.invalidSequences), into: bytes)
  }

  /// Inserts bytes at a random offset moved back to the start of its Unicode scalar.
  private mutating func insertBetweenScalars(_ inserted: [UInt8], into bytes: [UInt8]) -> [UInt8] {
    var offset = below(bytes.count + 1)
    while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
    var result = bytes
    result.insert(contentsOf: inserted, at: offset)
    return result
  }

  private static let controls: [String] = [
    "\u{0}", "\u{3}", "\u{4}", "\u{7}", "\u{8}", "\u{B}", "\u{C}", "\u{12}", "\u{15}", "\u{17}",
    "\u{19}", "\u{1A}", "\u{1B}", "\u{1C}", "\u{7F}", "\r", "\t", "\u{85}", "\u{9B}", "\u{2028}",
    "\u{1B}[", "\u{1B}[D", "\u{1B}[1;3C", "\u{1B}[3~", "\u{1B}[2J", "\u{1B}]0;title\u{7}",
    "\u{1B}[200~", "\u{1B}[201~", "\u{1B}O", "\u{1B}[99999999999999999999A", "\u{1B}b",
  ]

  private static let invalidSequences: [[UInt8]] = [
    [0x80], [0xBF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x99], [0xC0, 0x80], [0xC1, 0xBF],
    [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
    [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFE], [0xFF], [0xFF, 0xFE],
  ]
}
