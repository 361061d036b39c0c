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

const LINES: Record<string, (name: string, purpose?: string) => string> = {
  en: (name, purpose) => `${name}${purpose ? ` for ${purpose}` : ''}: get in touch and we will tell you more.`,
  de: (name, purpose) => `${name}${purpose ? ` für ${purpose}` : ''}: sprechen Sie uns an, wir erzählen Ihnen gern mehr.`,
  es: (name, purpose) => `${name}${purpose ? ` para ${purpose}` : ''}: escríbenos y te contamos más.`,
  fr: (name, purpose) => `${name}${purpose ? ` pour ${purpose}` : ''} : contactez-nous, nous vous en dirons plus.`,
};

export function namedSectionMarkup(op: NamedSectionOp): (ctx: RenderContext, id: string) => string {
  return (ctx, id) => {
    const line = (LINES[ctx.request.lang] ?? LINES.en!)(op.name, op.purpose);
    return shell(id, op.name, `<p>${escapeHtml(line)}</p>`);
  };
}
