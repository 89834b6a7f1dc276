import Redux

extension RecordedAction {
  /// The action's payload as it is recorded, read back from the action made again: what the
  /// DevTools export writes beside the action's name, and what the page shows for it. An enum
  /// action's payload is the enum's own encoding.
  ///
  /// - Returns: The payload, or `nil` for an action the recorder could not record.
  /// - Throws: `EncodingError` when the payload does not encode.
  func recordedPayloadJSON() throws -> JSONValue? {
    guard let action = makeAction() else { return nil }
    if isModernAction, let enumAction = action.modernAction as? any Encodable {
      return try JSONTreeEncoder.encode(enumAction)
    }
    guard let recordable = action as? any CustomRecordableAction else { return nil }
    return try Self.payload(of: recordable)
  }

  private static func payload<A: CustomRecordableAction>(of action: A) throws -> JSONValue? {
    guard let payload = action.recordedPayload else { return nil }
    return try JSONTreeEncoder.encode(payload)
  }
}
