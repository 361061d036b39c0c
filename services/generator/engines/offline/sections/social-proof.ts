// Sections that show other people: testimonials, team, stats.
import { escapeHtml } from '../render/html-text.ts';
import { avatar } from '../render/art.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from './shell.ts';
import { figure } from '../render/picture.ts';

export function testimonialsSection(ctx: RenderContext): string {
  const base = ctx.t.testimonials;
  const count = ctx.count('testimonials', 3);
  const items = Array.from({ length: count }, (_, i) => base[i % base.length]!);
  return shell(
    'testimonials',
    sectionTitle(ctx, 'testimonials'),
    `<ul class="cards quotes">
${items.map(([quote, who], i) => `<li class="card"><figure><blockquote><p>${escapeHtml(quote)}</p></blockquote><figcaption>${avatar(ctx.design.palette, i)}<span>${escapeHtml(who)}</span></figcaption></figure></li>`).join('\n')}
</ul>`,
  );
}

export function teamSection(ctx: RenderContext): string {
  // The people the request names, else stock ones.
  const named = ctx.request.people.map(({ name, role }): [string, string] => [name, role ?? '']);
  const base = ctx.t.team;
  const count = ctx.count('team', 4);
  const people = named.length > 0 ? named : Array.from({ length: count }, (_, i) => base[i % base.length]!);
  const photos = (ctx.images?.sections.team ?? []).map((image) => `${figure(image, 'team-photo')}\n`).join('');
  return shell(
    'team',
    sectionTitle(ctx, 'team'),
    `${photos}<ul class="cards team">
${people.map(([name, role], i) => `<li class="card person">${avatar(ctx.design.palette, i + 1)}<h3>${escapeHtml(name)}</h3>${role ? `<p>${escapeHtml(role)}</p>` : ''}</li>`).join('\n')}
</ul>`,
  );
}

export function statsSection(ctx: RenderContext): string {
  // A new business has no years of experience or thousands of customers to count: the first two
  // stock figures (the same two in every language) are left out.
  const stats = ctx.request.isNew ? ctx.t.stats.slice(2) : ctx.t.stats;
  const count = Math.min(ctx.count('stats', 4), stats.length);
  return shell(
    'stats',
    sectionTitle(ctx, 'stats'),
    `<dl class="stats">
${stats
  .slice(0, count)
  .map(([value, label]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`)
  .join('\n')}
</dl>`,
  );
}
