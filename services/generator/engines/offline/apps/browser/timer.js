(function () {
  document.querySelectorAll('[data-timer]').forEach(function (root) {
    var display = root.querySelector('[data-timer-display]');
    var minutes = root.querySelector('[data-timer-minutes]');
    var toggle = root.querySelector('[data-timer-toggle]');
    var status = root.querySelector('[data-timer-status]');
    var left = 0;
    var handle = null;
    function total() {
      return Math.max(1, Math.min(120, parseInt(minutes.value, 10) || 25)) * 60;
    }
    function show() {
      var m = Math.floor(left / 60);
      var s = left % 60;
      display.textContent = (m < 10 ? '0' : '') + m + ':' + (s < 10 ? '0' : '') + s;
    }
    function stop() {
      if (handle) clearInterval(handle);
      handle = null;
      toggle.textContent = root.dataset.startLabel;
    }
    function reset() {
      stop();
      left = total();
      status.textContent = '';
      show();
    }
    toggle.addEventListener('click', function () {
      if (handle) {
        stop();
        return;
      }
      if (left <= 0) left = total();
      toggle.textContent = root.dataset.pauseLabel;
      handle = setInterval(function () {
        left = Math.max(0, left - 1);
        show();
        if (left === 0) {
          stop();
          status.textContent = root.dataset.done;
        }
      }, 1000);
    });
    root.querySelector('[data-timer-reset]').addEventListener('click', reset);
    minutes.addEventListener('change', function () {
      if (!handle) reset();
    });
    reset();
  });
})();
