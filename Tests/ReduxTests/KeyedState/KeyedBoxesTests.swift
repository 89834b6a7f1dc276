import Testing

@testable import Redux

@Suite("Keyed boxes in chunks of eight")
struct KeyedBoxesTests {
  /// The box counts tested: empty, one, around one chunk, around two, and several chunks.
  static let counts = [0, 1, 7, 8, 9, 17, 50]

  /// `count` boxes holding 0, 1, 2, ...
  static func makeBoxes(_ count: Int) -> [KeyedValueBox<Int>] {
    (0..<count).map { KeyedValueBox($0) }
  }

  /// The value held by a box of `KeyedValueBox<Int>`, or `nil` for another kind of box.
  static func value(of box: any AnyKeyedValueBox) -> Int? {
    (box as? KeyedValueBox<Int>)?.value
  }

  @Test(arguments: counts)
  func everyPositionReadsBackItsBox(count: Int) {
    let boxes = Self.makeBoxes(count)
    let keyed = KeyedBoxes(boxes)
    #expect(keyed.count == count)
    #expect(keyed.startIndex == 0)
    #expect(keyed.endIndex == count)
    #expect(keyed.isEmpty == (count == 0))
    for index in 0..<count {
      #expect(keyed[index] === boxes[index], "box \(index) of \(count)")
    }
    #expect(Array(keyed.indices) == Array(0..<count))
    #expect(keyed.map(Self.value) == boxes.map(\.value))
  }

  @Test(arguments: counts)
  func chunksHoldAtMostEightBoxesInOrder(count: Int) {
    let boxes = Self.makeBoxes(count)
    let keyed = KeyedBoxes(boxes)
    #expect(keyed.chunks.count == (count + 7) / 8)
    #expect(keyed.chunks.allSatisfy { !$0.isEmpty && $0.count <= 8 })
    // Every chunk but the last is full.
    #expect(keyed.chunks.dropLast().allSatisfy { $0.count == 8 })
    #expect(keyed.chunks.reduce(0) { $0 + $1.count } == count)
    let flattened = keyed.chunks.flatMap { $0 }
    #expect(flattened.count == count)
    #expect(zip(flattened, boxes).allSatisfy { $0 === $1 })
  }

  @Test(arguments: counts.filter { $0 > 0 })
  func settingOnePositionChangesOnlyThatBox(count: Int) {
    let boxes = Self.makeBoxes(count)
    for target in Set([0, count / 2, count - 1]) {
      var keyed = KeyedBoxes(boxes)
      let replacement = KeyedValueBox(-1)
      keyed[target] = replacement
      #expect(keyed.count == count)
      #expect(keyed[target] === replacement, "box \(target) of \(count)")
      for index in 0..<count where index != target {
        #expect(keyed[index] === boxes[index], "box \(index) of \(count), set \(target)")
      }
    }
  }

  @Test(arguments: counts.filter { $0 > 0 })
  func aCopyIsIndependentAfterASet(count: Int) {
    let boxes = Self.makeBoxes(count)
    let original = KeyedBoxes(boxes)
    var copy = original
    let replacement = KeyedValueBox(1_000)
    copy[count - 1] = replacement
    #expect(copy[count - 1] === replacement)
    #expect(zip(original, boxes).allSatisfy { $0 === $1 })

    let copyFirst = copy[0]
    var second = original
    second[0] = KeyedValueBox(2_000)
    #expect(copy[0] === copyFirst)
    #expect(original[0] === boxes[0])
    #expect(zip(original, boxes).allSatisfy { $0 === $1 })
  }

  @Test func aSetKeepsTheBuffersOfTheOtherChunks() {
    let original = KeyedBoxes(Self.makeBoxes(50))
    var copy = original
    copy[20] = KeyedValueBox(-20)
    // Only the chunk of position 20, the third, was copied.
    for chunk in original.chunks.indices {
      let shared = original.chunks[chunk].withUnsafeBufferPointer { left in
        copy.chunks[chunk].withUnsafeBufferPointer { right in
          left.baseAddress == right.baseAddress
        }
      }
      #expect(shared == (chunk != 2), "chunk \(chunk)")
    }
  }

  // MARK: Through a store

  /// Seventeen keys: two full chunks of eight and one key in a third chunk.
  let stateKeys = (0..<17).map { "key\($0)" }

  @MainActor
  @Test func changingAKeyCallsOnlyItsListenersAndLeavesTheOtherKeysAlone() {
    let store = Store(reducer: KeyedFixtures.integerReducers(stateKeys: stateKeys))
    var heard: [String: [Int]] = [:]
    for key in stateKeys {
      store.addListener(forStateType: Int.self, stateKey: key) {
        heard[key, default: []].append($0)
      }
    }
    var expected: [String: Int] = Dictionary(uniqueKeysWithValues: stateKeys.map { ($0, 0) })

    // Keys in the first, second and third chunks, and each chunk's edges.
    for (step, index) in [0, 9, 16, 7, 8, 15, 3].enumerated() {
      let key = stateKeys[index]
      let value = (step + 1) * 10
      heard = [:]
      store.dispatch(KeyedFixtures.SetValueAction(stateKey: key, value: value))
      expected[key] = value

      #expect(heard == [key: [value]], "setting \(key)")
      for other in stateKeys {
        #expect(store.state.value(forKey: other, ofType: Int.self) == expected[other], "\(other)")
      }
    }

    // Setting a key to the value it has already calls no listener.
    heard = [:]
    store.dispatch(KeyedFixtures.SetValueAction(stateKey: stateKeys[16], value: 30))
    #expect(heard.isEmpty)
  }

  @MainActor
  @Test func theStateKeepsTheUnchangedBoxesOfTheOtherKeys() {
    let store = Store(reducer: KeyedFixtures.integerReducers(stateKeys: stateKeys))
    let before = store.state
    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "key12", value: 5))
    let after = store.state
    #expect(after.changedKeys(since: before) == ["key12"])
    for index in stateKeys.indices {
      #expect((after.boxes[index] === before.boxes[index]) == (index != 12), "box \(index)")
    }
    #expect(before.value(forKey: "key12", ofType: Int.self) == 0)
    #expect(after.value(forKey: "key12", ofType: Int.self) == 5)
  }
}
