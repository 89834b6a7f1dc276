import Foundation
import Testing

@testable import ReduxDevTools

@Suite("The JSON of states: encoded as JSONEncoder writes it, and patched step to step")
struct JSONPatchTests {
  @Test func theTreeEncoderWritesWhatJSONEncoderWrites() throws {
    let state = CounterState(count: -3, names: ["a", "</script>", "é"], tags: ["x": 1, "y": 2])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let expected = try JSONSerialization.jsonObject(with: encoder.encode(state)) as? NSDictionary
    let tree = try JSONTreeEncoder.encode(state)
    let written = try JSONSerialization.jsonObject(with: Data(tree.text.utf8)) as? NSDictionary
    #expect(written == expected)
    #expect(!tree.text.contains("</"))
  }

  @Test func aNumberThatIsNotFiniteIsRefused() {
    #expect(throws: EncodingError.self) { try JSONTreeEncoder.encode([Double.nan]) }
  }

  @Test func aPatchTurnsEachStateIntoTheNext() throws {
    let recording = try CounterSessions.recording(CounterSessions.mixed)
    var state = CounterState()
    var json = try JSONTreeEncoder.encode(state)
    var patches = 0
    for recorded in recording.actions {
      state = CounterState.reducer(state, try #require(recorded.makeAction()))
      let next = try JSONTreeEncoder.encode(state)
      let patch = JSONPatch(from: json, to: next)
      patches += patch.operations.count
      #expect(patch.applied(to: json) == next, "after \(recorded.position)")
      json = next
    }
    #expect(patches > 0)
  }

  @Test func aPatchNamesOnlyWhatChanged() throws {
    let old = try JSONTreeEncoder.encode(CounterState(count: 1, names: ["a", "b", "c"]))
    let new = try JSONTreeEncoder.encode(CounterState(count: 1, names: ["a", "B"]))
    let patch = JSONPatch(from: old, to: new)
    #expect(
      patch.operations == [.splice([.key("names")], at: 1, removing: 2, inserting: [.string("B")])])
    #expect(patch.json.text == #"[["p",["names"],1,2,["B"]]]"#)
    let toggled = try JSONTreeEncoder.encode(CounterState(count: 1, names: ["a", "x", "c"]))
    #expect(
      JSONPatch(from: old, to: toggled).operations == [
        .set([.key("names"), .index(1)], .string("x"))
      ])
  }
}

@Suite("The JSON parser of DevTools files")
struct JSONParserTests {
  @Test func itReadsWhatJSONSerializationReadsAndKeepsNumbersWhole() throws {
    let text = #"{"a":[1,-2.5e3,true,null,"x\"\\\/\u00e9\ud83d\ude42"],"big":18446744073709551615}"#
    let value = try JSONParser.parse(Array(text.utf8))
    #expect(value["big"] == .number("18446744073709551615"))
    #expect(
      value["a"]
        == .array([.number("1"), .number("-2.5e3"), .bool(true), .null, .string("x\"\\/é🙂")]))
  }

  @Test(arguments: [
    "", "{", "[1,]", "01", "1e999", "\"\\ud83d\"", "{\"a\" 1}", "[1] 2", "\"\u{01}\"", "tru",
    String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
  ])
  func itRefusesWhatIsNotJSON(text: String) {
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(text.utf8)) }
  }

  @Test func itRefusesBytesThatAreNotUTF8() {
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
  }
}

@Suite("The JSON text of strings: escaped for a script element")
struct JSONStringTextTests {
  @Test func stringsAreEscapedWhereTheyMustBeAndWrittenWholeElsewhere() throws {
    let cases: [(String, String)] = [
      ("plain text", #""plain text""#),
      ("é → ☃ 🙂", #""é → ☃ 🙂""#),
      ("a\"b\\c", #""a\"b\\c""#),
      ("</script>&", #""\u003c/script\u003e\u0026""#),
      ("line\nfeed\ttab\r\u{1}", #""line\nfeed\ttab\r\u0001""#),
      ("\u{2028}\u{2029}", #""\u2028\u2029""#),
    ]
    for (string, text) in cases {
      #expect(JSONValue.string(string).text == text)
      let read =
        try JSONSerialization.jsonObject(
          with: Data("[\(text)]".utf8)) as? [String]
      #expect(read == [string])
    }
  }
}
