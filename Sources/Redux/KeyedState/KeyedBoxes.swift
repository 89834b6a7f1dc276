/// The boxes of a ``KeyedState``, one per key, in chunks of eight.
///
/// A state changes one key per action, typically, and the store keeps the previous state for its
/// listeners, so the change copies the boxes it does not own alone. Kept in one array, that copy
/// retains every box of every key; kept in chunks, it retains the chunks' buffers and the eight
/// boxes of the chunk that changed. Both levels are Swift arrays, which copy on write.
@usableFromInline
struct KeyedBoxes: RandomAccessCollection, Sendable {
  /// log2 of the number of boxes in a chunk.
  @usableFromInline static let chunkShift = 3
  /// The boxes, `1 << chunkShift` to a chunk; the last chunk may hold fewer.
  @usableFromInline var chunks: [[any AnyKeyedValueBox]]
  /// The number of boxes.
  @usableFromInline let count: Int

  /// Makes the boxes of a state, in key order.
  @usableFromInline
  init(_ boxes: [any AnyKeyedValueBox]) {
    let size = 1 << Self.chunkShift
    chunks = stride(from: 0, to: boxes.count, by: size).map {
      Array(boxes[$0..<Swift.min($0 + size, boxes.count)])
    }
    count = boxes.count
  }

  /// The first position.
  @inlinable
  var startIndex: Int { 0 }

  /// The position after the last box.
  @inlinable
  var endIndex: Int { count }

  /// The box at a position.
  @inlinable
  subscript(position: Int) -> any AnyKeyedValueBox {
    get {
      chunks[position >> Self.chunkShift][position & ((1 << Self.chunkShift) - 1)]
    }
    set {
      chunks[position >> Self.chunkShift][position & ((1 << Self.chunkShift) - 1)] = newValue
    }
  }
}
