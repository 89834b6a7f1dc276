import Redux
import SampleApp

extension Simulator {
  /// Waits until the store has processed every queued action and no suggestion is on its way.
  /// A replay's simulator waits for no suggestion: nothing fetches one.
  ///
  /// Actions dispatched off the main actor (a suggestion's result, the `closeScreen` of a
  /// controller's `deinit`) are processed by a task on the main actor, already scheduled when
  /// they are counted as pending; yielding lets it run. A suggestion on its way is waited for
  /// until the store reduces its result: its window's list stops fetching then, in the same
  /// action, because the todo list middleware counts a fetch until its result is reduced.
  ///
  /// - Throws: ``SimulatorError`` naming the windows whose suggestion has not arrived after
  ///   ``unansweredFetchLimit``; later waits leave those windows out.
  func settle() async throws(SimulatorError) {
    while true {
      while store.pendingActionCount > 0 {
        await Task.yield()
      }
      let fetching = fetchingWindows
      guard !fetching.isEmpty else { return }
      guard await StateChangeWait.next(in: store, within: unansweredFetchLimit) else {
        unansweredFetches.formUnion(fetching.map(\.uuid))
        throw SimulatorError.unansweredFetch(
          in: fetching.map(\.number), after: unansweredFetchLimit)
      }
    }
  }

  /// The open windows with a list that waits for a suggestion, but those already reported
  /// unanswered.
  private var fetchingWindows: [WindowRegistry.Window] {
    guard fetchesSuggestions else { return [] }
    return registry.openWindows.filter { window in
      !unansweredFetches.contains(window.uuid)
        && !timeTravel.stalledFetches.contains(window.uuid)
        && store.state.activeScreens.screens(in: window.uuid).contains { state in
          guard case .todoList(let list) = state else { return false }
          return list.isFetchingSuggestion
        }
    }
  }
}
