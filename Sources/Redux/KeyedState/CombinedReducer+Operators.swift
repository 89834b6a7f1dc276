extension KeyedReducer {
  /// Combines two keyed reducers into one that owns both keys.
  ///
  /// - Parameters:
  ///   - lhs: The first reducer.
  ///   - rhs: The second reducer.
  @inlinable
  public static func + <Other: KeyedReducer>(lhs: Self, rhs: Other) -> CombinedReducer {
    CombinedReducer(parts: [.init(lhs), .init(rhs)])
  }

  /// Puts a keyed reducer in front of a combination.
  ///
  /// - Parameters:
  ///   - lhs: The reducer.
  ///   - rhs: The combination.
  @inlinable
  public static func + (lhs: Self, rhs: CombinedReducer) -> CombinedReducer {
    CombinedReducer(parts: [.init(lhs)] + rhs.parts)
  }
}

extension CombinedReducer {
  /// Adds a keyed reducer at the end of a combination.
  ///
  /// - Parameters:
  ///   - lhs: The combination.
  ///   - rhs: The reducer to add.
  @inlinable
  public static func + <R: KeyedReducer>(lhs: CombinedReducer, rhs: R) -> CombinedReducer {
    CombinedReducer(parts: lhs.parts + [.init(rhs)])
  }

  /// Joins two combinations.
  ///
  /// - Parameters:
  ///   - lhs: The first combination.
  ///   - rhs: The second combination.
  @inlinable
  public static func + (lhs: CombinedReducer, rhs: CombinedReducer) -> CombinedReducer {
    CombinedReducer(parts: lhs.parts + rhs.parts)
  }
}
