// Counts down to the date the request gives (its first), written into the page; with none, to a
// date made up from the request, so the same request gives the same file.
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from './shell.ts';
import { eventDateTime } from '../request/event-date.ts';
import { formatDate } from '../request/locale.ts';

export function countdownSection(ctx: RenderContext): string {
  ctx.scripts.add('countdown');
  const { t } = ctx;
  const given = ctx.request.facts.find((fact) => fact.kind === 'date');
  // A date with no year counts to its next day to come, so today's date decides its year. It is
  // shown as the request wrote it, like everywhere else on the pages: an edit moving the date finds
  // it there too.
  const counted = given ? eventDateTime(given.text, new Date()) : null;
  const target = counted ?? `2027-0${1 + (ctx.seed % 9)}-1${ctx.seed % 10}T18:00:00`;
  const shown = counted && given ? given.text : formatDate(target.slice(0, 10), ctx.request.locale);
  const unit = (key: string, label: string) =>
    `<div><span class="count" data-unit="${key}">0</span><span class="unit">${escapeHtml(label)}</span></div>`;
  return shell(
    'countdown',
    sectionTitle(ctx, 'countdown'),
    `<div class="countdown" data-countdown="${target}" role="timer" aria-live="off">
${unit('days', t.days_)}${unit('hours', t.hours_)}${unit('minutes', t.minutes_)}${unit('seconds', t.seconds_)}
</div>
<p class="lead"><time datetime="${target}">${escapeHtml(shown)}</time></p>`,
  );
}
