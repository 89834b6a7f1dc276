import Foundation

/// Suggests something to add to a todo list: the outside world that ``TodoListMiddleware``
/// talks to.
///
/// A real app would ask a server; the sample app ships ``OfflineSuggestionService``, and tests
/// pass services they control.
///
/// ```swift
/// let idea = try await OfflineSuggestionService().suggestion(after: state.items)
/// ```
public protocol TodoSuggestionService: Sendable {
  /// Suggests a todo that fits after the given ones.
  ///
  /// Implementations should stop early and throw `CancellationError` once the calling task is
  /// cancelled; the middleware drops any result that arrives after a cancellation anyway.
  ///
  /// - Parameters:
  ///   - items: The todos already in the list.
  /// - Returns: The title of the suggested todo.
  /// - Throws: When no suggestion can be made, or the task was cancelled.
  func suggestion(after items: [TodoItem]) async throws -> String
}

/// A suggestion service that needs no network: suggests the first idea of a fixed list that is
/// not in the todo list yet.
///
/// The answer depends only on the todos passed in, so the same list always gets the same
/// suggestion:
///
/// ```swift
/// let service = OfflineSuggestionService()
/// try await service.suggestion(after: [])  // "Water the plants"
/// try await service.suggestion(after: [TodoItem(id: 1, title: "Water the plants")])  // "Call a friend"
/// ```
///
/// Titles are compared without regard to case or surrounding spaces. When every idea is already
/// in the list, it throws ``OutOfIdeas``.
public struct OfflineSuggestionService: TodoSuggestionService {
  /// The ideas the service suggests, in the order it tries them.
  public static let defaultIdeas = [
    "Water the plants",
    "Call a friend",
    "Go for a walk",
    "Read a chapter",
    "Tidy the desk",
    "Plan the week",
  ]

  /// The error thrown when every idea is already in the list.
  public struct OutOfIdeas: Error, Equatable, CustomStringConvertible {
    /// Makes the error.
    public init() {}

    /// A sentence for the screen and the log.
    public var description: String {
      "every idea is already on the list"
    }
  }

  /// The ideas this service suggests, in order.
  public let ideas: [String]
  /// How long the service pretends to think before answering.
  public let delay: Duration

  /// Makes the service.
  ///
  /// - Parameters:
  ///   - ideas: The ideas to suggest, in the order they are tried; ``defaultIdeas`` unless given.
  ///   - delay: How long to wait before answering, as a network call would; none by default.
  ///     The wait ends early, with `CancellationError`, when the task is cancelled.
  public init(ideas: [String] = Self.defaultIdeas, delay: Duration = .zero) {
    self.ideas = ideas
    self.delay = delay
  }

  /// Suggests the first idea that is not in the list yet.
  ///
  /// - Parameters:
  ///   - items: The todos already in the list.
  /// - Returns: The first of ``ideas`` whose title is not among `items`.
  /// - Throws: `CancellationError` when the task is cancelled, ``OutOfIdeas`` when every idea is
  ///   already in the list.
  public func suggestion(after items: [TodoItem]) async throws -> String {
    if delay > .zero {
      try await Task.sleep(for: delay)
    }
    try Task.checkCancellation()
    let taken = Set(items.map { Self.normalized($0.title) })
    guard let idea = ideas.first(where: { !taken.contains(Self.normalized($0)) }) else {
      throw OutOfIdeas()
    }
    return idea
  }

  private static func normalized(_ title: String) -> String {
    title.trimmingCharacters(in: .whitespaces).lowercased()
  }
}
