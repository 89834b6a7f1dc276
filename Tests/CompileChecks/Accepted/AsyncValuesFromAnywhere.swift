import Observation
import Redux

/// A state with one number, for the sequences below.
struct ScoreState: StateType {
  var score = 0
  var scoresByWindow: [WindowUUID: Int] = [:]

  static func defaultState(from state: ScoreState) -> ScoreState { state }
}

/// An actor that makes a sequence of the store and reads it into its own state.
actor ScoreWatcher {
  private var seen: [Int] = []
  let store: Store<ScoreState>

  init(store: Store<ScoreState>) {
    self.store = store
  }

  func watch() async {
    let scores = await store.values { $0.select(\.score) }
    for await score in scores {
      seen.append(score)
      if seen.count == 3 { break }
    }
  }

  func watch(window: WindowUUID) async {
    let scores = await store.values(for: .window(window), buffering: .newest(8)) {
      $0.select { $0.scoresByWindow[window] }
    }
    for await score in scores {
      seen.append(score ?? 0)
    }
  }

  /// Reads a sequence made elsewhere: `StoreValues` is `Sendable`.
  func read(_ scores: StoreValues<Int>) async {
    for await score in scores {
      seen.append(score)
    }
  }
}

/// Reads a sequence in a nonisolated function and in a detached task.
func readEverywhere(_ scores: StoreValues<Int>) async {
  for await score in scores where score > 10 {
    print(score)
  }
  let reading = Task.detached {
    var iterator = scores.makeAsyncIterator()
    return await iterator.next()
  }
  _ = await reading.value
}

/// A main-actor object that is not `Sendable`, which a transform may use.
final class ScoreFormatter {
  var prefix = "score: "
}

/// Makes a sequence and an observation on the main actor.
@MainActor
func watchOnTheMainActor(store: Store<ScoreState>) async {
  let formatter = ScoreFormatter()
  let labels = store.values { $0.select { formatter.prefix + String($0.score) } }
  for await label in labels {
    print(label)
  }
  let scores = store.values { $0.select(\.score) }
  await readEverywhere(scores)
  if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) {
    let observed = store.observe { $0.select(\.score) }
    withObservationTracking {
      print(observed.value)
    } onChange: {
      print("score changed")
    }
  }
}
