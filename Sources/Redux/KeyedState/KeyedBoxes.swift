/// The boxes of a ``KeyedState``, one per key, in chunks of eight (both levels copy on write). An
/// action typically changes one key, and the store keeps the previous state for its listeners, so
/// the change copies the boxes it does not own alone: in chunks, that copy retains the chunks'
/// buffers and the eight boxes of the changed chunk, not every box.
@usableFromInline
struct KeyedBoxes: RandomAccessCollection, Sendable {
  /// log2 of the number of boxes in a chunk.
  @usableFromInline static let chunkShift = 3
  /// `1 << chunkShift` boxes to a chunk; the last chunk may hold fewer.
  @usableFromInline var chunks: [[any AnyKeyedValueBox]]
  @usableFromInline let count: Int

  @usableFromInline
  init(_ boxes: [any AnyKeyedValueBox]) {
    let size = 1 << Self.chunkShift
    chunks = stride(from: 0, to: boxes.count, by: size).map {
      Array(boxes[$0..<Swift.min($0 + size, boxes.count)])
    }
    count = boxes.count
  }

  @inlinable
  var startIndex: Int { 0 }

  @inlinable
  var endIndex: Int { count }

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
