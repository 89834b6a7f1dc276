import Foundation

/// The recordable actions of an app, by their recording names: how a replay turns a recorded
/// line back into an action.
///
/// An app makes its registry once, listing every action class it records and every `Codable`
/// enum action (``ModernAction``) it dispatches, and hands it to its ``ActionRecorder`` and to
/// every replay:
///
/// ```swift
/// extension ActionRegistry {
///   static let sampleApp = ActionRegistry(
///     [WindowAction.self, ScreenAction.self, SettingsAction.self],
///     modernActions: [TodoListAction.self])
/// }
/// ```
///
/// A recorder writes an action whose type is not registered as unrecordable, by name, so a
/// registry that misses a type shows up in the first recording rather than in a replay.
public struct ActionRegistry: Sendable {
  struct Entry: Sendable {
    /// The registered type, to tell it from another type of the same name.
    let typeID: ObjectIdentifier
    let takesScreenInstance: Bool
    let enumName: String?
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

  /// Makes a registry of the given action classes and enum actions.
  ///
  /// - Parameters:
  ///   - types: The recordable action classes of the app.
  ///   - modernActions: The `Codable` enum actions of the app. Each name may appear once in all.
  public init(
    _ types: [any CustomRecordableAction.Type] = [],
    modernActions: [any (ModernAction & Codable).Type]
  ) {
    self.init(types)
    for type in modernActions {
      register(type)
    }
  }

  /// Adds an action class, under its ``CustomRecordableAction/recordingName``.
  ///
  /// Registering a class again changes nothing. Registering another type under a name already
  /// taken stops the app: recordings could not tell the two apart.
  ///
  /// - Parameter type: The action class.
  public mutating func register<A: CustomRecordableAction>(_ type: A.Type) {
    if let instanced = type as? any InstanceRecordableAction.Type {
      add(Self.instanceEntry(instanced), named: A.recordingName)
      return
    }
    add(
      Entry(
        typeID: ObjectIdentifier(A.self),
        takesScreenInstance: false,
        enumName: nil,
        decode: { line in
          let payload = try JSONDecoder().decode(PayloadField<A.RecordedPayload>.self, from: line)
            .payload
          return { window, _ in A(windowUUID: window, recordedPayload: payload) }
        }
      ),
      named: A.recordingName)
  }

  /// Adds an enum action, under its ``ModernAction/recordingName``: every case is recorded, its
  /// payload written as the enum's `Codable` encoding, and replayed.
  ///
  /// ```swift
  /// registry.register(TodoListAction.self)
  /// ```
  ///
  /// Registering a type again changes nothing. Registering another type under a name already
  /// taken stops the app: recordings could not tell the two apart.
  ///
  /// - Parameter type: The enum action.
  public mutating func register<A: ModernAction & Codable>(_ type: A.Type) {
    add(
      Entry(
        typeID: ObjectIdentifier(A.self),
        takesScreenInstance: true,
        enumName: String(describing: A.self),
        decode: { line in
          let action = try JSONDecoder().decode(PayloadField<A>.self, from: line).payload
          return { window, instance in
            Action(windowUUID: window, screenInstance: instance, actionType: action)
          }
        }
      ),
      named: A.recordingName)
  }

  private mutating func add(_ entry: Entry, named name: String) {
    if let existing = entries[name] {
      precondition(
        existing.typeID == entry.typeID,
        "Two recordable action types are named '\(name)' in one ActionRegistry; give one "
          + "of them another `recordingName`.")
      return
    }
    entries[name] = entry
  }

  private static func instanceEntry<A: InstanceRecordableAction>(_ type: A.Type) -> Entry {
    Entry(
      typeID: ObjectIdentifier(A.self),
      takesScreenInstance: true,
      enumName: nil,
      decode: { line in
        let payload = try JSONDecoder().decode(PayloadField<A.RecordedPayload>.self, from: line)
          .payload
        return { window, instance in
          A(windowUUID: window, screenInstance: instance, recordedPayload: payload)
        }
      }
    )
  }

  /// The names of the registered types, sorted.
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

  /// Whether an enum action is registered under its own name.
  ///
  /// - Parameter type: The enum action.
  /// - Returns: `true` when the registry reads back actions of `type`.
  public func contains<A: ModernAction & Codable>(_ type: A.Type) -> Bool {
    entries[A.recordingName]?.typeID == ObjectIdentifier(A.self)
  }

  func entry(named name: String) -> Entry? {
    entries[name]
  }
}

private struct PayloadField<Payload: Decodable>: Decodable {
  let payload: Payload
}
