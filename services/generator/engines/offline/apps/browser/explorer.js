(function () {
  document.querySelectorAll('[data-explorer]').forEach(function (root) {
    var list = root.querySelector('[data-explorer-list]');
    var items = Array.prototype.slice.call(list.querySelectorAll('[data-item]'));
    var search = root.querySelector('[data-explorer-search]');
    var category = root.querySelector('[data-explorer-category]');
    var sort = root.querySelector('[data-explorer-sort]');
    function update() {
      var q = search.value.trim().toLowerCase();
      var c = category.value;
      var parts = sort.value.split(':');
      var col = Number(parts[0]);
      var dir = parts[1] === 'desc' ? -1 : 1;
      var shown = 0;
      items.sort(function (a, b) {
        var va = JSON.parse(a.dataset.values)[col];
        var vb = JSON.parse(b.dataset.values)[col];
        if (typeof va === 'number' && typeof vb === 'number') return (va - vb) * dir;
        return String(va).localeCompare(String(vb)) * dir;
      });
      items.forEach(function (item) {
        var ok = (!q || item.textContent.toLowerCase().indexOf(q) !== -1) && (!c || item.dataset.category === c);
        item.hidden = !ok;
        if (ok) shown++;
        list.appendChild(item);
      });
      root.querySelector('[data-explorer-count]').textContent = String(shown);
      root.querySelector('[data-explorer-empty]').hidden = shown !== 0;
    }
    search.addEventListener('input', update);
    category.addEventListener('change', update);
    sort.addEventListener('change', update);
  });
})();
