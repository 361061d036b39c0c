// What the request names that no other section covers ("a reading nook, author events and gift
// wrapping"): one card per named thing, headed by the request's own words, so nothing asked for
// is silently dropped.
import { escapeHtml } from '../render/html-text.ts';
import { icon } from '../render/art.ts';
import type { RenderContext } from '../render/render-context.ts';
import { capitalise, sectionTitle, shell } from './shell.ts';

const BLURB = {
  en: (thing: string, name: string) => `${thing} at ${name}: ask us and we will tell you everything about it.`,
  es: (thing: string, name: string) => `${thing} en ${name}: pregúntanos y te lo contamos todo.`,
  fr: (thing: string, name: string) => `${thing} chez ${name} : demandez-nous, nous vous dirons tout.`,
  de: (thing: string, name: string) => `${thing} bei ${name}: Fragen Sie uns, wir erzählen Ihnen alles darüber.`,
};

/** What a card says about a thing the request named, in the site's language. */
export function thingBlurb(ctx: RenderContext, thing: string): string {
  return BLURB[ctx.request.lang](capitalise(thing), ctx.name);
}

export function extrasSection(ctx: RenderContext): string {
  const things = ctx.request.asked.custom;
  const icons = ['spark', 'star', 'heart', 'check', 'clock', 'chat', 'pin', 'book'];
  return shell(
    'extras',
    sectionTitle(ctx, 'extras'),
    `<ul class="cards">
${things.map((thing, i) => `<li class="card">${icon(icons[i % icons.length]!)}<h3>${escapeHtml(capitalise(thing))}</h3><p>${escapeHtml(BLURB[ctx.request.lang](capitalise(thing), ctx.name))}</p></li>`).join('\n')}
</ul>`,
  );
}

/** The body of a page the request names that no section leads ("events"): its name and what it is for. */
export function namedPageSection(ctx: RenderContext, id: string, title: string): string {
  return shell(
    `page-${id}`,
    title,
    `<p>${escapeHtml(thingBlurb(ctx, title))}</p>\n<p><a class="button" href="${escapeHtml(ctx.contactHref)}">${escapeHtml(ctx.t.titles.contact ?? 'Contact')}</a></p>`,
  );
}
