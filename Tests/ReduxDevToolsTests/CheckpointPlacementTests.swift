import Foundation
import Redux
import Testing

@testable import ReduxDevTools

@Suite("The inspector's full states: placed by size, not by count")
struct CheckpointPlacementTests {
  /// What each patch adds to the page, measured on its text: the patch with its paths as
  /// numbers, and the entries its new paths add to the page's table of paths.
  func pageBytes(_ patches: [JSONPatch]) -> [Int] {
    var paths = PatchPathTable()
    return patches.map { patch in
      let tableBefore = paths.json.text.utf8.count
      let patchSize = patch.json(paths: &paths).text.utf8.count
      return patchSize + paths.json.text.utf8.count - tableBefore
    }
  }

  @Test func aFullStateIsKeptOnceThePatchesSinceTheLastOutweighIt() {
    let initial = JSONValue.object(["a": .string(String(repeating: "x", count: 100))])
    let later = JSONValue.object(["a": .string(String(repeating: "x", count: 400))])
    let small = JSONPatch(operations: [.set([.key("b")], .string("y"))])
    var placement = CheckpointPlacement(initialState: initial, ratio: 2)
    var kept: [Int] = []
    for step in 1...600 where placement.keeps(after: small, state: later) {
      kept.append(step)
    }
    // The first patch writes its path in the table, `[-1,"b"]`; each patch is `[["s",0,"y"]]`.
    let sizes = pageBytes(Array(repeating: small, count: 600))
    #expect(sizes[0] == sizes[1] + 8)
    // The patches may weigh twice the initial state before a full state is kept; after the
    // first, the last full state is the larger one: the next is kept after twice its size.
    var expected: [Int] = []
    var since = 0
    var last = initial.text.utf8.count
    for (index, size) in sizes.enumerated() {
      since += size
      guard since > 2 * last else { continue }
      expected.append(index + 1)
      since = 0
      last = later.text.utf8.count
    }
    #expect(kept == expected)
    #expect(kept.prefix(2) == [17, 80])
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
    // Each step's patch as the page holds it.
    let stepBytes = pageBytes(trace.steps.map(\.patch))
    let patchBytes = stepBytes.reduce(0, +)
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
      let weight = stepBytes[step..<end].reduce(0, +)
      let lastStepWeight = stepBytes[end - 1]
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
