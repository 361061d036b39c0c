(function () {
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
        root.querySelectorAll('[data-filter-category]').forEach(function (c) {
          c.setAttribute('aria-pressed', 'false');
        });
        chip.setAttribute('aria-pressed', String(on));
        category = on ? chip.dataset.filterCategory : '';
        update();
      });
    });
  });
})();
