extension InspectorScript {
  /// The page's script, third part: the filters, the action list that draws only the rows in
  /// view, the selected step, the keys (←/→ and Home/End by step, ↑/↓ in the list by row), the
  /// slider and the address (`#step=K&window=N`). It calls the cost part's functions, which do
  /// nothing for a session without costs; `start()` runs after every part.
  static let navigationScript = #"""
    // The filters, the action list (only the rows in view are drawn), the step, the keys and the
    // address: #step=K&window=N&screen=S&action=A&q=TEXT&sort=cost.
    var filters = { window: 0, screen: '', action: '', text: '' };
    var rows = [];

    // The action list's columns, left to right: each a class (its width is in the style sheet)
    // and the text of its cell for step k (step is D.steps[k - 1], undefined for the initial
    // state; null leaves the cell out). One more column is one more entry here.
    var COLUMNS = [
      { className: 'pos', text: function (k) { return String(k); } },
      { className: 'name', text: function (k, step) { return step ? step.l : 'initial state'; } },
      { className: 'win', text: function (k, step) { return step ? windowLabel(step.w) : null; } },
      {
        className: 'time',
        text: function (k, step) { return step ? formatTime(step.m !== undefined ? step.m : D.time) : null; }
      }
    ];

    function matches(k) {
      var step = D.steps[k - 1];
      if (filters.window && step.w !== filters.window && step.w !== 0) return false;
      if (filters.screen && step.s.indexOf(filters.screen) < 0) return false;
      if (filters.action && step.a !== filters.action) return false;
      if (filters.text) {
        var text = (step.a + ' ' + step.l + ' ' + (step.t || '') + ' ' + JSON.stringify(step.p) + ' ' + step.c.map(changeText).join(' '));
        if (text.toLowerCase().indexOf(filters.text.toLowerCase()) < 0) return false;
      }
      return true;
    }

    function applyFilters() {
      rows = [0];
      for (var k = 1; k <= N; k++) if (matches(k)) rows.push(k);
      rows = orderRows(rows);
      var list = document.getElementById('actions');
      list.setAttribute('data-rows', String(rows.length - 1));
      document.getElementById('actions-spacer').style.height = rows.length * ROW + 'px';
      document.getElementById('count').textContent = (rows.length - 1) + ' of ' + N + ' actions';
      drawRows();
    }

    function drawRows() {
      var list = document.getElementById('actions');
      var box = document.getElementById('actions-rows');
      var first = Math.max(0, Math.floor(list.scrollTop / ROW) - 5);
      var last = Math.min(rows.length, first + Math.ceil((list.clientHeight || 600) / ROW) + 10);
      box.textContent = '';
      for (var i = first; i < last; i++) {
        var k = rows[i];
        var row = el('div', 'row' + (k === K ? ' selected' : ''));
        row.style.top = i * ROW + 'px';
        row.setAttribute('data-step', String(k));
        var step = k > 0 ? D.steps[k - 1] : undefined;
        COLUMNS.forEach(function (column) {
          var text = column.text(k, step);
          if (text !== null) row.appendChild(el('span', column.className, text));
        });
        if (step) row.title = step.e ? step.t : step.a + (step.t ? ' (' + step.t + ')' : '');
        box.appendChild(row);
      }
    }

    function select(k) {
      K = Math.max(0, Math.min(N, k | 0));
      var state = stateAt(K);
      document.getElementById('slider').value = String(K);
      document.getElementById('position').textContent = 'step ' + K + ' of ' + N;
      document.title = D.title + ' \u2014 step ' + K + ' of ' + N;
      drawWindows(state, filters.window);
      drawDiff(K);
      drawCost(K);
      drawState(state, K);
      var index = rows.indexOf(K), list = document.getElementById('actions');
      if (index >= 0 && (index * ROW < list.scrollTop || (index + 1) * ROW > list.scrollTop + list.clientHeight)) {
        list.scrollTop = Math.max(0, index * ROW - list.clientHeight / 2);
      }
      drawRows();
      var hash = '#step=' + K;
      if (filters.window) hash += '&window=' + filters.window;
      if (filters.screen) hash += '&screen=' + encodeURIComponent(filters.screen);
      if (filters.action) hash += '&action=' + encodeURIComponent(filters.action);
      if (filters.text) hash += '&q=' + encodeURIComponent(filters.text);
      if (sortByCost) hash += '&sort=cost';
      if (location.hash !== hash) history.replaceState(null, '', hash);
    }

    // An address's text: a `%` that starts no escape (`#q=50%`, typed or pasted) is read as it
    // is rather than left to throw, which would leave the page blank.
    function decodeAddressText(text) {
      try {
        return decodeURIComponent(text);
      } catch (error) {
        if (error instanceof URIError) return text;
        throw error;
      }
    }

    function readAddress() {
      var params = Object.create(null);
      location.hash.replace(/^#/, '').split('&').forEach(function (part) {
        var pair = part.split('=');
        if (pair[0]) params[pair[0]] = decodeAddressText(pair.slice(1).join('=') || '');
      });
      filters.window = parseInt(params.window, 10) || 0;
      filters.screen = params.screen || '';
      filters.action = params.action || '';
      filters.text = params.q || '';
      sortByCost = HAS_COSTS && params.sort === 'cost';
      showSort();
      document.getElementById('filter-window').value = String(filters.window);
      document.getElementById('filter-screen').value = filters.screen;
      document.getElementById('filter-action').value = filters.action;
      document.getElementById('filter-text').value = filters.text;
      applyFilters();
      select(params.step !== undefined ? parseInt(params.step, 10) || 0 : 0);
    }

    function fillSelect(id, values, label) {
      var select = document.getElementById(id);
      values.forEach(function (value) {
        var option = el('option', '', label(value));
        option.value = String(value);
        select.appendChild(option);
      });
    }

    function start() {
      startCosts();
      var names = Object.create(null), screens = Object.create(null), numbers = [];
      D.steps.forEach(function (step) {
        names[step.a] = true;
        step.s.forEach(function (screen) { screens[screen] = true; });
      });
      Object.keys(D.windowNumbers).forEach(function (uuid) { numbers.push(D.windowNumbers[uuid]); });
      fillSelect('filter-window', numbers.sort(function (a, b) { return a - b; }), windowLabel);
      fillSelect('filter-screen', Object.keys(screens).sort(), String);
      fillSelect('filter-action', Object.keys(names).sort(), String);
      var slider = document.getElementById('slider');
      slider.max = String(N);
      slider.addEventListener('input', function () { select(parseInt(slider.value, 10)); });
      document.getElementById('actions').addEventListener('scroll', drawRows);
      document.getElementById('actions').addEventListener('click', function (event) {
        var row = event.target.closest('.row');
        if (row) select(parseInt(row.getAttribute('data-step'), 10));
      });
      ['filter-window', 'filter-screen', 'filter-action', 'filter-text'].forEach(function (id) {
        document.getElementById(id).addEventListener('input', function () {
          filters.window = parseInt(document.getElementById('filter-window').value, 10) || 0;
          filters.screen = document.getElementById('filter-screen').value;
          filters.action = document.getElementById('filter-action').value;
          filters.text = document.getElementById('filter-text').value;
          applyFilters();
          select(K);
        });
      });
      document.addEventListener('keydown', function (event) {
        var target = event.target;
        if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT') && target.id !== 'slider') return;
        // In the focused list, ↑/↓ select the row above or below, in the order the list shows:
        // filtered, and sorted by cost when it is. ←/→ always move by step.
        if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && target && target.id === 'actions') {
          var index = rows.indexOf(K);
          var next = index < 0 ? 0 : index + (event.key === 'ArrowDown' ? 1 : -1);
          event.preventDefault();
          select(rows[Math.max(0, Math.min(rows.length - 1, next))]);
          return;
        }
        var moves = { ArrowLeft: K - 1, ArrowRight: K + 1, Home: 0, End: N };
        if (!(event.key in moves)) return;
        event.preventDefault();
        select(moves[event.key]);
      });
      window.addEventListener('hashchange', readAddress);
      readAddress();
    }
    """#
}
