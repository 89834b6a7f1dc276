/// One kind of change an ``InputMutator`` makes to a valid input, to see what a parser does with
/// input nobody thought of.
///
/// The first kinds know nothing of the input's format (bytes, characters, lines); the others
/// change a JSON document where its tokens are (a number, a string, a UUID, a key, a version,
/// the nesting). A kind that finds nothing to change in an input (a number in a text without
/// one) is not applied; ``InputMutator/mutate(_:kinds:)`` then picks another.
///
/// ```swift
/// var mutator = InputMutator(seed: seed.value)
/// let mutated = mutator.mutate(validJSON, kinds: InputMutation.jsonKinds)
/// print(mutated.mutations)  // [.uuidBroken]
/// ```
public enum InputMutation: String, CaseIterable, Sendable {
  /// The input cut at a random byte.
  case truncated
  /// A byte replaced by a random one, often not UTF-8 on its own.
  case byteReplaced
  /// A random byte inserted.
  case byteInserted
  /// A byte deleted.
  case byteDeleted
  /// A character replaced by one that matters to parsers (a quote, a brace, a line break, NUL,
  /// a character of several bytes...).
  case characterReplaced
  /// Such a character inserted between two characters.
  case characterInserted
  /// A character deleted.
  case characterDeleted
  /// A line deleted.
  case lineDeleted
  /// A line written twice in a row.
  case lineDuplicated
  /// Two lines swapped.
  case linesSwapped
  /// One bit of a random byte flipped, as a bad disk or a bad copy does.
  case bitFlipped
  /// Several lines put in another order.
  case linesShuffled
  /// A line made very long: thousands to a hundred thousand characters more.
  case lineLengthened
  /// A run of control characters inserted: C0 and C1 controls, terminal escape sequences,
  /// bracketed-paste marks.
  case controlCharactersInserted
  /// Bytes that are not UTF-8 inserted anywhere, not only in a JSON string: an overlong or
  /// truncated sequence, an encoded surrogate, a code point past U+10FFFF.
  case invalidUTF8Inserted
  /// A JSON number replaced by a huge, negative, fractional or overflowing one.
  case numberReplaced
  /// A JSON string's content removed: `""`.
  case stringEmptied
  /// A JSON string made very long (hundreds to tens of thousands of characters).
  case stringLengthened
  /// A NUL put in a JSON string, raw or escaped as `\u0000`.
  case stringWithNUL
  /// Bytes that are not UTF-8 put in a JSON string.
  case stringWithInvalidUTF8
  /// An escaped lone surrogate (`\uD800`) put in a JSON string: valid JSON text, but not a
  /// Unicode scalar.
  case stringWithLoneSurrogate
  /// A string holding a UUID replaced by a malformed one, or by the all-zero UUID.
  case uuidBroken
  /// A JSON object's key renamed: another spelling, empty, or the name of another key.
  case keyRenamed
  /// The value of a `version` or `formatVersion` key changed: to another number, a string, null.
  case versionChanged
  /// A JSON value wrapped in hundreds or thousands of arrays or objects.
  case nestedDeeply

  /// The kinds that only make sense for a JSON document or JSON Lines.
  public static let jsonKinds: [InputMutation] = [
    .numberReplaced, .stringEmptied, .stringLengthened, .stringWithNUL, .stringWithInvalidUTF8,
    .stringWithLoneSurrogate, .uuidBroken, .keyRenamed, .versionChanged, .nestedDeeply,
  ]

  /// The kinds that know nothing of the input's format: bytes, characters and lines.
  public static let formatFreeKinds: [InputMutation] = allCases.filter { !jsonKinds.contains($0) }

  /// The kinds the mutation suites (`…MutationTests`) draw from, and ``InputMutator``'s
  /// default: every kind but the five the fuzz suites brought (``bitFlipped``,
  /// ``linesShuffled``, ``lineLengthened``, ``controlCharactersInserted``,
  /// ``invalidUTF8Inserted``), so that the mutation suites' seeds draw the inputs they always
  /// drew, in the time they always took. The fuzz suites (`Fuzz…Tests`) draw from
  /// ``allCases``.
  public static let mutationSuiteKinds: [InputMutation] = allCases.filter {
    ![
      .bitFlipped, .linesShuffled, .lineLengthened, .controlCharactersInserted,
      .invalidUTF8Inserted,
    ]
    .contains($0)
  }

  /// The kinds of ``mutationSuiteKinds`` that keep the input valid UTF-8, for an API that takes
  /// a `String`: no byte mutation and no invalid UTF-8 (truncations and character mutations work
  /// between Unicode scalars, so they keep UTF-8 valid).
  public static let textKinds: [InputMutation] = mutationSuiteKinds.filter {
    ![.byteReplaced, .byteInserted, .byteDeleted, .stringWithInvalidUTF8].contains($0)
  }
}
