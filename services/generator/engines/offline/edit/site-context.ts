// A render context for a site that already exists (ours or not), so sections added by an edit
// speak the site's language, use its name and, on our own sites, its palette.
import { teamPeople } from '../request/people.ts';
import { parseRequest } from '../request/parse-request.ts';
import { hashText } from '../request/seed.ts';
import { buildDesign } from '../design/design.ts';
import type { Palette } from '../design/palette.ts';
import { STRINGS } from '../content/strings.ts';
import type { Lang } from '../request/language.ts';
import type { RenderContext } from '../render/render-context.ts';
import type { ScriptId } from '../apps/scripts.ts';
import { attr, HtmlSource, textContent } from './html-source.ts';
import { parseCss } from './css-edit.ts';
import { currentName } from './text-ops.ts';
import type { SiteFiles } from './site-files.ts';

const LANGS = new Set(['en', 'es', 'fr', 'de']);
const FORM_WORDS = /\b(?:form|forms|fields?)\b|formul/i;

/** The palette's colour entries, the ones a stylesheet's custom properties can set. */
type PaletteColour = Exclude<keyof Palette, 'dark'>;

/** The language the home page declares (`<html lang>`), when it is one of the site languages. */
export function declaredLang(files: SiteFiles): Lang | null {
  const page = files.html()[0];
  return page ? langOf(new HtmlSource(page.content)) : null;
}

function langOf(doc: HtmlSource): Lang | null {
  const html = doc.first('html');
  const declared = (html && attr(html, 'lang')?.slice(0, 2).toLowerCase()) ?? '';
  return LANGS.has(declared) ? (declared as Lang) : null;
}

// A :root rule, its declarations up to its closing brace (custom properties hold no braces).
const ROOT_RULE = /:root\s*\{[^{}]*\}/g;

const GERMAN_VERB_LAST = /(?<=\S)\s+(?:bitte\s+)?(?:einbauen|einfügen|einbinden|hinzufügen|ergänzen|anlegen|aufnehmen)\s*[.!]?$/iu;

export function siteContext(files: SiteFiles, instruction: string): RenderContext {
  const page = files.html()[0];
  const doc = page ? new HtmlSource(page.content) : null;
  // The home page is parsed once here, for its language and its words.
  const declared = doc ? langOf(doc) : null;
  const sample = doc
    ? `${textContent(doc.first('title') ?? doc.document).slice(0, 200)} ${textContent(doc.first('h1') ?? doc.document).slice(0, 200)} ${textContent(doc.first('body') ?? doc.document).slice(0, 800)}`
    : instruction;
  const request = parseRequest(sample);
  if (declared) request.lang = declared;
  // "Add a booking form with name, email, class and date": the fields are the instruction's, not the site's.
  // German puts the verb last ("... mit Name, Telefon und Wunschtermin einbauen"): it is no part of the last field.
  const form = FORM_WORDS.test(instruction) ? parseRequest(instruction.replace(GERMAN_VERB_LAST, '')).asked.form : null;
  if (form) request.asked = { ...request.asked, form };
  // "Add a section about our teachers: Anna (vinyasa) and Tom (yin)": the team is the instruction's people.
  const people = teamPeople(instruction);
  if (people.length > 0) request.people = people;
  const name = currentName(files) ?? request.name ?? 'Our site';
  const seed = hashText(name);
  const design = buildDesign(request, seed);
  // On our own sites the palette is in custom properties: reuse it for the new section's art.
  const css = files.css()[0];
  // Only the :root rules hold the palette: the whole of a stylesheet of a million rules took most of a
  // second to parse, for every edit of the site.
  const roots = css?.content.includes(':root') ? [...css.content.matchAll(ROOT_RULE)].map((m) => m[0]).join('\n') : '';
  if (css && roots) {
    const root = parseCss(roots, css.path);
    const palette = design.palette;
    const map: Record<string, PaletteColour> = {
      '--bg': 'bg',
      '--surface': 'surface',
      '--text': 'text',
      '--accent': 'accent',
      '--on-accent': 'onAccent',
      '--accent-ink': 'accentInk',
      '--second': 'second',
      '--soft': 'soft',
      '--border': 'border',
      '--muted': 'muted',
    };
    root.walkDecls((decl) => {
      const key = map[decl.prop];
      if (key && decl.parent?.type === 'rule' && (decl.parent as { selector: string }).selector === ':root') palette[key] = decl.value;
    });
  }
  return {
    request,
    design,
    t: STRINGS[request.lang],
    name,
    kindLabel: request.kind.label[request.lang],
    english: request.lang === 'en',
    pageLinks: [],
    contactHref: '#contact',
    scripts: new Set<ScriptId>(),
    seed,
    count: (section, fallback) => request.counts[section] ?? fallback,
    itemsIn: null,
    unpricedIn: null,
  };
}
