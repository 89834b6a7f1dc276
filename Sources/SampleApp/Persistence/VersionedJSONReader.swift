import Foundation

/// The bytes of a versioned JSON file, checked to be JSON and probed for their format version
/// before they are decoded: ``TodoFile`` and ``SessionFile`` read their files through it.
///
/// A file is read in steps, each with its own ``TodoFileError/Problem``, so that a person learns
/// precisely what is wrong: no bytes (`empty`), bytes that are not JSON (`notJSON`), JSON without
/// an integer `version` (`wrongShape`); the caller then picks the type to decode by version,
/// and reports the others as `unsupportedVersion`:
///
/// ```swift
/// let reader = try VersionedJSONReader(data)
/// guard reader.version == TodoFile.currentVersion else {
///   throw .unsupportedVersion(reader.version)
/// }
/// return try reader.decode(TodoFile.self)
/// ```
///
/// Any bytes give a result: nothing a file holds makes this trap. The JSON parser limits nesting
/// depth, so a deeply nested document is an error too.
struct VersionedJSONReader {
  /// The file's content.
  let data: Data
  /// The document's format version, its top-level `version` field.
  let version: Int

  /// Just the version of a document, read before the rest so that a file of another version is
  /// reported as such, whatever its shape.
  private struct VersionProbe: Decodable {
    var version: Int
  }

  /// Checks that bytes are a JSON document with a format version, and reads the version.
  ///
  /// - Parameter data: The file's content.
  /// - Throws: `empty`, `notJSON` with the parser's explanation, or `wrongShape` when the
  ///   document has no integer `version`.
  init(_ data: Data) throws(TodoFileError.Problem) {
    if data.isEmpty { throw .empty }
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw .notJSON(reason: Self.jsonParserMessage(error))
    }
    do {
      version = try JSONDecoder().decode(VersionProbe.self, from: data).version
    } catch {
      throw .wrongShape(reason: Self.describe(error))
    }
    self.data = data
  }

  /// Decodes the whole document as one type, the one its version calls for.
  ///
  /// - Parameter type: The document's type.
  /// - Returns: The document.
  /// - Throws: `wrongShape`, saying where the document is wrong and what is wrong there.
  func decode<Document: Decodable>(
    _ type: Document.Type
  ) throws(TodoFileError.Problem) -> Document {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch {
      throw .wrongShape(reason: Self.describe(error))
    }
  }

  /// Reads a document's format version from the document type's own `init(from:)`, and refuses
  /// any other than the one the type decodes: what a decoder meets when it decodes the type
  /// without a reader.
  ///
  /// ```swift
  /// try VersionedJSONReader.checkVersion(in: container, forKey: .version, is: 2) {
  ///   "format version \($0) is not 2"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - container: The document's container.
  ///   - key: The key of the version.
  ///   - expected: The version the type decodes.
  ///   - refusal: The message for another version, given that version.
  /// - Throws: `DecodingError.dataCorrupted` at `key`, with the refusal, for another version; the
  ///   decoding error of a missing or non-integer version.
  static func checkVersion<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, forKey key: Key, is expected: Int,
    otherwise refusal: (Int) -> String
  ) throws {
    let version = try container.decode(Int.self, forKey: key)
    guard version == expected else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: refusal(version))
    }
  }

  /// The parser's own explanation of why bytes are not JSON, such as `Invalid value around
  /// character 0.`
  private static func jsonParserMessage(_ error: any Error) -> String {
    let nsError = error as NSError
    if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String {
      return detail
    }
    return nsError.localizedDescription
  }

  /// Says where in the document a decoding error is and what is wrong there, such as
  /// `at windows[0].items[1]: the value "title" is missing`.
  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(place(context.codingPath)): the value \"\(key.stringValue)\" is missing"
    case .valueNotFound(let type, let context):
      return "\(place(context.codingPath)): expected \(type), found null"
    case .typeMismatch(_, let context), .dataCorrupted(let context):
      var detail = Substring(context.debugDescription)
      while detail.last == "." { detail.removeLast() }
      return "\(place(context.codingPath)): \(detail)"
    @unknown default:
      return String(describing: error)
    }
  }

  /// A coding path as it would be written in code: `at windows[0].items[1].title`, or `at the
  /// top level` for the document itself.
  private static func place(_ codingPath: [any CodingKey]) -> String {
    guard !codingPath.isEmpty else { return "at the top level" }
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return "at \(text)"
  }
}
