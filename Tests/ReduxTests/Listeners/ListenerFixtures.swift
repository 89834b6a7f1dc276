import Redux

/// A plain (not keyed) state and helpers shared by the listener tests.
enum ListenerFixtures {
  /// A small state for stores that are not keyed.
  struct Tally: StateType {
    var count = 0
    var note = ""

    static func defaultState(from state: Tally) -> Tally {
      state
    }

    /// Adds ``KeyedFixtures/IncrementAction`` amounts to `count` and takes the text of
    /// ``KeyedFixtures/RenameAction`` as `note`.
    static let reducer: Reducer<Tally> = { state, action in
      var next = state
      switch action {
      case let action as KeyedFixtures.IncrementAction:
        next.count += action.amount
      case let action as KeyedFixtures.RenameAction:
        next.note = action.text
      default:
        break
      }
      return next
    }
  }

  /// An object whose lifetime bounds a listener's, like a screen.
  final class Owner {}

  /// A store of a ``Tally``.
  @MainActor
  static func makeTallyStore() -> Store<Tally> {
    Store(state: Tally(), reducer: Tally.reducer)
  }

  /// A keyed store with a ``KeyedFixtures/Counter`` under `"Counter"` and a
  /// ``KeyedFixtures/Title`` under `"Title"`.
  @MainActor
  static func makeKeyedStore() -> Store<KeyedState> {
    Store(reducer: KeyedFixtures.CounterReducer() + KeyedFixtures.TitleReducer())
  }
}
