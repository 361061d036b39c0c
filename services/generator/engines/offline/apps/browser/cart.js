(function () {
  var countEl = document.querySelector('[data-cart-count]');
  var key = 'cart-items';
  var items = [];
  try {
    items = JSON.parse(localStorage.getItem(key) || '[]');
  } catch (_e) {
    items = [];
  }
  if (!Array.isArray(items)) items = [];
  var shop = document.querySelector('[data-shop]');
  var priced = shop || document.querySelector('[data-product]');
  var locale = priced && priced.dataset.locale ? priced.dataset.locale : document.documentElement.lang;
  var currency = priced && priced.dataset.currency ? priced.dataset.currency : document.documentElement.lang === 'en' ? 'USD' : 'EUR';
  function money(n) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: currency }).format(n);
    } catch (_e) {
      return n.toFixed(2);
    }
  }
  function save() {
    try {
      localStorage.setItem(key, JSON.stringify(items));
    } catch (_e) {
      /* private mode */
    }
  }
  function render() {
    var count = items.reduce(function (s, i) {
      return s + i.qty;
    }, 0);
    if (countEl) countEl.textContent = String(count);
    if (!shop) return;
    var lines = shop.querySelector('[data-cart-lines]');
    lines.innerHTML = '';
    items.forEach(function (item, index) {
      var li = document.createElement('li');
      var label = document.createElement('span');
      label.textContent = item.qty + ' × ' + item.name + ' — ' + money(item.qty * item.price);
      var remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'link-button';
      remove.textContent = shop.dataset.removeLabel || '×';
      remove.setAttribute('aria-label', (shop.dataset.removeLabel || 'Remove') + ': ' + item.name);
      remove.addEventListener('click', function () {
        items.splice(index, 1);
        save();
        render();
      });
      li.appendChild(label);
      li.appendChild(remove);
      lines.appendChild(li);
    });
    shop.querySelector('[data-cart-empty]').hidden = items.length > 0;
    shop.querySelector('[data-cart-total]').textContent = money(
      items.reduce(function (s, i) {
        return s + i.qty * i.price;
      }, 0),
    );
  }
  function add(name, price, qty) {
    var existing = items.filter(function (i) {
      return i.name === name;
    })[0];
    if (existing) existing.qty += qty;
    else items.push({ name: name, price: price, qty: qty });
    save();
    render();
  }
  document.querySelectorAll('[data-add-item]').forEach(function (button) {
    button.addEventListener('click', function () {
      add(button.dataset.name, Number(button.dataset.price), 1);
    });
  });
  var product = document.querySelector('[data-product]');
  if (product) {
    var qty = product.querySelector('[data-product-qty]');
    product.querySelector('[data-add-to-cart]').addEventListener('click', function () {
      var n = Math.max(1, Math.min(20, parseInt(qty.value, 10) || 1));
      add(product.dataset.name, Number(product.dataset.price), n);
      var status = product.querySelector('[data-cart-status]');
      if (status) status.textContent = '+' + n + ' · ' + product.dataset.name;
    });
    product.querySelectorAll('[data-product-thumb]').forEach(function (thumb) {
      thumb.addEventListener('click', function () {
        var svg = thumb.querySelector('svg');
        product.querySelector('[data-product-main]').innerHTML = svg ? svg.outerHTML : '';
        product.querySelectorAll('[data-product-thumb]').forEach(function (t) {
          t.setAttribute('aria-pressed', String(t === thumb));
        });
      });
    });
  }
  var checkout = document.querySelector('[data-checkout]');
  if (checkout && shop)
    checkout.addEventListener('click', function () {
      shop.querySelector('[data-cart-status]').textContent = items.length ? shop.dataset.placed : shop.dataset.empty;
      items = [];
      save();
      render();
    });
  render();
})();
