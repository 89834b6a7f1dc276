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
      patch.operations == [
        .set([.key("names"), .index(1)], .string("B")),
        .truncate([.key("names")], count: 2),
      ])
    #expect(patch.json.text == #"[["s",["names",1],"B"],["t",["names"],2]]"#)
  }
}
