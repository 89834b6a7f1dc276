/// A coding path as a chain of keys from the innermost one up, shared by the encoders below it.
///
/// Going one key deeper is one small allocation rather than a copy of the whole path, and the
/// array `Encoder.codingPath` asks for is made only when something reads it (an error): the
/// inspector encodes every element of a changed list after every action.
indirect enum CodingPathChain {
  /// The top of the value.
  case top
  /// A key below a path.
  case key(any CodingKey, below: CodingPathChain)

  /// The path one key deeper.
  func appending(_ key: any CodingKey) -> CodingPathChain {
    .key(key, below: self)
  }

  /// The keys from the top down.
  var keys: [any CodingKey] {
    var keys: [any CodingKey] = []
    var link = self
    while case .key(let key, let below) = link {
      keys.append(key)
      link = below
    }
    return keys.reversed()
  }
}
