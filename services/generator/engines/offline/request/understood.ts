// One plain line of what was understood, for the job's progress: a caller sees at once whether
// the name, kind, place, items, pages, links and theme were read as meant. Bounded in length.
import type { Brief } from './brief.ts';

const LIMIT = 240;

export function understoodLine(brief: Brief, siteName: string, pageSlugs: string[]): string {
  const parts: string[] = [];
  const who = brief.product && brief.name ? `${brief.product} by ${brief.name}` : siteName;
  parts.push(
    `${who} (${[brief.kind.id, brief.role === brief.kind.id ? null : brief.role, brief.place, brief.lang].filter((part) => part !== null).join(', ')})`,
  );
  if (brief.items.length > 0) {
    parts.push(`items: ${brief.items.map((item) => (item.price === null ? item.name : `${item.name} ${item.price}`)).join(', ')}`);
  }
  if (pageSlugs.length > 1) parts.push(`pages: ${pageSlugs.join(', ')}`);
  if (brief.facts.length > 0) parts.push(`facts: ${brief.facts.map((fact) => fact.text).join(', ')}`);
  if (brief.links.length > 0) parts.push(`links: ${brief.links.map((link) => link.label).join(', ')}`);
  if (brief.colours.theme) parts.push(`theme: ${brief.colours.theme}`);
  const line = `Understood: ${parts.join('; ')}`;
  return line.length > LIMIT ? `${line.slice(0, LIMIT - 1)}…` : line;
}
