/// The workload that `redux-cli bench --profile N` runs for a profiler.
enum ProfileWorkload: String, Equatable, Sendable {
  /// The multi-window workload's store, at the first of `--windows`: `--workload windows`.
  case multiWindow = "windows"
  /// The keyed-states workload's many-key store, with listeners on every key:
  /// `--workload keyed`.
  case keyed
}
