import Foundation
import Redux
import Testing

@Suite("ActiveScreensState: Codable")
struct ActiveScreensCodingTests {
  private let first = BoardWindows.first
  private let second = BoardWindows.second

  @Test func windowsScreensAndClosedWindowsRoundTrip() throws {
    var state = BoardState()
    for window in [second, first] {
      BoardState.reducer(
        &state, BoardScreenAction(windowUUID: window, actionType: .showScreen, screen: .notes))
    }
    BoardState.reducer(&state, NoteAction(windowUUID: first, actionType: .add("x")))
    let closed = WindowUUID()
    BoardState.reducer(&state, WindowAction(windowUUID: closed, actionType: .openWindow))
    BoardState.reducer(&state, WindowAction(windowUUID: closed, actionType: .closeWindow))

    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(BoardState.self, from: data)
    #expect(decoded == state)
    #expect(decoded.activeScreens.windowUUIDs == [second, first])
    #expect(decoded.activeScreens.isClosed(closed))
    // A decoded state goes on like the original.
    var next = decoded
    BoardState.reducer(&next, NoteAction(windowUUID: first, actionType: .add("y")))
    BoardState.reducer(&state, NoteAction(windowUUID: first, actionType: .add("y")))
    #expect(next == state)
  }

  @Test func aWindowListedTwiceDoesNotDecode() {
    let window = first.uuidString
    let json = """
      {"closedWindows":[],"windows":[{"window":"\(window)","screens":[]},\
      {"window":"\(window)","screens":[]}]}
      """
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ActiveScreensState<BoardScreenState>.self, from: Data(json.utf8))
    }
  }
}
