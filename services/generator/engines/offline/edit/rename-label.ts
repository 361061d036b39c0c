// "Rename the about page to Our story", "call the Pricing section 'Rates'", "Benenne die Seite „Über
// uns“ in „Unsere Geschichte“ um": a new name for one page or section, not for the business. A page's
// name is what its links say, its heading and the first part of its title; a section's is its
// heading and what the links to it say. Nothing else is rewritten.
import { escapeText } from '../render/html-text.ts';
import { wordsPattern } from './edit-words.ts';
import { EditFailure } from './edit-failure.ts';
import { attr, HtmlSource, textContent, type Element } from './html-source.ts';
import { namedPagePath } from './named-page.ts';
import { plainWords, sectionHeading, sectionNamed } from './section-names.ts';
import type { SiteFiles } from './site-files.ts';

export interface RenameLabelOp {
  kind: 'renameLabel';
  /** The name the page or section has now, as the caller wrote it ("about", "Über uns"). */
  of: string;
  to: string;
}

/** Words for a page or a section of one, in the four site languages. */
export const PART_WORDS = wordsPattern([
  ...['page', 'section', 'tab', 'menu item', 'nav item', 'link'],
  ...['seite', 'abschnitt', 'bereich', 'menüpunkt', 'reiter'],
  ...['página', 'sección', 'apartado', 'pestaña'],
  ...['rubrique', 'onglet', 'section'],
]);

const RENAME_WORDS = wordsPattern([
  ...['rename', 'retitle', 'relabel', 'call', 'change the name of', 'change the title of', 'name'],
  ...['benenne', 'umbenennen', 'nenne'],
  ...['renombra', 'cambia el nombre de', 'llama'],
  ...['renomme', 'renommez', 'appelle', 'appelez'],
]);

const ARTICLE = /^(?:the|our|my|die|den|der|das|unsere|la|el|nuestra|nuestro|le|notre)\s+/iu;
// "the about page to Our story", "the Pricing section as Rates", unquoted and in English.
const UNQUOTED =
  /(?:rename|retitle|relabel|change the (?:name|title) of)\s+((?:the|our|my)\s+.{1,40}?)\s+(?:page|section|tab|menu item|link)\s+(?:to|as|into)\s+(.{1,60}?)\s*[.!]?$/iu;

// The part named before a quoted new name: 'call the contact page "Say hello"'.
const NAMED_PART =
  /(?:rename|retitle|relabel|call|name|change the (?:name|title) of)\s+((?:the|our|my)\s+.{1,40}?)\s+(?:page|section|tab|menu item|link)(?![\p{L}])/iu;

// "The packages heading should say Wedding Flowers instead", "change the menu heading to Our food": a
// section's heading given a new text (the main heading is another edit).
const HEADING_SHOULD_SAY =
  /^(?:(?:please\s+)?(?:change|set|update)\s+)?(?:(?:the|our|my)\s+)?(.{1,40}?)\s+(?:heading|title)\s+(?:(?:should|must|needs? to|could)\s+(?:say|read|be)|to\s+(?:say|read)|to|into)\s+["“«„]?(.{1,60}?)["”»“]?(?:\s+instead)?(?:,?\s+please)?\s*[.!]?$/iu;
// The main heading, a page's main heading and the browser's title are other edits: "the contact page’s main heading".
const NOT_A_SECTION =
  /^(?:the|our|my|a|an)$|(?<![\p{L}])(?:main|pages?|page['’]s|hero|site|website|home ?page|big|top|first|browser|tab)(?![\p{L}])/iu;

/** A page or section renamed in `text`, or null. `quoted` are the quoted strings, in order. */
export function parseRenameLabel(text: string, quoted: string[]): RenameLabelOp | null {
  const heading = HEADING_SHOULD_SAY.exec(text);
  // 'Rename the "Lessons" heading to "Prices"' names its section in quotes: read below.
  const of = heading?.[1]?.trim() ?? '';
  if (heading && !NOT_A_SECTION.test(of) && !/["“”«»„]/.test(of) && !RENAME_WORDS.test(of))
    return { kind: 'renameLabel', of, to: heading[2]!.trim() };
  if (!RENAME_WORDS.test(text) || !PART_WORDS.test(text)) return null;
  const unquoted = text.match(UNQUOTED);
  if (unquoted && quoted.length === 0) return { kind: 'renameLabel', of: unquoted[1]!.replace(ARTICLE, ''), to: unquoted[2]! };
  if (quoted.length >= 2) return { kind: 'renameLabel', of: quoted[0]!.trim(), to: quoted[quoted.length - 1]!.trim() };
  const named = text.match(NAMED_PART);
  if (quoted.length === 1 && named) return { kind: 'renameLabel', of: named[1]!.replace(ARTICLE, ''), to: quoted[0]!.trim() };
  return null;
}

/** Replaces the text of `el` when it is only text (a link with an icon inside is left alone). */
function renameText(doc: HtmlSource, el: Element, to: string): boolean {
  if (!el.sourceCodeLocation || el.childNodes.some((child) => child.nodeName !== '#text')) return false;
  doc.replaceInner(el, escapeText(to));
  return true;
}

function renamePage(files: SiteFiles, path: string, to: string): string {
  let links = 0;
  let old: string | undefined;
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    for (const link of doc.elements('a')) {
      if ((attr(link, 'href') ?? '').replace(/^\.\//, '') !== path) continue;
      old ??= textContent(link).trim();
      if (renameText(doc, link, to)) links++;
    }
    files.set(page.path, doc.result());
  }
  const said: string[] = [];
  if (links > 0) said.push(`${links} link${links === 1 ? '' : 's'}`);
  const page = files.get(path)!;
  const doc = new HtmlSource(page.content);
  const h1 = doc.first('h1');
  if (h1 && old && plainWords(textContent(h1)) === plainWords(old) && renameText(doc, h1, to)) said.push('its heading');
  const title = doc.first('title');
  const titleText = title ? textContent(title) : '';
  // "About · Harbour Lights Yoga": the page's own name is the title's first part.
  const titleName = titleText.split(/\s[·|–—-]\s/)[0] ?? '';
  if (title && old && plainWords(titleName) === plainWords(old)) {
    doc.replaceInner(title, escapeText(`${to}${titleText.slice(titleName.length)}`));
    said.push('its title');
  }
  files.set(path, doc.result());
  if (said.length === 0) throw new EditFailure(`nothing names the page ${path} in words that could be changed`);
  return `Renamed the page ${path}${old ? ` from "${old}"` : ''} to "${to}" (${said.join(', ')})`;
}

function renameSection(files: SiteFiles, of: string, to: string): string | null {
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    const section = sectionNamed(doc, of);
    const heading = section && sectionHeading(doc, section);
    if (!section || !heading || !renameText(doc, heading, to)) continue;
    const id = attr(section, 'id');
    let links = 0;
    if (id) for (const link of doc.elements('a')) if ((attr(link, 'href') ?? '').endsWith(`#${id}`) && renameText(doc, link, to)) links++;
    files.set(page.path, doc.result());
    return `Renamed the section "${textContent(heading).trim() || of}" of ${page.path} to "${to}"${links > 0 ? ` (and ${links} link${links === 1 ? '' : 's'} to it)` : ''}`;
  }
  return null;
}

export function renameLabel(files: SiteFiles, op: RenameLabelOp): string {
  const path = namedPagePath(files, `the ${op.of} page`);
  if (path) return renamePage(files, path, op.to);
  const section = renameSection(files, op.of, op.to);
  if (section) return section;
  throw new EditFailure(`I could not find a page or section called "${op.of}"`);
}
