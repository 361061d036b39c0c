(function () {
  var emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  document.querySelectorAll('form[data-validate]').forEach(function (form) {
    function check(control) {
      var error = document.getElementById(control.id + '-error');
      var message = '';
      // A box to tick ("I agree to ...") is filled when ticked; its value is always "on".
      var value = control.type === 'checkbox' ? (control.checked ? 'on' : '') : (control.value || '').trim();
      if (control.required && !value) message = form.dataset.requiredMessage;
      else if (control.type === 'email' && value && !emailPattern.test(value)) message = form.dataset.emailMessage;
      control.setAttribute('aria-invalid', message ? 'true' : 'false');
      if (error) {
        error.textContent = message;
        error.hidden = !message;
      }
      return !message;
    }
    form.querySelectorAll('input, textarea, select').forEach(function (control) {
      // Re-check while typing once a field was marked wrong; checking on blur would move the
      // layout under the pointer just as the submit button is pressed.
      control.addEventListener('input', function () {
        if (control.getAttribute('aria-invalid') === 'true') check(control);
      });
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
          if (err) {
            err.textContent = '≠';
            err.hidden = false;
          }
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
})();
