// A multiple-choice quiz with a score (script `quiz`). Questions fit the kind where we have them.
import { escapeHtml, jsonForScript } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from '../sections/shell.ts';

type Question = [string, string[], number];

const GENERAL: Question[] = [
  ['Which planet is known as the Red Planet?', ['Venus', 'Mars', 'Jupiter'], 1],
  ['How many continents are there?', ['Five', 'Six', 'Seven'], 2],
  ['What is the boiling point of water at sea level?', ['90 °C', '100 °C', '120 °C'], 1],
  ['Which ocean is the largest?', ['Atlantic', 'Indian', 'Pacific'], 2],
  ['Who painted the Mona Lisa?', ['Leonardo da Vinci', 'Michelangelo', 'Raphael'], 0],
  ['What gas do plants take in?', ['Oxygen', 'Carbon dioxide', 'Nitrogen'], 1],
  ['How many sides has a hexagon?', ['Five', 'Six', 'Eight'], 1],
  ['Which is the smallest prime number?', ['0', '1', '2'], 2],
  ['What is the capital of Canada?', ['Toronto', 'Ottawa', 'Vancouver'], 1],
  ['Which language runs in every web browser?', ['JavaScript', 'Python', 'C'], 0],
  ['What is 12 × 12?', ['124', '144', '154'], 1],
  ['Which metal is liquid at room temperature?', ['Mercury', 'Iron', 'Tin'], 0],
];

const UI = {
  en: {
    check: 'Check answer',
    next: 'Next question',
    score: 'Your score',
    restart: 'Play again',
    correct: 'Correct!',
    wrong: 'Not quite. The answer is',
  },
  es: {
    check: 'Comprobar',
    next: 'Siguiente',
    score: 'Tu puntuación',
    restart: 'Otra vez',
    correct: '¡Correcto!',
    wrong: 'No exactamente. La respuesta es',
  },
  fr: {
    check: 'Vérifier',
    next: 'Question suivante',
    score: 'Votre score',
    restart: 'Rejouer',
    correct: 'Correct !',
    wrong: 'Pas tout à fait. La réponse est',
  },
  de: {
    check: 'Prüfen',
    next: 'Nächste Frage',
    score: 'Ihre Punktzahl',
    restart: 'Nochmal',
    correct: 'Richtig!',
    wrong: 'Nicht ganz. Die Antwort ist',
  },
};

export function quizApp(ctx: RenderContext): string {
  ctx.scripts.add('quiz');
  const count = ctx.count('quiz', ctx.count('faq', 5));
  const questions = Array.from({ length: count }, (_, i) => GENERAL[(i + ctx.seed) % GENERAL.length]!);
  const ui = UI[ctx.request.lang];
  return shell(
    'quiz',
    sectionTitle(ctx, 'quiz'),
    `<div class="app card quiz" data-quiz>
<script type="application/json" data-quiz-questions>${jsonForScript(questions)}</script>
<script type="application/json" data-quiz-words>${jsonForScript(ui)}</script>
<p class="quiz-progress" data-quiz-progress></p>
<fieldset data-quiz-fieldset><legend data-quiz-question></legend><div data-quiz-options></div></fieldset>
<p class="form-status" role="status" data-quiz-feedback></p>
<p><button type="button" class="button" data-quiz-check>${escapeHtml(ui.check)}</button> <button type="button" class="button button-ghost" data-quiz-next hidden>${escapeHtml(ui.next)}</button></p>
<p class="quiz-score" data-quiz-score hidden></p>
</div>`,
  );
}
