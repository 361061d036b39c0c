// "Put the contact section above the about section", "move the FAQ below the prices", "swap the
// gallery and the reviews", "Verschiebe die Galerie vor die Preise", "Mueve la galería debajo de
// los precios", "Place la FAQ avant les tarifs": one section moved next to another on the same
// page, its markup kept byte for byte. Each expression is of literal words around two bounded names.
import { EditFailure } from './edit-failure.ts';
import { HtmlSource, textContent, type Element } from './html-source.ts';
import { sectionHeading, sectionNamed } from './section-names.ts';
import type { SiteFiles } from './site-files.ts';

export interface MoveSectionOp {
  kind: 'moveSection';
  name: string;
  /** Where it goes: next to `other`, or the two change places. */
  place: 'before' | 'after' | 'swap';
  other: string;
}

const NAME = "((?:[\\p{L}\\p{N}&'’-]+\\s+){0,4}?[\\p{L}\\p{N}&'’-]+)";
// Longer articles first: "les" must not be read as "le" and a name starting with "s".
const ARTICLE = "(?:(?:the|our|die|den|das|der|las|los|la|el|les|le|l['’])\\s*)?";
const SECTION = '(?:\\s+(?:section|abschnitt|bereich|sección|section))?';
const END = "\\s*(?:please|bitte|por favor|s\\s*'il vous plaît)?\\s*[.!]?$";
const PLACES: [RegExp, 'before' | 'after'][] = [
  [/^(?:above|before|over|ahead of|vor|über|encima de|antes de|delante de|au-dessus de|avant)$/iu, 'before'],
  [/^(?:below|after|under|beneath|underneath|nach|hinter|unter|debajo de|después de|detrás de|en dessous de|sous|après)$/iu, 'after'],
];
const PLACE_WORDS =
  'above|before|over|ahead of|below|after|under|beneath|underneath|vor|über|nach|hinter|unter|encima de|antes de|delante de|debajo de|después de|detrás de|au-dessus de|avant|en dessous de|sous|après';
const MOVE = new RegExp(
  `(?:move|put|place|shift|verschiebe|schiebe|setze|stelle|mueve|pon|coloca|déplace|déplacez|place|placez|mets|mettez)\\s+${ARTICLE}${NAME}${SECTION}\\s+(${PLACE_WORDS})\\s+${ARTICLE}${NAME}${SECTION}${END}`,
  'iu',
);
const SWAP = new RegExp(
  `(?:swap|switch|exchange|tausche|vertausche|intercambia|échange|échangez|inverse|inversez)\\s+${ARTICLE}${NAME}${SECTION}\\s+(?:and|with|und|mit|y|con|et|avec)\\s+${ARTICLE}${NAME}${SECTION}${END}`,
  'iu',
);

// "put 'Family run since 1984' below the heading": words put under the main heading are its tagline, no section moved.
const MAIN_HEADING = /^(?:the\s+)?(?:main\s+)?(?:heading|headline|title)$/i;

export function parseMoveSection(text: string): MoveSectionOp | null {
  const move = text.match(MOVE);
  if (move && !MAIN_HEADING.test(move[3]!.trim())) {
    const place = PLACES.find(([words]) => words.test(move[2]!))?.[1];
    if (place) return { kind: 'moveSection', name: move[1]!, place, other: move[3]! };
  }
  const swap = text.match(SWAP);
  if (swap) return { kind: 'moveSection', name: swap[1]!, place: 'swap', other: swap[2]! };
  return null;
}

const outer = (doc: HtmlSource, el: Element) => doc.text.slice(el.sourceCodeLocation!.startOffset, el.sourceCodeLocation!.endOffset);
const headingText = (doc: HtmlSource, el: Element) =>
  textContent(sectionHeading(doc, el) ?? el)
    .trim()
    .slice(0, 60);

export function moveSection(files: SiteFiles, op: MoveSectionOp): string {
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    const moved = sectionNamed(doc, op.name);
    const other = sectionNamed(doc, op.other);
    if (!moved || !other) continue;
    if (moved === other) throw new EditFailure(`"${op.name}" and "${op.other}" are the same section`);
    if (!moved.sourceCodeLocation || !other.sourceCodeLocation) continue;
    // One section inside the other cannot be moved next to it.
    const a = moved.sourceCodeLocation;
    const b = other.sourceCodeLocation;
    if ((a.startOffset < b.startOffset && b.endOffset <= a.endOffset) || (b.startOffset < a.startOffset && a.endOffset <= b.endOffset))
      throw new EditFailure(`one of "${op.name}" and "${op.other}" is inside the other`);
    if (op.place === 'swap') {
      doc.replaceOuter(moved, outer(doc, other));
      doc.replaceOuter(other, outer(doc, moved));
    } else {
      const markup = outer(doc, moved);
      const indent = doc.indentOf(other);
      doc.remove(moved);
      if (op.place === 'before') doc.insertBefore(other, `${markup}\n${indent}`);
      else doc.insertAfter(other, `\n${indent}${markup}`);
    }
    files.set(page.path, doc.result());
    const said = op.place === 'swap' ? 'Swapped' : 'Moved';
    const where = op.place === 'swap' ? 'and' : op.place === 'before' ? 'above' : 'below';
    return `${said} the "${headingText(doc, moved)}" section ${where} the "${headingText(doc, other)}" section in ${page.path}`;
  }
  throw new EditFailure(`I could not find both "${op.name}" and "${op.other}" as sections of one page`);
}
