// Interface pieces people ask for by name: tabs, accordion, modal dialog.
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from '../sections/shell.ts';
import { kindGender } from '../content/kinds.ts';

export function tabsApp(ctx: RenderContext): string {
  ctx.scripts.add('tabs');
  const items = (ctx.english ? ctx.request.kind.services : ctx.t.services).slice(0, 3);
  const tabs = items
    .map(
      ([title], i) =>
        `<button type="button" role="tab" id="tab-${i}" aria-controls="tab-panel-${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${escapeHtml(title)}</button>`,
    )
    .join('');
  const panels = items
    .map(
      ([title, body], i) =>
        `<div role="tabpanel" id="tab-panel-${i}" aria-labelledby="tab-${i}" tabindex="0"${i === 0 ? '' : ' hidden'}><h3>${escapeHtml(title)}</h3><p>${escapeHtml(body)}</p></div>`,
    )
    .join('\n');
  return shell(
    'tabs',
    sectionTitle(ctx, 'tabs'),
    `<div class="tabs card" data-tabs>
<div role="tablist" aria-label="${escapeHtml(sectionTitle(ctx, 'tabs'))}">${tabs}</div>
${panels}
</div>`,
  );
}

export function accordionApp(ctx: RenderContext): string {
  const items = ctx.t.faq.slice(4, 8).length >= 3 ? ctx.t.faq.slice(3, 7) : ctx.t.faq.slice(0, 4);
  return shell(
    'accordion',
    sectionTitle(ctx, 'accordion'),
    `<div class="faq-list accordion" data-accordion>
${items.map(([q, a]) => `<details><summary>${escapeHtml(q)}</summary><p>${escapeHtml(a)}</p></details>`).join('\n')}
</div>`,
  );
}

export function modalApp(ctx: RenderContext): string {
  ctx.scripts.add('modal');
  const { t } = ctx;
  const about = ctx.english
    ? ctx.request.kind.about
    : t.aboutText(ctx.name, ctx.kindLabel, ctx.request.place, kindGender(ctx.request.kind, ctx.request.lang));
  return shell(
    'modal',
    sectionTitle(ctx, 'modal'),
    `<p><button type="button" class="button" data-open-modal="info-dialog">${escapeHtml(t.secondaryCta)}</button></p>
<dialog id="info-dialog" class="modal" aria-labelledby="info-dialog-title">
<h3 id="info-dialog-title">${escapeHtml(ctx.name)}</h3>
<p>${escapeHtml(about)}</p>
<p><button type="button" class="button" data-close-modal>${escapeHtml(t.close)}</button></p>
</dialog>`,
  );
}

/** The dark-mode switch lives in the header; this returns its button. */
export function themeToggleButton(ctx: RenderContext): string {
  ctx.scripts.add('themeToggle');
  const label = { en: 'Dark mode', es: 'Modo oscuro', fr: 'Mode sombre', de: 'Dunkelmodus' }[ctx.request.lang];
  return `<button type="button" class="theme-toggle" data-theme-toggle aria-pressed="false">${escapeHtml(label)}</button>`;
}
