(function () {
  document.querySelectorAll('[data-wizard]').forEach(function (form) {
    var steps = Array.prototype.slice.call(form.querySelectorAll('[data-step]'));
    var back = form.querySelector('[data-wizard-back]');
    var next = form.querySelector('[data-wizard-next]');
    var finish = form.querySelector('[data-wizard-finish]');
    var error = form.querySelector('[data-wizard-error]');
    var index = 0;
    function show(i) {
      index = i;
      steps.forEach(function (s, n) {
        s.hidden = n !== i;
      });
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
      var missing = Array.prototype.slice.call(steps[index].querySelectorAll('[required]')).filter(function (c) {
        return !c.value.trim();
      });
      error.hidden = missing.length === 0;
      error.textContent = missing.length ? form.dataset.requiredMessage : '';
      if (missing.length) {
        missing[0].focus();
        return;
      }
      show(index + 1);
    });
    back.addEventListener('click', function () {
      show(index - 1);
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      form.querySelector('[data-wizard-status]').textContent = form.dataset.done;
    });
  });
})();
