/// One implementation of a workload, ready to be timed: it dispatches actions from its script and
/// counts the notifications its subscribers or listeners receive.
@MainActor
protocol MeasuredSubject: AnyObject {
  /// Dispatches the next `count` actions of the workload.
  ///
  /// - Parameters:
  ///   - count: How many actions to dispatch.
  func dispatchNext(_ count: Int)

  /// The notifications received since the last ``resetNotificationCount()``: subscriber or
  /// listener calls, whichever the implementation has.
  var notificationCount: Int { get }

  /// Starts counting notifications from zero.
  func resetNotificationCount()
}
