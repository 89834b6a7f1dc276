import Foundation
import Redux

/// The data the page embeds, as one JSON object read by its script:
///
/// - `title`, `app`, `time` (milliseconds since 1970, when the page was written: the time of
///   the actions whose recording has none);
/// - `initial`: the state before any action; `checkpoints`: full states, by step, where the
///   patches since the last one outweigh it (see ``CheckpointPlacement``);
/// - `steps`: for each action, `a` its name's number in `names`, `l` its row's label's number
///   in `names` (see ``SessionStep/label``), `t` its action type's case, `e`
///   `true` for an enum action, shown by `t` alone, `w` its window's number (0 for every
///   window), `i` its screen instance, `p` its payload, `c` its changes as `LoggerMiddleware`
///   prints them (the first ``shownChangeCount``), `x` its patch (see
///   ``JSONPatch/json(paths:)``: each path is its number in `paths`), `s` the
///   screens it touched, `m` when it was processed (milliseconds since 1970), if the
///   recording says, and `k` what it cost, if the recording says (see ``costJSON(_:names:)``);
/// - `names`: the actions' names and labels, and the names of the middlewares and subscriber
///   types in the costs, each once (a session repeats a few names thousands of times);
/// - `paths`: the patches' paths, each once, as a tree (see ``PatchPathTable``);
/// - `prefixes` and `templates`: the starts of the changes' paths and the shapes of the rest
///   of their texts, each once; a change is `[prefix's number, template's number, hole…]` (see
///   ``ChangeTextTable``);
/// - `windowNumbers`: each window's number, in the order the session first names it;
/// - `windowsKey`: the member of the state that holds the windows (`activeScreens`).
package struct InspectorPageData {
  /// The member of an app state that holds its `ActiveScreensState`, as `WindowedState` names
  /// it.
  package static let windowsKey = "activeScreens"

  /// How many of a step's changes the page lists; a step that changed more, such as a move
  /// that shifts a long list, ends its list with how many more there are.
  package static let shownChangeCount = 8

  let trace: SessionTrace
  let title: String
  let timeMilliseconds: Int64
  /// The actions' costs, by position, for the cost column and bar; none unless the recording
  /// has them.
  var costs: [Int: ActionCost] = [:]

  /// The data as JSON.
  package var json: JSONValue {
    let numbers = windowNumbers()
    var changeTexts = ChangeTextTable()
    var names = NumberedValues<String>()
    var paths = PatchPathTable()
    let steps = trace.steps.map { step -> JSONValue in
      var members: [String: JSONValue] = [
        "a": .number(String(names.number(step.name))),
        "l": .number(String(names.number(step.label))),
        "w": .number(String(step.window.isUnavailable ? 0 : numbers[step.window.uuidString] ?? 0)),
        "p": step.payload,
        "c": .array(Self.shownChanges(step.changes).map { changeTexts.json($0) }),
        "x": step.patch.json(paths: &paths),
        "s": .array(screens(touchedBy: step).sorted().map { .string($0) }),
      ]
      if let type = step.typeDescription { members["t"] = .string(type) }
      if step.isModernAction { members["e"] = .bool(true) }
      if let instance = step.instance { members["i"] = .number(String(instance.number)) }
      if let time = step.time { members["m"] = .number(String(Self.milliseconds(time))) }
      if let cost = costs[step.position] { members["k"] = Self.costJSON(cost, names: &names) }
      return .object(members)
    }
    var checkpoints: [String: JSONValue] = [:]
    for (step, state) in trace.checkpoints { checkpoints[String(step)] = state }
    // After the steps, so that a session without batches numbers its names as before them.
    let batches = self.batches
    let batchesJSON =
      batches.isEmpty
      ? nil : batchesJSON(batches, windows: numbers, names: &names, changeTexts: &changeTexts)
    var members: [String: JSONValue] = [
      "title": .string(title),
      "app": .string(trace.app),
      "time": .number(String(timeMilliseconds)),
      "initial": trace.initialState,
      "checkpoints": .object(checkpoints),
      "steps": .array(steps),
      "windowNumbers": .object(numbers.mapValues { .number(String($0)) }),
      "windowsKey": .string(Self.windowsKey),
      "paths": paths.json,
      "prefixes": .array(changeTexts.prefixes.values.map { .string($0) }),
      "templates": changeTexts.templatesJSON,
      "names": .array(names.values.map { .string($0) }),
    ]
    if let batchesJSON { members["batches"] = batchesJSON }
    return .object(members)
  }

  /// A time as milliseconds since 1970, as the page and DevTools files write times.
  package static func milliseconds(_ time: Date) -> Int64 {
    Int64((time.timeIntervalSince1970 * 1000).rounded())
  }

  /// A step's changes as the page lists them.
  static func shownChanges(_ changes: [StateDiff.Change]) -> [String] {
    var shown = changes.prefix(shownChangeCount).map(\.description)
    if changes.count > shownChangeCount {
      shown.append("… and \(changes.count - shownChangeCount) more changes")
    }
    return shown
  }

  /// Numbers for the windows, from 1, in the order the session first names them: in the
  /// initial state, then in each action and in the windows each patch adds.
  func windowNumbers() -> [String: Int] {
    var numbers: [String: Int] = [:]
    func note(_ uuid: String) {
      if numbers[uuid] == nil { numbers[uuid] = numbers.count + 1 }
    }
    func noteWindows(in value: JSONValue) {
      switch value {
      case .object(let members):
        if let uuid = members["window"]?.stringValue, members["screens"] != nil { note(uuid) }
        for key in members.keys.sorted() { members[key].map(noteWindows) }
      case .array(let elements): elements.forEach(noteWindows)
      default: break
      }
    }
    trace.initialState[Self.windowsKey].map(noteWindows)
    for step in trace.steps {
      if !step.window.isUnavailable { note(step.window.uuidString) }
      for operation in step.patch.operations where operation.path.first == .key(Self.windowsKey) {
        switch operation {
        case .set(_, let value): noteWindows(in: value)
        case .splice(_, _, _, let inserted): inserted.forEach(noteWindows)
        case .remove: break
        }
      }
    }
    return numbers
  }

  /// The screens a step changed, by the case names under `windows[i].screens[j]`, and the
  /// `screen` its payload names, if any.
  func screens(touchedBy step: SessionStep) -> Set<String> {
    var names: Set<String> = []
    if let screen = step.payload["screen"]?.stringValue { names.insert(screen) }
    func noteScreens(in value: JSONValue) {
      switch value {
      case .object(let members):
        if case .array(let screens)? = members["screens"] {
          for case .object(let entry) in screens { names.formUnion(entry.keys) }
        }
        for key in members.keys.sorted() { members[key].map(noteScreens) }
      case .array(let elements): elements.forEach(noteScreens)
      default: break
      }
    }
    for operation in step.patch.operations {
      let path = operation.path
      guard path.first == .key(Self.windowsKey) else { continue }
      if let at = path.firstIndex(of: .key("screens")), path.count > at + 2,
        case .key(let name) = path[at + 2]
      {
        names.insert(name)
      } else if case .set(_, let value) = operation {
        noteScreens(in: value)
        if path.count >= 5, case .object(let entry) = value { names.formUnion(entry.keys) }
      }
    }
    return names
  }
}
