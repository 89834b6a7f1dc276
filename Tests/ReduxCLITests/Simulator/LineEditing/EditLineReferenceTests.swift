import ReduxTestSupport
import Testing

@testable import ReduxCLIKit

/// Random edits applied both to ``EditLine``, which finds words through its runs of spaces and
/// words, and to ``ReferenceEditLine``, which reads the characters: after every edit, the two
/// hold the same characters, cursor and cut text, and agree on where a word move goes. A
/// failure names the seed (`REDUX_TEST_SEED=<seed>` replays it) and the edits up to it.
@Suite("line editing: the edit model against its reference")
struct EditLineReferenceTests {
  /// What is typed: words, spaces of several kinds, tabs, combining marks, wide characters and
  /// emoji, and control characters the line leaves out.
  static let pieces = [
    "a", "todo", "x", " ", "  ", "\t", "\u{3000}", "\u{A0}", "\u{301}", "e\u{301}", "漢",
    "🙂", "👍🏽", "\u{1B}", "a b", " c ", "\u{1F1EB}", "\u{1F1F7}", "-",
  ]

  /// Sequences of edits, each much longer than a line, so that lines of all lengths and
  /// cursors everywhere in them are met.
  static let sequences = 200
  /// Edits in one sequence.
  static let editsPerSequence = 300

  @Test func agreesWithTheReferenceAfterEveryEdit() {
    guard let seed = TestSeed.resolve(default: 0x5EED_E417) else { return }
    var random = SplitMix64(seed: seed.value)
    for sequence in 0..<Self.sequences {
      var line = EditLine()
      var reference = ReferenceEditLine(line.characters)
      var edits: [String] = []
      for _ in 0..<Self.editsPerSequence {
        let edit = Self.edit(&line, &reference, &random)
        edits.append(edit)
        guard let problem = Self.difference(line, reference) else { continue }
        Issue.record(
          "\(seed) sequence \(sequence): \(problem) after \(edits.suffix(20).joined(separator: ", "))"
        )
        return
      }
    }
  }

  /// Applies one random edit to both lines.
  ///
  /// - Returns: What the edit was.
  private static func edit(
    _ line: inout EditLine, _ reference: inout ReferenceEditLine, _ random: inout SplitMix64
  ) -> String {
    switch random.below(16) {
    case 0, 1, 2, 3:
      var text = ""
      for _ in 0..<(1 + random.below(3)) { text += random.pick(pieces) }
      line.insert(text)
      // The reference is given the text as the line keeps it.
      reference.insert(String(EditLine(text).characters))
      return "insert \(text.debugDescription)"
    case 4:
      line.moveLeft()
      reference.moveLeft()
      return "←"
    case 5:
      line.moveRight()
      reference.moveRight()
      return "→"
    case 6:
      if random.chance(50) {
        line.moveToStart()
        reference.moveToStart()
        return "Home"
      }
      line.moveToEnd()
      reference.moveToEnd()
      return "End"
    case 7:
      line.moveWordLeft()
      reference.moveWordLeft()
      return "Alt-←"
    case 8:
      line.moveWordRight()
      reference.moveWordRight()
      return "Alt-→"
    case 9:
      line.deleteBackward()
      reference.deleteBackward()
      return "Backspace"
    case 10:
      line.deleteForward()
      reference.deleteForward()
      return "Delete"
    case 11:
      switch random.below(3) {
      case 0:
        line.cutToEnd()
        reference.cutToEnd()
        return "Ctrl-K"
      case 1:
        line.cutToStart()
        reference.cutToStart()
        return "Ctrl-U"
      default:
        line.cutWordBackward()
        reference.cutWordBackward()
        return "Ctrl-W"
      }
    case 12:
      line.yank()
      reference.yank()
      return "Ctrl-Y"
    case 13:
      line.transpose()
      reference.transpose()
      return "Ctrl-T"
    case 14:
      let start = random.below(line.cursor + 2) - 1
      let word = random.pick(pieces)
      line.replaceWord(from: start, with: word)
      reference.replaceWord(from: start, with: String(EditLine(word).characters))
      return "complete from \(start) with \(word.debugDescription)"
    default:
      var text = ""
      for _ in 0..<random.below(6) { text += random.pick(pieces) }
      line.replace(with: text)
      reference.replace(with: EditLine(text).characters)
      return "replace with \(text.debugDescription)"
    }
  }

  /// How the line differs from the reference, if it does, word moves from its cursor included.
  private static func difference(_ line: EditLine, _ reference: ReferenceEditLine) -> String? {
    guard line.characters == reference.characters else {
      return "characters \(line.text.debugDescription), expected "
        + String(reference.characters).debugDescription
    }
    guard line.cursor == reference.cursor else {
      return "cursor \(line.cursor), expected \(reference.cursor) in \(line.text.debugDescription)"
    }
    guard line.cutText == reference.cutText else { return "cut text \(line.cutText)" }
    var left = (line, reference)
    left.0.moveWordLeft()
    left.1.moveWordLeft()
    var right = (line, reference)
    right.0.moveWordRight()
    right.1.moveWordRight()
    guard left.0.cursor == left.1.cursor, right.0.cursor == right.1.cursor else {
      return "word moves from \(line.cursor) go to \(left.0.cursor) and \(right.0.cursor), "
        + "expected \(left.1.cursor) and \(right.1.cursor) in \(line.text.debugDescription)"
    }
    return nil
  }
}
