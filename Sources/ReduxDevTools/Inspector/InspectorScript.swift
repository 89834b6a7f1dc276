/// The page's JavaScript: plain code with no build step and no library, in four parts put
/// one after the other in one inline `<script>` (five for a session with batches), then the
/// call that starts the page.
enum InspectorScript {
  /// The whole script of a session without batches.
  static var source: String {
    source(withBatches: false)
  }

  /// The whole script; the batches' part only for a session that has batches, so that the page
  /// of a session without any is the one written before batches were.
  ///
  /// - Parameter withBatches: Whether the session has batches.
  /// - Returns: The script.
  static func source(withBatches: Bool) -> String {
    var parts = [stateScript, viewsScript, navigationScript, costsScript]
    if withBatches { parts.append(batchesScript) }
    return (parts + ["start();"]).joined(separator: "\n")
  }

  /// The page's script, first part: the session's data, and the state at any step rebuilt from
  /// the nearest full state and the patches after it.
  static let stateScript = #"""
    'use strict';
    // The session: the initial state, each step's action, changes and patch, and full states
    // where the changes since the last one outweigh it (see InspectorPageData.swift).
    var D = JSON.parse(document.getElementById('session-data').textContent);
    // The patches' paths are stored once, in D.paths: entry n is [parent, key or index], the
    // parent's path (-1: the empty path) and one more step. Each is built once, and shared.
    var PATHS = [];
    D.paths.forEach(function (entry) {
      PATHS.push((entry[0] < 0 ? [] : PATHS[entry[0]]).concat([entry[1]]));
    });
    // Each step's action name and row label are stored once, in D.names.
    D.steps.forEach(function (step) {
      step.a = D.names[step.a];
      step.l = D.names[step.l];
      step.x.forEach(function (op) { op[1] = op[1] < 0 ? [] : PATHS[op[1]]; });
    });
    // The steps that have a full state, in order, 0 (the initial state) first.
    var BASES = [0].concat(Object.keys(D.checkpoints).map(Number).sort(function (a, b) { return a - b; }));
    var N = D.steps.length;
    var ROW = 22;
    var K = 0;
    var cache = { step: 0, state: clone(D.initial) };

    function clone(value) {
      return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
    }

    // Applies one step's patch in place: ["s", path, value], ["r", path],
    // ["p", path, start, removing, inserted].
    function applyPatch(root, ops) {
      for (var i = 0; i < ops.length; i++) {
        var op = ops[i], path = op[1];
        if (path.length === 0) {
          if (op[0] === 's') root = clone(op[2]);
          continue;
        }
        // Only the state's own fields are followed: never a prototype, which a set would change.
        var parent = root;
        for (var j = 0; j < path.length - 1 && parent != null; j++) {
          parent = Object.prototype.hasOwnProperty.call(parent, path[j]) ? parent[path[j]] : null;
        }
        if (parent === null || typeof parent !== 'object') continue;
        var last = path[path.length - 1];
        if (op[0] === 's') setOwn(parent, last, clone(op[2]));
        else if (op[0] === 'r') delete parent[last];
        else if (op[0] === 'p' && parent[last]) {
      Array.prototype.splice.apply(parent[last], [op[2], op[3]].concat(clone(op[4])));
    }
      }
      return root;
    }

    // Sets an object's own field, whatever its key: a plain assignment to a key named
    // __proto__ would replace the object's prototype instead, dropping the field.
    function setOwn(object, key, value) {
      Object.defineProperty(object, key, {
        value: value, enumerable: true, writable: true, configurable: true
      });
    }

    // The step of the nearest full state at or before step k.
    function baseOf(k) {
      var low = 0, high = BASES.length - 1;
      while (low < high) {
        var middle = (low + high + 1) >> 1;
        if (BASES[middle] <= k) low = middle; else high = middle - 1;
      }
      return BASES[low];
    }

    // The state at step k: from the cached step when no full state lies between it and k, else
    // from the nearest full state at or before k, so that a jump applies at most the patches
    // between two full states.
    function stateAt(k) {
      var base = baseOf(k);
      if (!(base <= cache.step && cache.step <= k)) {
        cache = { step: base, state: clone(base > 0 ? D.checkpoints[String(base)] : D.initial) };
      }
      while (cache.step < k) {
        cache.step += 1;
        cache.state = applyPatch(cache.state, D.steps[cache.step - 1].x);
      }
      return cache.state;
    }

    function windowLabel(number) {
      return number > 0 ? 'W' + number : 'all';
    }

    function formatTime(ms) {
      var date = new Date(ms);
      return isNaN(date.getTime()) ? '' : date.toISOString().slice(11, 23);
    }

    function el(tag, className, text) {
      var node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    }
    """#
}
