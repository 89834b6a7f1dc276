extension ActionRecorder {
  /// Writes each action's cost on its line, as `measurement` reports it, from the next action
  /// on and until the measurement stops.
  ///
  /// ```swift
  /// let store = Store(
  ///   state: initialState, reducer: AppState.reducer, middlewares: [recorder.middleware])
  /// recorder.recordCosts(of: try store.measureCosts(middlewareNames: ["ActionRecorder"]))
  /// ```
  ///
  /// Give it the measurement of the store whose middleware the recorder is. The line gets a
  /// `cost` field (the format is in <doc:RecordingAndReplaying>), which ``RecordedAction/cost``
  /// reads back and readers that predate it ignore. The recorder writes a line once its action's
  /// processing has ended, rather than when its middleware runs: a session killed at any moment
  /// still loses at most the action in flight. Once the measurement stops, lines are written as
  /// before, without a cost. A recorder never connected writes exactly what it wrote before
  /// costs existed.
  ///
  /// - Parameter measurement: The store's measurement; one already stopped changes nothing.
  @MainActor
  public func recordCosts(of measurement: CostMeasurement) {
    measurement.addRecorderLink(costLink)
  }
}
