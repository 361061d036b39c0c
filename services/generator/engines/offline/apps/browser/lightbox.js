(function () {
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
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    });
  });
  dialog.querySelector('[data-lightbox-prev]').addEventListener('click', function () {
    show(index - 1);
  });
  dialog.querySelector('[data-lightbox-next]').addEventListener('click', function () {
    show(index + 1);
  });
  dialog.querySelector('[data-lightbox-close]').addEventListener('click', function () {
    dialog.close();
  });
  dialog.addEventListener('close', function () {
    if (opener) opener.focus();
  });
  dialog.addEventListener('keydown', function (event) {
    if (event.key === 'ArrowLeft') show(index - 1);
    if (event.key === 'ArrowRight') show(index + 1);
  });
})();
