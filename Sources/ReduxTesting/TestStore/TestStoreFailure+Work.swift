import Redux

extension TestStoreFailure {
  /// The message of a `finish()` that found work still running.
  static func workRunningAtFinish(_ running: [RunningWork]) -> String {
    "\(countOfRunning(running)) still running at the end of the test, and would dispatch to "
      + "the store after it:\n" + workList(running) + "\n" + runningWorkHint(running)
  }

  /// The message of a store released while work it was never checked for was still running.
  static func workRunningAtRelease(_ running: [RunningWork]) -> String {
    "The test store was released while \(countOfRunning(running)) still running:\n"
      + workList(running) + "\n" + runningWorkHint(running)
      + "\nEnd the test with store.finish() to check this where the test ends."
  }

  /// The message of a `finish(timeout:)` whose wait ended with work still running.
  static func workStillRunning(after wait: Wait, _ running: [RunningWork]) -> String {
    "\(countOfRunning(running)) still running\(wait.phrase):\n" + workList(running) + "\n"
      + runningWorkHint(running)
  }

  private static func runningWorkHint(_ running: [RunningWork]) -> String {
    let it = running.count == 1 ? "it" : "them"
    let its = running.count == 1 ? "its" : "their"
    let window = running.count == 1 ? "its window" : "their windows"
    return "Let \(it) end first: release what \(it) waits for and receive \(its) result with "
      + "`await store.receive(…)`, or close \(window), which cancels \(it). Skip \(it) with "
      + "`skipInFlightWork()`, or set `exhaustivity = .off`."
  }

  private static func countOfRunning(_ running: [RunningWork]) -> String {
    running.count == 1 ? "1 task was" : "\(running.count) tasks were"
  }

  private static func workList(_ running: [RunningWork]) -> String {
    running.enumerated().map { index, entry in
      var line = "  \(index + 1). \(entry.work)"
      if let origin = entry.origin {
        line += ", started while processing \(origin.action)"
        if let site = origin.site { line += " (\(site.fileID):\(site.line))" }
      }
      return line
    }.joined(separator: "\n")
  }
}
