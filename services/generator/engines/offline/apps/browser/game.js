(function () {
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
    function random() {
      seed = (seed * 9301 + 49297) % 233280;
      return seed / 233280;
    }
    function best() {
      try {
        return localStorage.getItem(key);
      } catch (_e) {
        return null;
      }
    }
    function start() {
      var deck = symbols.concat(symbols);
      for (var i = deck.length - 1; i > 0; i--) {
        var j = Math.floor(random() * (i + 1));
        var t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
      }
      board.innerHTML = '';
      open = [];
      moves = 0;
      found = 0;
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
        tile.addEventListener('click', function () {
          flip(tile);
        });
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
        open.forEach(function (t) {
          t.disabled = true;
          t.classList.add('matched');
        });
        open = [];
        found++;
        if (found === symbols.length) {
          status.textContent = root.dataset.won;
          var previous = Number(best());
          if (!previous || moves < previous) {
            try {
              localStorage.setItem(key, String(moves));
            } catch (_e) {
              /* private mode */
            }
          }
          bestEl.textContent = best() || String(moves);
        }
      } else {
        setTimeout(function () {
          open.forEach(function (t) {
            t.classList.remove('open');
            t.textContent = '';
            t.setAttribute('aria-label', root.dataset.tileLabel);
          });
          open = [];
        }, 700);
      }
    }
    root.querySelector('[data-game-restart]').addEventListener('click', start);
    start();
  });
})();
