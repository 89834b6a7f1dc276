/// A batch of a session as the page shows it: one step, made of the consecutive steps of its
/// actions.
struct InspectedBatch {
  /// The position of the batch's first action.
  let first: Int
  /// The position of its last recorded action: the step the page selects for the batch.
  let last: Int
  /// How many actions the batch held; more than `last - first + 1` when the session ended
  /// inside it.
  let count: Int
}
