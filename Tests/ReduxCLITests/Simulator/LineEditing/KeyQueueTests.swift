import Testing

@testable import ReduxCLIKit

/// The keys waiting to be applied: in order, a paste's keys in front of those after it.
@Suite("line editing: the keys waiting")
struct KeyQueueTests {
  @Test func givesTheKeysInTheOrderTheyCame() {
    var keys = KeyQueue([.text("a"), .enter, .tab])
    #expect(keys.next() == .text("a"))
    #expect(keys.next() == .enter)
    #expect(keys.next() == .tab)
    #expect(keys.next() == nil)
    #expect(keys.isEmpty)
  }

  @Test func putsAPastesKeysBeforeTheKeysAfterIt() {
    var keys = KeyQueue([.paste("a\nb"), .text("c")])
    #expect(keys.next() == .paste("a\nb"))
    keys.putFirst(LineEditor.keys(pasting: "a\nb"))
    var taken: [EditKey] = []
    while let key = keys.next() { taken.append(key) }
    #expect(taken == [.text("a"), .enter, .text("b"), .text("c")])
  }

  @Test func holdsAPasteOfAHundredThousandLines() {
    let lines = 100_000
    var keys = KeyQueue([.paste(String(repeating: "ab\n", count: lines)), .text("c")])
    guard case .paste(let text)? = keys.next() else {
      Issue.record("no paste")
      return
    }
    keys.putFirst(LineEditor.keys(pasting: text))
    var enters = 0
    var last: EditKey?
    while let key = keys.next() {
      if key == .enter { enters += 1 }
      last = key
    }
    #expect(enters == lines)
    #expect(last == .text("c"))
  }
}
