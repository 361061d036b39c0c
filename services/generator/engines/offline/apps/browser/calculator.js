(function () {
  document.querySelectorAll('[data-calculator]').forEach(function (root) {
    var display = root.querySelector('[data-calc-display]');
    var current = '0';
    var stored = null;
    var op = null;
    var fresh = true;
    var ops = {
      '+': function (a, b) {
        return a + b;
      },
      '−': function (a, b) {
        return a - b;
      },
      '×': function (a, b) {
        return a * b;
      },
      '÷': function (a, b) {
        return b === 0 ? NaN : a / b;
      },
    };
    function show(v) {
      display.textContent = v;
    }
    function format(n) {
      return isFinite(n) ? String(Math.round(n * 1e10) / 1e10) : 'Error';
    }
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
      if (/^[0-9]$/.test(k)) {
        current = fresh || current === '0' ? k : current + k;
        fresh = false;
      } else if (k === '.') {
        if (fresh) {
          current = '0.';
          fresh = false;
        } else if (current.indexOf('.') === -1) current += '.';
      } else if (k === 'C') {
        current = '0';
        stored = null;
        op = null;
        fresh = true;
      } else if (k === '=') {
        compute();
        fresh = true;
      } else {
        if (op !== null && !fresh) compute();
        stored = parseFloat(current);
        op = k;
        fresh = true;
      }
      show(current);
    });
  });
})();
