extension ModernAction {
  /// The type's name, such as `TodoListAction`, or `LoadAction<Profile>` for a generic one.
  public static var recordingName: String {
    String(describing: self)
  }
}
