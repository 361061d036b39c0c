// Tables of times: a weekly class schedule and the opening hours.
import { statedHours } from '../request/facts.ts';
import { hoursMarkup, hoursRows } from '../edit/hours-edit.ts';
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from './shell.ts';

const ACTIVITIES: Record<string, string[]> = {
  gym: ['Strength', 'HIIT', 'Mobility', 'Boxing', 'Spin', 'Yoga'],
  school: ['Beginners', 'Intermediate', 'Advanced', 'Conversation', 'Exam prep', 'Workshop'],
  conference: ['Opening keynote', 'Track A talks', 'Workshops', 'Lunch', 'Panel', 'Closing party'],
  band: ['Berlin', 'Paris', 'London', 'Madrid', 'Vienna', 'Lisbon'],
  church: ['Morning prayer', 'Family service', 'Bible study', 'Choir', 'Youth group', 'Community meal'],
  camp: ['Canoeing', 'Climbing', 'Crafts', 'Swimming', 'Hiking', 'Campfire'],
};

export function scheduleSection(ctx: RenderContext): string {
  const { t } = ctx;
  // The kind's own sessions in English; in the other languages stock levels and sessions
  // ("Horario de actividades 1" read as a placeholder, not a class).
  const activities = (ctx.english ? ACTIVITIES[ctx.request.kind.id] : undefined) ?? t.sessions;
  const times = ['07:00', '09:30', '12:00', '17:30', '19:00'];
  const days = t.days.slice(0, 5);
  const rows = times.map(
    (time, r) =>
      `<tr><th scope="row">${time}</th>${days.map((_, c) => `<td>${escapeHtml(activities[(r + c * 2) % activities.length]!)}</td>`).join('')}</tr>`,
  );
  return shell(
    'schedule',
    sectionTitle(ctx, 'schedule'),
    `<div class="table-scroll" tabindex="0" role="region" aria-labelledby="schedule-title">
<table class="data-table">
<thead><tr><th scope="col">${escapeHtml(t.time)}</th>${days.map((d) => `<th scope="col">${escapeHtml(d)}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</div>`,
  );
}

export function hoursSection(ctx: RenderContext): string {
  const { t } = ctx;
  // Hours the request states are the hours shown, as written; stock hours only fill a request silent on them.
  const stated = statedHours(ctx.request.facts);
  if (stated) return hoursMarkup(hoursRows(stated))(ctx);
  const food = ['bakery', 'cafe'].includes(ctx.request.kind.id);
  const hours = t.days.map(
    (day, i) =>
      [day, i === 6 ? (food ? '08:00 – 14:00' : t.closed) : i === 5 ? '09:00 – 16:00' : food ? '07:00 – 18:00' : '09:00 – 18:00'] as const,
  );
  return shell(
    'hours',
    sectionTitle(ctx, 'hours'),
    `<table class="hours">
<caption class="visually-hidden">${escapeHtml(sectionTitle(ctx, 'hours'))}</caption>
<tbody>
${hours.map(([day, time]) => `<tr><th scope="row">${escapeHtml(day)}</th><td>${escapeHtml(time)}</td></tr>`).join('\n')}
</tbody>
</table>`,
  );
}
