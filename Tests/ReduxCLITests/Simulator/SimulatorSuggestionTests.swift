import Foundation
import Redux
import SampleApp
import Testing

@testable import ReduxCLIKit

/// A suggestion service that never answers: each call waits until its task is cancelled.
struct UnansweringSuggestionService: TodoSuggestionService {
  func suggestion(after items: [TodoItem]) async throws -> String {
    let (never, continuation) = AsyncStream.makeStream(of: Never.self)
    for await _ in never {}
    continuation.finish()
    throw CancellationError()
  }
}

/// Suggestions in `simulate`: each step waits until the suggestion it asked for is in the
/// window's list (issue 23), and a service that never answers ends the step with an error that
/// names the window.
@MainActor
@Suite("simulate suggestions", .timeLimit(.minutes(5)))
struct SimulatorSuggestionTests {
  /// The script of issue 23: suggest and accept, four times, in one window.
  static let repeatedSuggestions = """
    open todoList
    todo suggest 1
    todo accept 1
    todo suggest 1
    todo accept 1
    todo suggest 1
    todo accept 1
    todo suggest 1
    todo accept 1
    """

  @Test func theIssueScriptAcceptsFourSuggestions() async throws {
    let run = try await SimulateHarness.runScript(Self.repeatedSuggestions)
    #expect(run.console.errors == "")
    #expect(run.status == .success)
    let ideas = OfflineSuggestionService.defaultIdeas.prefix(4)
    for (number, idea) in zip(1..., ideas) {
      #expect(run.console.output.contains("\(number). [ ] \(idea)"))
    }
  }

  @Test func everySuggestStepEndsWithTheSuggestionInTheList() async throws {
    let simulator = Simulator()
    try await simulator.perform(.open(screens: [.todoList]))
    let window = try #require(simulator.registry.openWindows.first)
    for round in 1...30 {
      try await simulator.perform(.todo(window: "1", change: .suggest))
      let list = simulator.store.state.screenState(
        TodoListState.self, for: .todoList, window: window.uuid)
      #expect(list?.isFetchingSuggestion == false, "round \(round)")
      #expect(list?.suggestion != nil || list?.suggestionError != nil, "round \(round)")
      if list?.suggestion != nil {
        try await simulator.perform(.todo(window: "1", change: .accept))
      } else {
        try await simulator.perform(.todo(window: "1", change: .remove(position: 1)))
      }
    }
    await simulator.shutDown()
  }

  @Test func aSuggestionThatNeverArrivesEndsTheStepWithAnErrorNamingTheWindow() async throws {
    let simulator = Simulator(
      suggestions: UnansweringSuggestionService(), unansweredFetchLimit: .milliseconds(50))
    try await simulator.perform(.open(screens: [.todoList]))
    try await simulator.perform(.open(screens: [.todoList]))

    do {
      try await simulator.perform(.todo(window: "2", change: .suggest))
      Issue.record("the step ended without an error")
    } catch {
      #expect(
        error.message
          == "error: window 2 still waits for its suggestion after 0.05 seconds: "
          + "the suggestion service did not answer.")
    }

    // The window is not waited for again: other steps, and the end of the session, go on.
    try await simulator.perform(.todo(window: "1", change: .add(title: "Milk")))
    try await simulator.perform(.todo(window: "2", change: .add(title: "Eggs")))
    await simulator.shutDown()
  }
}
