extension InspectorScript {
  /// The page's script, second part: the windows at the selected step, its changes, and the state
  /// tree with the changed fields marked.
  static let viewsScript = #"""
    // The windows at step K, side by side: each window's screens, each instance on its own, with
    // its state; then the part of the state that is not a window's.
    function drawWindows(state, windowFilter) {
      var box = document.getElementById('windows');
      box.textContent = '';
      var screens = state && state[D.windowsKey];
      var windows = screens && Array.isArray(screens.windows) ? screens.windows : [];
      windows.forEach(function (open) {
        var number = D.windowNumbers[open.window] || 0;
        if (windowFilter && number !== windowFilter) return;
        var card = el('section', 'window');
        card.setAttribute('data-window', String(number));
        card.appendChild(el('h3', '', 'Window ' + number));
        card.appendChild(el('div', 'uuid', open.window));
        var seen = Object.create(null);
        (open.screens || []).forEach(function (entry) {
          var name = Object.keys(entry)[0];
          var value = entry[name];
          if (value && typeof value === 'object' && Object.keys(value).length === 1 && '_0' in value) {
            value = value._0;
          }
          seen[name] = (seen[name] || 0) + 1;
          var screen = el('div', 'screen');
          screen.setAttribute('data-screen', name);
          screen.setAttribute('data-instance', String(seen[name]));
          screen.appendChild(el('h4', '', name + (seen[name] > 1 ? ' #' + seen[name] : '')));
          screen.appendChild(windowJSON(value));
          card.appendChild(screen);
        });
        box.appendChild(card);
      });
      if (windows.length === 0) box.appendChild(el('p', 'empty', 'No window is open.'));
      var shared = el('section', 'window shared');
      shared.appendChild(el('h3', '', 'Every window'));
      Object.keys(state || {}).sort().forEach(function (key) {
        if (key === D.windowsKey) return;
        var part = el('div', 'screen');
        part.setAttribute('data-key', key);
        part.appendChild(el('h4', '', key));
        part.appendChild(windowJSON(state[key]));
        shared.appendChild(part);
      });
      box.appendChild(shared);
    }

    // A screen's state as JSON, its lists cut to their first SHOWN_ITEMS elements (the state
    // tree has them all), so that a list of thousands is not written out at every step.
    var SHOWN_ITEMS = 100;

    function windowJSON(value) {
      var cut = 0;
      function shorten(part) {
        if (Array.isArray(part)) {
          cut += Math.max(0, part.length - SHOWN_ITEMS);
          return part.slice(0, SHOWN_ITEMS).map(shorten);
        }
        if (part === null || typeof part !== 'object') return part;
        var copy = {};
        Object.keys(part).forEach(function (key) { setOwn(copy, key, shorten(part[key])); });
        return copy;
      }
      var box = el('div', 'screen-json');
      box.appendChild(el('pre', 'json', JSON.stringify(shorten(value), null, 1)));
      if (cut > 0) {
        box.appendChild(el('p', 'empty', cut + ' more elements of long lists are in the state below.'));
      }
      return box;
    }

    // The changes of step K, as LoggerMiddleware prints them.
    function drawDiff(k) {
      var box = document.getElementById('diff');
      box.textContent = '';
      if (k === 0) {
        box.appendChild(el('p', 'empty', 'The initial state, before any action.'));
        return;
      }
      var step = D.steps[k - 1];
      var head = el('p', 'action', '#' + k + ' ' + (step.e ? step.t : step.a + (step.t ? ' (' + step.t + ')' : '')));
      box.appendChild(head);
      if (step.p !== undefined) box.appendChild(el('pre', 'payload', JSON.stringify(step.p)));
      if (step.c.length === 0) box.appendChild(el('p', 'empty', 'No field changed.'));
      var list = el('ul');
      step.c.forEach(function (change) { list.appendChild(el('li', 'change', changeText(change))); });
      box.appendChild(list);
    }

    // A change's text: its path's start, stored once in D.prefixes, then the pieces of its
    // template, stored once in D.templates, with the change's holes between them.
    function changeText(change) {
      var pieces = D.templates[change[1]], text = D.prefixes[change[0]] + pieces[0];
      for (var i = 1; i < pieces.length; i++) text += String(change[i + 1]) + pieces[i];
      return text;
    }

    // The state at step K as a tree; the fields the step changed are marked. A list or object
    // shows its first SHOWN_CHILDREN members and every one on the way to a change; the others
    // are drawn when their "… more" line is clicked, so that a state of thousands of todos
    // does not draw them all at every step.
    var SHOWN_CHILDREN = 50;

    function drawState(state, k) {
      // Keyed by the state's keys: without a prototype, so that a field named constructor is
      // not taken for a change.
      var changed = Object.create(null), inside = Object.create(null);
      if (k > 0) markChanges(k, changed, inside);
      drawMarkedState(state, changed, inside);
    }

    // Marks in changed each field step K changed, and in inside each field on the way to one.
    function markChanges(k, changed, inside) {
      D.steps[k - 1].x.forEach(function (op) {
        var path = op[1];
        changed[path.join('\u0001')] = true;
        for (var i = 0; i < path.length; i++) inside[path.slice(0, i).join('\u0001')] = true;
      });
    }

    function drawMarkedState(state, changed, inside) {
      var box = document.getElementById('state');
      box.textContent = '';
      box.appendChild(node('state', state, [], changed, inside));
    }

    function node(label, value, path, changed, inside) {
      var id = path.join('\u0001');
      var row = el('div', 'node');
      if (changed[id]) row.className += ' changed';
      else if (inside[id]) row.className += ' has-change';
      row.setAttribute('data-path', path.join('.'));
      var key = el('span', 'key', label + ': ');
      row.appendChild(key);
      if (value !== null && typeof value === 'object') {
        var keys = Array.isArray(value) ? value.map(function (_, i) { return i; }) : Object.keys(value).sort();
        row.appendChild(el('span', 'kind', Array.isArray(value) ? '[' + value.length + ']' : '{' + keys.length + '}'));
        var children = el('div', 'children'), hidden = [];
        keys.forEach(function (child, index) {
          var childPath = path.concat([child]), childId = childPath.join('\u0001');
          if (index < SHOWN_CHILDREN || changed[childId] || inside[childId]) {
            children.appendChild(node(String(child), value[child], childPath, changed, inside));
          } else {
            hidden.push(child);
          }
        });
        if (hidden.length > 0) {
          var more = el('div', 'more', '\u2026 ' + hidden.length + ' more');
          more.addEventListener('click', function () {
            var all = el('div', 'children');
            keys.forEach(function (child) {
              all.appendChild(node(String(child), value[child], path.concat([child]), changed, inside));
            });
            children.replaceWith(all);
          });
          children.appendChild(more);
        }
        row.appendChild(children);
      } else {
        row.appendChild(el('span', 'value', JSON.stringify(value)));
      }
      return row;
    }
    """#
}
