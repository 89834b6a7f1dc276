import SampleApp
import Testing

@Suite("Offline suggestion service")
struct OfflineSuggestionServiceTests {
  let service = OfflineSuggestionService()

  @Test func suggestsTheFirstIdeaNotInTheList() async throws {
    #expect(try await service.suggestion(after: []) == "Water the plants")
    let items = [
      TodoItem(id: 1, title: " water THE plants "), TodoItem(id: 2, title: "Go for a walk"),
    ]
    #expect(try await service.suggestion(after: items) == "Call a friend")
    #expect(try await service.suggestion(after: items) == "Call a friend")
  }

  @Test func throwsWhenEveryIdeaIsTaken() async {
    let service = OfflineSuggestionService(ideas: ["Tea", "Jam"])
    await #expect(throws: OfflineSuggestionService.OutOfIdeas()) {
      try await service.suggestion(after: [
        TodoItem(id: 1, title: "Jam"), TodoItem(id: 2, title: "Tea"),
      ])
    }
    #expect(
      String(describing: OfflineSuggestionService.OutOfIdeas())
        == "every idea is already on the list")
  }

  @Test func stopsWaitingWhenCancelled() async {
    let slow = OfflineSuggestionService(delay: .seconds(3600))
    let task = Task { try await slow.suggestion(after: []) }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
