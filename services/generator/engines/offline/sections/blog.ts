// A post list with a sidebar (search over the list, categories).
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from './shell.ts';
import { formatDate } from '../request/locale.ts';

export function blogSection(ctx: RenderContext): string {
  ctx.scripts.add('filterList');
  const { t } = ctx;
  const count = ctx.count('blog', 3);
  const categories = ctx.english ? ['News', 'Guides', 'Stories'] : [t.titles.blog!, t.titles.about!, t.titles.services!];
  const posts = Array.from({ length: count }, (_, i) => {
    const [title, excerpt] = t.posts[i % t.posts.length]!;
    const day = String(3 + ((i * 9 + ctx.seed) % 25)).padStart(2, '0');
    const date = `2025-0${1 + (i % 9)}-${day}`;
    return `<li class="card post" data-filter-item data-category="${escapeHtml(categories[i % categories.length]!)}"><article aria-labelledby="post-${i}-title"><p class="meta"><time datetime="${date}">${escapeHtml(formatDate(date, ctx.request.locale))}</time> · ${escapeHtml(categories[i % categories.length]!)}</p><h3 id="post-${i}-title">${escapeHtml(title)}</h3><p>${escapeHtml(excerpt)}</p><p class="read-more">${escapeHtml(t.readMore)} →</p></article></li>`;
  });
  return shell(
    'blog',
    sectionTitle(ctx, 'blog'),
    `<div class="with-sidebar" data-filter-list>
<ul class="posts">
${posts.join('\n')}
</ul>
<aside class="sidebar" aria-label="${escapeHtml(t.categories)}">
<div class="field"><label for="blog-search">${escapeHtml(t.search)}</label><input id="blog-search" type="search" data-filter-search></div>
<h3>${escapeHtml(t.categories)}</h3>
<ul class="chips">
${categories.map((c) => `<li><button type="button" class="chip" data-filter-category="${escapeHtml(c)}" aria-pressed="false">${escapeHtml(c)}</button></li>`).join('\n')}
</ul>
<p class="filter-empty" data-filter-empty hidden>—</p>
</aside>
</div>`,
  );
}
