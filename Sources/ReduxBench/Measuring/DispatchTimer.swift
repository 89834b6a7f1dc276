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
/// Each repetition dispatches a batch of actions between two readings of the ``BenchClock`` (the
/// thread's CPU time), so the clock's own cost is spread over the batch. The batch size is chosen from the warm-up so
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
    measure([subject])[0]
  }

  /// Times several implementations of one workload, taking turns: each repetition times one
  /// batch of each in order, so that a burst of load from other processes falls on all of them
  /// alike rather than on whichever ran at that moment.
  ///
  /// With a `groupSize` above 1, the subjects come in groups of that many that dispatch the same
  /// actions: the first of each group is warmed up, and the others dispatch as many actions to
  /// warm up and time batches of its size, so that every subject of a group dispatches the same
  /// actions in the same batches, and the notifications per dispatch of subjects that make the
  /// same calls are equal.
  ///
  /// - Parameters:
  ///   - subjects: The implementations to time.
  ///   - groupSize: How many subjects in a row share the first one's batches.
  /// - Returns: Their timings, in the same order.
  @MainActor
  func measure(_ subjects: [any MeasuredSubject], batchesSharedBy groupSize: Int = 1) -> [Timing] {
    var batches: [Int] = []
    var warmUpDispatches = 0
    for (index, subject) in subjects.enumerated() {
      if index.isMultiple(of: max(1, groupSize)) {
        let warmUp = warmUp(subject)
        batches.append(warmUp.batch)
        warmUpDispatches = warmUp.dispatches
      } else {
        subject.dispatchNext(warmUpDispatches)
        batches.append(batches[index - 1])
      }
    }
    for subject in subjects { subject.resetNotificationCount() }
    var samples = Array(repeating: [Double](), count: subjects.count)
    for _ in 0..<max(1, repetitions) {
      for (index, subject) in subjects.enumerated() {
        let batch = batches[index]
        let elapsed = Self.time { subject.dispatchNext(batch) }
        samples[index].append(Double(elapsed) / Double(batch))
      }
    }
    return subjects.indices.map { index in
      let dispatches = batches[index] * samples[index].count
      return Timing(
        nanosecondsPerDispatch: Self.median(samples[index]),
        notificationsPerDispatch: Double(subjects[index].notificationCount) / Double(dispatches),
        repetitions: samples[index].count,
        dispatchesPerRepetition: batches[index]
      )
    }
  }

  /// Dispatches batches of growing size until one lasts a quarter of a repetition, and returns the
  /// batch size that should last a whole repetition, with the number of actions dispatched.
  @MainActor
  private func warmUp(_ subject: any MeasuredSubject) -> (batch: Int, dispatches: Int) {
    var batch = 1
    var dispatches = 0
    while true {
      let elapsed = Self.time { subject.dispatchNext(batch) }
      dispatches += batch
      if elapsed * 4 >= repetitionNanoseconds || batch >= maximumBatch {
        let perDispatch = max(1, Double(elapsed) / Double(batch))
        let fitting = Int(Double(repetitionNanoseconds) / perDispatch)
        return (min(maximumBatch, max(1, fitting)), dispatches)
      }
      batch *= 2
    }
  }

  /// The nanoseconds `work` took, on the ``BenchClock``.
  static func time(_ work: () -> Void) -> UInt64 {
    let start = BenchClock.now()
    work()
    return BenchClock.now() - start
  }

  /// The median of some samples; the mean of the middle two for an even count.
  static func median(_ samples: [Double]) -> Double {
    guard !samples.isEmpty else { return 0 }
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}
