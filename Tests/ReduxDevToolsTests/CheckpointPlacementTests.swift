import Foundation
import Redux
import Testing

@testable import ReduxDevTools

@Suite("The inspector's full states: placed by size, not by count")
struct CheckpointPlacementTests {
  /// A patch that sets `value` at the root's `key`, and its size as the page writes it.
  func patch(_ key: String, _ value: String) -> (JSONPatch, Int) {
    let patch = JSONPatch(operations: [.set([.key(key)], .string(value))])
    return (patch, patch.json.text.utf8.count)
  }

  @Test func aFullStateIsKeptOnceThePatchesSinceTheLastOutweighIt() {
    let initial = JSONValue.object(["a": .string(String(repeating: "x", count: 100))])
    let initialSize = initial.text.utf8.count
    var placement = CheckpointPlacement(initialState: initial, ratio: 2)
    let (small, smallSize) = patch("b", "y")
    // The patches may weigh twice the initial state before a full state is kept.
    let steps = (2 * initialSize) / smallSize + 1
    let later = JSONValue.object(["a": .string(String(repeating: "x", count: 400))])
    // After the first, the last full state is the larger one: the next is kept after twice its
    // size.
    let laterSteps = (2 * later.text.utf8.count) / smallSize + 1
    var kept: [Int] = []
    for step in 1...(steps + 3 * laterSteps) where placement.keeps(after: small, state: later) {
      kept.append(step)
    }
    #expect(kept == [0, 1, 2, 3].map { steps + $0 * laterSteps })
  }

  @Test func aStepThatChangedNothingAddsNothing() {
    var placement = CheckpointPlacement(initialState: .object([:]), ratio: 1)
    var measured = 0
    var kept = 0
    for _ in 0..<1_000 {
      let keeps = placement.keeps(
        after: JSONPatch(operations: []),
        state: {
          measured += 1
          return .null
        }())
      if keeps { kept += 1 }
    }
    #expect(kept == 0)
    #expect(measured == 0)
    #expect(placement.patchBytes == 0)
  }

  @Test func aPageWhoseListOnlyGrowsHoldsFewFullStates() throws {
    // 600 names added one by one: the state grows to about 60 KB. A full state every 100
    // steps would hold six copies of the list; placed by size, the full states weigh at most
    // the patches over the ratio, plus the last full state.
    let types = (0..<600).map { CounterActionType.name("a todo with a longer title, number \($0)") }
    let recording = try CounterSessions.recording(types)
    let trace = try SessionTrace(
      recording: recording, initialState: CounterState(),
      reducer: { state, action in
        state = CounterState.reducer(state, action)
      }, checkpointRatio: CheckpointPlacement.defaultRatio, reusesEqualParts: true)
    let patchBytes = trace.steps.reduce(0) { $0 + $1.patch.json.text.utf8.count }
    let checkpointBytes = trace.checkpoints.values.reduce(0) { $0 + $1.text.utf8.count }
    let finalSize = try #require(trace.checkpoints.max { $0.key < $1.key }?.value).text.utf8
      .count
    #expect(!trace.checkpoints.isEmpty)
    #expect(checkpointBytes <= patchBytes / CheckpointPlacement.defaultRatio + finalSize)
    // Every jump applies patches that weigh at most the ratio times the full state before it.
    var bases = [(0, trace.initialState.text.utf8.count)]
    bases += trace.checkpoints.keys.sorted().map { ($0, trace.checkpoints[$0]!.text.utf8.count) }
    for (index, (step, size)) in bases.enumerated() {
      let end = index + 1 < bases.count ? bases[index + 1].0 : trace.steps.count
      let weight = trace.steps[step..<end].reduce(0) { $0 + $1.patch.json.text.utf8.count }
      let lastStepWeight = trace.steps[end - 1].patch.json.text.utf8.count
      #expect(weight <= size * CheckpointPlacement.defaultRatio + lastStepWeight)
    }
  }

  @Test func theDevToolsExportKeepsNoFullStates() throws {
    let recording = try CounterSessions.recording(CounterSessions.mixed)
    let trace = try SessionTrace(
      recording: recording, initialState: CounterState(),
      reducer: { state, action in
        state = CounterState.reducer(state, action)
      })
    #expect(trace.checkpoints.isEmpty)
  }
}
