(function () {
  document.querySelectorAll('[data-table-app]').forEach(function (root) {
    var table = root.querySelector('table');
    var body = table.tBodies[0];
    function cellValue(row, index) {
      var text = row.cells[index].textContent.trim();
      var n = Number(text);
      return text !== '' && !isNaN(n) ? n : text.toLowerCase();
    }
    table.querySelectorAll('[data-sort]').forEach(function (button) {
      button.addEventListener('click', function () {
        var index = Number(button.dataset.sort);
        var th = button.closest('th');
        var asc = th.getAttribute('aria-sort') !== 'ascending';
        table.querySelectorAll('th[aria-sort]').forEach(function (h) {
          h.setAttribute('aria-sort', 'none');
        });
        th.setAttribute('aria-sort', asc ? 'ascending' : 'descending');
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var va = cellValue(a, index);
          var vb = cellValue(b, index);
          var r = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb));
          return asc ? r : -r;
        });
        rows.forEach(function (row) {
          body.appendChild(row);
        });
      });
    });
    body.addEventListener('click', function (event) {
      var button = event.target.closest('[data-delete-row]');
      if (button) button.closest('tr').remove();
    });
    var form = root.querySelector('[data-add-record]');
    if (form)
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        if (!form.checkValidity()) {
          form.reportValidity();
          return;
        }
        var row = body.insertRow(-1);
        Array.prototype.slice
          .call(form.elements)
          .filter(function (el) {
            return el.name;
          })
          .forEach(function (el, i) {
            var cell = i === 0 ? document.createElement('th') : document.createElement('td');
            if (i === 0) cell.scope = 'row';
            cell.textContent = el.value;
            row.appendChild(cell);
          });
        var actions = row.insertCell(-1);
        var remove = document.createElement('button');
        remove.type = 'button';
        remove.className = 'link-button';
        remove.setAttribute('data-delete-row', '');
        remove.textContent = form.dataset.removeLabel || 'Delete';
        actions.appendChild(remove);
        form.reset();
      });
  });
})();
