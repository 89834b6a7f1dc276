/// A type-erased sub-state stored under one key of a ``KeyedState``.
@usableFromInline
protocol AnyKeyedValueBox: AnyObject, Sendable {
  var anyValue: any Sendable { get }

  /// Whether `other` holds a value of the same type that is equal to this one.
  func hasEqualValue(to other: any AnyKeyedValueBox) -> Bool
}

/// A sub-state of a known type. Immutable: a new value gets a new box, so an unchanged sub-state
/// keeps its box and a change can be seen by identity.
@usableFromInline
final class KeyedValueBox<Value: Equatable & Sendable>: AnyKeyedValueBox {
  @usableFromInline let value: Value

  @inlinable
  init(_ value: Value) {
    self.value = value
  }

  @usableFromInline var anyValue: any Sendable { value }

  @usableFromInline
  func hasEqualValue(to other: any AnyKeyedValueBox) -> Bool {
    if other === self { return true }
    guard let other = other as? KeyedValueBox<Value> else { return false }
    return other.value == value
  }
}
