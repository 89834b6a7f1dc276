/// One action's part of a measured processing: what its reducer and each middleware took, and
/// the time from the start of its reduction to the end of its last middleware.
@usableFromInline
struct MeasuredAction {
  @usableFromInline let action: Action
  @usableFromInline let reducers: Duration
  @usableFromInline let middlewares: [Duration]
  @usableFromInline let total: Duration

  @inlinable
  init(action: Action, reducers: Duration, middlewares: [Duration], total: Duration) {
    self.action = action
    self.reducers = reducers
    self.middlewares = middlewares
    self.total = total
  }
}
