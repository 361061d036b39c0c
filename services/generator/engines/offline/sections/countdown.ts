// Counts down to a fixed date written into the page, so the same request gives the same file.
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from './shell.ts';
import { formatDate } from '../request/locale.ts';

export function countdownSection(ctx: RenderContext): string {
  ctx.scripts.add('countdown');
  const { t } = ctx;
  const target = `2027-0${1 + (ctx.seed % 9)}-1${ctx.seed % 10}T18:00:00`;
  const unit = (key: string, label: string) =>
    `<div><span class="count" data-unit="${key}">0</span><span class="unit">${escapeHtml(label)}</span></div>`;
  return shell(
    'countdown',
    sectionTitle(ctx, 'countdown'),
    `<div class="countdown" data-countdown="${target}" role="timer" aria-live="off">
${unit('days', t.days_)}${unit('hours', t.hours_)}${unit('minutes', t.minutes_)}${unit('seconds', t.seconds_)}
</div>
<p class="lead"><time datetime="${target}">${escapeHtml(formatDate(target.slice(0, 10), ctx.request.locale))}</time></p>`,
  );
}
