/// A window action is recorded by its action type: `{"openWindow":{}}` or `{"closeWindow":{}}`.
extension WindowAction: RecordableAction {}
