/// Draws windows side by side, as many to a row as fit the terminal's width.
///
/// Each box is as wide as its content needs, but no wider than half the terminal, so that at
/// least two windows always fit side by side; longer lines wrap inside the box. Boxes are packed
/// into rows from left to right, one column apart; a box that does not fit on the current row
/// starts the next one. The boxes of a row are aligned at the top.
///
/// ```swift
/// let text = WindowBoxes.render(boxes, width: 80)
/// ```
enum WindowBoxes {
  /// The columns between two boxes of a row.
  static let gap = 1
  /// The narrowest terminal the layout supports.
  static let minimumWidth = 40

  /// The widest a box may be in a terminal: half of it, so that two boxes fit side by side.
  ///
  /// - Parameters:
  ///   - width: The terminal's width.
  /// - Returns: The most columns a box may take.
  static func maxBoxWidth(in width: Int) -> Int {
    (max(width, minimumWidth) - gap) / 2
  }

  /// Draws the boxes in rows that fit `width` columns.
  ///
  /// - Parameters:
  ///   - boxes: The windows, in order.
  ///   - width: The terminal's width; at least ``minimumWidth``.
  /// - Returns: The lines of every row, with no trailing spaces and no final newline; empty for
  ///   no boxes.
  static func render(_ boxes: [WindowBox], width: Int) -> String {
    let drawn = boxes.map { $0.lines(maxWidth: maxBoxWidth(in: width)) }
    let widths = drawn.map { TerminalText.width(of: $0.first ?? "") }
    var lines: [String] = []
    for row in rows(widths: widths, width: width) {
      let height = row.map { drawn[$0].count }.max() ?? 0
      for lineIndex in 0..<height {
        let parts = row.map { box in
          lineIndex < drawn[box].count
            ? drawn[box][lineIndex] : String(repeating: " ", count: widths[box])
        }
        let line = parts.joined(separator: String(repeating: " ", count: gap))
        lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Packs boxes of the given widths into rows of at most `width` columns, in order.
  ///
  /// ```swift
  /// WindowBoxes.rows(widths: [30, 30, 30], width: 80)  // [[0, 1], [2]]
  /// ```
  ///
  /// - Parameters:
  ///   - widths: The width of each box.
  ///   - width: The terminal's width.
  /// - Returns: The indices of the boxes of each row; a box wider than the terminal gets a row
  ///   of its own.
  static func rows(widths: [Int], width: Int) -> [[Int]] {
    var rows: [[Int]] = []
    var current: [Int] = []
    var used = 0
    for (index, boxWidth) in widths.enumerated() {
      let needed = current.isEmpty ? boxWidth : used + gap + boxWidth
      if !current.isEmpty && needed > width {
        rows.append(current)
        current = [index]
        used = boxWidth
      } else {
        current.append(index)
        used = needed
      }
    }
    if !current.isEmpty { rows.append(current) }
    return rows
  }
}
