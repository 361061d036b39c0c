import { escapeHtml } from '../render/html-text.ts';
import { heroArt } from '../render/art.ts';
import type { RenderContext } from '../render/render-context.ts';
import type { Fact } from '../request/facts.ts';
import { pictureTag } from '../render/picture.ts';
import { kindGender } from '../content/kinds.ts';

/** The facts the request states (its dates, distance, opening days, address, phone), shown as written. */
function factList(facts: Fact[]): string {
  if (facts.length === 0) return '';
  const items = facts.map((fact) =>
    fact.kind === 'phone'
      ? `<li><a href="tel:${escapeHtml(fact.text.replace(/[^+\d]/g, ''))}">${escapeHtml(fact.text)}</a></li>`
      : fact.kind === 'email'
        ? `<li><a href="mailto:${escapeHtml(fact.text)}">${escapeHtml(fact.text)}</a></li>`
        : `<li>${escapeHtml(fact.text)}</li>`,
  );
  return `<ul class="facts">${items.join('')}</ul>\n`;
}

export function heroSection(ctx: RenderContext, nextHref = '#main', heading?: string): string {
  const { request, design, t } = ctx;
  // What the product is, as the request says it, is a better lead than the kind's stock line.
  const about = request.about ? `${request.about.charAt(0).toUpperCase()}${request.about.slice(1)}.` : null;
  const lead =
    about ?? (ctx.english ? request.kind.tagline : t.heroLead(ctx.kindLabel, request.place, kindGender(request.kind, request.lang)));
  const title = heading ?? ctx.name;
  const cta = ctx.english ? request.kind.cta : t.cta;
  // The role as the request words it ("freelance illustrator") says more than the kind's label.
  const role = request.role && !request.role.includes(ctx.kindLabel) ? request.role : null;
  const label = request.role && !role ? request.role : ctx.kindLabel;
  const eyebrow = [label, role, request.product ? request.name : null, request.place].filter((part) => part !== null);
  const place = `<p class="eyebrow">${eyebrow.map(escapeHtml).join(' · ')}</p>`;
  return `<section id="top" class="hero hero-${design.hero}" aria-labelledby="hero-title">
<div class="wrap hero-inner">
<div class="hero-copy">
${place}
<h1 id="hero-title">${escapeHtml(title)}</h1>
<p class="hero-lead">${escapeHtml(lead)}</p>
${factList(request.facts)}<p class="actions"><a class="button" href="${escapeHtml(request.kind.tool ? nextHref : ctx.contactHref)}">${escapeHtml(cta)}</a> <a class="button button-ghost" href="${escapeHtml(nextHref)}">${escapeHtml(t.secondaryCta)}</a></p>
</div>
<div class="hero-media">${ctx.images?.hero ? pictureTag(ctx.images.hero, { className: 'hero-photo', lazy: false, first: true }) : heroArt(design.palette, request.kind.icon, ctx.seed)}</div>
</div>
</section>`;
}
