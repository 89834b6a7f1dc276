import Dispatch

/// What timing a ``MeasuredSubject`` found.
struct Timing: Sendable, Equatable {
  /// The median, over the repetitions, of the nanoseconds one dispatch took.
  var nanosecondsPerDispatch: Double
  /// The notifications per dispatch over every timed repetition.
  var notificationsPerDispatch: Double
  /// How many repetitions were timed.
  var repetitions: Int
  /// How many dispatches each repetition made.
  var dispatchesPerRepetition: Int
}

/// Times dispatches: warms up while it finds a batch size, then times batches and keeps the
/// median of their cost per dispatch.
///
/// Each repetition dispatches a batch of actions between two readings of the monotonic clock, so
/// the clock's own cost is spread over the batch. The batch size is chosen from the warm-up so
/// that a repetition lasts about ``repetitionNanoseconds``: a cheap dispatch is repeated many
/// times, an expensive one (the wiki baseline with hundreds of windows) a few.
struct DispatchTimer: Sendable {
  /// How many batches to time; the median is kept.
  var repetitions: Int
  /// About how long one timed batch lasts.
  var repetitionNanoseconds: UInt64
  /// The most dispatches one batch makes.
  var maximumBatch: Int

  /// Times a subject.
  ///
  /// - Parameters:
  ///   - subject: The implementation to time.
  /// - Returns: The median cost per dispatch and the notifications per dispatch.
  @MainActor
  func measure(_ subject: some MeasuredSubject) -> Timing {
    let batch = warmUp(subject)
    subject.resetNotificationCount()
    var samples: [Double] = []
    for _ in 0..<max(1, repetitions) {
      let elapsed = Self.time { subject.dispatchNext(batch) }
      samples.append(Double(elapsed) / Double(batch))
    }
    let dispatches = batch * samples.count
    return Timing(
      nanosecondsPerDispatch: Self.median(samples),
      notificationsPerDispatch: Double(subject.notificationCount) / Double(dispatches),
      repetitions: samples.count,
      dispatchesPerRepetition: batch
    )
  }

  /// Dispatches batches of growing size until one lasts a quarter of a repetition, and returns the
  /// batch size that should last a whole repetition.
  @MainActor
  private func warmUp(_ subject: some MeasuredSubject) -> Int {
    var batch = 1
    while true {
      let elapsed = Self.time { subject.dispatchNext(batch) }
      if elapsed * 4 >= repetitionNanoseconds || batch >= maximumBatch {
        let perDispatch = max(1, Double(elapsed) / Double(batch))
        let fitting = Int(Double(repetitionNanoseconds) / perDispatch)
        return min(maximumBatch, max(1, fitting))
      }
      batch *= 2
    }
  }

  /// The nanoseconds `work` took, on the monotonic clock.
  static func time(_ work: () -> Void) -> UInt64 {
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    return DispatchTime.now().uptimeNanoseconds - start
  }

  /// The median of some samples; the mean of the middle two for an even count.
  static func median(_ samples: [Double]) -> Double {
    guard !samples.isEmpty else { return 0 }
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}
