import Foundation
import ReduxTestSupport
import Testing

@testable import ReduxCLIKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes a terminal sends to `simulate`'s prompt, damaged in every way ``InputMutator`` knows
/// (invalid UTF-8, control characters and escape sequences, cut sequences, very long lines...),
/// read in reads of random sizes by the line editor's ``KeyDecoder`` and applied by
/// ``LineEditor`` to its ``EditLine``, with a damaged history file: the cursor stays within the
/// line, no line entered holds a control character, a history file that is not text is refused
/// with a warning naming it, and reading it leaves it as it was. No case traps or runs past its
/// time limit.
@Suite("Fuzz: line editor")
struct FuzzLineEditorTests {
  /// Cases in the default run.
  static let caseCount = 1_000

  /// What people type: text and editing keys, the history (↑, Ctrl-R), completion (Tab), a
  /// paste of several lines, cuts and yanks, combining marks and emoji.
  static let keyBases = [
    "open todoList\r",
    "todo add 1 Buy milk\u{1B}[D\u{1B}[D\u{7F}X\u{1}\u{5}\r",
    "\u{12}tod\u{12}\u{7F}\r",
    "to\t\tad\t1 \t\t\r",
    "\u{1B}[200~open\nclose 1\r\nwin\u{1B}[201~dows\r",
    "x qw\u{17}\u{1}\u{19}\u{14}\u{B}\u{15}\u{3}open\r",
    "\"aa bb\"\u{1B}[1;3D\u{1B}bx\u{1B}f\u{1B}[3~\u{1B}OH\u{1B}OF\u{4}\r",
    "é🙂e\u{301}\u{1B}[D\u{14}\u{1B}[C\r",
    "\u{10}\u{E}\u{1B}[A\u{1B}[A\u{1B}[B\u{1B}OA\r",
    "set\tb\t\t\u{C}\u{7}\u{12}\u{7}\u{4}\u{4}",
  ]

  /// A history file of earlier sessions.
  static let historyBase =
    "open todoList\ntodo add 1 Buy milk\nsettings background blue\nwindows\nstate 2 --json\n"

  /// The windows that Tab completes with.
  static let completion = PromptCompletion(windows: [
    .init(number: 1, screens: ["todoList", "settings"]), .init(number: 2, screens: ["todoList#2"]),
  ])

  /// One case: the keys, how they are cut into reads, and the history file.
  struct Trial: CustomStringConvertible, Sendable {
    let seed: TestSeed
    let index: Int
    let keys: MutatedInput
    /// The sizes of the reads the keys come in.
    let reads: [Int]
    /// The history file's bytes, damaged one time in three.
    let history: MutatedInput

    var description: String {
      "\(seed) case \(index): keys \(keys) in reads of \(reads.prefix(20)) — history \(history)"
    }
  }

  @Test func damagedKeysEditALineThatStaysPrintable() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F301),
      let multiplier = FuzzMultiplier.resolve()
    else { return }
    let fixture = try EditorFixture()
    var mutator = InputMutator(seed: seed.value)
    let tally = await FuzzCases.run(multiplier.count(Self.caseCount)) { index in
      // The keys are typed whole, however long: `lineLengthened` repeats a line of editing
      // keys into bursts of up to a few hundred kilobytes, thousands of word moves and Tabs on
      // a line tens of thousands of characters long, as a terminal without bracketed paste
      // types them. A word move or a Tab costs the same on a line of any length; before issue
      // 49's fix, 100 kB of word moves took 25 seconds in a debug build and 16 kB of Tabs more
      // than 20, and the bursts were cut at 4 kB.
      let keys = mutator.mutate(mutator.pick(Self.keyBases), kinds: InputMutation.formatFreeKinds)
      // Reads of one byte to 4 kB, and no more than 200 of them for a very long line.
      var reads: [Int] = []
      var left = keys.bytes.count
      let shortest = max(1, keys.bytes.count / 200)
      while left > 0 {
        let read = min(left, max(shortest, 1 + mutator.below(mutator.pick([2, 8, 64, 4096]))))
        reads.append(read)
        left -= read
      }
      let history =
        mutator.below(3) == 0
        ? mutator.mutate(Self.historyBase, kinds: InputMutation.formatFreeKinds)
        : MutatedInput(bytes: Array(Self.historyBase.utf8), mutations: [])
      return Trial(seed: seed, index: index, keys: keys, reads: reads, history: history)
    } check: { trial in
      fixture.check(trial)
    }
    #expect(tally.results > 0, "\(seed) \(multiplier) \(tally)")
    #expect(tally.clearErrors > 0, "\(seed) \(multiplier) \(tally)")
  }
}

/// A pseudo-terminal the editors of the cases use as their terminal (nothing is read from it),
/// `/dev/null` to draw on, and a folder for the history file.
private final class EditorFixture {
  let master: Int32
  let slave: Int32
  let terminal: RawTerminal
  let output: Int32
  let folder: URL
  let historyURL: URL

  init() throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: 24, ws_col: 40, ws_xpixel: 0, ws_ypixel: 0)
    try #require(openpty(&master, &slave, nil, nil, &size) == 0)
    self.master = master
    self.slave = slave
    terminal = try #require(RawTerminal.other(slave))
    output = open("/dev/null", O_WRONLY)
    try #require(output >= 0)
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("redux-fuzz-editor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    historyURL = folder.appendingPathComponent("history")
  }

  deinit {
    close(output)
    close(master)
    close(slave)
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs a case: an editor reads the history file, then the keys, read after read.
  func check(_ trial: FuzzLineEditorTests.Trial) -> FuzzOutcome {
    let history = Data(trial.history.bytes)
    do {
      try history.write(to: historyURL)
    } catch {
      return .failure("the case could not write the history file: \(error)")
    }
    var warnings: [String] = []
    let editor = LineEditor(
      terminal: terminal, output: output, historyFile: HistoryFile(url: historyURL),
      warn: { warnings.append($0) })
    guard (try? Data(contentsOf: historyURL)) == history else {
      return .failure("reading the history file changed it")
    }
    let refusedHistory = !trial.history.isValidUTF8
    guard warnings.count == (refusedHistory ? 1 : 0) else {
      return .failure(
        "warnings \(warnings) for a history file that is \(refusedHistory ? "not " : "")text")
    }
    if let warning = warnings.first, !warning.contains(historyURL.path) {
      return .failure("a warning that does not name the history file: \(warning)")
    }
    editor.completion = FuzzLineEditorTests.completion
    editor.state = LineState(prompt: "> ", history: editor.history)
    var decoder = KeyDecoder()
    var offset = 0
    for read in trial.reads {
      let keys = decoder.decode(Array(trial.keys.bytes[offset..<(offset + read)]))
      offset += read
      if let problem = apply(keys, to: editor) { return .failure(problem) }
    }
    if let problem = apply(decoder.flush(), to: editor) { return .failure(problem) }
    if decoder.isWaiting { return .failure("the decoder still waits after a flush") }
    if let problem = Self.problem(in: editor.state.line.text) { return .failure(problem) }
    return refusedHistory ? .clearError : .result
  }

  /// Applies keys as the editor's `readLine` does, the lines of a paste included, starting a
  /// new line after each Enter or Ctrl-D.
  ///
  /// - Returns: What is wrong, if anything.
  private func apply(_ keys: [EditKey], to editor: LineEditor) -> String? {
    editor.queuedKeys = KeyQueue(keys)
    while let key = editor.queuedKeys.next() {
      let outcome = editor.handle(key)
      let line = editor.state.line
      guard (0...line.count).contains(line.cursor) else {
        return "the cursor at \(line.cursor) in a line of \(line.count) after \(key)"
      }
      switch outcome {
      case .editing:
        continue
      case .line(let text):
        if let problem = Self.problem(in: text) { return "entered: \(problem)" }
      case .end:
        guard line.isEmpty else { return "Ctrl-D ended the input on a line that is not empty" }
      }
      editor.state = LineState(prompt: "> ", history: editor.history)
    }
    return nil
  }

  /// A control character in a line, which the editor never lets in.
  static func problem(in text: String) -> String? {
    guard let scalar = text.unicodeScalars.first(where: \.isTerminalControl) else { return nil }
    return "the line holds U+\(String(scalar.value, radix: 16, uppercase: true))"
  }
}
