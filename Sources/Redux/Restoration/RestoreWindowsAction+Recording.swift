/// A restore is recordable with its snapshot when the screen states are `Codable`, so that a
/// session that began by restoring its windows replays from the same windows. Register it in the
/// app's ``ActionRegistry``:
///
/// ```swift
/// let registry = ActionRegistry([
///   WindowAction.self, ScreenAction.self, RestoreWindowsAction<AppScreenState>.self,
/// ])
/// ```
extension RestoreWindowsAction: CustomRecordableAction where AppScreenState: Codable {
  /// The name a recording gives the action.
  public static var recordingName: String { "RestoreWindowsAction" }

  /// The snapshot the action restores.
  public var recordedPayload: WindowsSnapshot<AppScreenState>? {
    snapshot
  }

  /// Makes the action again from a recording.
  ///
  /// - Parameters:
  ///   - windowUUID: The window the recording names; a restore is for every window, so it is not
  ///     used.
  ///   - recordedPayload: The snapshot.
  public convenience init(windowUUID: WindowUUID, recordedPayload: WindowsSnapshot<AppScreenState>)
  {
    self.init(recordedPayload)
  }
}
