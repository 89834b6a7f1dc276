extension InspectorScript {
  /// The page's script, the part for a session with batches (`D.batches`, see
  /// `InspectorPageData.batchesJSON`), put after the others only in such a session's page, so
  /// that the page of a session without batches is the one written before them.
  ///
  /// A batch is one step: the list shows one row for it, labelled `batch of 3 · …`; ←/→, the
  /// slider, ↑/↓ and `#step=K` move by step, a batch's step being the position of its last
  /// action, whose state is the state after that action (an address that names an action inside
  /// a batch selects the batch); its "Changes" list its actions, then what changed from the
  /// state before its first action to the state after its last; its cost is the sum of its
  /// actions'. It does so by wrapping the functions of the parts before it that deal with a
  /// single step (`matches`, `applyFilters`, `drawRows`, `select`, `drawDiff`, `drawState`,
  /// `drawCost`), calling them for every other step, and by giving each batch's cost to the step
  /// of its last action, where the cost part finds it.
  static let batchesScript = #"""
    // Batches: each of D.batches is one step, the step of its last action (InspectorPageData+
    // Batches.swift). BATCH_AT[k] is the batch of the action at position k, if any.
    var BATCH_AT = {};
    D.batches.forEach(function (batch) {
      batch.label = D.names[batch.label];
      if (batch.cost) {
        batch.cost[2].forEach(function (part) { part[0] = D.names[part[0]]; });
        batch.cost[3].forEach(function (part) { part[0] = D.names[part[0]]; });
      }
      // Each action's own cost, listed with it; the batch's sum stands for them in the cost
      // column, the sort and the bar.
      batch.actionCosts = [];
      for (var k = batch.first; k <= batch.last; k++) {
        BATCH_AT[k] = batch;
        batch.actionCosts.push(D.steps[k - 1].k);
        delete D.steps[k - 1].k;
      }
      if (batch.cost) D.steps[batch.last - 1].k = batch.cost;
    });

    // The step that shows the action at position k: its batch's, or its own.
    function stepOf(k) {
      var batch = BATCH_AT[k];
      return batch ? batch.last : k;
    }

    function batchRange(batch) {
      return batch.first + '\u2013' + batch.last;
    }

    // A batch's row is shown when one of its actions passes the filters, or its label holds
    // the text and one of its actions passes the others; the rows of its other actions never.
    var matchesAction = matches;
    matches = function (k) {
      var batch = BATCH_AT[k];
      if (!batch) return matchesAction(k);
      if (k !== batch.last) return false;
      for (var p = batch.first; p <= batch.last; p++) if (matchesAction(p)) return true;
      if (!filters.text || batch.label.toLowerCase().indexOf(filters.text.toLowerCase()) < 0) return false;
      var text = filters.text, found = false;
      filters.text = '';
      for (p = batch.first; p <= batch.last && !found; p++) found = matchesAction(p);
      filters.text = text;
      return found;
    };

    // The count is of actions: a batch's row counts its actions.
    var applyActionFilters = applyFilters;
    applyFilters = function () {
      applyActionFilters();
      var shown = 0;
      rows.forEach(function (k) {
        var batch = BATCH_AT[k];
        if (k > 0) shown += batch ? batch.last - batch.first + 1 : 1;
      });
      document.getElementById('count').textContent = shown + ' of ' + N + ' actions';
    };

    COLUMNS.forEach(function (column) {
      var text = column.text;
      if (column.className === 'name') {
        column.text = function (k, step) { return BATCH_AT[k] ? BATCH_AT[k].label : text(k, step); };
      } else if (column.className === 'win') {
        column.text = function (k, step) { return BATCH_AT[k] ? windowLabel(BATCH_AT[k].window) : text(k, step); };
      }
    });

    var drawActionRows = drawRows;
    drawRows = function () {
      drawActionRows();
      var drawn = document.querySelectorAll('#actions-rows .row');
      for (var i = 0; i < drawn.length; i++) {
        var batch = BATCH_AT[parseInt(drawn[i].getAttribute('data-step'), 10)];
        if (!batch) continue;
        drawn[i].className += ' batch';
        drawn[i].title = batch.label + ' (actions ' + batchRange(batch) + ')';
      }
    };

    // An action inside a batch selects the batch; the position shows the batch's actions.
    var selectAction = select;
    select = function (k) {
      selectAction(stepOf(Math.max(0, Math.min(N, k | 0))));
      var batch = BATCH_AT[K];
      if (!batch) return;
      var text = 'steps ' + batchRange(batch) + ' of ' + N;
      document.getElementById('position').textContent = text;
      document.title = D.title + ' \u2014 ' + text;
    };

    // ← from a batch goes to the step before it, not into it (→ into a batch reaches its step
    // through select). Caught before the navigation's own handler, with the same exceptions.
    document.addEventListener('keydown', function (event) {
      var target = event.target;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT') && target.id !== 'slider') return;
      if (event.key !== 'ArrowLeft' || !BATCH_AT[K]) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      select(BATCH_AT[K].first - 1);
    }, true);

    // A batch's changes: its actions, in order (the first SHOWN_ITEMS, then a button for the
    // others), then what changed from before its first action to after its last.
    var drawActionDiff = drawDiff;
    drawDiff = function (k) {
      var batch = BATCH_AT[k];
      if (!batch) {
        drawActionDiff(k);
        return;
      }
      var box = document.getElementById('diff');
      box.textContent = '';
      box.appendChild(el('p', 'action', '#' + batchRange(batch) + ' ' + batch.label));
      var recorded = batch.last - batch.first + 1;
      if (recorded < batch.count) {
        box.appendChild(el('p', 'empty', 'The session ended during this batch: ' + recorded + ' of its ' +
          batch.count + ' actions were recorded.'));
      }
      drawBatchActions(box, batch);
      if (batch.changes.length === 0) box.appendChild(el('p', 'empty', 'No field changed.'));
      var list = el('ul');
      batch.changes.forEach(function (change) { list.appendChild(el('li', 'change', changeText(change))); });
      box.appendChild(list);
    };

    function drawBatchActions(box, batch) {
      var list = el('ol', 'batch-actions');
      list.start = batch.first;
      list.tabIndex = -1;
      list.setAttribute('aria-label', 'The batch\u2019s actions');
      function add(k) {
        var step = D.steps[k - 1], item = el('li', 'batch-action');
        item.setAttribute('data-position', String(k));
        item.appendChild(el('span', 'name', step.l));
        item.appendChild(el('span', 'win', windowLabel(step.w)));
        var cost = batch.actionCosts[k - batch.first];
        if (cost) item.appendChild(el('span', 'cost', formatNs(cost[0])));
        if (step.p !== undefined) item.appendChild(el('pre', 'payload', JSON.stringify(step.p)));
        list.appendChild(item);
      }
      var shown = Math.min(batch.last, batch.first + SHOWN_ITEMS - 1);
      for (var k = batch.first; k <= shown; k++) add(k);
      box.appendChild(list);
      if (shown === batch.last) return;
      var more = el('button', 'more-actions', '\u2026 ' + (batch.last - shown) + ' more actions');
      more.type = 'button';
      more.addEventListener('click', function () {
        for (var k = shown + 1; k <= batch.last; k++) add(k);
        more.remove();
        list.focus();
      });
      box.appendChild(more);
    }

    // A batch's state marks every field its actions changed.
    var drawActionState = drawState;
    drawState = function (state, k) {
      var batch = BATCH_AT[k];
      if (!batch) {
        drawActionState(state, k);
        return;
      }
      var changed = Object.create(null), inside = Object.create(null);
      for (var p = batch.first; p <= batch.last; p++) markChanges(p, changed, inside);
      drawMarkedState(state, changed, inside);
    };

    // A batch's cost is its actions' summed; the rank is among steps, a batch being one.
    var drawActionCost = drawCost;
    drawCost = function (k) {
      drawActionCost(k);
      var total = HAS_COSTS && document.querySelector('#cost .cost-total');
      if (!total) return;
      var batch = BATCH_AT[k];
      total.textContent = total.textContent.replace(/ actions with a cost$/, ' steps with a cost') +
        (batch && batch.cost ? ' (the sum of the batch\u2019s ' + (batch.last - batch.first + 1) + ' actions)' : '');
    };
    """#
}
