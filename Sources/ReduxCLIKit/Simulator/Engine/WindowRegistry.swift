import Redux

/// The windows a simulation opened, with their numbers, and how a word typed by the user names
/// one of them.
///
/// Windows are numbered 1, 2, 3, ... in the order they open; a number is never given again, even
/// after its window closed. A user names a window by its number or by the start of its id:
///
/// - a word of digits that is the number of a window names that window;
/// - any other word of at least one hexadecimal digit names the window whose id starts with it,
///   ignoring case and dashes, except that a word of one to three digits is only ever a number,
///   so `close 7` never closes a window whose id happens to start with 7;
/// - a start shared by several windows is refused, with the windows it could mean.
struct WindowRegistry: Sendable {
  /// A window the simulation opened.
  struct Window: Equatable, Sendable {
    /// Its number, from 1, in opening order.
    let number: Int
    /// Its id in the store.
    let uuid: WindowUUID
    /// Whether it is still open.
    var isOpen = true

    /// `window 1 · 3F2A9C1D`: how boxes and lists name the window.
    var title: String {
      "window \(number) · \(uuid.shortDescription)"
    }
  }

  /// Every window opened, in opening order, open or closed.
  private(set) var windows: [Window] = []
  private let ids: WindowIDs

  /// Makes an empty registry.
  ///
  /// - Parameters:
  ///   - ids: How windows get their ids.
  init(ids: WindowIDs) {
    self.ids = ids
  }

  /// The windows still open, in opening order.
  var openWindows: [Window] {
    windows.filter(\.isOpen)
  }

  /// Registers the next window: the next number, and its id.
  ///
  /// - Returns: The window.
  mutating func openNext() -> Window {
    let number = nextNumber
    var uuid = ids.make(number)
    // A restored session may already hold that id under another number (a migrated todo file).
    if window(withID: uuid) != nil { uuid = WindowUUID() }
    let window = Window(number: number, uuid: uuid)
    windows.append(window)
    return window
  }

  /// Registers the windows of a restored session: numbered from 1 in the order they first
  /// opened, the closed ones kept so that their numbers are not given again.
  ///
  /// - Parameters:
  ///   - order: Every window the session opened, in opening order.
  ///   - open: The windows that are open.
  mutating func restore(order: [WindowUUID], open: Set<WindowUUID>) {
    for uuid in order where window(withID: uuid) == nil {
      windows.append(Window(number: nextNumber, uuid: uuid, isOpen: open.contains(uuid)))
    }
  }

  /// Registers the next window under an id it already has, such as a window of a recording
  /// that a replay meets: the next number, and that id.
  ///
  /// Windows registered in the order of their `openWindow` actions get the numbers the session
  /// that made the recording gave them, since it numbered windows in the order they opened.
  ///
  /// - Parameters:
  ///   - uuid: The window's id.
  /// - Returns: The window; the window already registered under `uuid`, if there is one.
  mutating func register(_ uuid: WindowUUID) -> Window {
    if let window = windows.first(where: { $0.uuid == uuid }) { return window }
    let window = Window(number: nextNumber, uuid: uuid)
    windows.append(window)
    return window
  }

  /// Registers a window under the number it had in an earlier session, unless that number or
  /// id is taken: then as ``register(_:)`` does.
  ///
  /// - Parameters:
  ///   - uuid: The window's id.
  ///   - number: Its number in the earlier session.
  /// - Returns: The window.
  mutating func register(_ uuid: WindowUUID, number: Int) -> Window {
    guard window(withID: uuid) == nil, !windows.contains(where: { $0.number == number }) else {
      return register(uuid)
    }
    let window = Window(number: number, uuid: uuid)
    windows.append(window)
    windows.sort { $0.number < $1.number }
    return window
  }

  /// The number the next window gets: one more than the largest given, so that a number is
  /// never given twice, even where a replay left a closed window's number unregistered.
  private var nextNumber: Int {
    (windows.last?.number ?? 0) + 1
  }

  /// The window registered under an id, open or closed, if there is one.
  ///
  /// - Parameters:
  ///   - uuid: The window's id.
  /// - Returns: The window, or `nil`.
  func window(withID uuid: WindowUUID) -> Window? {
    windows.first { $0.uuid == uuid }
  }

  /// Marks a window closed; its number is not given again.
  ///
  /// - Parameters:
  ///   - number: The window's number.
  mutating func close(_ number: Int) {
    guard let index = windows.firstIndex(where: { $0.number == number }) else { return }
    windows[index].isOpen = false
  }

  /// Marks each window open or closed as a state says, after a jump in time: a window whose
  /// closing the jump went back over is open again, one whose opening it went back over is not.
  ///
  /// - Parameters:
  ///   - isOpen: Whether the state the session jumped to has a window open.
  mutating func reflect(isOpen: (WindowUUID) -> Bool) {
    for index in windows.indices {
      windows[index].isOpen = isOpen(windows[index].uuid)
    }
  }

  /// The open window a word names.
  ///
  /// - Parameters:
  ///   - word: A number, or the start of an id.
  /// - Returns: The window.
  /// - Throws: ``SimulatorError`` when no open window, or more than one, matches.
  func window(named word: String) throws(SimulatorError) -> Window {
    let window = try anyWindow(named: word)
    guard window.isOpen else {
      throw SimulatorError("window \(window.number) is closed. \(openList)")
    }
    return window
  }

  private func anyWindow(named word: String) throws(SimulatorError) -> Window {
    let isNumber = !word.isEmpty && word.allSatisfy(\.isASCII) && word.allSatisfy(\.isNumber)
    if isNumber, let number = Int(word), let window = windows.first(where: { $0.number == number })
    {
      return window
    }
    let digits = word.uppercased().filter { $0 != "-" }
    let isIDStart = !digits.isEmpty && digits.allSatisfy(\.isHexDigit)
    guard isIDStart, !(isNumber && word.count < 4) else {
      throw SimulatorError("no window \(isNumber ? word : "'\(word)'"). \(openList)")
    }
    let matches = windows.filter { window in
      window.uuid.uuidString.uppercased().filter { $0 != "-" }.hasPrefix(digits)
    }
    let open = matches.filter(\.isOpen)
    if open.count == 1 { return open[0] }
    if open.count > 1 {
      let names = open.map { "window \($0.number) (\($0.uuid.shortDescription))" }
      throw SimulatorError(
        "'\(word)' could be \(names.joined(separator: " or ")); type more of the id")
    }
    if let closed = matches.first { return closed }
    throw SimulatorError("no window '\(word)'. \(openList)")
  }

  /// `Windows: 1, 2`, or a sentence saying that none is open.
  private var openList: String {
    let numbers = openWindows.map { "\($0.number)" }
    return numbers.isEmpty
      ? "No window is open: 'open' opens one" : "Windows: \(numbers.joined(separator: ", "))"
  }
}
