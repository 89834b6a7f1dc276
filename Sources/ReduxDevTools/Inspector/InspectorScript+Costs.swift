extension InspectorScript {
  /// The page's script, the part for a session whose recording holds costs: the action list's
  /// cost column, the "Slowest first" button that sorts the list by cost (`&sort=cost` in the
  /// address), and the bar of where the selected step's time went. A session without costs has
  /// none of them: `HAS_COSTS` is false and each function here returns at once.
  static let costsScript = #"""
    // Each step's cost, k: [total, reducers, [[middleware, ns]], [[subscriber type, ns, calls]],
    // listeners], times in nanoseconds, names stored once in D.names (InspectorPageData+Cost).
    var HAS_COSTS = false;
    var sortByCost = false;
    // Each step with a cost, slowest first (ties by step): the rank the bar's heading gives.
    var COST_RANKS = {};
    D.steps.forEach(function (step) {
      if (!step.k) return;
      HAS_COSTS = true;
      step.k[2].forEach(function (part) { part[0] = D.names[part[0]]; });
      step.k[3].forEach(function (part) { part[0] = D.names[part[0]]; });
    });

    // A time in nanoseconds as 3 figures and a unit: 850 ns, 5.12 µs, 48.2 µs, 1.25 ms, 2.40 s.
    function formatNs(ns) {
      var units = [[1e9, ' s'], [1e6, ' ms'], [1e3, ' \u00b5s']];
      for (var i = 0; i < units.length; i++) {
        if (ns >= units[i][0]) {
          var value = ns / units[i][0];
          return (value >= 100 ? value.toFixed(0) : value.toFixed(value >= 10 ? 1 : 2)) + units[i][1];
        }
      }
      return String(ns) + ' ns';
    }

    // Orders the rows of the list: as they are, or, sorted by cost, the steps with a cost
    // slowest first (ties by step) and then the others, the initial state first, by step.
    function orderRows(list) {
      if (!sortByCost) return list;
      return list.slice().sort(function (a, b) {
        var x = a > 0 ? D.steps[a - 1].k : undefined, y = b > 0 ? D.steps[b - 1].k : undefined;
        if (x && y) return (y[0] - x[0]) || (a - b);
        if (x || y) return x ? -1 : 1;
        return a - b;
      });
    }

    // The parts of a cost, in the order the store ran them; the rest of the total, the store's
    // own work between the phases, last.
    function costParts(cost) {
      var parts = [{ kind: 'c-reducers', name: 'reducers', ns: cost[1] }];
      cost[2].forEach(function (part, index) {
        parts.push({ kind: 'c-middleware' + (index % 2 ? ' c-alt' : ''), name: 'middleware ' + part[0], ns: part[1] });
      });
      cost[3].forEach(function (part, index) {
        parts.push({
          kind: 'c-subscriber' + (index % 2 ? ' c-alt' : ''), name: 'subscribers ' + part[0], ns: part[1],
          calls: part[2]
        });
      });
      parts.push({ kind: 'c-listeners', name: 'listeners', ns: cost[4] });
      var phases = parts.reduce(function (sum, part) { return sum + part.ns; }, 0);
      parts.push({ kind: 'c-other', name: 'the store\u2019s own work', ns: Math.max(0, cost[0] - phases) });
      return parts;
    }

    function ordinal(n) {
      var tens = n % 100, ones = n % 10;
      var suffix = tens >= 11 && tens <= 13 ? 'th' : ones === 1 ? 'st' : ones === 2 ? 'nd' : ones === 3 ? 'rd' : 'th';
      return n + suffix;
    }

    // Where the time of step k went: its total and rank, a bar with a segment for each part
    // (its width the part's share), and the parts listed with their times.
    function drawCost(k) {
      if (!HAS_COSTS) return;
      var box = document.getElementById('cost');
      box.textContent = '';
      if (k === 0) {
        box.appendChild(el('p', 'empty', 'The initial state, before any action.'));
        return;
      }
      var cost = D.steps[k - 1].k;
      if (!cost) {
        box.appendChild(el('p', 'empty', 'The recording holds no cost for this action.'));
        return;
      }
      var ranked = Object.keys(COST_RANKS).length, rank = COST_RANKS[k];
      box.appendChild(el('p', 'cost-total', formatNs(cost[0]) + ' in all: the ' +
        (rank === 1 ? '' : ordinal(rank) + ' ') + 'slowest of ' + ranked + ' actions with a cost'));
      var parts = costParts(cost);
      var scale = Math.max(cost[0], parts.reduce(function (sum, part) { return sum + part.ns; }, 0));
      var bar = el('div', 'cost-bar');
      bar.setAttribute('role', 'img');
      bar.setAttribute('aria-label', 'Where the time of step ' + k + ' went');
      var list = el('ul', 'cost-parts');
      parts.forEach(function (part) {
        var share = scale > 0 ? part.ns / scale : 0;
        var text = part.name + ': ' + formatNs(part.ns) + (part.calls !== undefined ? ', ' + part.calls + (part.calls === 1 ? ' call' : ' calls') : '') +
          ' (' + (share * 100).toFixed(1) + '%)';
        if (part.ns > 0) {
          var segment = el('span', 'segment ' + part.kind);
          segment.style.width = (share * 100) + '%';
          segment.title = text;
          bar.appendChild(segment);
        }
        var item = el('li', 'cost-part');
        item.appendChild(el('span', 'swatch ' + part.kind));
        item.appendChild(document.createTextNode(text));
        list.appendChild(item);
      });
      box.appendChild(bar);
      box.appendChild(list);
    }

    function showSort() {
      var button = document.getElementById('sort-cost');
      if (button) button.setAttribute('aria-pressed', sortByCost ? 'true' : 'false');
    }

    // The cost column, the sort button before the count and the cost section before the
    // changes, for a session with costs.
    function startCosts() {
      if (!HAS_COSTS) return;
      COLUMNS.push({
        className: 'cost',
        text: function (k, step) { return step ? (step.k ? formatNs(step.k[0]) : '') : null; }
      });
      var costed = [];
      for (var k = 1; k <= N; k++) if (D.steps[k - 1].k) costed.push(k);
      sortByCost = true;
      orderRows(costed).forEach(function (step, index) { COST_RANKS[step] = index + 1; });
      sortByCost = false;
      var button = el('button', '', 'Slowest first');
      button.id = 'sort-cost';
      button.type = 'button';
      button.title = 'Sort the actions by cost, slowest first';
      button.addEventListener('click', function () {
        sortByCost = !sortByCost;
        showSort();
        applyFilters();
        select(K);
        if (!sortByCost) return;
        document.getElementById('actions').scrollTop = 0;
        drawRows();
      });
      var count = document.getElementById('count');
      count.parentNode.insertBefore(button, count);
      var changes = document.getElementById('diff').previousElementSibling;
      var heading = el('h2', '', 'Cost');
      heading.id = 'cost-heading';
      changes.parentNode.insertBefore(heading, changes);
      var section = el('div');
      section.id = 'cost';
      changes.parentNode.insertBefore(section, changes);
    }
    """#
}
