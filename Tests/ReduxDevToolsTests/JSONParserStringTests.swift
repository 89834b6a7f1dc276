import Testing

@testable import ReduxDevTools

/// The DevTools file's parser reading string literals: escapes, and what it refuses.
@Suite("JSON parser: strings and their escapes")
struct JSONParserStringTests {
  func parsed(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test func escapesAreRead() throws {
    #expect(
      try parsed(#""a\"\\\/\b\f\n\r\t\u0041\u00e9\uD83D\uDE42""#)
        == .string("a\"\\/\u{08}\u{0C}\n\r\tAé🙂"))
  }

  /// Found by review: `\u` took its four characters as a number that may have a sign, so
  /// `\u+049` read as `I`. Only four hexadecimal digits make an escape.
  @Test(arguments: [
    #""\u+049""#, #""\u-000""#, #""\u+0""#, #""\u 041""#, #""\u004""#, #""\u12G4""#,
  ])
  func aUnicodeEscapeWithoutFourHexadecimalDigitsIsRefused(text: String) {
    #expect(
      throws: JSONParser.Failure(problem: "a \\u escape needs four hexadecimal digits", offset: 3)
    ) {
      try parsed(text)
    }
  }

  @Test func theSecondHalfOfASurrogatePairNeedsFourHexadecimalDigitsToo() {
    #expect(
      throws: JSONParser.Failure(problem: "a \\u escape needs four hexadecimal digits", offset: 9)
    ) {
      try parsed(#""\uD83D\u+E42""#)
    }
  }
}
