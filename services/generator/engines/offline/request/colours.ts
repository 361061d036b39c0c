// Colour words in a request -> CSS colours with roles. WebGen-Bench phrases its colour rule in
// dozens of ways ("Use ivory for the background and forest green for components", "Assign
// lavender to the background and indigo to the UI elements", ...), so roles are read per clause
// from the nearest role word rather than from one fixed sentence shape.
import { colord, extend } from 'colord';
import namesPlugin from 'colord/plugins/names';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import type { Lang } from './language.ts';
import { isKnownPlace } from './locale.ts';

extend([namesPlugin, a11yPlugin, mixPlugin]);

export interface ColourRequest {
  /** Page background, as a CSS colour value (a CSS name when the request used one). */
  background?: string;
  /** Buttons, cards, header: the component colour. */
  component?: string;
  /** Body text colour. */
  text?: string;
  /** Further colours named without a role ("navy and gold"). */
  extra: string[];
  theme?: 'dark' | 'light';
  temperature?: 'warm' | 'cool';
}

export interface ColourMention {
  /** The words as written ("forest green"). */
  words: string;
  /** A CSS colour value: the CSS keyword when there is one, else a hex. */
  css: string;
  index: number;
}

// Names people use that CSS does not know, or knows under another spelling.
const EXTRA_NAMES: Record<string, string> = {
  azuremist: '#f0fff0',
  lightgoldenrod: '#eedd82',
  navyblue: '#000080',
  skyblue: 'skyblue',
  babyblue: '#89cff0',
  royalblue: 'royalblue',
  forest: '#228b22',
  firgreen: '#1d4d35',
  pinegreen: '#1f4d3a',
  bottlegreen: '#0b4d2a',
  emerald: '#2e8b57',
  sage: '#9caf88',
  mint: '#98ff98',
  terracotta: '#c8553d',
  burgundy: '#800020',
  wine: '#722f37',
  mustard: '#e1ad01',
  cream: '#fffdd0',
  charcoal: '#36454f',
  offwhite: '#faf9f6',
  sand: '#d8c3a5',
  rust: '#b7410e',
  blush: '#de5d83',
  peach: '#ffcba4',
  mauve: '#b784a7',
  lilac: '#c8a2c8',
  champagne: '#f7e7ce',
  amber: '#ffbf00',
  teal: 'teal',
  pastelpink: '#f8c8dc',
  pastelblue: '#aec6cf',
  pastelgreen: '#77dd77',
  neongreen: '#39ff14',
};

// English words that are also CSS colour names but usually mean something else in a request.
const AMBIGUOUS = new Set([
  'chocolate',
  'salmon',
  'peru',
  'linen',
  'olive',
  'lime',
  'tomato',
  'plum',
  'orchid',
  'wheat',
  'tan',
  'snow',
  'bisque',
  'honeydew',
  'gold',
  'coral',
  'mint',
  'peach',
  'cream',
  'sand',
  'wine',
  'rust',
  'sage',
  'forest',
  'amber',
  'violet',
  'fuchsia',
  'azure',
  'ivory',
  'lavender',
  'emerald',
  'champagne',
  'crimson',
  'navy',
  'teal',
]);

// Colour words of the other site languages; looked up only for a request in that language, so
// English "rot" or "vert" never turn into colours.
const FOREIGN_NAMES: Record<Exclude<Lang, 'en'>, Record<string, string>> = {
  es: {
    verdeabeto: '#1d4d35',
    verdebotella: '#0b4d2a',
    verdepino: '#1f4d3a',
    rojo: 'red',
    azul: 'blue',
    verde: 'green',
    amarillo: 'yellow',
    negro: 'black',
    blanco: 'white',
    naranja: 'orange',
    morado: 'purple',
    rosa: 'pink',
    gris: 'gray',
    marron: 'saddlebrown',
    dorado: 'gold',
    azuloscuro: 'darkblue',
    verdeoscuro: 'darkgreen',
    azulmarino: 'navy',
    celeste: 'lightskyblue',
    turquesa: 'turquoise',
    crema: '#fffdd0',
    burdeos: '#800020',
    granate: '#800000',
  },
  fr: {
    rouge: 'red',
    bleu: 'blue',
    vert: 'green',
    jaune: 'yellow',
    noir: 'black',
    blanc: 'white',
    violet: 'violet',
    gris: 'gray',
    marron: 'saddlebrown',
    dore: 'gold',
    bleumarine: 'navy',
    bleufonce: 'darkblue',
    rose: 'pink',
    orange: 'orange',
    creme: '#fffdd0',
    vertfonce: 'darkgreen',
    // The wine's colour; the city (capitalised, a place) is read as the place first.
    bordeaux: '#800020',
    vertsapin: '#1d4d35',
    vertbouteille: '#0b4d2a',
    vertforet: '#1f4d2b',
  },
  de: {
    rot: 'red',
    blau: 'blue',
    grun: 'green',
    gruen: 'green',
    gelb: 'yellow',
    schwarz: 'black',
    weiss: 'white',
    weis: 'white',
    lila: 'purple',
    grau: 'gray',
    braun: 'saddlebrown',
    dunkelblau: 'darkblue',
    hellblau: 'lightblue',
    dunkelgrun: 'darkgreen',
    rosa: 'pink',
    orange: 'orange',
    golden: 'gold',
    creme: '#fffdd0',
    beige: 'beige',
    turkis: 'turquoise',
    weinrot: '#800020',
    bordeauxrot: '#800020',
    // "altrosa Knöpfe": old rose, a light dusty pink.
    altrosa: '#d9a9ab',
    puderrosa: '#e8c4c4',
    // Dark greens named for trees and bottles (a plain "grün" would be CSS's bright green).
    tannengrun: '#1d4d35',
    flaschengrun: '#0b4d2a',
    waldgrun: '#1f4d2b',
  },
};

const BG_WORDS = /\b(background|backgrounds|bg|base colou?r|layout|canvas|page colou?r|fondo|fond|hintergrund)\b/i;
const COMPONENT_WORDS =
  /\b(components?|elements?|ui|buttons?|controls?|interface|blocks?|cards?|accents?|highlights?|pieces|styling|visuals?|details|primary|brand|headers?|links?|kopfbereich|kopfzeile|cabeceras?|encabezados?|en-t[êe]tes?|bandeaux?|bandeau|komponenten|componentes|composants|botones|boutons|bouton|bot[oó]n|acento|schaltfl(?:ä|ae)chen|kn(?:ö|oe)pf(?:e|en)?|akzente?n?|acentos|detalles|toques|d[ée]tails|touches)\b/i;
const TEXT_WORDS = /\b(text|font colou?r|letters|lettering|texto|texte|letras|lettres|schrift)\b/i;
// The thing a colour is named for, right after it: "white writing on a black background", "green
// buttons on a cream background" give each colour its own part.
const PART_RIGHT_AFTER: [RegExp, 'background' | 'component' | 'text'][] = [
  [/^\s*(?:backgrounds?|bg)\b/i, 'background'],
  [/^\s*(?:text|writing|letters|lettering|font)\b/i, 'text'],
  [/^\s*(?:buttons?|links?|accents?|headers?|headings?)\b/i, 'component'],
];
const COLOUR_CONTEXT =
  /\b(colou?rs?|colou?red|palette|theme|scheme|tones?|shades?|hues?|accents?|make it|paint|in (?:a |an )?[a-z ]+ (?:and|&) [a-z ]+|[a-z]+ (?:and|&) [a-z]+ (?:site|website|page|theme|design|look|branding)|farben?|couleurs?|colores?)\b/i;

const SITE_WORDS = '(?:website|site|webseite|homepage|seite|web|sitio|p[áa]gina|page|landing page)';
const SITE_IN_COLOUR = new RegExp(String.raw`(?<![\p{L}])${SITE_WORDS}\s+(?:in|en)\s+(\p{L}+)(?![\p{L}])`, 'iu');
const COLOUR_SITE = new RegExp(String.raw`(?<![\p{L}])(\p{L}+)\s+${SITE_WORDS}(?![\p{L}])`, 'iu');
// Colours as plural nouns the site is made "with": "con verdes suaves", "avec des bleus profonds", "mit sanften Grüntönen".
const WITH_COLOURS =
  /(?<![\p{L}])(?:con|avec des|avec de|mit|en tonos|in)\s+(?:(?:sanften|hellen|warmen|suaves?)\s+)?(\p{L}{2,30}(?:s|tönen|töne))(?![\p{L}])/iu;

/** The CSS value of one or more joined words, or null when they are no colour. */
export function colourValue(joined: string, lang: Lang = 'en'): string | null {
  const key = joined
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '');
  if (!key || key === 'transparent' || key === 'currentcolor') return null;
  if (lang !== 'en') {
    // Plural, feminine and inflected forms: "rojos", "blancas", "verdes", "rouges", "roten"; German "-farben" and "-farbig"
    // adjectives ("orangefarbenen", "rotfarbige") are the colour before them.
    const table = FOREIGN_NAMES[lang];
    const stem = key.replace(/(?:farben|farbig)(?:en|em|er|es|e)?$/, '');
    for (const candidate of [
      stem,
      stem.replace(/(es|en|er|em|e|s|n)$/, ''),
      stem.replace(/s$/, ''),
      stem.replace(/s$/, '').replace(/e$/, ''),
      // Feminine forms: "letras blancas", "una web negra", "lettres blanches", "violette".
      stem.replace(/as?$/, 'o'),
      stem.replace(/ches?$/, 'c'),
      stem.replace(/ttes?$/, 't'),
    ]) {
      const foreign = table[candidate];
      if (foreign !== undefined) return foreign;
    }
  }
  const extra = EXTRA_NAMES[key];
  if (extra !== undefined) return extra;
  if (/^[a-z]+$/.test(key) && colord(key).isValid()) return key;
  const greyed = key.replace(/grey/g, 'gray');
  if (greyed !== key && colord(greyed).isValid()) return greyed;
  return null;
}

const COLOUR_LANGS: Lang[] = ['en', 'es', 'fr', 'de'];

/** "botones rojos", "green buttons", "fond noir": a phrase that says what colour a part of the site is. */
export function namesUiColour(phrase: string): boolean {
  if (!COMPONENT_WORDS.test(phrase) && !BG_WORDS.test(phrase) && !TEXT_WORDS.test(phrase)) return false;
  return COLOUR_LANGS.some((lang) => findColours(phrase, lang).length > 0);
}

// Words that shade a colour without naming a thing: "near-black", "off-white", "pitch black".
const SHADE_WORDS = /^(?:near|nearly|almost|off|pitch|jet|deep|pale|soft|warm|cool|bright|dark|light|very|all)$/i;

/** "near-black", "off-white", "deep navy": a phrase of colour words alone, which names how the site looks, no thing. */
export function onlyColour(phrase: string, lang: Lang): boolean {
  const colours = findColours(phrase, lang);
  // "cheese and wine", "smoked salmon": a word that is also a colour is the thing where it names one.
  if (colours.length === 0 || colours.some((colour) => AMBIGUOUS.has(colour.words.toLowerCase()))) return false;
  const rest = colours.reduce((text, colour) => text.replace(colour.words, ' '), phrase);
  return rest.split(/[\s-]+/).every((word) => word === '' || SHADE_WORDS.test(word));
}

/** Every colour named in the text, longest names first ("dark olive green" beats "olive"). */
export function findColours(text: string, lang: Lang = 'en'): ColourMention[] {
  const words: { word: string; index: number }[] = [];
  for (const m of text.matchAll(/[\p{L}]+/gu)) words.push({ word: m[0], index: m.index ?? 0 });
  const found: ColourMention[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let span = Math.min(4, words.length - i); span >= 1; span--) {
      const slice = words.slice(i, i + span);
      const css = colourValue(slice.map((w) => w.word).join(''), lang);
      if (!css) continue;
      const first = slice[0]!;
      const last = slice[slice.length - 1]!;
      // "à Bordeaux" is the city; "des boutons bordeaux" the colour of its wine.
      if (span === 1 && /^\p{Lu}/u.test(first.word) && isKnownPlace(first.word)) continue;
      found.push({ words: text.slice(first.index, last.index + last.word.length), css, index: first.index });
      i += span - 1;
      break;
    }
  }
  return found;
}

function clauses(text: string): string[] {
  return text
    .split(/[.;!?\n]|,|\band\b|\bthen\b|\by\b|\bet\b|\bund\b|\bwith\b|\bcon\b|\bavec\b|\bmit\b/i)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** Reads colour roles, theme and temperature from a request. */
export function parseColours(text: string, lang: Lang = 'en'): ColourRequest {
  const result: ColourRequest = { extra: [] };
  for (const sentence of text.split(/(?<=[.!?;\n])/)) {
    const sentenceHasContext = BG_WORDS.test(sentence) || COMPONENT_WORDS.test(sentence) || COLOUR_CONTEXT.test(sentence);
    if (!sentenceHasContext) continue;
    let carryRole: 'background' | 'component' | 'text' | null = null;
    for (const clause of clauses(sentence)) {
      const colours = findColours(clause, lang).filter((c) => !isIncidental(c, sentence));
      const role = BG_WORDS.test(clause)
        ? 'background'
        : TEXT_WORDS.test(clause)
          ? 'text'
          : COMPONENT_WORDS.test(clause)
            ? 'component'
            : null;
      if (colours.length === 0) {
        // "set all component colours to maroon" splits nothing, but "the background, set it to X" carries over.
        carryRole = role;
        continue;
      }
      const clauseRole = role ?? carryRole;
      carryRole = null;
      for (const colour of colours) {
        const end = colour.index + colour.words.length;
        const own = colours.length > 1 ? PART_RIGHT_AFTER.find(([part]) => part.test(clause.slice(end, end + 24)))?.[1] : undefined;
        const effective = own ?? clauseRole;
        if (effective === 'background' && !result.background) result.background = colour.css;
        else if (effective === 'component' && !result.component) result.component = colour.css;
        else if (effective === 'text' && !result.text) result.text = colour.css;
        else if (!effective && (COLOUR_CONTEXT.test(sentence) || !AMBIGUOUS.has(colour.css))) result.extra.push(colour.css);
      }
    }
  }
  // "Website in Blau", "a green website", "une page en vert": the site's own colour, said beside the site.
  if (!result.background && !result.component && result.extra.length === 0) {
    const said = SITE_IN_COLOUR.exec(text)?.[1] ?? COLOUR_SITE.exec(text)?.[1];
    const plural = lang === 'en' ? undefined : WITH_COLOURS.exec(text)?.[1]?.replace(/(?:tönen|töne)$/i, '');
    const css = (said ? colourValue(said, lang) : null) ?? (plural ? colourValue(plural, lang) : null);
    if (css) result.extra.push(css);
  }
  neutralWithColour(result);
  // "un site très sombre", "eine sehr dunkle Seite", "a really dark site": the word that makes it
  // more so stands between the page and its darkness, and says nothing else.
  const lower = text.toLowerCase().replace(INTENSIFIERS, '');
  if (
    /\b(dark[- ](theme|themed|mode|design|look|background|palette|colou?r scheme|colou?rs|site|website|web ?site|page|landing page|homepage|style|and moody|portfolio|blog|shop|store|aesthetic|vibe|feel|layout|one-pager)|(make|keep) it dark|(should|must) (be|look) dark|dark by default|dark as (the )?default|defaults? to dark|night mode|oscuro por defecto|sombre par d[ée]faut|standardm[äa]ßig dunkel|modo oscuro|tema oscuro|fondo oscuro|(sitio|web|p[áa]gina) oscur[oa]|mode sombre|th[eè]me sombre|fond sombre|site sombre|dunkle[sn]? (design|modus|hintergrund|theme|seite|webseite|website|homepage)|dunkelmodus|black (site|website|web ?site|page|homepage|theme|design)|(sitio|web|p[áa]gina) negr[oa]|(site|page) noire?|schwarze[sn]? (design|seite|webseite|website|homepage)|white (text|letters|lettering|writing|font)|letras blancas|texto blanco|texte blanc|lettres blanches|wei(ß|ss)e schrift)\b/.test(
      lower,
    )
  )
    result.theme = 'dark';
  else if (/\b(light (theme|mode|design|background)|bright and airy|modo claro|mode clair|helle[sn]? (design|hintergrund))\b/.test(lower))
    result.theme = 'light';
  if (result.background && !result.theme) result.theme = colord(result.background).isDark() ? 'dark' : 'light';
  if (/\b(warm|earthy|cozy|cosy|c[aá]lid[oa]s?|chaud|chaleureu|warme?)\b/.test(lower)) result.temperature = 'warm';
  else if (/\b(cool|icy|calm|fr[ií]os?|frais|froid|kühl|kuehl)\b/.test(lower)) result.temperature = 'cool';
  return result;
}

const INTENSIFIERS = /(?<![\p{L}])(?:very|really|quite|super|très|vraiment|plutôt|assez|muy|bastante|sehr|ganz|richtig|eher|recht)\s+/gu;

/**
 * "A black and yellow site", "white and green": with no role said, black or white is the page and
 * the other colour its buttons and accents, as a person reads it.
 */
function neutralWithColour(result: ColourRequest): void {
  if (result.background || result.component || result.extra.length < 2) return;
  const isNeutral = (css: string) => {
    const { s, l } = colord(css).toHsl();
    return s < 10 && (l < 15 || l > 90);
  };
  const neutral = result.extra.find(isNeutral);
  const colour = result.extra.find((css) => !isNeutral(css));
  if (!neutral || !colour) return;
  result.background = neutral;
  result.component = colour;
  result.extra = result.extra.filter((css) => css !== neutral && css !== colour);
}

// "chocolate cake" or "Peru" are not colour requests; in a colour clause they are.
function isIncidental(colour: ColourMention, clause: string): boolean {
  if (!AMBIGUOUS.has(colour.words.toLowerCase().replace(/\s+/g, ''))) return false;
  return !(BG_WORDS.test(clause) || COMPONENT_WORDS.test(clause) || COLOUR_CONTEXT.test(clause) || TEXT_WORDS.test(clause));
}

export function toHex(css: string): string {
  return colord(css).toHex();
}
