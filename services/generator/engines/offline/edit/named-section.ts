// A section of the caller's own naming: 'add a "Press" section', "Ajoutez une section « Groupes »
// pour les entreprises", "Füge einen Bereich „Presse“ hinzu". The name becomes its heading and
// what the section is for ("for companies") its first line, in the site's language.
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { shell } from '../sections/shell.ts';
import { ADD_WORDS, wordsPattern } from './edit-words.ts';

export interface NamedSectionOp {
  kind: 'namedSection';
  name: string;
  /** Who or what the section is for, as the caller wrote it ("les entreprises"). */
  purpose?: string;
  /** Names the caller listed for the section ("listing Stripe, Xero and Shopify"). */
  items?: string[];
}

const SECTION_WORDS = wordsPattern([
  'section',
  'block',
  'area',
  'sección',
  'seccion',
  'apartado',
  'abschnitt',
  'bereich',
  'rubrique',
  'rubrik',
]);
const FOR_WORDS = wordsPattern(['for', 'about', 'pour', 'sur', 'für', 'über', 'para', 'sobre']);
// "add a Press section": up to three words between the article and the section word.
const UNQUOTED =
  /\b(?:an?|new|une?|nouvelle|eine?n?|neuen?|una?|nueva)\s+((?:[\p{L}'’-]{1,30}\s){1,3})(?:section|block|abschnitt|bereich)\b/iu;

/** The section an instruction names, or null. `quoted` are its quoted strings, in order. */
export function parseNamedSection(text: string, quoted: string[]): NamedSectionOp | null {
  if (!ADD_WORDS.test(text) || !SECTION_WORDS.test(text)) return null;
  const name = (quoted[0] ?? text.match(UNQUOTED)?.[1] ?? '').trim();
  if (!name || name.length > 60 || /^(new|neue[nr]?|nouvelle|nueva)$/i.test(name)) return null;
  const op: NamedSectionOp = { kind: 'namedSection', name: name.charAt(0).toUpperCase() + name.slice(1) };
  const at = text.lastIndexOf(quoted[0] ?? name);
  const after = text.slice(at + (quoted[0] ?? name).length + 1);
  const purpose = after.match(FOR_WORDS);
  if (purpose?.index !== undefined) {
    const words = after
      .slice(purpose.index + purpose[0].length)
      .replace(/\s*(?:please|bitte|por favor|s'il vous plaît|hinzu)?\s*[.!]?\s*$/i, '')
      .trim();
    if (words && words.length <= 80) op.purpose = words;
  }
  return op;
}

// "a section called Partners", "a section about our wedding catering": the words after it name it.
const SECTION_THEN = wordsPattern(['section', 'block', 'area', 'sección', 'abschnitt', 'bereich', 'rubrique']);
const CALLED = new Set(['called', 'named', 'titled', 'entitled', 'headed', 'namens', 'llamada', 'titulada', 'intitulée', 'appelée']);
const ABOUT = new Set(['about', 'on', 'über', 'sobre', 'sur']);
const SKIP = new Set(['our', 'the', 'my', 'a', 'an', 'unsere', 'unseren', 'unser', 'nuestra', 'nuestro', 'nuestros', 'notre', 'nos']);
// Where the name ends: what the section lists, or what it is for.
const NAME_ENDS = new Set(['listing', 'with', 'including', 'featuring', 'showing', 'for', 'that', 'which', 'mit', 'con', 'avec', 'please']);
const LISTS = new Set(['listing', 'with', 'including', 'featuring', 'showing', 'mit', 'con', 'avec']);
// "a section on the home page" says where, not what.
const PLACES = /^(?:(?:home|front|landing|main|contact|about) ?page|page|site|website|homepage|top|bottom|end|footer)$/i;
const JOIN = /,|\s(?:and|&|und|y|et)\s/;

/**
 * An unquoted section named by the words after "section called" or "section about", with the names
 * it lists, or null. `isFeature` tells a name the engine builds a section of its own for ("about
 * our team"), which stays that section.
 */
export function parseSectionWords(text: string, isFeature: (name: string) => boolean): NamedSectionOp | null {
  if (!ADD_WORDS.test(text)) return null;
  const section = text.match(SECTION_THEN);
  if (section?.index === undefined) return null;
  const words = text
    .slice(section.index + section[0].length, section.index + section[0].length + 400)
    .split(/\s+/)
    .filter((w) => w.length > 0);
  // "Add a gallery section on the home page" names the section before the word.
  if (isFeature(text.slice(0, section.index))) return null;
  const lead = words[0]?.toLowerCase() ?? '';
  const called = CALLED.has(lead);
  if (!called && !ABOUT.has(lead)) return null;
  let at = 1;
  if (!called) while (at < words.length && SKIP.has(words[at]!.toLowerCase())) at++;
  const name: string[] = [];
  while (at < words.length && name.length < 6 && !NAME_ENDS.has(words[at]!.toLowerCase()) && !/[,.:;!]$/.test(name.at(-1) ?? '')) {
    name.push(words[at]!);
    at++;
  }
  const heading = name.join(' ').replace(/[,.:;!]+$/, '');
  if (!heading || /^(?:us|me|it|this|them)$/i.test(heading) || PLACES.test(heading) || isFeature(heading)) return null;
  const op: NamedSectionOp = { kind: 'namedSection', name: heading.charAt(0).toUpperCase() + heading.slice(1) };
  if (at < words.length && LISTS.has(words[at]!.toLowerCase())) {
    const items = words
      .slice(at + 1)
      .join(' ')
      .split(JOIN)
      .map((item) => item.trim().replace(/[.!]+$/, ''))
      .filter((item) => item.length > 0 && item.length <= 80);
    if (items.length > 0) op.items = items.slice(0, 20);
  }
  return op;
}

const LINES: Record<string, (name: string, purpose?: string) => string> = {
  en: (name, purpose) => `${name}${purpose ? ` for ${purpose}` : ''}: get in touch and we will tell you more.`,
  de: (name, purpose) => `${name}${purpose ? ` für ${purpose}` : ''}: sprechen Sie uns an, wir erzählen Ihnen gern mehr.`,
  es: (name, purpose) => `${name}${purpose ? ` para ${purpose}` : ''}: escríbenos y te contamos más.`,
  fr: (name, purpose) => `${name}${purpose ? ` pour ${purpose}` : ''} : contactez-nous, nous vous en dirons plus.`,
};

export function namedSectionMarkup(op: NamedSectionOp): (ctx: RenderContext, id: string) => string {
  return (ctx, id) => {
    const line = (LINES[ctx.request.lang] ?? LINES.en!)(op.name, op.purpose);
    const list = op.items ? `\n<ul>\n${op.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}\n</ul>` : '';
    return shell(id, op.name, `<p>${escapeHtml(line)}</p>${list}`);
  };
}
