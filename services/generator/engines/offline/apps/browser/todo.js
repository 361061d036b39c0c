(function () {
  document.querySelectorAll('[data-todo]').forEach(function (root) {
    var key = root.dataset.storageKey || 'todo';
    var list = root.querySelector('[data-todo-list]');
    var form = root.querySelector('[data-todo-form]');
    var input = form.querySelector('input');
    var tasks = [];
    try {
      tasks = JSON.parse(localStorage.getItem(key) || '[]');
    } catch (_e) {
      tasks = [];
    }
    if (!Array.isArray(tasks)) tasks = [];
    function save() {
      try {
        localStorage.setItem(key, JSON.stringify(tasks));
      } catch (_e) {
        /* private mode */
      }
    }
    function render() {
      list.innerHTML = '';
      tasks.forEach(function (task, index) {
        var li = document.createElement('li');
        var id = 'todo-item-' + index;
        var box = document.createElement('input');
        box.type = 'checkbox';
        box.id = id;
        box.checked = task.done;
        box.addEventListener('change', function () {
          task.done = box.checked;
          save();
          render();
        });
        var label = document.createElement('label');
        label.htmlFor = id;
        label.textContent = task.text;
        if (task.done) li.className = 'done';
        var remove = document.createElement('button');
        remove.type = 'button';
        remove.className = 'link-button';
        remove.textContent = '×';
        remove.setAttribute('aria-label', (root.dataset.removeLabel || 'Remove') + ': ' + task.text);
        remove.addEventListener('click', function () {
          tasks.splice(index, 1);
          save();
          render();
        });
        li.appendChild(box);
        li.appendChild(label);
        li.appendChild(remove);
        list.appendChild(li);
      });
      root.querySelector('[data-todo-count]').textContent = String(
        tasks.filter(function (t) {
          return !t.done;
        }).length,
      );
      root.querySelector('[data-todo-empty]').hidden = tasks.length > 0;
    }
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var text = input.value.trim();
      if (!text) {
        input.focus();
        return;
      }
      tasks.push({ text: text, done: false });
      input.value = '';
      save();
      render();
    });
    root.querySelector('[data-todo-clear]').addEventListener('click', function () {
      tasks = tasks.filter(function (t) {
        return !t.done;
      });
      save();
      render();
    });
    render();
  });
})();
