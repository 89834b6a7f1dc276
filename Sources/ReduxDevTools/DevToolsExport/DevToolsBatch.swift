import Redux

/// An action's place in its batch in a DevTools file: the `batch` member of its `PERFORM_ACTION`
/// entry, beside the entry's `type`, `action`, `timestamp` and `cost`, as the recording's line
/// holds it, `[index, count]`:
///
/// ```json
/// "4":{"type":"PERFORM_ACTION","action":{…},"timestamp":1764399195123,"batch":[1,3]}
/// ```
///
/// The extension ignores it, as it ignores `cost` (see ``DevToolsCost``): it is carried, never
/// shown, and read back on import. Being outside `action`, it cannot meet a payload's field.
///
/// On import, the staged actions' places must be whole batches, as a recording's lines must
/// (`BatchSequence`), the skipped actions included; a batch some of whose actions the file
/// skips is read as the batch of the others, renumbered.
enum DevToolsBatch {
  /// The entry's member that holds the place.
  static let key = "batch"

  /// A place as the entry's member holds it.
  ///
  /// - Parameter place: The action's place in its batch.
  /// - Returns: `[index, count]`.
  static func json(_ place: BatchPlace) -> JSONValue {
    .array([.number(String(place.index)), .number(String(place.count))])
  }

  /// The place an entry's member gives, checked.
  ///
  /// - Parameters:
  ///   - value: The entry's `batch` member.
  ///   - field: The member's path, such as `actionsById.3.batch`, for errors.
  ///   - file: The file, for errors.
  /// - Returns: The place.
  /// - Throws: ``DevToolsImportError`` naming `field` when the member is not `[index, count]`
  ///   with `1 ≤ index ≤ count`.
  static func place(
    _ value: JSONValue, field: String, file: String
  ) throws(DevToolsImportError) -> BatchPlace {
    var numbers: [Int] = []
    if case .array(let elements) = value {
      for case .number(let text) in elements {
        guard let number = Int(text) else { break }
        numbers.append(number)
      }
      if numbers.count != elements.count { numbers = [] }
    }
    guard let place = BatchPlace(numbers: numbers) else {
      throw DevToolsImportError(file: file, field: field, problem: BatchPlace.malformedProblem)
    }
    return place
  }

  /// The places of the actions a file keeps, once the skipped ones are left out: each batch
  /// renumbered among its kept actions, its count lessened by its skipped ones (a batch the
  /// file ends inside keeps the count of its missing actions).
  ///
  /// - Parameters:
  ///   - places: The place of each staged action, in order, the skipped ones included; checked
  ///     as whole batches.
  ///   - isSkipped: Whether each staged action is skipped.
  /// - Returns: The place of each staged action that is not skipped, in order.
  static func renumbered(_ places: [BatchPlace?], isSkipped: [Bool]) -> [BatchPlace?] {
    var result: [BatchPlace?] = []
    var start = 0
    while start < places.count {
      guard let first = places[start] else {
        if !isSkipped[start] { result.append(nil) }
        start += 1
        continue
      }
      // The actions of the batch still to come, counted so that no count overflows: the file
      // may end inside the batch, and its count may be any number.
      let end = start + min(places.count - start, first.count - first.index + 1)
      let skipped = isSkipped[start..<end].filter { $0 }.count
      var index = 0
      for offset in start..<end where !isSkipped[offset] {
        index += 1
        result.append(BatchPlace(index: index, count: first.count - skipped))
      }
      start = end
    }
    return result
  }
}
