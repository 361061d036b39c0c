// A section of a page known by the name a caller gives it: its id ("pricing") or the words of its
// heading ("What we offer"), compared without accents, case or punctuation.
import { featureOf } from '../request/features.ts';
import { attr, type HtmlSource, textContent, type Element } from './html-source.ts';

export const plainWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The section's own heading: the <h2> it is labelled by, else its first child <h2>. */
export function sectionHeading(doc: HtmlSource, section: Element): Element | undefined {
  const labelledBy = attr(section, 'aria-labelledby');
  const headings = doc.elements('h2');
  return headings.find((h) => labelledBy !== undefined && attr(h, 'id') === labelledBy) ?? headings.find((h) => h.parentNode === section);
}

/** The first <section> of the page with that id or heading, without a trailing "section" word. */
export function sectionNamed(doc: HtmlSource, name: string): Element | undefined {
  const wanted = plainWords(name).replace(/\s(?:section|abschnitt|bereich|sección|rubrique)$/u, '');
  if (!wanted) return undefined;
  const sections = doc.elements('section');
  const byName = sections.find((el) => {
    if (plainWords(attr(el, 'id') ?? '') === wanted) return true;
    const heading = sectionHeading(doc, el);
    return heading !== undefined && plainWords(textContent(heading)) === wanted;
  });
  if (byName) return byName;
  // A word for the kind of section ("reviews", "Preise", "galería"): the engine's section of that kind.
  const kind = featureOf(name);
  return kind ? sections.find((el) => attr(el, 'id') === kind) : undefined;
}
