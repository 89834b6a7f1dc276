/// How two arrays line up (see ``ArrayEnds``), with the elements between their same ends, which
/// `StateDiff` alone compares: one element inserted into or removed from the middle of a long
/// array is then one change at its index, not a change for every element it shifted.
struct ElementAlignment {
  let prefix: Int
  /// How many elements at the end are the same on both sides, not counting those of ``prefix``.
  let suffix: Int
  let oldMiddle: [Any]
  let newMiddle: [Any]

  init<Old, New>(
    old: [Old], new: [New], isSame: (_ old: Int, _ new: Int) throws -> Bool
  ) rethrows {
    let ends = try ArrayEnds(oldCount: old.count, newCount: new.count, isSame: isSame)
    self.init(ends: ends, old: old, new: new)
  }

  /// The alignment of two arrays whose ends are known: only the elements between them are
  /// boxed as `Any`.
  init<Old, New>(ends: ArrayEnds, old: [Old], new: [New]) {
    prefix = ends.prefix
    suffix = ends.suffix
    oldMiddle = old[prefix..<(old.count - suffix)].map { $0 as Any }
    newMiddle = new[prefix..<(new.count - suffix)].map { $0 as Any }
  }
}

/// An array whose elements are `Equatable`: aligned with another with their own `==`, without
/// reflecting it, and with only the elements between the same ends boxed as `Any`.
protocol EquatableElementArray {
  /// The alignment with `other`, two elements being the same when they are of one type and
  /// `==`; `nil` when `other` is not an array of the same type.
  func alignment(with other: Any) -> ElementAlignment?
}

extension Array: EquatableElementArray where Element: Equatable {
  func alignment(with other: Any) -> ElementAlignment? {
    // An optional is unwrapped by `compare`, which then compares its wrapped value's dynamic
    // type: left to `compare`.
    guard !(Element.self is any OptionalMarker.Type), let other = other as? [Element] else {
      return nil
    }
    // Values of one static type are of one dynamic type, unless they are objects.
    let areObjects = Element.self is AnyObject.Type
    return ElementAlignment(old: self, new: other) { old, new in
      self[old] == other[new] && (!areObjects || type(of: self[old]) == type(of: other[new]))
    }
  }
}

/// Marks `Optional`, whose wrapped values `compare` unwraps.
protocol OptionalMarker {}

extension Optional: OptionalMarker {}
