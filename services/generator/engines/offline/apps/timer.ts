// A countdown / pomodoro timer (script `timer`).
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from '../sections/shell.ts';

const UI = {
  en: { start: 'Start', pause: 'Pause', reset: 'Reset', minutes: 'Minutes', done: 'Time is up! Take a break.' },
  es: { start: 'Iniciar', pause: 'Pausa', reset: 'Reiniciar', minutes: 'Minutos', done: '¡Tiempo! Tómate un descanso.' },
  fr: { start: 'Démarrer', pause: 'Pause', reset: 'Réinitialiser', minutes: 'Minutes', done: 'Terminé ! Faites une pause.' },
  de: { start: 'Start', pause: 'Pause', reset: 'Zurücksetzen', minutes: 'Minuten', done: 'Zeit ist um! Mach eine Pause.' },
};

export function timerApp(ctx: RenderContext): string {
  ctx.scripts.add('timer');
  const ui = UI[ctx.request.lang];
  return shell(
    'timer',
    sectionTitle(ctx, 'timer'),
    `<div class="app card timer" data-timer data-done="${escapeHtml(ui.done)}" data-start-label="${escapeHtml(ui.start)}" data-pause-label="${escapeHtml(ui.pause)}">
<p class="timer-display" data-timer-display role="timer">25:00</p>
<div class="field"><label for="timer-minutes">${escapeHtml(ui.minutes)}</label><input id="timer-minutes" type="number" min="1" max="120" value="25" data-timer-minutes></div>
<p><button type="button" class="button" data-timer-toggle>${escapeHtml(ui.start)}</button> <button type="button" class="button button-ghost" data-timer-reset>${escapeHtml(ui.reset)}</button></p>
<p class="form-status" role="status" data-timer-status></p>
</div>`,
  );
}
