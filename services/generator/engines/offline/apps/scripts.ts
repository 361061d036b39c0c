// The browser code of every interactive piece. Each part is an independent block that does
// nothing unless its markup is on the page, so one script.js serves every page of a site and an
// edit can append a part without touching the others.

export type ScriptId = 'nav' | 'forms' | 'lightbox' | 'filterList' | 'cart' | 'countdown' | 'todo' | 'calculator' | 'quiz' | 'timer' | 'explorer' | 'table' | 'tabs' | 'modal' | 'themeToggle' | 'multistep' | 'game';

export const SCRIPT_ORDER: ScriptId[] = ['nav', 'themeToggle', 'forms', 'lightbox', 'filterList', 'cart', 'countdown', 'todo', 'calculator', 'quiz', 'timer', 'explorer', 'table', 'tabs', 'modal', 'multistep', 'game'];

const PARTS: Record<ScriptId, string> = {
  nav: String.raw`(function () {
  var button = document.querySelector('[data-nav-toggle]');
  var nav = document.getElementById('site-nav');
  if (!button || !nav) return;
  button.addEventListener('click', function () {
    var open = button.getAttribute('aria-expanded') === 'true';
    button.setAttribute('aria-expanded', String(!open));
    nav.classList.toggle('open', !open);
  });
})();`,
  themeToggle: String.raw`(function () {
  var button = document.querySelector('[data-theme-toggle]');
  if (!button) return;
  var key = 'theme-preference';
  function apply(dark) {
    document.documentElement.classList.toggle('theme-dark', dark);
    button.setAttribute('aria-pressed', String(dark));
  }
  var saved = null;
  try { saved = localStorage.getItem(key); } catch (e) { saved = null; }
  apply(saved === 'dark');
  button.addEventListener('click', function () {
    var dark = !document.documentElement.classList.contains('theme-dark');
    apply(dark);
    try { localStorage.setItem(key, dark ? 'dark' : 'light'); } catch (e) { /* private mode */ }
  });
})();`,
  forms: String.raw`(function () {
  var emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  document.querySelectorAll('form[data-validate]').forEach(function (form) {
    function check(control) {
      var error = document.getElementById(control.id + '-error');
      var message = '';
      var value = (control.value || '').trim();
      if (control.required && !value) message = form.dataset.requiredMessage;
      else if (control.type === 'email' && value && !emailPattern.test(value)) message = form.dataset.emailMessage;
      control.setAttribute('aria-invalid', message ? 'true' : 'false');
      if (error) { error.textContent = message; error.hidden = !message; }
      return !message;
    }
    form.querySelectorAll('input, textarea, select').forEach(function (control) {
      // Re-check while typing once a field was marked wrong; checking on blur would move the
      // layout under the pointer just as the submit button is pressed.
      control.addEventListener('input', function () { if (control.getAttribute('aria-invalid') === 'true') check(control); });
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var controls = Array.prototype.slice.call(form.querySelectorAll('input, textarea, select'));
      var valid = controls.map(check).every(Boolean);
      var match = (form.dataset.match || '').split(' ');
      if (valid && match.length === 2) {
        var a = document.getElementById(match[0]);
        var b = document.getElementById(match[1]);
        if (a && b && a.value !== b.value) {
          var err = document.getElementById(b.id + '-error');
          if (err) { err.textContent = '≠'; err.hidden = false; }
          b.setAttribute('aria-invalid', 'true');
          valid = false;
        }
      }
      var status = form.querySelector('.form-status');
      if (!valid) {
        var first = form.querySelector('[aria-invalid="true"]');
        if (first) first.focus();
        return;
      }
      if (status) status.textContent = form.dataset.success || '';
      form.reset();
    });
  });
})();`,
  lightbox: String.raw`(function () {
  var dialog = document.querySelector('dialog.lightbox');
  var tiles = Array.prototype.slice.call(document.querySelectorAll('[data-lightbox]'));
  if (!dialog || tiles.length === 0) return;
  var view = dialog.querySelector('[data-lightbox-view]');
  var caption = dialog.querySelector('[data-lightbox-caption]');
  var index = 0;
  var opener = null;
  function show(i) {
    index = (i + tiles.length) % tiles.length;
    var tile = tiles[index];
    var svg = tile.querySelector('svg');
    view.innerHTML = svg ? svg.outerHTML : '';
    var figcaption = tile.closest('figure') && tile.closest('figure').querySelector('figcaption');
    caption.textContent = figcaption ? figcaption.textContent : '';
  }
  tiles.forEach(function (tile, i) {
    tile.addEventListener('click', function () {
      opener = tile;
      show(i);
      if (typeof dialog.showModal === 'function') dialog.showModal(); else dialog.setAttribute('open', '');
    });
  });
  dialog.querySelector('[data-lightbox-prev]').addEventListener('click', function () { show(index - 1); });
  dialog.querySelector('[data-lightbox-next]').addEventListener('click', function () { show(index + 1); });
  dialog.querySelector('[data-lightbox-close]').addEventListener('click', function () { dialog.close(); });
  dialog.addEventListener('close', function () { if (opener) opener.focus(); });
  dialog.addEventListener('keydown', function (event) {
    if (event.key === 'ArrowLeft') show(index - 1);
    if (event.key === 'ArrowRight') show(index + 1);
  });
})();`,
  filterList: String.raw`(function () {
  document.querySelectorAll('[data-filter-list]').forEach(function (root) {
    var search = root.querySelector('[data-filter-search]');
    var items = Array.prototype.slice.call(root.querySelectorAll('[data-filter-item]'));
    var empty = root.querySelector('[data-filter-empty]');
    var category = '';
    function update() {
      var q = search ? search.value.trim().toLowerCase() : '';
      var shown = 0;
      items.forEach(function (item) {
        var ok = (!q || item.textContent.toLowerCase().indexOf(q) !== -1) && (!category || item.dataset.category === category);
        item.hidden = !ok;
        if (ok) shown++;
      });
      if (empty) empty.hidden = shown !== 0;
    }
    if (search) search.addEventListener('input', update);
    root.querySelectorAll('[data-filter-category]').forEach(function (chip) {
      chip.addEventListener('click', function () {
        var on = chip.getAttribute('aria-pressed') !== 'true';
        root.querySelectorAll('[data-filter-category]').forEach(function (c) { c.setAttribute('aria-pressed', 'false'); });
        chip.setAttribute('aria-pressed', String(on));
        category = on ? chip.dataset.filterCategory : '';
        update();
      });
    });
  });
})();`,
  cart: String.raw`(function () {
  var countEl = document.querySelector('[data-cart-count]');
  var key = 'cart-items';
  var items = [];
  try { items = JSON.parse(localStorage.getItem(key) || '[]'); } catch (e) { items = []; }
  if (!Array.isArray(items)) items = [];
  var shop = document.querySelector('[data-shop]');
  var locale = shop ? shop.dataset.locale : document.documentElement.lang;
  var currency = shop ? shop.dataset.currency : (document.documentElement.lang === 'en' ? 'USD' : 'EUR');
  function money(n) {
    try { return new Intl.NumberFormat(locale, { style: 'currency', currency: currency }).format(n); } catch (e) { return n.toFixed(2); }
  }
  function save() { try { localStorage.setItem(key, JSON.stringify(items)); } catch (e) { /* private mode */ } }
  function render() {
    var count = items.reduce(function (s, i) { return s + i.qty; }, 0);
    if (countEl) countEl.textContent = String(count);
    if (!shop) return;
    var lines = shop.querySelector('[data-cart-lines]');
    lines.innerHTML = '';
    items.forEach(function (item, index) {
      var li = document.createElement('li');
      var label = document.createElement('span');
      label.textContent = item.qty + ' × ' + item.name + ' — ' + money(item.qty * item.price);
      var remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'link-button';
      remove.textContent = shop.dataset.removeLabel || '×';
      remove.setAttribute('aria-label', (shop.dataset.removeLabel || 'Remove') + ': ' + item.name);
      remove.addEventListener('click', function () { items.splice(index, 1); save(); render(); });
      li.appendChild(label);
      li.appendChild(remove);
      lines.appendChild(li);
    });
    shop.querySelector('[data-cart-empty]').hidden = items.length > 0;
    shop.querySelector('[data-cart-total]').textContent = money(items.reduce(function (s, i) { return s + i.qty * i.price; }, 0));
  }
  function add(name, price, qty) {
    var existing = items.filter(function (i) { return i.name === name; })[0];
    if (existing) existing.qty += qty; else items.push({ name: name, price: price, qty: qty });
    save();
    render();
  }
  document.querySelectorAll('[data-add-item]').forEach(function (button) {
    button.addEventListener('click', function () { add(button.dataset.name, Number(button.dataset.price), 1); });
  });
  var product = document.querySelector('[data-product]');
  if (product) {
    var qty = product.querySelector('[data-product-qty]');
    product.querySelector('[data-add-to-cart]').addEventListener('click', function () {
      var n = Math.max(1, Math.min(20, parseInt(qty.value, 10) || 1));
      add(product.dataset.name, Number(product.dataset.price), n);
      var status = product.querySelector('[data-cart-status]');
      if (status) status.textContent = '+' + n + ' · ' + product.dataset.name;
    });
    product.querySelectorAll('[data-product-thumb]').forEach(function (thumb) {
      thumb.addEventListener('click', function () {
        var svg = thumb.querySelector('svg');
        product.querySelector('[data-product-main]').innerHTML = svg ? svg.outerHTML : '';
        product.querySelectorAll('[data-product-thumb]').forEach(function (t) { t.setAttribute('aria-pressed', String(t === thumb)); });
      });
    });
  }
  var checkout = document.querySelector('[data-checkout]');
  if (checkout && shop) checkout.addEventListener('click', function () {
    shop.querySelector('[data-cart-status]').textContent = items.length ? shop.dataset.placed : shop.dataset.empty;
    items = [];
    save();
    render();
  });
  render();
})();`,
  countdown: String.raw`(function () {
  document.querySelectorAll('[data-countdown]').forEach(function (root) {
    var target = new Date(root.dataset.countdown).getTime();
    function tick() {
      var left = Math.max(0, target - Date.now());
      var parts = { days: Math.floor(left / 86400000), hours: Math.floor(left / 3600000) % 24, minutes: Math.floor(left / 60000) % 60, seconds: Math.floor(left / 1000) % 60 };
      Object.keys(parts).forEach(function (unit) {
        var el = root.querySelector('[data-unit="' + unit + '"]');
        if (el) el.textContent = String(parts[unit]);
      });
    }
    tick();
    setInterval(tick, 1000);
  });
})();`,
  todo: String.raw`(function () {
  document.querySelectorAll('[data-todo]').forEach(function (root) {
    var key = root.dataset.storageKey || 'todo';
    var list = root.querySelector('[data-todo-list]');
    var form = root.querySelector('[data-todo-form]');
    var input = form.querySelector('input');
    var tasks = [];
    try { tasks = JSON.parse(localStorage.getItem(key) || '[]'); } catch (e) { tasks = []; }
    if (!Array.isArray(tasks)) tasks = [];
    function save() { try { localStorage.setItem(key, JSON.stringify(tasks)); } catch (e) { /* private mode */ } }
    function render() {
      list.innerHTML = '';
      tasks.forEach(function (task, index) {
        var li = document.createElement('li');
        var id = 'todo-item-' + index;
        var box = document.createElement('input');
        box.type = 'checkbox';
        box.id = id;
        box.checked = task.done;
        box.addEventListener('change', function () { task.done = box.checked; save(); render(); });
        var label = document.createElement('label');
        label.htmlFor = id;
        label.textContent = task.text;
        if (task.done) li.className = 'done';
        var remove = document.createElement('button');
        remove.type = 'button';
        remove.className = 'link-button';
        remove.textContent = '×';
        remove.setAttribute('aria-label', (root.dataset.removeLabel || 'Remove') + ': ' + task.text);
        remove.addEventListener('click', function () { tasks.splice(index, 1); save(); render(); });
        li.appendChild(box);
        li.appendChild(label);
        li.appendChild(remove);
        list.appendChild(li);
      });
      root.querySelector('[data-todo-count]').textContent = String(tasks.filter(function (t) { return !t.done; }).length);
      root.querySelector('[data-todo-empty]').hidden = tasks.length > 0;
    }
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var text = input.value.trim();
      if (!text) { input.focus(); return; }
      tasks.push({ text: text, done: false });
      input.value = '';
      save();
      render();
    });
    root.querySelector('[data-todo-clear]').addEventListener('click', function () {
      tasks = tasks.filter(function (t) { return !t.done; });
      save();
      render();
    });
    render();
  });
})();`,
  calculator: String.raw`(function () {
  document.querySelectorAll('[data-calculator]').forEach(function (root) {
    var display = root.querySelector('[data-calc-display]');
    var current = '0';
    var stored = null;
    var op = null;
    var fresh = true;
    var ops = { '+': function (a, b) { return a + b; }, '−': function (a, b) { return a - b; }, '×': function (a, b) { return a * b; }, '÷': function (a, b) { return b === 0 ? NaN : a / b; } };
    function show(v) { display.textContent = v; }
    function format(n) { return isFinite(n) ? String(Math.round(n * 1e10) / 1e10) : 'Error'; }
    function compute() {
      if (op === null || stored === null) return;
      current = format(ops[op](stored, parseFloat(current)));
      stored = null;
      op = null;
    }
    root.addEventListener('click', function (event) {
      var key = event.target.closest('[data-key]');
      if (!key) return;
      var k = key.dataset.key;
      if (/^[0-9]$/.test(k)) { current = fresh || current === '0' ? k : current + k; fresh = false; }
      else if (k === '.') { if (fresh) { current = '0.'; fresh = false; } else if (current.indexOf('.') === -1) current += '.'; }
      else if (k === 'C') { current = '0'; stored = null; op = null; fresh = true; }
      else if (k === '=') { compute(); fresh = true; }
      else { if (op !== null && !fresh) compute(); stored = parseFloat(current); op = k; fresh = true; }
      show(current);
    });
  });
})();`,
  quiz: String.raw`(function () {
  document.querySelectorAll('[data-quiz]').forEach(function (root) {
    var questions = JSON.parse(root.querySelector('[data-quiz-questions]').textContent);
    var words = JSON.parse(root.querySelector('[data-quiz-words]').textContent);
    var index = 0;
    var score = 0;
    var legend = root.querySelector('[data-quiz-question]');
    var options = root.querySelector('[data-quiz-options]');
    var feedback = root.querySelector('[data-quiz-feedback]');
    var check = root.querySelector('[data-quiz-check]');
    var next = root.querySelector('[data-quiz-next]');
    var result = root.querySelector('[data-quiz-score]');
    var progress = root.querySelector('[data-quiz-progress]');
    function render() {
      var q = questions[index];
      progress.textContent = (index + 1) + ' / ' + questions.length;
      legend.textContent = q[0];
      options.innerHTML = '';
      q[1].forEach(function (option, i) {
        var label = document.createElement('label');
        label.className = 'choice';
        var input = document.createElement('input');
        input.type = 'radio';
        input.name = 'quiz-answer';
        input.value = String(i);
        label.appendChild(input);
        label.appendChild(document.createTextNode(' ' + option));
        options.appendChild(label);
      });
      feedback.textContent = '';
      check.hidden = false;
      next.hidden = true;
    }
    check.addEventListener('click', function () {
      var chosen = options.querySelector('input:checked');
      if (!chosen) { options.querySelector('input').focus(); return; }
      var q = questions[index];
      if (Number(chosen.value) === q[2]) { score++; feedback.textContent = words.correct; }
      else feedback.textContent = words.wrong + ' ' + q[1][q[2]] + '.';
      check.hidden = true;
      if (index < questions.length - 1) next.hidden = false;
      else {
        result.hidden = false;
        result.textContent = words.score + ': ' + score + ' / ' + questions.length;
        next.hidden = false;
        next.textContent = words.restart;
      }
    });
    next.addEventListener('click', function () {
      if (index < questions.length - 1) index++;
      else { index = 0; score = 0; result.hidden = true; next.textContent = words.next; }
      render();
    });
    render();
  });
})();`,
  timer: String.raw`(function () {
  document.querySelectorAll('[data-timer]').forEach(function (root) {
    var display = root.querySelector('[data-timer-display]');
    var minutes = root.querySelector('[data-timer-minutes]');
    var toggle = root.querySelector('[data-timer-toggle]');
    var status = root.querySelector('[data-timer-status]');
    var left = 0;
    var handle = null;
    function total() { return Math.max(1, Math.min(120, parseInt(minutes.value, 10) || 25)) * 60; }
    function show() {
      var m = Math.floor(left / 60);
      var s = left % 60;
      display.textContent = (m < 10 ? '0' : '') + m + ':' + (s < 10 ? '0' : '') + s;
    }
    function stop() { if (handle) clearInterval(handle); handle = null; toggle.textContent = root.dataset.startLabel; }
    function reset() { stop(); left = total(); status.textContent = ''; show(); }
    toggle.addEventListener('click', function () {
      if (handle) { stop(); return; }
      if (left <= 0) left = total();
      toggle.textContent = root.dataset.pauseLabel;
      handle = setInterval(function () {
        left = Math.max(0, left - 1);
        show();
        if (left === 0) { stop(); status.textContent = root.dataset.done; }
      }, 1000);
    });
    root.querySelector('[data-timer-reset]').addEventListener('click', reset);
    minutes.addEventListener('change', function () { if (!handle) reset(); });
    reset();
  });
})();`,
  explorer: String.raw`(function () {
  document.querySelectorAll('[data-explorer]').forEach(function (root) {
    var list = root.querySelector('[data-explorer-list]');
    var items = Array.prototype.slice.call(list.querySelectorAll('[data-item]'));
    var search = root.querySelector('[data-explorer-search]');
    var category = root.querySelector('[data-explorer-category]');
    var sort = root.querySelector('[data-explorer-sort]');
    function update() {
      var q = search.value.trim().toLowerCase();
      var c = category.value;
      var parts = sort.value.split(':');
      var col = Number(parts[0]);
      var dir = parts[1] === 'desc' ? -1 : 1;
      var shown = 0;
      items.sort(function (a, b) {
        var va = JSON.parse(a.dataset.values)[col];
        var vb = JSON.parse(b.dataset.values)[col];
        if (typeof va === 'number' && typeof vb === 'number') return (va - vb) * dir;
        return String(va).localeCompare(String(vb)) * dir;
      });
      items.forEach(function (item) {
        var ok = (!q || item.textContent.toLowerCase().indexOf(q) !== -1) && (!c || item.dataset.category === c);
        item.hidden = !ok;
        if (ok) shown++;
        list.appendChild(item);
      });
      root.querySelector('[data-explorer-count]').textContent = String(shown);
      root.querySelector('[data-explorer-empty]').hidden = shown !== 0;
    }
    search.addEventListener('input', update);
    category.addEventListener('change', update);
    sort.addEventListener('change', update);
  });
})();`,
  table: String.raw`(function () {
  document.querySelectorAll('[data-table-app]').forEach(function (root) {
    var table = root.querySelector('table');
    var body = table.tBodies[0];
    function cellValue(row, index) {
      var text = row.cells[index].textContent.trim();
      var n = Number(text);
      return text !== '' && !isNaN(n) ? n : text.toLowerCase();
    }
    table.querySelectorAll('[data-sort]').forEach(function (button) {
      button.addEventListener('click', function () {
        var index = Number(button.dataset.sort);
        var th = button.closest('th');
        var asc = th.getAttribute('aria-sort') !== 'ascending';
        table.querySelectorAll('th[aria-sort]').forEach(function (h) { h.setAttribute('aria-sort', 'none'); });
        th.setAttribute('aria-sort', asc ? 'ascending' : 'descending');
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var va = cellValue(a, index);
          var vb = cellValue(b, index);
          var r = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb));
          return asc ? r : -r;
        });
        rows.forEach(function (row) { body.appendChild(row); });
      });
    });
    body.addEventListener('click', function (event) {
      var button = event.target.closest('[data-delete-row]');
      if (button) button.closest('tr').remove();
    });
    var form = root.querySelector('[data-add-record]');
    if (form) form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (!form.checkValidity()) { form.reportValidity(); return; }
      var row = body.insertRow(-1);
      Array.prototype.slice.call(form.elements).filter(function (el) { return el.name; }).forEach(function (el, i) {
        var cell = i === 0 ? document.createElement('th') : document.createElement('td');
        if (i === 0) cell.scope = 'row';
        cell.textContent = el.value;
        row.appendChild(cell);
      });
      var actions = row.insertCell(-1);
      var remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'link-button';
      remove.setAttribute('data-delete-row', '');
      remove.textContent = form.dataset.removeLabel || 'Delete';
      actions.appendChild(remove);
      form.reset();
    });
  });
})();`,
  tabs: String.raw`(function () {
  document.querySelectorAll('[data-tabs]').forEach(function (root) {
    var tabs = Array.prototype.slice.call(root.querySelectorAll('[role="tab"]'));
    function select(tab) {
      tabs.forEach(function (t) {
        var on = t === tab;
        t.setAttribute('aria-selected', String(on));
        t.tabIndex = on ? 0 : -1;
        document.getElementById(t.getAttribute('aria-controls')).hidden = !on;
      });
      tab.focus();
    }
    tabs.forEach(function (tab, i) {
      tab.addEventListener('click', function () { select(tab); });
      tab.addEventListener('keydown', function (event) {
        if (event.key === 'ArrowRight') select(tabs[(i + 1) % tabs.length]);
        if (event.key === 'ArrowLeft') select(tabs[(i - 1 + tabs.length) % tabs.length]);
      });
    });
  });
})();`,
  modal: String.raw`(function () {
  document.querySelectorAll('[data-open-modal]').forEach(function (button) {
    var dialog = document.getElementById(button.dataset.openModal);
    if (!dialog) return;
    button.addEventListener('click', function () {
      if (typeof dialog.showModal === 'function') dialog.showModal(); else dialog.setAttribute('open', '');
    });
    dialog.querySelectorAll('[data-close-modal]').forEach(function (close) {
      close.addEventListener('click', function () { dialog.close(); button.focus(); });
    });
  });
})();`,
  multistep: String.raw`(function () {
  document.querySelectorAll('[data-wizard]').forEach(function (form) {
    var steps = Array.prototype.slice.call(form.querySelectorAll('[data-step]'));
    var back = form.querySelector('[data-wizard-back]');
    var next = form.querySelector('[data-wizard-next]');
    var finish = form.querySelector('[data-wizard-finish]');
    var error = form.querySelector('[data-wizard-error]');
    var index = 0;
    function show(i) {
      index = i;
      steps.forEach(function (s, n) { s.hidden = n !== i; });
      back.hidden = i === 0;
      next.hidden = i === steps.length - 1;
      finish.hidden = i !== steps.length - 1;
      form.querySelector('[data-wizard-progress]').textContent = steps[i].dataset.stepLabel;
      if (i === steps.length - 1) {
        var summary = form.querySelector('[data-wizard-summary]');
        summary.innerHTML = '';
        new FormData(form).forEach(function (value, key) {
          var div = document.createElement('div');
          var dt = document.createElement('dt');
          var dd = document.createElement('dd');
          dt.textContent = key;
          dd.textContent = String(value);
          div.appendChild(dt);
          div.appendChild(dd);
          summary.appendChild(div);
        });
      }
    }
    next.addEventListener('click', function () {
      var missing = Array.prototype.slice.call(steps[index].querySelectorAll('[required]')).filter(function (c) { return !c.value.trim(); });
      error.hidden = missing.length === 0;
      error.textContent = missing.length ? form.dataset.requiredMessage : '';
      if (missing.length) { missing[0].focus(); return; }
      show(index + 1);
    });
    back.addEventListener('click', function () { show(index - 1); });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      form.querySelector('[data-wizard-status]').textContent = form.dataset.done;
    });
  });
})();`,
  game: String.raw`(function () {
  document.querySelectorAll('[data-game]').forEach(function (root) {
    var board = root.querySelector('[data-game-board]');
    var movesEl = root.querySelector('[data-game-moves]');
    var bestEl = root.querySelector('[data-game-best]');
    var status = root.querySelector('[data-game-status]');
    var key = root.dataset.storageKey || 'best';
    var symbols = ['★', '♥', '♦', '♣', '♠', '☀', '☂', '♪'];
    var seed = Number(root.dataset.seed) || 1;
    var open = [];
    var moves = 0;
    var found = 0;
    function random() { seed = (seed * 9301 + 49297) % 233280; return seed / 233280; }
    function best() { try { return localStorage.getItem(key); } catch (e) { return null; } }
    function start() {
      var deck = symbols.concat(symbols);
      for (var i = deck.length - 1; i > 0; i--) { var j = Math.floor(random() * (i + 1)); var t = deck[i]; deck[i] = deck[j]; deck[j] = t; }
      board.innerHTML = '';
      open = []; moves = 0; found = 0;
      movesEl.textContent = '0';
      bestEl.textContent = best() || '–';
      status.textContent = '';
      deck.forEach(function (symbol, i) {
        var tile = document.createElement('button');
        tile.type = 'button';
        tile.className = 'game-tile';
        tile.dataset.symbol = symbol;
        tile.setAttribute('aria-label', root.dataset.tileLabel + ' ' + (i + 1));
        tile.textContent = '';
        tile.addEventListener('click', function () { flip(tile); });
        board.appendChild(tile);
      });
    }
    function flip(tile) {
      if (open.length === 2 || tile.classList.contains('open')) return;
      tile.classList.add('open');
      tile.textContent = tile.dataset.symbol;
      tile.setAttribute('aria-label', tile.dataset.symbol);
      open.push(tile);
      if (open.length < 2) return;
      moves++;
      movesEl.textContent = String(moves);
      if (open[0].dataset.symbol === open[1].dataset.symbol) {
        open.forEach(function (t) { t.disabled = true; t.classList.add('matched'); });
        open = [];
        found++;
        if (found === symbols.length) {
          status.textContent = root.dataset.won;
          var previous = Number(best());
          if (!previous || moves < previous) { try { localStorage.setItem(key, String(moves)); } catch (e) { /* private mode */ } }
          bestEl.textContent = best() || String(moves);
        }
      } else {
        setTimeout(function () {
          open.forEach(function (t, n) { t.classList.remove('open'); t.textContent = ''; t.setAttribute('aria-label', root.dataset.tileLabel); });
          open = [];
        }, 700);
      }
    }
    root.querySelector('[data-game-restart]').addEventListener('click', start);
    start();
  });
})();`,
};

/** The site's script.js: the parts it uses, in a fixed order (so output is deterministic). */
export function buildScript(ids: Set<ScriptId>): string {
  const parts = SCRIPT_ORDER.filter((id) => ids.has(id)).map((id) => `// ${id}\n${PARTS[id]}`);
  return `'use strict';\n${parts.join('\n\n')}\n`;
}

export function scriptPart(id: ScriptId): string {
  return `// ${id}\n${PARTS[id]}\n`;
}
