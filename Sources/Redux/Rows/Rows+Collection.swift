extension Rows: RandomAccessCollection {
  /// The position of the first row: 0.
  public var startIndex: Int { 0 }

  /// One past the position of the last row: the number of rows.
  public var endIndex: Int { elements.count }

  /// The row at a position.
  ///
  /// - Parameter position: A position from 0 to ``count`` − 1.
  public subscript(position: Int) -> Row {
    elements[position]
  }
}
