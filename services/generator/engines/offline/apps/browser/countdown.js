(function () {
  document.querySelectorAll('[data-countdown]').forEach(function (root) {
    var target = new Date(root.dataset.countdown).getTime();
    function tick() {
      var left = Math.max(0, target - Date.now());
      var parts = {
        days: Math.floor(left / 86400000),
        hours: Math.floor(left / 3600000) % 24,
        minutes: Math.floor(left / 60000) % 60,
        seconds: Math.floor(left / 1000) % 60,
      };
      Object.keys(parts).forEach(function (unit) {
        var el = root.querySelector('[data-unit="' + unit + '"]');
        if (el) el.textContent = String(parts[unit]);
      });
    }
    tick();
    setInterval(tick, 1000);
  });
})();
