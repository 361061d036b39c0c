(function () {
  document.querySelectorAll('[data-open-modal]').forEach(function (button) {
    var dialog = document.getElementById(button.dataset.openModal);
    if (!dialog) return;
    button.addEventListener('click', function () {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    });
    dialog.querySelectorAll('[data-close-modal]').forEach(function (close) {
      close.addEventListener('click', function () {
        dialog.close();
        button.focus();
      });
    });
  });
})();
