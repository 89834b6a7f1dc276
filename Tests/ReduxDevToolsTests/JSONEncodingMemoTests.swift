import Foundation
import ReduxTestSupport
import Testing

@testable import ReduxDevTools

@Suite("The memo: a state encoded from the one before is the state encoded afresh")
struct JSONEncodingMemoTests {
  struct Item: Codable, Equatable {
    var title: String
    var tags: [String]
  }

  struct Board: Codable, Equatable {
    var lists: [[Item]]
    var names: [String]
  }

  /// A walk of edits through a board: inserts, removals and moves in the middle and at both
  /// ends, changes inside an element (a nested list), and lists emptied and filled again.
  static func boards(count: Int, seed: UInt64) -> [Board] {
    var generator = SplitMix64(seed: seed)
    var board = Board(lists: [[], []], names: [])
    var boards = [board]
    for step in 0..<count {
      let list = Int.random(in: 0..<board.lists.count, using: &generator)
      var items = board.lists[list]
      switch Int.random(in: 0..<7, using: &generator) {
      case 0, 1:
        let index = Int.random(in: 0...items.count, using: &generator)
        items.insert(Item(title: "item \(step)", tags: []), at: index)
      case 2 where !items.isEmpty:
        items.remove(at: Int.random(in: 0..<items.count, using: &generator))
      case 3 where items.count > 1:
        let moved = items.remove(at: Int.random(in: 0..<items.count, using: &generator))
        items.insert(moved, at: Int.random(in: 0...items.count, using: &generator))
      case 4 where !items.isEmpty:
        let index = Int.random(in: 0..<items.count, using: &generator)
        items[index].tags.append("tag \(step)")
      case 5 where step % 40 == 0:
        items = []
      default:
        board.names.insert("name \(step)", at: board.names.isEmpty ? 0 : step % board.names.count)
      }
      board.lists[list] = items
      boards.append(board)
    }
    return boards
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func eachStateIsItsOwnJSONWhateverTheEditsBefore(seed: UInt64) throws {
    let memo = JSONEncodingMemo()
    for (index, board) in Self.boards(count: 400, seed: seed).enumerated() {
      let reused = try JSONTreeEncoder.encode(board, memo: memo)
      #expect(reused == (try JSONTreeEncoder.encode(board)), "state \(index), seed \(seed)")
    }
  }
}
