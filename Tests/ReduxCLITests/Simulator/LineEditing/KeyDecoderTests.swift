import Testing

@testable import ReduxCLIKit

/// Keys read from the bytes a terminal sends, whole or cut between reads, and bad input.
@Suite("line editing: key decoding")
struct KeyDecoderTests {
  private func keys(_ text: String) -> [EditKey] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  @Test func readsTextControlKeysAndEnter() {
    #expect(keys("open\r") == [.text("open"), .enter])
    #expect(
      keys("a\u{1}\u{5}\u{B}\t\u{7F}\u{8}\n") == [
        .text("a"), .control("a"), .control("e"), .control("k"), .tab, .backspace, .backspace,
        .enter,
      ])
  }

  @Test func readsArrowsHomeEndAndDelete() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OH\u{1B}OF") == [.up, .home, .end])
    #expect(
      keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[3~")
        == [.home, .end, .home, .end, .home, .end, .delete])
  }

  @Test func readsWordMovesWithAltOrCtrl() {
    #expect(
      keys("\u{1B}b\u{1B}f\u{1B}[1;3D\u{1B}[1;3C\u{1B}[1;5D\u{1B}[1;5C")
        == [.wordLeft, .wordRight, .wordLeft, .wordRight, .wordLeft, .wordRight])
  }

  @Test func readsAKeyCutBetweenReads() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.isWaiting)
    #expect(decoder.decode(Array("[".utf8)) == [])
    #expect(decoder.decode(Array("D".utf8)) == [.left])
    #expect(decoder.decode([0xE6, 0xBC]) == [])
    #expect(decoder.decode([0xA2, 0x41]) == [.text("漢A")])
  }

  @Test func readsALoneEscapeWhenNoMoreComes() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.flush() == [.ignored])
    #expect(!decoder.isWaiting)
  }

  @Test func readsInvalidUTF8AsReplacementCharacters() {
    var decoder = KeyDecoder()
    let bytes: [UInt8] = [0x61, 0xFF, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xE6, 0x41, 0x62]
    #expect(decoder.decode(bytes) == [.text("a\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}Ab")])
  }

  @Test func ignoresUnknownAndOverlongSequences() {
    #expect(
      keys("\u{1B}[99~a\u{1B}[5;9Zb\u{1B}Oxc\u{1B}zd") == [
        .ignored, .text("a"), .ignored, .text("b"), .ignored, .text("c"), .ignored, .text("d"),
      ])
    let overlong = "\u{1B}[" + String(repeating: "1", count: 100) + "A" + "e"
    let decoded = keys(overlong)
    #expect(decoded.first == .ignored)
    #expect(decoded.last == .text(String(repeating: "1", count: 100 - 31) + "Ae"))
  }

  @Test func readsABracketedPasteWhole() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("x\u{1B}[200~open\r\u{1B}[A".utf8)) == [.text("x")])
    #expect(decoder.isInsidePaste)
    #expect(decoder.decode(Array("windows\n\u{1B}[20".utf8)) == [])
    #expect(decoder.decode(Array("1~y".utf8)) == [.paste("open\r\u{1B}[Awindows\n"), .text("y")])
  }

  @Test func pastesWhatCameWhenThePasteNeverEnds() {
    var decoder = KeyDecoder()
    _ = decoder.decode(Array("\u{1B}[200~open\u{1B}[2".utf8))
    #expect(decoder.flush() == [.paste("open\u{1B}[2")])
  }

  @Test func ignoresNulAndOtherControls() {
    #expect(keys("\u{0}\u{1C}\u{1F}a") == [.ignored, .ignored, .ignored, .text("a")])
  }
}
