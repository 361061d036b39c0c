(function () {
  var button = document.querySelector('[data-theme-toggle]');
  if (!button) return;
  var key = 'theme-preference';
  function apply(dark) {
    document.documentElement.classList.toggle('theme-dark', dark);
    button.setAttribute('aria-pressed', String(dark));
  }
  var saved = null;
  try {
    saved = localStorage.getItem(key);
  } catch (_e) {
    saved = null;
  }
  apply(saved === 'dark');
  button.addEventListener('click', function () {
    var dark = !document.documentElement.classList.contains('theme-dark');
    apply(dark);
    try {
      localStorage.setItem(key, dark ? 'dark' : 'light');
    } catch (_e) {
      /* private mode */
    }
  });
})();
