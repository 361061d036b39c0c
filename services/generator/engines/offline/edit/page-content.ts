// What a page added by an edit shows: the section the engine builds for its name ("breakfast menu"
// is a menu, "team" the team), with the items the request lists on it ("with porridge, eggs
// benedict and pancakes"); a name the engine has no section for gets a section under that name,
// the listed items in it, rather than an "About us" that says nothing of what was asked.
import { renderSection } from '../sections/registry.ts';
import type { SectionId } from '../sections/section-ids.ts';
import { featureOf } from '../request/features.ts';
import { parseRequest } from '../request/parse-request.ts';
import type { RenderContext } from '../render/render-context.ts';
import { namedSectionMarkup } from './named-section.ts';

// The sections that show a request's own listed items in place of their stock ones.
const LISTS_ITEMS = new Set<SectionId>(['menu', 'services', 'features', 'pricing']);

/** The markup of the new page's main content (after its heading). */
export function pageContent(name: string, label: string, slug: string, instruction: string, ctx: RenderContext): string {
  const feature = featureOf(name);
  const items = parseRequest(instruction).items.slice(0, 20);
  if (feature && feature !== 'themeToggle') {
    if (items.length === 0) return renderSection(feature, ctx);
    if (LISTS_ITEMS.has(feature)) return renderSection(feature, { ...ctx, itemsIn: feature, request: { ...ctx.request, items } });
  }
  const names = items.map((item) => item.name);
  return namedSectionMarkup({ kind: 'namedSection', name: label, ...(names.length > 0 ? { items: names } : {}) })(ctx, slug);
}
