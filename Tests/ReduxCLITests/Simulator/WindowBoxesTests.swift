import Testing

@testable import ReduxCLIKit

@Suite("Window boxes")
struct WindowBoxesTests {
  private func box(_ number: Int, _ sections: [(String, String)]) -> WindowBox {
    WindowBox(
      title: "window \(number) · 0000000\(number)",
      sections: sections.map { WindowBox.Section(name: $0.0, text: $0.1) })
  }

  @Test func drawsTheTitleAndASectionPerScreen() {
    let drawn = box(1, [("todoList", "Todos\n1. [ ] Buy milk"), ("settings", "Colours")])
      .lines(maxWidth: 39)
    #expect(
      drawn == [
        "┌─ window 1 · 00000001 ─┐",
        "├─ todoList ────────────┤",
        "│ Todos                 │",
        "│ 1. [ ] Buy milk       │",
        "├─ settings ────────────┤",
        "│ Colours               │",
        "└───────────────────────┘",
      ])
  }

  @Test func saysSoWhenAWindowShowsNoScreen() {
    #expect(
      box(2, []).lines(maxWidth: 39) == [
        "┌─ window 2 · 00000002 ─┐",
        "│ (no screens)          │",
        "└───────────────────────┘",
      ])
  }

  @Test func wrapsLinesLongerThanTheBoxMayBe() {
    let drawn = box(1, [("settings", "Settings: background purple, text yellow")])
      .lines(maxWidth: 30)
    #expect(
      drawn == [
        "┌─ window 1 · 00000001 ──────┐",
        "├─ settings ─────────────────┤",
        "│ Settings: background       │",
        "│   purple, text yellow      │",
        "└────────────────────────────┘",
      ])
  }

  @Test func keepsBordersAlignedAroundWideCharactersAndControlCharacters() {
    let drawn = box(1, [("todoList", "1. [ ] 牛乳\n2. [ ] tab\there")]).lines(maxWidth: 39)
    let widths = Set(drawn.map { TerminalText.width(of: $0) })
    #expect(widths.count == 1)
    #expect(drawn.contains("│ 2. [ ] tab here       │"))
  }

  @Test func packsBoxesIntoRowsThatFit() {
    #expect(WindowBoxes.rows(widths: [25, 25, 25], width: 80) == [[0, 1, 2]])
    #expect(WindowBoxes.rows(widths: [39, 39, 39], width: 80) == [[0, 1], [2]])
    #expect(WindowBoxes.rows(widths: [30, 60, 30, 30], width: 80) == [[0], [1], [2, 3]])
    #expect(WindowBoxes.rows(widths: [], width: 80) == [])
    #expect(WindowBoxes.maxBoxWidth(in: 80) == 39)
  }

  @Test func drawsWindowsSideBySideAndWrapsThemToRowsOf80Columns() {
    let boxes = (1...3).map { box($0, [("todoList", "Todos (background red, text white)")]) }
    let rendered = WindowBoxes.render(boxes, width: 80)
    #expect(
      rendered == """
        ┌─ window 1 · 00000001 ──────────────┐ ┌─ window 2 · 00000002 ──────────────┐
        ├─ todoList ─────────────────────────┤ ├─ todoList ─────────────────────────┤
        │ Todos (background red, text white) │ │ Todos (background red, text white) │
        └────────────────────────────────────┘ └────────────────────────────────────┘
        ┌─ window 3 · 00000003 ──────────────┐
        ├─ todoList ─────────────────────────┤
        │ Todos (background red, text white) │
        └────────────────────────────────────┘
        """)
    for line in rendered.split(separator: "\n") {
      #expect(TerminalText.width(of: line) <= 80)
    }
  }

  @Test func alignsTheBoxesOfARowAtTheTop() {
    let rendered = WindowBoxes.render(
      [box(1, [("todoList", "a\nb\nc")]), box(2, [])], width: 80)
    #expect(
      rendered == """
        ┌─ window 1 · 00000001 ─┐ ┌─ window 2 · 00000002 ─┐
        ├─ todoList ────────────┤ │ (no screens)          │
        │ a                     │ └───────────────────────┘
        │ b                     │
        │ c                     │
        └───────────────────────┘
        """)
  }
}
