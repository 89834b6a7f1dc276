/// A type of the framework that every windowed state holds, whose fields `StateDiff` reads as
/// they are rather than through a `Mirror`: reflecting a field of a generic type looks the
/// field's type up anew each time, and a diff of the state reads these after every action.
///
/// The fields are those a `Mirror` of the value shows, with the same labels, in the same order.
protocol DiffFields {
  /// The fields, labeled, in the order of their declaration.
  var diffFields: [Mirror.Child] { get }
}

extension ActiveScreensState: DiffFields {
  var diffFields: [Mirror.Child] {
    [
      (label: "screensByWindow", value: screensByWindow),
      (label: "openWindows", value: openWindows),
      (label: "closedWindows", value: closedWindows),
    ]
  }
}
