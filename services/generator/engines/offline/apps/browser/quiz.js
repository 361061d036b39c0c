(function () {
  document.querySelectorAll('[data-quiz]').forEach(function (root) {
    var questions = JSON.parse(root.querySelector('[data-quiz-questions]').textContent);
    var words = JSON.parse(root.querySelector('[data-quiz-words]').textContent);
    var index = 0;
    var score = 0;
    var legend = root.querySelector('[data-quiz-question]');
    var options = root.querySelector('[data-quiz-options]');
    var feedback = root.querySelector('[data-quiz-feedback]');
    var check = root.querySelector('[data-quiz-check]');
    var next = root.querySelector('[data-quiz-next]');
    var result = root.querySelector('[data-quiz-score]');
    var progress = root.querySelector('[data-quiz-progress]');
    function render() {
      var q = questions[index];
      progress.textContent = index + 1 + ' / ' + questions.length;
      legend.textContent = q[0];
      options.innerHTML = '';
      q[1].forEach(function (option, i) {
        var label = document.createElement('label');
        label.className = 'choice';
        var input = document.createElement('input');
        input.type = 'radio';
        input.name = 'quiz-answer';
        input.value = String(i);
        label.appendChild(input);
        label.appendChild(document.createTextNode(' ' + option));
        options.appendChild(label);
      });
      feedback.textContent = '';
      check.hidden = false;
      next.hidden = true;
    }
    check.addEventListener('click', function () {
      var chosen = options.querySelector('input:checked');
      if (!chosen) {
        options.querySelector('input').focus();
        return;
      }
      var q = questions[index];
      if (Number(chosen.value) === q[2]) {
        score++;
        feedback.textContent = words.correct;
      } else feedback.textContent = words.wrong + ' ' + q[1][q[2]] + '.';
      check.hidden = true;
      if (index < questions.length - 1) next.hidden = false;
      else {
        result.hidden = false;
        result.textContent = words.score + ': ' + score + ' / ' + questions.length;
        next.hidden = false;
        next.textContent = words.restart;
      }
    });
    next.addEventListener('click', function () {
      if (index < questions.length - 1) index++;
      else {
        index = 0;
        score = 0;
        result.hidden = true;
        next.textContent = words.next;
      }
      render();
    });
    render();
  });
})();
