// A new postal address. The address block (<address>, .contact-address, .address) gets the new
// one, and then the old address leaves every page: where it is written out in full, its street
// line, and (when the new address names a town) the old town and area after the street, so
// "based in Park Row, Leeds" follows a move to Whitby.
import { escapeHtml, escapeText } from '../render/html-text.ts';
import { closest, hasClass, HtmlSource, isElement, type Element, type TextNode } from './html-source.ts';
import type { SiteFiles } from './site-files.ts';
import { findEmail } from './email-address.ts';
import { replaceEverywhere } from './text-ops.ts';
import { EditFailure } from './edit-failure.ts';
import { ADD_WORDS, CHANGE_WORDS, wordsPattern } from './edit-words.ts';

const PHONE = /\+?\d[\d\s().-]{5,}\d/;
// A street address in a line of text, in the four languages, with the town after a comma when
// there is one. Every repetition is bounded, so a match is tried in constant time per position.
const STREET_WORDS =
  'Street|St|Road|Rd|Avenue|Ave|Lane|Way|Row|Place|Square|Drive|Quay|Terrace|Close|Crescent|Hill|Parade|Walk|Gate|Green|Court|Mews|Gardens|Park|Yard|Grove|Rise|Wharf|Bank|Market|Broadway|Boulevard|Blvd|Embankment|Vale|View|Passage|Arcade|Circus';
const STREETS = [
  `\\d{1,5}[a-z]?,?\\s(?:[\\p{Lu}][\\p{L}'’-]{0,40}\\s){0,3}(?:${STREET_WORDS})\\b`,
  "\\d{1,4},?\\s(?:rue|avenue|boulevard|place|chemin|quai|allée)\\s(?:[\\p{L}'’-]{1,40}\\s){0,3}[\\p{Lu}][\\p{L}'’-]{0,40}",
  "(?:Calle|Avenida|Plaza|Paseo|Camino)\\s(?:[\\p{L}'’-]{1,40}\\s){0,3}\\d{1,4}",
  '[\\p{Lu}][\\p{L}-]{0,30}(?:straße|strasse|weg|platz|gasse|allee|ring|damm)\\s\\d{1,4}[a-z]?',
];
// A town word ends at a space or a comma: "Oxford OX1 4AP" is a town and a postcode, not "Oxford OX".
const TOWN_WORD = '[\\p{Lu}][\\p{L}-]{0,40}(?![\\p{L}\\p{N}])';
const TOWN = `(?:,\\s(?:\\d{4,5}\\s)?${TOWN_WORD}(?:\\s${TOWN_WORD}){0,2})?`;
const UK_POSTCODE = '(?:,?\\s[A-Z]{1,2}\\d[A-Z\\d]?\\s?\\d[A-Z]{2}(?![\\p{L}\\p{N}]))?';
const STREET_ADDRESS = new RegExp(`(?:${STREETS.join('|')})${TOWN}${UK_POSTCODE}`, 'u');

const ADDRESS_WORDS = wordsPattern(['address', 'adresse', 'anschrift', 'dirección', 'direccion', 'domicilio']);
// "Lessons are now at my new place, 3 Prospect Row": a street written out after words of a new place is a move too.
const MOVED_WORDS = wordsPattern([
  ...['moved', 'moving', 'relocated', 'umgezogen', 'ziehen', 'mudado', 'mudamos', 'déménagé', 'déménageons'],
  ...['now at', 'new place', 'new premises', 'new studio', 'new shop', 'new home', 'new location', 'find us at', 'you can find us at'],
  ...[
    'neue räume',
    'neuen räumen',
    'jetzt in der',
    'ahora estamos en',
    'nuevo local',
    'nueva ubicación',
    'nouveaux locaux',
    'nous sommes maintenant',
  ],
]);
// "Notre nouvelle adresse : ...": the French word for new, beside the address word.
const NEW_ADDRESS = wordsPattern(['nouvelle adresse', 'nouvel adresse']);

/**
 * The new address an instruction asks for: quoted, else the street address it writes out, else
 * what follows "to" or a colon. Undefined when the instruction is not about the address.
 */
export function parseAddress(text: string, quoted: string[], after: (text: string) => string | null): string | undefined {
  if (/\be-?mail\b/i.test(text)) return undefined;
  // "We've moved to 5 Mill Lane, Leeds": a move to a street written out needs no word for address.
  if (!ADDRESS_WORDS.test(text)) return MOVED_WORDS.test(text) ? (text.match(STREET_ADDRESS)?.[0] ?? undefined) : undefined;
  const written = quoted[quoted.length - 1] ?? text.match(STREET_ADDRESS)?.[0];
  // "add our address - 22 High Street, Oxford": an address added is written out in full.
  if (written && ADD_WORDS.test(text)) return written;
  if (!CHANGE_WORDS.test(text) && !MOVED_WORDS.test(text) && !NEW_ADDRESS.test(text) && !/\b(move|moving)\b/i.test(text)) return undefined;
  return written ?? after(text) ?? undefined;
}

function addressBlock(doc: HtmlSource): Element | undefined {
  const blocks = doc.elements().filter((el) => el.tagName === 'address' || hasClass(el, 'contact-address') || hasClass(el, 'address'));
  return blocks.find((el) => hasClass(el, 'contact-address') || hasClass(el, 'address')) ?? blocks[0];
}

/** The lines of an address block that are the address: not a phone number, e-mail or link. */
function addressLines(doc: HtmlSource, block: Element): TextNode[] {
  return doc.textNodes(block).filter((node) => {
    const parent = node.parentNode;
    if (parent && isElement(parent) && parent !== block && closest(parent, 'a')) return false;
    const text = node.value.trim();
    return /\p{L}/u.test(text) && !PHONE.test(text) && findEmail(text) === undefined && !/^(address|adresse|dirección)\s*:?$/i.test(text);
  });
}

/** Splits "58 Market Street, Park Row, Leeds" into its street and what follows it. */
function streetAndPlace(lines: string[]): { street: string; place: string } {
  if (lines.length > 1) return { street: lines[0]!, place: lines.slice(1).join(', ') };
  const line = lines[0] ?? '';
  const comma = line.indexOf(',');
  return comma < 0 ? { street: line, place: '' } : { street: line.slice(0, comma).trim(), place: line.slice(comma + 1).trim() };
}

export function changeAddress(files: SiteFiles, value: string): string {
  let oldLines: string[] | undefined;
  let count = 0;
  for (const file of files.html()) {
    const doc = new HtmlSource(file.content);
    const block = addressBlock(doc);
    if (!block) continue;
    const lines = addressLines(doc, block);
    oldLines ??= lines.map((n) => n.value.trim().replace(/,$/, ''));
    const hasOther =
      doc.textNodes(block).length > lines.length ||
      doc.elements().some((el) => el !== block && closest(el, block.tagName) === block && el.tagName !== 'br');
    if (lines.length > 0 && hasOther) {
      // Phone numbers and links in the block stay; the address lines become the new address.
      doc.replaceText(lines[0]!, escapeText(value));
      for (const line of lines.slice(1)) doc.replaceText(line, '');
    } else doc.replaceInner(block, escapeHtml(value));
    files.set(file.path, doc.result());
    count++;
  }
  if (count === 0) {
    // No address block: an address written in a line of text ("Find us at 12 Harbour Road, Bristol").
    const written = files
      .html()
      .map((file) => new HtmlSource(file.content))
      .flatMap((doc) => doc.textNodes())
      .map((node) => node.value.match(STREET_ADDRESS)?.[0])
      .find((found) => found !== undefined);
    if (!written) throw new EditFailure('I could not find a postal address in the pages to change');
    oldLines = [written];
  }
  const old = (oldLines ?? []).filter((line) => line.length > 0);
  if (old.length > 0) {
    const before = streetAndPlace(old);
    const after = streetAndPlace([value]);
    replaceEverywhere(files, old.join(', '), value);
    if (before.street.length >= 4 && !value.toLowerCase().includes(before.street.toLowerCase()))
      replaceEverywhere(files, before.street, after.street);
    if (before.place.length >= 3 && after.place && !value.toLowerCase().includes(before.place.toLowerCase()))
      replaceEverywhere(files, before.place, after.place);
  }
  return `Changed the address to ${value}`;
}
