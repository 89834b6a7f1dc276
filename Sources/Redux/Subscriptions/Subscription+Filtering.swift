extension Subscription {
  /// Returns a stage that drops a value when `isSkipped` says so, given the previous value.
  ///
  /// The first value always passes: there is nothing to compare it with. After that, each value
  /// is compared with the one this stage received just before it, whether or not that one passed.
  ///
  /// ```swift
  /// $0.select(\.todos).skip { old, new in old.count == new.count }
  /// ```
  ///
  /// - Parameter isSkipped: Returns `true` to drop `new`.
  /// - Returns: The new stage.
  @inlinable
  public func skip(
    when isSkipped: @escaping (_ old: State, _ new: State) -> Bool
  )
    -> Subscription<State>
  {
    if let composeFilteredSelection {
      // After a selection: both stages are composed as one.
      return Subscription(composing: { consumer in
        composeFilteredSelection(isSkipped, true, consumer)
      })
    }
    return Subscription(composing: { consumer in
      let stage = FilterStage(feeding: consumer)
      return self.compose { value, target in
        defer { stage.previous = value }
        if let last = stage.previous, isSkipped(last, value) { return }
        stage.next(value, target)
      }
    })
  }

  /// Returns a stage that passes a value only when `isPassed` says so, given the previous value:
  /// the opposite of ``skip(when:)``. The first value always passes.
  ///
  /// ```swift
  /// $0.select(\.isSignedIn).only { old, new in !old && new }
  /// ```
  ///
  /// - Parameter isPassed: Returns `true` to let `new` through.
  /// - Returns: The new stage.
  @inlinable
  public func only(
    when isPassed: @escaping (_ old: State, _ new: State) -> Bool
  )
    -> Subscription<State>
  {
    skip { old, new in !isPassed(old, new) }
  }

  /// Returns a stage that drops a value when `isRepeat` finds it repeats the previous one.
  ///
  /// Use it for selected values that are not `Equatable`, or to compare only what a screen
  /// shows:
  ///
  /// ```swift
  /// $0.select(\.profile).skipRepeats { $0.name == $1.name }
  /// ```
  ///
  /// - Parameter isRepeat: Returns `true` when the two values count as the same.
  /// - Returns: The new stage.
  @inlinable
  public func skipRepeats(
    _ isRepeat: @escaping (_ old: State, _ new: State) -> Bool
  )
    -> Subscription<State>
  {
    skip(when: isRepeat)
  }
}

extension Subscription where State: Equatable {
  /// Returns a stage that drops a value equal to the previous one. The store adds it itself when
  /// the selected value is `Equatable`; adding it again changes nothing.
  ///
  /// - Returns: The new stage.
  @inlinable
  public func skipRepeats() -> Subscription<State> {
    if let composeFilteredSelection {
      // After a selection, as the store adds it to most subscriptions: both stages are composed
      // as one, which keeps only the values it passes on, as below.
      return Subscription(composing: { consumer in
        composeFilteredSelection({ $0 == $1 }, false, consumer)
      })
    }
    // Written out rather than as `skip { $0 == $1 }`: comparing here saves a closure call for
    // every value the subscription hears. The closure captures the stage alone, which then
    // serves as its context.
    return Subscription(composing: { consumer in
      let stage = FilterStage(feeding: consumer)
      return self.compose { value, target in stage.passUnlessRepeated(value, to: target) }
    })
  }
}
