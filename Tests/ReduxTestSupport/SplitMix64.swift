/// A small deterministic random number generator (SplitMix64): the same seed gives the same
/// sequence on every machine, so a randomized test can be replayed from its seed.
///
/// Every randomized test of the package draws from it, directly (``below(_:)``, ``pick(_:)``,
/// ``chance(_:)``) or as a `RandomNumberGenerator` (`Int.random(in:using:)`). Each draw takes
/// one ``next()``, so a test draws the same numbers from the same seed on every run.
///
/// ```swift
/// var random = SplitMix64(seed: 0x5EED_1234)
/// let window = random.pick(windows)
/// if random.chance(20) { store.dispatch(.closeWindow(window)) }
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Makes a generator.
  ///
  /// - Parameter seed: The seed; the same seed gives the same sequence.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  ///
  /// - Returns: 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound`, from one ``next()``.
  ///
  /// - Parameter bound: The number past the largest result; it must be positive.
  /// - Returns: A number from 0 to `bound - 1`.
  public mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// One of `elements`, from one ``next()``.
  ///
  /// - Parameter elements: What to pick from; it must not be empty.
  /// - Returns: The element at a random index.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  /// `true` with a chance of `percent` in a hundred, from one ``next()``.
  ///
  /// - Parameter percent: The chance of `true`, from 0 (never) to 100 (always).
  /// - Returns: Whether the draw fell under `percent`.
  public mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }
}
