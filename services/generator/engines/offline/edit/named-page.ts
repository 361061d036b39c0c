// The page an edit names: "add a FAQ to the about page", "the contact page's heading", "sur la page
// contact", "en la página de contacto", "auf der Kontaktseite". Such an edit is carried out on that
// page first, instead of the home page every edit starts from otherwise. A page is known by its
// file name, its <title> and the words of the links that lead to it (the engine's navigation writes
// them in the site's language: contact.html is "Kontakt" on a German site). Every expression is of
// literal words around one or two bounded words: linear in the length of the request.
import { attr, HtmlSource, textContent } from './html-source.ts';
import { plainWords } from './section-names.ts';
import type { SiteFiles } from './site-files.ts';

const WORD = "[\\p{L}][\\p{L}'’-]{0,30}";
const NOT_AFTER = '(?![\\p{L}\\p{N}])';
const NOT_BEFORE = '(?<![\\p{L}\\p{N}])';
const NAMING = [
  // "the about page", "our contact page's heading", "the about us page"
  new RegExp(`${NOT_BEFORE}(?:the|our|my|your)\\s+(${WORD}(?:\\s+${WORD})?)(?:'s|’s)?\\s+page${NOT_AFTER}`, 'giu'),
  // "la page contact", "la page d'accueil", "la page « À propos »"
  new RegExp(
    `${NOT_BEFORE}la\\s+page\\s+(?:d['’]\\s*|de\\s+(?:la\\s+|l['’]\\s*)?|du\\s+|des\\s+)?[«"]?\\s*(${WORD}(?:\\s+${WORD})?)`,
    'giu',
  ),
  // "la página de contacto", "la página del menú", "la página sobre nosotros"
  new RegExp(`${NOT_BEFORE}la\\s+página\\s+(?:de\\s+(?:la\\s+|los\\s+|las\\s+)?|del\\s+)?(${WORD}(?:\\s+${WORD})?)`, 'giu'),
  // "der Kontaktseite", "die Über-uns-Seite", "der Seite Kontakt"
  new RegExp(`${NOT_BEFORE}(?:der|die|den)\\s+(${WORD}?)-?seite${NOT_AFTER}`, 'giu'),
  new RegExp(`${NOT_BEFORE}(?:der|die|den)\\s+seite\\s+[„"]?(${WORD})`, 'giu'),
];
// Words after the page's name in the Spanish and French forms that are no part of it.
const TRAILING = /\s+(?:et|y|pour|para|avec|con|en|dans|sur|à|a|de|du|des|del|la|le|el|les|los|las|un|une|una|uno)$/iu;
const HOME = new Set(['home', 'front', 'main', 'landing', 'start', 'startseite', 'accueil', 'inicio', 'portada', 'principal']);
// Words that say which page without naming one: "the same page", "the next page", "the whole page".
const NO_NAME = new Set(['same', 'next', 'other', 'whole', 'entire', 'new', 'single', 'one', 'this', 'that', 'web', 'first']);

const wordsOf = (text: string) => plainWords(text).split(' ').filter(Boolean);

/** Two words that name the same page: equal, or one the other's stem ("contact", "contacto", "kontakt"). */
function sameWord(said: string, known: string): boolean {
  if (said === known) return true;
  const [short, long] = said.length <= known.length ? [said, known] : [known, said];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 2;
}

/** The names the request gives a page, in the order written. */
function namesSaid(instruction: string): string[][] {
  const said: { at: number; words: string[] }[] = [];
  for (const pattern of NAMING)
    for (const m of instruction.matchAll(pattern)) {
      const words = wordsOf(m[1]!.replace(TRAILING, ''));
      if (words.length > 0 && !NO_NAME.has(words[0]!)) said.push({ at: m.index, words });
    }
  return said.sort((a, b) => a.at - b.at).map((s) => s.words);
}

/** Each page's names: its file name, its title and what the links to it say. */
function namesOfPages(files: SiteFiles): Map<string, string[][]> {
  const names = new Map<string, string[][]>();
  const pages = files.html();
  for (const page of pages) names.set(page.path, [wordsOf(page.path.replace(/\.html?$/i, ''))]);
  for (const page of pages) {
    const doc = new HtmlSource(page.content);
    const title = doc.first('title');
    if (title) names.get(page.path)!.push(wordsOf(textContent(title)));
    for (const link of doc.elements('a')) {
      // A link to a section of a page ("index.html#classes") names the section, not the page.
      const href = (attr(link, 'href') ?? '').replace(/^\.\//, '');
      if (href.includes('#')) continue;
      const target = names.get(href);
      if (target) target.push(wordsOf(textContent(link)));
    }
  }
  return names;
}

/** The path of the page the instruction names, or null when it names none (or none of these pages). */
export function namedPagePath(files: SiteFiles, instruction: string): string | null {
  const said = namesSaid(instruction);
  if (said.length === 0) return null;
  const home = files.html()[0]?.path ?? null;
  const pages = namesOfPages(files);
  for (const words of said) {
    if (words.length === 1 && HOME.has(words[0]!)) return home;
    const matches = [...pages].filter(([, names]) =>
      names.some((name) => name.length > 0 && words.every((word) => name.some((known) => sameWord(word, known)))),
    );
    if (matches.length === 1) return matches[0]![0];
  }
  return null;
}
