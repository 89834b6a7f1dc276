import SampleApp

extension SettingsChange {
  /// The settings action that makes this change.
  var actionType: SettingsActionType {
    switch self {
    case .background(let colour): return .changeBackgroundColor(colour)
    case .text(let colour): return .changeTextColor(colour)
    }
  }
}
