/// Changes valid inputs in seeded, repeatable ways, for the mutation ("fuzz") tests of the
/// parsers of untrusted input: recordings, windows snapshots, state files, typed commands.
///
/// Each kind of change (``InputMutation``) has its method; ``mutate(_:kinds:)`` picks one at
/// random, and sometimes a second or third. Every choice is drawn from a ``SplitMix64`` started
/// with the seed, so the same seed makes the same inputs on every machine, and a failure is
/// replayed with its ``TestSeed``:
///
/// ```swift
/// guard let seed = TestSeed.resolve(default: 0x5EED_F022) else { return }
/// var mutator = InputMutator(seed: seed.value)
/// for index in 0..<2_000 {
///   let mutated = mutator.mutate(validRecording)
///   // ... parse mutated.text, check the outcome, with "\(seed) input \(index): \(mutated)"
/// }
/// ```
///
/// A method returns `nil` when its kind finds nothing to change in the input (no number, no
/// second line); the JSON methods find their tokens with a forgiving scan, so they also work on
/// input an earlier mutation broke.
public struct InputMutator: Sendable {
  private var random: SplitMix64

  /// Makes a mutator.
  ///
  /// - Parameter seed: The seed; the same seed makes the same mutations.
  public init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  // MARK: Drawing

  /// A number in `0..<bound`, from the mutator's sequence, for a test's own choices (which valid
  /// input to start from), so that they replay with the seed too.
  ///
  /// - Parameter bound: The number past the largest result; it must be positive.
  /// - Returns: A number from 0 to `bound - 1`.
  public mutating func below(_ bound: Int) -> Int {
    random.below(bound)
  }

  /// One of `elements`, from the mutator's sequence.
  ///
  /// - Parameter elements: What to pick from; it must not be empty.
  /// - Returns: The element at a random index.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    random.pick(elements)
  }

  // MARK: Mutating

  /// Applies one random kind of mutation to an input, and, one time in four, one or two more.
  ///
  /// A kind that finds nothing to change is skipped for another; when none applies, a
  /// character is inserted, which always applies.
  ///
  /// - Parameters:
  ///   - input: The valid input.
  ///   - kinds: The kinds to pick from; ``InputMutation/mutationSuiteKinds`` unless given. Use
  ///     ``InputMutation/textKinds`` for an API that takes a `String`, and
  ///     `InputMutation.allCases` in a fuzz suite.
  /// - Returns: The mutated input, with the mutations applied.
  public mutating func mutate(
    _ input: [UInt8], kinds: [InputMutation] = InputMutation.mutationSuiteKinds
  ) -> MutatedInput {
    var bytes = input
    var applied: [InputMutation] = []
    let rounds = random.chance(25) ? 2 + random.below(2) : 1
    for _ in 0..<rounds {
      var mutated: [UInt8]?
      var kind = InputMutation.characterInserted
      for _ in 0..<8 where mutated == nil {
        kind = random.pick(kinds)
        mutated = apply(kind, to: bytes)
      }
      if mutated == nil { kind = .characterInserted }
      bytes = mutated ?? insertCharacter(bytes)
      applied.append(kind)
    }
    return MutatedInput(bytes: bytes, mutations: applied)
  }

  /// Applies random mutations to a text, as they are applied to its UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - text: The valid input.
  ///   - kinds: The kinds to pick from; ``InputMutation/mutationSuiteKinds`` unless given.
  /// - Returns: The mutated input.
  public mutating func mutate(
    _ text: String, kinds: [InputMutation] = InputMutation.mutationSuiteKinds
  ) -> MutatedInput {
    mutate(Array(text.utf8), kinds: kinds)
  }

  /// Applies one kind of mutation.
  ///
  /// - Parameters:
  ///   - kind: The kind.
  ///   - bytes: The input.
  /// - Returns: The mutated input, or `nil` when the kind finds nothing to change.
  public mutating func apply(_ kind: InputMutation, to bytes: [UInt8]) -> [UInt8]? {
    switch kind {
    case .truncated: return truncate(bytes)
    case .byteReplaced: return replaceByte(bytes)
    case .byteInserted: return insertByte(bytes)
    case .byteDeleted: return deleteByte(bytes)
    case .characterReplaced: return replaceCharacter(bytes)
    case .characterInserted: return insertCharacter(bytes)
    case .characterDeleted: return deleteCharacter(bytes)
    case .lineDeleted: return deleteLine(bytes)
    case .lineDuplicated: return duplicateLine(bytes)
    case .linesSwapped: return swapLines(bytes)
    case .numberReplaced: return replaceNumber(bytes)
    case .stringEmptied: return emptyString(bytes)
    case .stringLengthened: return lengthenString(bytes)
    case .stringWithNUL: return putNUL(inStringOf: bytes)
    case .stringWithInvalidUTF8: return putInvalidUTF8(inStringOf: bytes)
    case .stringWithLoneSurrogate: return putLoneSurrogate(inStringOf: bytes)
    case .uuidBroken: return breakUUID(bytes)
    case .keyRenamed: return renameKey(bytes)
    case .versionChanged: return changeVersion(bytes)
    case .nestedDeeply: return nestDeeply(bytes)
    case .bitFlipped: return flipBit(bytes)
    case .linesShuffled: return shuffleLines(bytes)
    case .lineLengthened: return lengthenLine(bytes)
    case .controlCharactersInserted: return insertControlCharacters(bytes)
    case .invalidUTF8Inserted: return insertInvalidUTF8(bytes)
    }
  }

  // MARK: Bytes and characters

  /// Cuts the input at a random place between two Unicode scalars, keeping at least nothing and
  /// at most all but one byte.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The start of the input, or `nil` for an empty input.
  public mutating func truncate(_ bytes: [UInt8]) -> [UInt8]? {
    guard !bytes.isEmpty else { return nil }
    return Array(bytes[..<randomScalarStart(in: bytes)])
  }

  /// Replaces a random byte by a random one (one time in two, a byte that is not UTF-8 alone).
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The input with one byte changed, or `nil` for an empty input.
  public mutating func replaceByte(_ bytes: [UInt8]) -> [UInt8]? {
    guard !bytes.isEmpty else { return nil }
    var result = bytes
    result[random.below(bytes.count)] = randomByte()
    return result
  }

  /// Inserts a random byte at a random place.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The input one byte longer.
  public mutating func insertByte(_ bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    result.insert(randomByte(), at: random.below(bytes.count + 1))
    return result
  }

  /// Deletes a random byte.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The input one byte shorter, or `nil` for an empty input.
  public mutating func deleteByte(_ bytes: [UInt8]) -> [UInt8]? {
    guard !bytes.isEmpty else { return nil }
    var result = bytes
    result.remove(at: random.below(bytes.count))
    return result
  }

  /// Replaces a random Unicode scalar by a character that matters to parsers (see
  /// ``insertCharacter(_:)``).
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The changed input, or `nil` for an empty input.
  public mutating func replaceCharacter(_ bytes: [UInt8]) -> [UInt8]? {
    guard !bytes.isEmpty else { return nil }
    let start = randomScalarStart(in: bytes)
    var result = bytes
    result.replaceSubrange(
      start..<Self.scalarEnd(in: bytes, from: start), with: randomCharacter())
    return result
  }

  /// Inserts, between two Unicode scalars, a character that matters to parsers: JSON
  /// punctuation, a quote, a backslash, a line break, a tab, NUL, DEL, ESC, a digit, a letter,
  /// or a character of two to four bytes (`é`, `🙂`, U+FFFF, a right-to-left override, a byte
  /// order mark).
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The input with the character inserted.
  public mutating func insertCharacter(_ bytes: [UInt8]) -> [UInt8] {
    var offset = random.below(bytes.count + 1)
    while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
    var result = bytes
    result.insert(contentsOf: randomCharacter(), at: offset)
    return result
  }

  /// Deletes a random Unicode scalar.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The input without it, or `nil` for an empty input.
  public mutating func deleteCharacter(_ bytes: [UInt8]) -> [UInt8]? {
    guard !bytes.isEmpty else { return nil }
    let start = randomScalarStart(in: bytes)
    var result = bytes
    result.removeSubrange(start..<Self.scalarEnd(in: bytes, from: start))
    return result
  }

  // MARK: Lines

  /// Deletes a random line.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The input without the line (and its line break), or `nil` for an empty input.
  public mutating func deleteLine(_ bytes: [UInt8]) -> [UInt8]? {
    var lines = Self.lines(of: bytes)
    guard !bytes.isEmpty else { return nil }
    lines.remove(at: random.below(lines.count))
    return Self.joined(lines)
  }

  /// Writes a random line twice in a row.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The input with the line repeated, or `nil` for an empty input.
  public mutating func duplicateLine(_ bytes: [UInt8]) -> [UInt8]? {
    var lines = Self.lines(of: bytes)
    guard !bytes.isEmpty else { return nil }
    let index = random.below(lines.count)
    lines.insert(lines[index], at: index)
    return Self.joined(lines)
  }

  /// Swaps two different random lines.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The input with the lines swapped, or `nil` when it has fewer than two lines.
  public mutating func swapLines(_ bytes: [UInt8]) -> [UInt8]? {
    var lines = Self.lines(of: bytes)
    guard lines.count > 1 else { return nil }
    let first = random.below(lines.count)
    let second = (first + 1 + random.below(lines.count - 1)) % lines.count
    lines.swapAt(first, second)
    return Self.joined(lines)
  }

  // MARK: Helpers of the kinds

  /// A random offset where a Unicode scalar starts: a random byte, moved back to the start of
  /// its scalar. The input must not be empty.
  mutating func randomScalarStart(in bytes: [UInt8]) -> Int {
    var offset = random.below(bytes.count)
    while offset > 0, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
    return offset
  }

  /// The offset just past the Unicode scalar that starts at `start`.
  static func scalarEnd(in bytes: [UInt8], from start: Int) -> Int {
    var end = start + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return end
  }

  /// The lines of the input, split at `\n`; the line breaks are not kept.
  static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
  }

  /// Lines joined with `\n`.
  static func joined(_ lines: [ArraySlice<UInt8>]) -> [UInt8] {
    Array(lines.joined(separator: [UInt8(ascii: "\n")]))
  }

  /// Any byte one time in two; otherwise a byte that is not UTF-8 on its own.
  private mutating func randomByte() -> UInt8 {
    random.chance(50) ? UInt8(truncatingIfNeeded: random.next()) : random.pick(Self.oddBytes)
  }

  /// The UTF-8 bytes of a character that matters to parsers.
  private mutating func randomCharacter() -> [UInt8] {
    Array(random.pick(Self.characters).utf8)
  }

  private static let oddBytes: [UInt8] = [0x00, 0x80, 0xBF, 0xC0, 0xC3, 0xED, 0xF4, 0xFE, 0xFF]

  private static let characters: [String] = [
    "\"", "{", "}", "[", "]", ":", ",", "\\", "\n", "\r", "\t", " ", "#", "'", "-", "0", "9",
    ".", "e", "x", "Z", "\u{0}", "\u{7F}", "\u{1B}", "é", "🙂", "\u{FFFF}", "\u{202E}",
    "\u{FEFF}",
  ]
}
