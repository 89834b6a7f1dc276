/// Where the page keeps a full state (a checkpoint), placed by size rather than by count: the
/// next one is kept once the patches since the last one weigh more than that full state, times
/// ``ratio``.
///
/// The page rebuilds a step's state from the nearest full state at or before it and the patches
/// after it, so keeping one costs its size in the file and saves replaying the patches before
/// it. Placed this way, the full states weigh at most the patches divided by the ratio, plus the
/// last full state, so the page grows with what changed, not with the state's size times the
/// number of steps; and a jump applies patches that weigh at most the ratio times the state it
/// starts from (plus one step's), whatever the number of steps.
package struct CheckpointPlacement: Sendable {
  /// How many times its own size the patches after a full state must weigh before the next is
  /// kept: 1 keeps at most as many bytes of full states as of patches, besides the last full
  /// state; more keeps fewer and makes a jump apply more patches.
  package static let defaultRatio = 2

  /// The ratio this placement uses.
  package let ratio: Int
  /// The size of the last full state kept (the initial state at first), in bytes of JSON.
  private(set) var lastSize: Int
  /// The size of the patches since the last full state, in bytes of the page's JSON: each path
  /// a number, and the entries the page's table of paths gains for them.
  private(set) var patchBytes = 0
  /// The page's table of paths, fed the patches in the page's order, so that a patch is weighed
  /// as the page will hold it.
  private var paths = PatchPathTable()

  /// A placement that starts from the initial state, which the page always holds.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first step.
  ///   - ratio: How many times the last full state's size the patches must weigh.
  package init(initialState: JSONValue, ratio: Int = defaultRatio) {
    self.ratio = max(1, ratio)
    self.lastSize = JSONSize.of(initialState)
  }

  /// Notes one more step and says whether to keep its state whole.
  ///
  /// - Parameters:
  ///   - patch: The step's patch.
  ///   - state: The state after the step; measured only when it is kept.
  /// - Returns: `true` when the patches since the last full state, this one's included, weigh
  ///   more than ``ratio`` times it: `state` is then the new last full state.
  package mutating func keeps(
    after patch: JSONPatch, state: @autoclosure () -> JSONValue
  )
    -> Bool
  {
    guard !patch.operations.isEmpty else { return false }
    patchBytes += JSONSize.of(patch, paths: &paths)
    guard patchBytes > lastSize * ratio else { return false }
    lastSize = JSONSize.of(state())
    patchBytes = 0
    return true
  }
}
