import Foundation

/// The recordable actions of an app, by their ``CustomRecordableAction/recordingName``: how a
/// replay turns a recorded line back into an action.
///
/// An app makes its registry once, listing every action class it records, and hands it to its
/// ``ActionRecorder`` and to every replay:
///
/// ```swift
/// extension ActionRegistry {
///   static let sampleApp = ActionRegistry([
///     WindowAction.self, ScreenAction.self, TodoListAction.self, SettingsAction.self,
///   ])
/// }
/// ```
///
/// A recorder writes an action whose class is not registered as unrecordable, by name, so a
/// registry that misses a class shows up in the first recording rather than in a replay.
public struct ActionRegistry: Sendable {
  struct Entry: Sendable {
    /// The registered class, to tell it from another class of the same name.
    let typeID: ObjectIdentifier
    let takesScreenInstance: Bool
    let decode: @Sendable (Data) throws -> @Sendable (WindowUUID, ScreenInstanceID?) -> Action
  }

  private var entries: [String: Entry] = [:]

  /// Makes an empty registry.
  public init() {}

  /// Makes a registry of the given action classes.
  ///
  /// - Parameter types: The recordable action classes of the app; each name may appear once.
  public init(_ types: [any CustomRecordableAction.Type]) {
    for type in types {
      register(type)
    }
  }

  /// Adds an action class, under its ``CustomRecordableAction/recordingName``.
  ///
  /// Registering a class again changes nothing. Registering another class under a name already
  /// taken stops the app: recordings could not tell the two apart.
  ///
  /// - Parameter type: The action class.
  public mutating func register<A: CustomRecordableAction>(_ type: A.Type) {
    let name = A.recordingName
    if let existing = entries[name] {
      precondition(
        existing.typeID == ObjectIdentifier(A.self),
        "Two recordable action classes are named '\(name)' in one ActionRegistry; give one "
          + "of them another `recordingName`.")
      return
    }
    if let instanced = type as? any InstanceRecordableAction.Type {
      entries[name] = Self.instanceEntry(instanced)
      return
    }
    entries[name] = Entry(
      typeID: ObjectIdentifier(A.self),
      takesScreenInstance: false,
      decode: { line in
        let payload = try JSONDecoder().decode(PayloadField<A.RecordedPayload>.self, from: line)
          .payload
        return { window, _ in A(windowUUID: window, recordedPayload: payload) }
      }
    )
  }

  private static func instanceEntry<A: InstanceRecordableAction>(_ type: A.Type) -> Entry {
    Entry(
      typeID: ObjectIdentifier(A.self),
      takesScreenInstance: true,
      decode: { line in
        let payload = try JSONDecoder().decode(PayloadField<A.RecordedPayload>.self, from: line)
          .payload
        return { window, instance in
          A(windowUUID: window, screenInstance: instance, recordedPayload: payload)
        }
      }
    )
  }

  /// The names of the registered classes, sorted.
  public var names: [String] {
    entries.keys.sorted()
  }

  /// Whether a class is registered under its own name.
  ///
  /// - Parameter type: The action class.
  /// - Returns: `true` when the registry reads back actions of `type`.
  public func contains<A: CustomRecordableAction>(_ type: A.Type) -> Bool {
    entries[A.recordingName]?.typeID == ObjectIdentifier(A.self)
  }

  func entry(named name: String) -> Entry? {
    entries[name]
  }
}

private struct PayloadField<Payload: Decodable>: Decodable {
  let payload: Payload
}
