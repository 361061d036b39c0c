// "Remove gutter cleaning from the services": one item of a list leaves the pages, not a whole
// section. The item is the smallest list entry (a list item, table row, term, card) whose words
// include every word the caller named; a term takes its descriptions with it.
import { attr, closest, HtmlSource, isElement, isText, type Element, type Node } from './html-source.ts';
import type { SiteFiles } from './site-files.ts';
import { sameItemWord, wordsOf } from './item-words.ts';

const ENTRY_TAGS = new Set(['li', 'tr', 'dt', 'article']);
const ENTRY_CLASS = /(^|[\s_-])(item|card|service|product|plan|tier|dish|entry|offer)s?($|[\s_-])/i;
// Words that say what kind of thing the item is, not which one ("the gutter cleaning service").
const KIND_WORDS = new Set(wordsOf('service services item items option options entry offering dish product line class course'));

/** The text of an element with its children's texts kept apart ("<h3>Balayage</h3><p>Hand-painted" is two words). */
function spacedText(node: Node): string {
  if (isText(node)) return node.value;
  return 'childNodes' in node ? node.childNodes.map((child) => spacedText(child as Node)).join(' ') : '';
}

function isEntry(el: Element): boolean {
  if (ENTRY_TAGS.has(el.tagName)) return true;
  return (el.tagName === 'div' || el.tagName === 'section') && ENTRY_CLASS.test(attr(el, 'class') ?? '');
}

/** Removes the named item from every page; returns how many were removed. */
export function removeItem(files: SiteFiles, name: string): number {
  const words = wordsOf(name).filter((w) => !KIND_WORDS.has(w));
  if (words.length === 0) return 0;
  let removed = 0;
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    // Every entry titled with the name goes (the item may be listed twice: a card and a price line);
    // when none is, the shortest entry that mentions it.
    const titled: Element[] = [];
    let best: { el: Element; length: number } | undefined;
    for (const el of doc.elements()) {
      if (!isEntry(el) || !el.sourceCodeLocation || closest(el, 'nav') || closest(el, 'header')) continue;
      // A list entry is short: its source length, read without walking it, bounds the work per element.
      if (el.sourceCodeLocation.endOffset - el.sourceCodeLocation.startOffset > 3000) continue;
      const text = spacedText(el);
      const all = wordsOf(text);
      if (!words.every((w) => all.some((h) => sameItemWord(w, h)))) continue;
      const first = all.slice(0, words.length);
      if (words.every((w) => first.some((h) => sameItemWord(w, h)))) titled.push(el);
      else if (!best || text.length < best.length) best = { el, length: text.length };
    }
    // An entry inside another one that goes (a card's inner list) goes with it. The entries come in
    // document order, an outer one before those inside it: one sweep keeps the outermost.
    const gone: Element[] = [];
    let end = -1;
    for (const el of titled.length > 0 ? titled : best ? [best.el] : []) {
      if (el.sourceCodeLocation!.startOffset < end) continue;
      gone.push(el);
      end = el.sourceCodeLocation!.endOffset;
    }
    if (gone.length === 0) continue;
    for (const el of gone) {
      doc.remove(el);
      if (el.tagName === 'dt') {
        // The term's descriptions follow it up to the next term.
        const siblings = (el.parentNode?.childNodes ?? []).filter((n): n is Element => isElement(n));
        for (let i = siblings.indexOf(el) + 1; i < siblings.length && siblings[i]!.tagName === 'dd'; i++) doc.remove(siblings[i]!);
      }
    }
    files.set(page.path, doc.result());
    removed++;
  }
  return removed;
}
