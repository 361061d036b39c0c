import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from './shell.ts';

export function faqSection(ctx: RenderContext): string {
  const base = ctx.t.faq;
  const count = ctx.count('faq', 4);
  const items = Array.from({ length: count }, (_, i) => base[i % base.length]!);
  return shell(
    'faq',
    sectionTitle(ctx, 'faq'),
    `<div class="faq-list">
${items.map(([q, a]) => `<details><summary>${escapeHtml(q)}</summary><p>${escapeHtml(a)}</p></details>`).join('\n')}
</div>`,
  );
}
