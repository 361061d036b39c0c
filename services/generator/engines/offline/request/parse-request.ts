// Plain-language request -> what to build. Everything the plan needs is read here once, so the
// generator never looks at the raw text again (and never echoes it unescaped).
import nlp from 'compromise';
import { detectLanguage, type Lang } from './language.ts';
import { colourValue, parseColours } from './colours.ts';
import { townNamed } from './towns.ts';
import type { Brief, ListedItem, PageRequest, StyleWord } from './brief.ts';
import {
  companyAndProduct,
  makerOf,
  nameWithRole,
  nameBeforeKind,
  openingName,
  parenthesisedName,
  nameBeforeParenthesis,
  kindOpeningName,
  KIND_JOINS,
  labelledName,
  untilSentenceEnd,
  providerAfterKind,
  germanKindName,
  nameApposedToKind,
  quotedName,
  PROPER,
  weAreName,
  properName,
  personName,
  roleOf,
  runByWriter,
  signedName,
  subjectName,
  townAfterName,
  townAfterRole,
  withoutRoleOpener,
} from './names.ts';
import { PRICES_ASKED, PRICES_TITLE } from './listed-items.ts';
import { namedLinks, SERVICE_SITES } from './links.ts';
import { HOME_PAGE, namedPages } from './pages.ts';
import { FEATURE_WORDS, PAGE_WORDS, parseCounts } from './features.ts';
import { GENERIC_KIND, KINDS, kindById, type KindCopy } from '../content/kinds.ts';
import type { SectionId } from '../sections/section-ids.ts';
import { isKnownPlace, localeFor } from './locale.ts';
import {
  eventTitle,
  belongsToFact,
  closingTown,
  eventTown,
  opensSoon,
  readFacts,
  statedHours,
  townAfterAddress,
  withoutAddress,
  type Fact,
} from './facts.ts';
import { asTodoList, listApp, listIsTheSite } from './list-app.ts';
import { sectionHeadings } from './section-headings.ts';
import { SIGN_UP_TITLE, signupMakesAccount } from './form-purpose.ts';
import { detectCuisine } from '../content/cuisines.ts';
import { knownSection, parseAskedFor } from './asked-for.ts';
import { weekdayForms } from './calendar-words.ts';
import { teamPeople, withoutTeamList, type Person } from './people.ts';
import { findMoney } from './money.ts';
import { caseless } from './caseless-pattern.ts';

export type { PageRequest, StyleWord } from './brief.ts';
/** The request as understood: the brief (request/brief.ts). */
export type SiteRequest = Brief;

const STYLE_WORDS: [StyleWord, RegExp][] = [
  ['mono', /\b(black[- ](and|&)[- ]white|monochrome|grayscale|greyscale|blanco y negro|noir et blanc|schwarz-?wei(ß|ss))\b/i],
  ['minimal', /\b(minimal\w*|clean|simple|understated|sobr[io]|[ée]pur[ée]|schlicht)\b/i],
  [
    'playful',
    /\b(playful|fun|whimsical|colou?rful|quirky|cheerful|friendly|kids?|divertid[oa]|alegre|ludique|amusant|verspielt|fr[öo]hlich)\b/i,
  ],
  ['elegant', /\b(elegant|[ée]l[ée]gante?|luxur\w+|sophisticated|upscale|refined|classy|premium|lujos[oa]|luxueu\w+|edel|luxuri[öo]s)\b/i],
  ['bold', /\b(bold|vibrant|striking|loud|energetic|punchy|audaz|llamativ[oa]|audacieu\w+|vif|mutig|kr[äa]ftig)\b/i],
  ['modern', /\b(modern\w*|sleek|contemporary|futuristic|tech|moderne?|moderno)\b/i],
  ['retro', /\b(retro|vintage|old[- ]school|nostalgic|70s|80s|90s|r[ée]tro)\b/i],
  ['corporate', /\b(corporate|professional|business-like|serious|trustworthy|profesional|professionnel|seri[öo]s)\b/i],
  ['rustic', /\b(rustic|farmhouse|homely|handmade|artisan\w*|r[úu]stic[oa]|rustique|rustikal)\b/i],
];

// Words that follow "in" but are no place ("in Spanish", "in React", "in dark mode").
const NOT_PLACES =
  /^(english|spanish|french|german|italian|portuguese|react|vue|html|css|javascript|typescript|tailwind|bootstrap|dark|light|black|white|blue|red|green|the|a|an|my|our|one|two|three|case|order|mind|real|time|addition|particular|general|stock|total|progress|style|touch|front)$/i;

const CONNECTORS = new Set([
  '&',
  'and',
  'of',
  'the',
  'de',
  'del',
  'la',
  'las',
  'los',
  'le',
  'les',
  'du',
  'des',
  'von',
  'und',
  'y',
  'et',
  'am',
  'on',
  'by',
  "'n'",
  'n',
]);

/** Capitalised words from the start of `text` ("Rosa's Bakery in ..." -> "Rosa's Bakery"). */
function leadingProperName(text: string): string | null {
  const tokens = text.match(
    /^[\s]*((?:[\p{Lu}\d][\p{L}\d'’.-]*(?:&[\p{Lu}\d][\p{L}\d'’.-]*)*|&|and|of|the|de|del|la|las|los|le|les|du|des|von|und|y|et|am|on|by)(?:\s+|$|(?=[,.;:!?)])))+/u,
  )?.[0];
  if (!tokens) return null;
  const words = tokens.trim().split(/\s+/);
  // "Shine On" keeps its capitalised last word; "Leeds on" does not.
  while (words.length > 0 && CONNECTORS.has(words[words.length - 1]!)) words.pop();
  while (words.length > 0 && CONNECTORS.has(words[0]!)) words.shift();
  if (words.length === 0 || words.length > 6) return null;
  const name = words.join(' ').replace(/[.’']+$/, (m) => (m.startsWith('.') && /\b(Co|Inc|Ltd|Corp)\.$/.test(words.join(' ')) ? m : ''));
  return name.length >= 2 ? name : null;
}

// "Key features: ...", "features to include: ...", "features like ...", "caractéristiques : ...".
const FEATURE_LIST =
  /\b(?:features?|fonctionnalit[ée]s|funktionen|caracter[ií]sticas)\b[^.!?:]{0,20}?(?::|\binclude\b|\blike\b|\bsuch as\b|\bare\b)/i;

const PRODUCT_PAGE = /\b(product (landing )?page|single[- ]product|one product|p[áa]gina de producto|page produit|produktseite)\b/i;

// Words after which a capitalised word is a place or something else, not the business's name.
const PLACE_WORDS = new Set([
  'in',
  'at',
  'near',
  'from',
  'to',
  'of',
  'en',
  'à',
  'a',
  'de',
  'im',
  'bei',
  'aus',
  'nach',
  'serving',
  'covering',
  'covers',
  'throughout',
  'across',
  'around',
  'and',
  'y',
  'et',
  'und',
  'use',
  'using',
  'on',
]);
const NOT_NAMES =
  /^(I|FAQ|FAQs|SaaS|CV|UI|UX|API|HTML|CSS|JavaScript|React|Instagram|Facebook|Twitter|LinkedIn|GitHub|Behance|Dribbble|Etsy|Spotify|YouTube|TikTok|Pinterest|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|English|Spanish|French|German|Italian|Indian|Thai|Greek|Mexican|Japanese|Chinese|Korean|Vietnamese|Peruvian|Ethiopian|Lebanese|Turkish|Caribbean|Jamaican|Nepalese|Persian|Syrian|Moroccan|Brazilian|Argentinian|Filipino|Malaysian|Indonesian|Polish|Portuguese|Georgian|Ukrainian|Cuban|Cantonese|Sichuan|Tibetan|Afghan|Pakistani|Bangladeshi|Nigerian|Ghanaian|Somali|Eritrean|Dark|Light)$/;

const FOOD_KINDS = new Set(['restaurant', 'cafe', 'bar', 'food-truck', 'bakery']);
const DAY_FORMS = new Set(weekdayForms());

const SENTENCE_STARTERS =
  /^(I|We|My|Our|A|An|The|It|This|Please|Make|Build|Create|Set|Use|Add|Include|Website|Site|Page|Home|Web|Una?|Un|Une|Ein|Eine|Mi|Mon|Ma|Mein|Meine|Nuestr[ao]|Notre|Unser[e]?|Bitte|Por|Pour|Für|Für|Soy|Somos)$/;

// Nouns for who or what a name names, which the kinds of site do not all list ("architect Lena Vogt").
const KIND_NOUNS =
  /^(architect|designer|developer|illustrator|artist|photographer|writer|author|coach|therapist|consultant|chef|baker|tutor|teacher|musician|dj|agency|studio|company|practice|festival|shop|store|firm|clinic|salon|gym|bar|cafe|café|restaurant|bakery|hotel|taqueria|bistro|brand|band|podcast|charity|app|called|named|start-up|startup|atelier|boutique|label|collective|festival|fest)$/;

// German joins its kind nouns into one word: "Nagelstudio", "YouTube-Kanal", "Metzgerei", "Hausboot-Vermietung".
const GERMAN_KIND_COMPOUND =
  /^\p{Lu}[\p{L}-]{2,30}(?:studio|praxis|laden|werkstatt|salon|schule|kanal|shop|büro|agentur|verein|atelier|geschäft|kneipe|stube|betrieb|pension|vermietung|verleih|service|handel|reinigung|beratung|dienst|markt)$|^\p{Lu}[\p{L}-]{2,30}-(?:Studio|Praxis|Laden|Werkstatt|Salon|Schule|Kanal|Shop|Büro|Agentur|Verein|Atelier|Vermietung|Verleih|Service|Handel|Reinigung|Beratung|Dienst|Markt)$|^\p{Lu}\p{Ll}{2,30}(?:er|or)ei$/u;
// Spanish and French name shops by their trade: "Lavandería", "Panadería", "Fromagerie", "Crêperie".
const TRADE_SHOP = /^\p{Lu}\p{Ll}{3,30}(?:ería|erie)$/u;
const isKindWord = (word: string) => detectKind(word).id !== 'business' || GERMAN_KIND_COMPOUND.test(word) || TRADE_SHOP.test(word);

// An article or possessive (capitalised too, opening a sentence: "Our microbrewery Hopscotch"; a
// capital one inside a sentence is part of a name), one or two words of kind, then capitalised
// words. Every part is bounded.
// The articles and possessives, as written in a sentence; capitalised, they open one.
const KIND_ARTICLES =
  'a|an|the|our|my|their|un|una|la|el|los|las|une|le|les|mon|ma|mes|notre|nos|nuestr[oa]s?|mi|mis|ein|eine|die|der|den|dem|das|unser|unsere|unseren|mein|meine|meinen'.split(
    '|',
  );
const KIND_THEN_NAME = new RegExp(
  String.raw`(?<![\p{L}'’])(?:(?:${KIND_ARTICLES.join('|')})\s+|(?<=^\s*|[.!?]\s+)(?:${KIND_ARTICLES.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('|')})\s+|[lL]['’])((?:\p{L}[\p{L}-]{0,30}\s+){1,3}?)(${PROPER})`,
  'gu',
);
// Kinds of product written as acronyms.
const ACRONYM_KINDS = /^(?:SaaS|PaaS|CRM|ERP|CMS|POS|API|AI|HR|B2B)$/u;
const NOT_KIND_WORDS =
  /^(?:in|at|on|near|for|with|by|from|of|to|and|or|called|named|en|à|au|aux|im|am|bei|de|del|para|pour|für|y|et|und|con|avec|mit|is|are|es|est|ist|site|website|page|web|sitio|webseite|seite|vers|zu|towards|hacia|sur|über|via|link|links|lien|liens|enlace|enlaces)$/i;

function nameAfterKindPhrase(text: string): string | null {
  // A phrase that is no kind and name is passed one character on, not at its end: "A site for the
  // Thai takeaway Little Basil" holds "the Thai takeaway Little Basil" inside the phrase "A site for the Thai".
  const phrases = new RegExp(KIND_THEN_NAME.source, KIND_THEN_NAME.flags);
  for (let m = phrases.exec(text); m; phrases.lastIndex = m.index + 1, m = phrases.exec(text)) {
    const kind = m[1]!.trim().split(/\s+/);
    // The kind is lowercase words ("burger joint"), or a nationality before one ("Thai takeaway").
    // "el estudio de tatuajes Tinta Negra": a preposition may join the kind's two nouns.
    const joined = (w: string, i: number) => kind.length === 3 && i === 1 && KIND_JOINS.test(w);
    // "a joiner working around Kendal": a word of where ends the kind; what follows is a place.
    const notKind = (w: string) => NOT_KIND_WORDS.test(w) || PLACE_WORDS.has(w.toLowerCase());
    // "my SaaS Formspark", "our CRM Pipeline": a kind written as its acronym counts as lower case.
    const small = (w: string) => /^\p{Ll}/u.test(w) || ACRONYM_KINDS.test(w);
    if (!kind.some(small) || kind.some((w, i) => notKind(w) && !joined(w, i))) continue;
    if (!kind.every((w) => small(w) || NOT_NAMES.test(w))) continue;
    const name = properName(m[2]);
    const first = name?.split(/\s+/)[0] ?? '';
    // "Our coworking space The Hive": a name may open with its own "The".
    const ownThe = /^The\s+\p{Lu}/u.test(name ?? '');
    if (!name || NOT_NAMES.test(first) || ((SENTENCE_STARTERS.test(first) || NOT_PLACES.test(first)) && !ownThe)) continue;
    return name;
  }
  return null;
}

// "Montpellier, La Page Tournée: ...", "Leeds – The Tipsy Teapot, a tea room, ...", "In Bristol,
// Harbour Lights is ...", "Based in Denver, Summit Physio needs ...": a request that opens with its
// town, then says who it is for. The town is one to three capitalised words before a comma, a colon
// or a dash.
const OPENING_PLACE =
  /^(?:([Ii]n|[Bb]ased in|[Ll]ocated in|[Ff]rom|[Ee]n|[Àà]|[Aa]us|[Dd]esde|[Dd]epuis)\s+)?(\p{Lu}[\p{L}'’.-]{0,30}(?:\s\p{Lu}[\p{L}'’.-]{0,30}){0,2})\s?(?:,|:|\s[–—-])\s*(?=\S)/u;

// "Paris, Texas: ...": a region after the opening town, part of the place.
const REGION_AFTER = /^(\p{Lu}[\p{L}.]{1,30}(?:\s\p{Lu}[\p{L}.]{1,30})?)\s?(?:,|:|\s[–—-])\s*(?=\S)/u;

/** A town or region this engine knows, or compromise's place tagger reads as one. */
const isPlaceName = (words: string) => isKnownPlace(words) || nlp(words).places().found;

/** A name found, unless it is a town ("Crumb Club (Glasgow)" names the town in brackets, not the business). */
// The whole name must be the town: compromise reads "Oak" in "Hollow Oak Farm" as a place.
const notATown = (name: string | null) =>
  name &&
  (isKnownPlace(name) ||
    nlp(name)
      .places()
      .text()
      .replace(/[\s,.;:]+$/, '') === name)
    ? null
    : name;

/** The town a request opens with, and the rest of it; null when it opens otherwise. */
function openingPlace(text: string): { place: string; rest: string } | null {
  const m = OPENING_PLACE.exec(text);
  if (!m) return null;
  const place = m[2]!;
  // Without "in" or "from" only a town known as one opens the request ("Smith Plumbing, Leeds" opens with its name).
  if (!m[1] && !isPlaceName(place)) return null;
  if (NOT_PLACES.test(place) || SENTENCE_STARTERS.test(place.split(' ')[0]!)) return null;
  const rest = text.slice(m[0].length);
  const region = REGION_AFTER.exec(rest);
  if (region && isPlaceName(region[1]!)) return { place: `${place}, ${region[1]}`, rest: rest.slice(region[0].length) };
  return { place, rest };
}

// "Austin, TX": two capitals after a town are its state or province, no name.
const stateCodeless = (name: string | null) => (name && /^\p{Lu}{2}$/u.test(name) ? null : name);

// "Dog walker in Harrogate, Happy Tails.", "Bike hire in Amsterdam, Fietsje: city bike ...": what the
// business does, its town, then its name closing the sentence or before a colon or a dash.
const TOWN_THEN_NAME = new RegExp(
  String.raw`^\p{Lu}\p{Ll}[\p{Ll}-]*(?:\s+[\p{Ll}-]+){0,3}\s+(?:in|at|near|en|à|im|bei)\s+\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?,\s+(${PROPER})\s*(?:[.!?:]|$|\s[–—-]\s)`,
  'u',
);

/**
 * Where the business is: the first town its readers find that is not its own name. "Plumber in
 * Birmingham, Tap Doctor, with ...": the name after the town's comma is no region of it. "Site for
 * the Canal Street Museum": a place inside the name is the name, not where it is ("Pottery classes
 * by Kiln Room, location: Stroud" is in Stroud). "Festival de Jazz de Vitoria": the town an event is
 * named for is where it is all the same.
 */
function placeOf(text: string, lang: Lang, name: string | null): string | null {
  const event = eventTown(text);
  const readers = [
    townAfterRole,
    (t: string) => extractPlace(t, lang),
    () => event,
    townAfterAddress,
    closingTown,
    (t: string) => townAfterName(t, name),
  ];
  for (const read of readers) {
    const town = read(text);
    if (!town) continue;
    const found = name && town.endsWith(`, ${name}`) ? town.slice(0, -name.length - 2) : town;
    if (!name || !(name.includes(found) || found.includes(name)) || found === event) return found;
  }
  return null;
}

// "mettez nos liens Qobuz, Spotify ...": the words asking for the links, read with the first, make no thing either.
const LINK_WORDS = /(?<![\p{L}])(?:links?|liens?|enlaces?)(?![\p{L}])/iu;
// ("link my Spotlight profile": the service's name may have a word or two in lower case after it.)
function linkAsked(item: string, label: string): boolean {
  const at = item.lastIndexOf(label);
  if (at <= 0 || item[at - 1] !== ' ' || !LINK_WORDS.test(item)) return false;
  const rest = item.slice(at + label.length).trim();
  return rest === '' || /^\p{Ll}+(?:\s+\p{Ll}+)?$/u.test(rest);
}

export function extractName(request: string): string | null {
  // "at 12 Market Street": a street names where the business is, never what it is called; nor does
  // "in the middle of Ludlow".
  const text = withoutAddress(request).replace(PART_OF_TOWN, (part) => ' '.repeat(part.length));
  // The town first: the name is read from what follows it.
  const opening = openingPlace(text);
  if (opening) {
    const name = nameIn(opening.rest);
    if (name && name !== opening.place) return withAbbreviationStop(withoutRoleOpener(name, isKindWord), request);
  }
  const name = nameIn(text);
  return name && withAbbreviationStop(withoutRoleOpener(name, isKindWord), request);
}

/** "Mop & Bucket Co." keeps the full stop of the company word that ends it, as the request writes it. */
function withAbbreviationStop(name: string, request: string): string {
  return /(?<![\p{L}])(?:Co|Inc|Ltd|Corp|Bros)$/u.test(name) && request.includes(`${name}.`) ? `${name}.` : name;
}

// "Leyton, London" is a town's name, every word capitalised; "reading nook" is no town.
// Every word must be one: "Leeds Barbers" names a business.
const isTownName = (words: string) =>
  /^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,2}$/u.test(words) && words.split(' ').every((word) => isKnownPlace(word));

// "for Rosa's Bakery", "para La Espiga": the words after "for" in any case, up to a lowercase word of where or what.
// (Written with caseless() rather than "(?-i:...)": see caseless-pattern.ts.)
const FOR_NAME = new RegExp(
  String.raw`${caseless(String.raw`\b(?:for|para|pour|für|fuer|at|of|by|from|von)\s+`)}(.+?)(?=$|[,;:!?(]|(?<!\b(?:Dr|Prof|Mr|Mrs|Ms|St|Sr|Sra|Mme))\.(?!\d)|\s(?:in|en|à|a|im|at|on|with|con|avec|mit|that|which|who|where|located|based)\s)`,
  'g',
);
// "in Leeds", "près de Nantes", "an der Müritz": a place after its word in any case, up to a lowercase word after a comma or a joining word.
const PLACE_AFTER = new RegExp(
  String.raw`(?<!\p{L})(?:${caseless('in|en|à|au|im|aus|an der|an den|near|around|based in|located in|situated in|covering|serving|cerca de|près de|bei|parked at|parked outside|parked up at|pitched up at|pitched at|trading at|based at|located at')})\s+(.+?)(?=$|[.;:!?(]|,\s*(?:\p{Ll}|${caseless('with|and')})|\s(?:${caseless('with|con|avec|mit|and|y|et|und|that|which|for|para|pour|für|called|named')})\s)`,
  'gu',
);

function nameIn(text: string): string | null {
  // 1. Quoted names win: the user spelled them out exactly.
  const quoted = quotedName(text);
  if (quoted) return quoted;
  // 2. "called X", "named X" and their Spanish, French and German forms; "the business is X", "our
  // shop's name is X", "the name is X" (a proper name must follow: "my business is growing" names none).
  const called = text.match(
    /\b(?:called|named|titled|brand(?:ed)? as|llamad[oa]|se llama|nommée?|appelée?|s['’]appelle|namens|hei(?:ß|ss)t|mit dem namen|(?:el|mi|nuestro)\s+nombre\s+es|(?:le|mon|notre)\s+nom\s+est|(?:der|unser|mein)\s+name\s+ist|(?:(?:the|my|our)\s+(?:business|company|brand|firm|shop|store|studio|salon|practice)(?:['’]s)?\s+(?:name\s+)?|(?:the|my|our)\s+(?:business\s+)?name\s+)is)\s+(.+)/i,
  );
  if (called?.[1]) {
    const name = leadingProperName(untilSentenceEnd(called[1]));
    if (name) return name;
  }
  // 2a. "Name: Polished", as in a form.
  const labelled = labelledName(text);
  if (labelled) return labelled;
  // 2b. Who the sentence is about: "I run Puddle Ducks Playgroup ...", "Dr. Kofi Mensah, dentist, wants ...",
  // "Oakline Joinery makes bespoke kitchens ...", "a plumbing site (FlowRight)".
  const ownName =
    runByWriter(text) ??
    weAreName(text) ??
    signedName(text) ??
    nameWithRole(text)?.name ??
    // Before the subject: "Sydney surf school Salt Water Kids" does not make "Sydney" surf.
    kindOpeningName(text, isKindWord) ??
    providerAfterKind(text) ??
    subjectName(text, isKindWord) ??
    notATown(parenthesisedName(text)) ??
    nameBeforeParenthesis(text) ??
    germanKindName(text, isKindWord) ??
    nameApposedToKind(text, isKindWord) ??
    notATown(stateCodeless(properName(TOWN_THEN_NAME.exec(text)?.[1])));
  if (ownName) return ownName;
  // 3. Apposition: "a bookshop, Paper Lantern, with ...", "a piano teacher, Elise Brandt: home, ...",
  // "a kids' party company, Bounce Bros, in Swindon" (a word of the kind may end in its apostrophe)
  // and "Paper Lantern, a bookshop in ...".
  const apposition =
    text.match(
      /\b(?:a|an|my|our|the|un|una|mi|mis|une|mon|ma|mes|notre|nos|ein|eine|mein|meine|unser|unsere)\s+(?:[\p{L}'’-]+\s+){0,4}?[\p{L}-]+,\s+([^,:]{2,60}?)(?:,\s*(?:with|which|that|in|on|at|this|next|based|located|selling|offering|serving|covering|where|who|and|near|outside|close|just|nr|con|en|el|le|avec|à|près|où|donde|que|qui|am|mit|in|im|bei|wo)(?=[\s,.]|$)|\s?:)/iu,
    ) ?? text.match(/^(?:[^,.]*?\b(?:for|para|pour|für)\s+)?([^,.]{2,60}?),\s+(?:a|an|the|un|una|une|ein|eine)\s+\p{Ll}/u);
  if (apposition?.[1]) {
    const written = apposition[1]
      .replace(/^["“'‘]|["”'’]$/g, '')
      .trim()
      // "the Paper Lantern" drops the article; "The Night Owls" writes it as part of the name.
      .replace(/^(?:the|la|le|el|der|die|das)\s+(?=\p{Lu})/u, '');
    const name = leadingProperName(written);
    // Only a whole proper name stands in apposition ("Garden landscaping company X, a ..." is not one).
    const opener = name?.split(' ')[0] ?? '';
    if (name && name === written.replace(/[.]+$/, '') && (!SENTENCE_STARTERS.test(opener) || /^The\s/.test(name))) return name;
  }
  // 4. Possessives: "Maria's hair salon" is Maria's Hair Salon.
  const possessive = text.match(/\b(\p{Lu}\p{L}+['’]s)\s+(\p{Ll}[\p{L}-]+(?:\s\p{Ll}[\p{L}-]+)?)\b/u);
  if (possessive && detectKind(possessive[2]!).id !== 'business') {
    const kindWords = possessive[2]!.split(' ').filter((w) => detectKind(w).id !== 'business' || !/^(in|with|for|and|at|on)$/.test(w));
    return `${possessive[1]} ${kindWords.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ')}`;
  }
  // 4b. A name right after a lowercase kind phrase, whatever the kind: "our burger joint Smash Shack",
  // "la frutería Los Naranjos", "l'agence immobilière Les Tilleuls", "the Thai takeaway Little Basil".
  const afterKind = nameAfterKindPhrase(text);
  if (afterKind) return afterKind;
  // 5. "for Rosa's Bakery", "para La Espiga", "pour Chez Marcel", "für Müller & Söhne".
  for (const m of text.matchAll(FOR_NAME)) {
    const name = leadingProperName(m[1]!.replace(/^(?:die|der|das|den|dem|el|la|le|l'|les|los|las)\s*(?=\p{Lu})/u, ''));
    // "for The Weekly Crumb" writes the article as part of the name, as in apposition (3.).
    if (!name || (SENTENCE_STARTERS.test(name.split(' ')[0]!) && !/^The\s/.test(name)) || NOT_PLACES.test(name)) continue;
    // "meets every Tuesday at 7pm": a time is no name.
    if (/^\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm|h)?$/i.test(name)) continue;
    // "a coffee cart at Leeds station", "from Leeds": a town after "at", "by" or "from" is where, not who; a day is when.
    if (/^(?:at|by|of|from)$/i.test(m[0].split(/\s/)[0]!) && (isPlaceName(name) || NOT_NAMES.test(name))) continue;
    // German writes every noun capitalised: "für die Zahnarztpraxis" names no business, "für die Bäckerei Müller" does.
    if (!name.includes(' ') && detectKind(name).id !== 'business') continue;
    // "supper club Table for Twelve", "Books for Cooks": a capitalised word right before "for" is the name's first part.
    const before = /(?:^|\p{Ll}\s)(\p{Lu}[\p{L}'’-]+)\s+$/u.exec(text.slice(Math.max(0, m.index - 40), m.index))?.[1];
    if (
      before &&
      /^for\s/i.test(m[0]) &&
      !SENTENCE_STARTERS.test(before) &&
      !NOT_NAMES.test(before) &&
      !isKindWord(before) &&
      !isPlaceName(before)
    )
      return `${before} for ${name}`;
    return name;
  }
  // 6. "The Copper Kettle is a tea room ..." opens with its name.
  const subject = text.match(
    /^((?:The\s+)?\p{Lu}[\p{L}'’&-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’&-]*){0,4})\s+(?:is|are|est|es|ist)\s+(?:a|an|the|un|une|una|ein|eine)\b/u,
  );
  if (subject?.[1] && !SENTENCE_STARTERS.test(subject[1].replace(/^The\s+/, '').split(' ')[0]!)) return subject[1];
  const opening = openingName(text, isKindWord);
  if (opening && (!SENTENCE_STARTERS.test(opening.split(' ')[0]!) || /^The\s+\p{Lu}/u.test(opening))) return opening;
  // 6b. "Quick Lube garage - oil changes, brakes": the name before the kind said in lower case.
  const beforeKind = nameBeforeKind(text, isKindWord);
  if (beforeKind && !SENTENCE_STARTERS.test(beforeKind.split(' ')[0]!)) return beforeKind;
  // 7. A name right after the kind of place: "dental practice Smile Studio", "architect Lena Vogt".
  for (const m of text.matchAll(
    /(?<=\p{Ll}\s)((?:\p{Lu}[\p{L}'’-]+|&)(?:\s+(?:\p{Lu}[\p{L}'’-]+|[dl]['’]\p{Lu}[\p{L}'’-]*|&|de|del|la|le|du|von|van|by(?=\s+\p{Lu})|\d{4}\b|\d{1,2}\.\d{1,2}\b)){0,4})(?=$|[\s,.:;!?])/gu,
  )) {
    const words = m[1]!.split(/\s+/);
    while (words.length > 1 && CONNECTORS.has(words[words.length - 1]!)) words.pop();
    const lead = text
      .slice(Math.max(0, m.index - 60), m.index)
      .trimEnd()
      .split(/\s+/)
      .slice(-3);
    const before = lead[lead.length - 1]!.toLowerCase().replace(/^[dl]['’]/, '');
    if (PLACE_WORDS.has(before) || NOT_NAMES.test(words[0]!) || words.every((w) => /^[\p{Lu}\d]{2,5}$/u.test(w))) continue;
    // The kind may be a few words back: "escuela de danza Ritmo Vivo", "l'atelier Fil d'Or".
    const kindBefore =
      detectKind(lead.join(' ')).id !== 'business' ||
      /\b(carrera|race|marathon|feria|f[êe]te|gala|messe|markt|market|fair)\b/i.test(lead.join(' '));
    const kindNoun = detectKind(before).id !== 'business' || KIND_NOUNS.test(before);
    // "Clé Verte": a capitalised word that is no kind is the name's own first word, not what it names.
    if (/^[("“'‘]?\p{Lu}/u.test(lead[lead.length - 1]!) && !kindNoun && !/^(?:the|la|le|el|les|los|las|die|der|das)$/.test(before))
      continue;
    if (!kindBefore && !kindNoun) continue;
    return words.join(' ').replace(/\s+&$/, '');
  }
  // 8. "Smith & Sons" anywhere.
  const amp = text.match(/\b(\p{Lu}[\p{L}'’]+(?:\s+\p{Lu}[\p{L}'’]+)*\s+&\s+\p{Lu}[\p{L}'’]+(?:\s+\p{Lu}[\p{L}'’]+)*)/u);
  // "(Tue & Thu 6pm)": days are no name.
  if (amp?.[1] && !amp[1].split(/\s+/).every((word) => word === '&' || DAY_FORMS.has(word.toLowerCase().replace(/\.$/, '')))) return amp[1];
  // 9. "Two pages will do: ... . Painters Farbenfroh, Ulm.": the kind and its name opening a later sentence.
  for (const sentence of text.split(/(?<=[.!?])\s+/).slice(1)) {
    const later = kindOpeningName(sentence, isKindWord);
    if (later) return later;
  }
  return null;
}

// "in der Altstadt von Lüneburg", "mitten in Celle", "in the heart of Bath", "en el casco antiguo de
// Cáceres", "au centre-ville de Tours": a part of a town, then the town.
const PART_OF_TOWN = new RegExp(
  String.raw`(?<![\p{L}])(?:${caseless(
    String.raw`(?:in der|im)\s+(?:altstadt|innenstadt|stadtmitte|zentrum|herzen|mitte)\s+von|mitten in|in\s+(?:the\s+)?(?:centre|center|heart|middle|old town)\s+of|in\s+(?:central|downtown)|en\s+(?:el|pleno)\s+(?:centro|casco\s+(?:antiguo|histórico|viejo)|corazón)\s+de|(?:au|dans\s+le)\s+(?:centre|cœur|coeur|vieux)(?:-ville)?\s+(?:de\s+|d['’]\s*)`,
  )})\s*(\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+)?)`,
  'u',
);

const GERMAN_BUILDING =
  /(?:heim|haus|halle|saal|zentrum|raum|keller|garten|laden|hof|gebäude|büro|studio|café|lokal|stube|stübchen|kirche|schule)$/u;
const TOWN_AFTER_WORD = /(?<![\p{L}])(?:à|in|en|au|im|bei|near|aus)\s+(\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+)?)(?![\p{L}])/u;

export function extractPlace(text: string, lang: Lang): string | null {
  const opening = openingPlace(text);
  if (opening) return opening.place;
  const town = PART_OF_TOWN.exec(text)?.[1];
  if (town && !NOT_PLACES.test(town.split(/[ -]/)[0]!)) return town;
  for (const m of text.matchAll(PLACE_AFTER)) {
    // "la boulangerie Au Pain Doré, à Quimper": a capital "Au" opens a name, not a place.
    if (/^(?:Au|En|Im|In)\s/.test(m[0]) && m.index > 0 && /\p{L}\s*$/u.test(text.slice(0, m.index))) continue;
    // "in Leeds on 3 May": the day after the town is when, no part of its name.
    const name = leadingProperName(m[1]!)?.replace(/\s+(?:(?:on|am|by|de|del|le|la|the)\s+)?\d.*$/u, '') ?? null;
    // "Cave à bières Le Houblon à Lille": the "à" of the kind read first; the town is after the next one
    // (looked for in the words that follow, a bounded stretch).
    const stretch = m[1]!.slice(0, 80);
    const later = name ? null : TOWN_AFTER_WORD.exec(stretch);
    // A town this engine knows, or capitals that close the clause ("à Beaune : grands crus").
    if (later && (isPlaceName(later[1]!) || /^\s*(?:[,:;.!?]|$)/.test(stretch.slice(later.index + later[0].length)))) return later[1]!;
    // "au 23 décembre": a date after "au" is no place.
    // "Website in Blau" (German writes its nouns capitalised): a colour is how it looks, not where it is.
    // "im Vereinsheim", "im Gemeindehaus": German says "im" before a building as before a region ("im
    // Allgäu"), and writes every noun capitalised: a building's word is no place.
    if (name && /^im\s/i.test(m[0]) && GERMAN_BUILDING.test(name) && !isPlaceName(name)) continue;
    if (
      !name ||
      NOT_PLACES.test(name.split(' ')[0]!) ||
      /^\d/.test(name) ||
      (lang !== 'en' && !name.includes(' ') && colourValue(name, lang) && !isKnownPlace(name))
    )
      continue;
    // "in Portland, Oregon": keep the region after the comma ("in Jena, Buttons in Türkis" has none).
    const rest = m[1]!.slice(m[1]!.indexOf(name) + name.length).match(/^,\s*(\p{Lu}[\p{L}.]+(?:\s\p{Lu}[\p{L}.]+)?)/u);
    return rest && isPlaceName(rest[1]!) ? `${name}, ${rest[1]}` : name;
  }
  // "Veg boxes by Good Roots (Norwich)": a town in brackets.
  const bracketed = /\((\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)\)/u.exec(text)?.[1];
  if (bracketed && isPlaceName(bracketed)) return bracketed;
  // "(Fixed on the Drive, Swindon)": a town after the name, inside the brackets.
  const afterName = /\([^(),]{2,40},\s*(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)\)/u.exec(text)?.[1];
  if (afterName && (isPlaceName(afterName) || townNamed(afterName))) return afterName;
  if (lang === 'en') {
    const places = nlp(text).places().json() as { text: string }[];
    const first = places[0]?.text.replace(/[\s,.;:–—-]+$/, '').trim();
    // "at St Mark's Hall": an abbreviation alone is no town.
    if (first && /^\p{Lu}/u.test(first) && !/^(?:St|Mt|Dr)\.?$/.test(first)) return first;
  }
  return null;
}

// Words before "company" that leave it an agency: what agencies do, and words that say nothing of the trade.
const AGENCY_QUALIFIERS =
  /^(?:marketing|design|creative|digital|consulting|consultancy|web|media|branding|brand|advertising|pr|software|tech|technology|development|strategy|communications|content|video|production|a|an|the|my|our|your|their|his|her|small|new|local|family|big|own|growing|independent|young|this|that)$/i;

// How far apart (in characters) two kind words must be to be two phrases, not one.
const APART = 25;
// Each kind's expression, global, built once: detectKind runs for every word a name rule weighs.
// (matchAll copies the expression, so sharing one keeps no state between calls.)
const KIND_MATCHES = KINDS.map(
  (kind) => [kind, new RegExp(kind.match.source, kind.match.flags.includes('g') ? kind.match.flags : `${kind.match.flags}g`)] as const,
);

export function detectKind(text: string): KindCopy {
  // "navigation bar" or "search bar" names no bar to drink in.
  const cleaned = text.replace(
    /\b(nav(igation)?|search|side|progress|tool|menu|status|title|top|bottom|address|sidebar|chocolate|candy|snack) bars?\b/gi,
    ' ',
  );
  const lead = cleaned.slice(0, 160);
  // "a kids' party company", "a removals firm": a company of a trade no kind knows is no agency (whose
  // stock copy sells "strategy, design and technology"); "a marketing company", "our company" still are.
  // "the business is Cakes by Maya", "the business name is ...": a sentence about the name says nothing
  // of what the business does.
  const tradeCompany = cleaned
    .replace(/(?<![\p{L}])(?:the|my|our)\s+(?:company|firm|business)(?:['’]s)?(?=\s+(?:name\s+)?is\s)/giu, ' ')
    .replace(
      /(?<![\p{L}])([\p{L}'’-]+)(\s+)(?:company|companies|firm|business)(?![\p{L}])/giu,
      (whole, qualifier: string, space: string) => (AGENCY_QUALIFIERS.test(qualifier) ? whole : `${qualifier}${space}`),
    );
  let best: KindCopy = GENERIC_KIND;
  let bestScore = 0;
  let bestAt = Number.POSITIVE_INFINITY;
  for (const [kind, global] of KIND_MATCHES) {
    let score = 0;
    let first = Number.POSITIVE_INFINITY;
    for (const m of (kind.id === 'agency' ? tradeCompany : cleaned).matchAll(global)) {
      score += (m.index ?? 0) < lead.length ? 3 : 1;
      first = Math.min(first, m.index ?? first);
    }
    // Equal scores: a kind named well before the other is what the business is ("Asociación Vecinal
    // ... clases de yoga" is an association that runs yoga classes, not a gym). Two kind words side
    // by side ("boutique hotel", "wedding photographer") are one phrase: the table's order decides.
    if (score > bestScore || (score > 0 && score === bestScore && first < bestAt - APART)) {
      best = kind;
      bestScore = score;
      bestAt = first;
    }
  }
  return best;
}

export function detectFeatures(text: string): SectionId[] {
  // The colour sentence ("... for all UI elements") is about colours, not features.
  const body = text.replace(/[^.!?]*\b(background|component) colou?r[^.!?]*[.!?]?/gi, ' ');
  const found: { id: SectionId; index: number }[] = [];
  for (const [id, pattern] of FEATURE_WORDS) {
    const m = pattern.exec(body);
    if (m) found.push({ id, index: m.index });
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.id);
}

export function detectPages(text: string, productPage = false): PageRequest[] {
  const multi =
    /\b(multi-?page|multiple pages|several pages|separate pages)\b|\b(\d+|two|three|four|five|six)[- ]pages?\b|\bpages?\s*:|\bvarias p[áa]ginas|\bplusieurs pages|\bmehrere seiten/i.test(
      text,
    );
  const named = namedPages(text).filter((page) => !(productPage && page.lead === 'product'));
  if (named.length > 0) return named;
  const pages: PageRequest[] = [];
  // A product page is the home page itself, not a page beside it.
  for (const [slug, pattern, lead] of PAGE_WORDS) if (pattern.test(text) && !(productPage && slug === 'shop')) pages.push({ slug, lead });
  if (pages.length === 0 && multi) {
    pages.push({ slug: 'about', lead: 'about' }, { slug: 'services', lead: 'services' }, { slug: 'contact', lead: 'contact' });
  }
  return pages;
}

const NEW_BUSINESS =
  /\b(start-?ups?|new business|just (opened|launched|started)|newly opened|recently opened|opening soon|coming soon|grand opening|brand[- ]new|launching|we are new|nuevo negocio|reci[ée]n (abiert[oa]|inaugurad[oa])|nouvelle entreprise|vient d['’]ouvrir|jeune entreprise|neu er[öo]ffnet\w*|neuer[öo]ffnung|gerade er[öo]ffnet|gr[üu]ndung|(?:newly|recently|just) qualified|newly (?:launched|founded)|(?:venons|vient|viens) d['’]ouvrir|nouvellement ouverte?|acab(?:o|amos|a) de abrir|reci[ée]n (?:abiert|inaugurad|fundad|cread)[oa]s?|frisch er[öo]ffnet\w*|neu gegr[üu]ndet\w*)\b/i;

const STAY = /\b(check-?in|arrival|llegada|entrada|arriv[ée]e|anreise)\b[^.!?]{0,60}?\b(check-?out|departure|salida|d[ée]part|abreise)\b/i;

/** "check-in and check-out", "arrival and departure dates": a stay has two dates. */
function stayDates(text: string): [string, string] | null {
  const m = STAY.exec(text);
  return m ? [m[1]!, m[2]!] : null;
}

/** Opening hours stated with their times are shown in an hours section, asked for or not. */
function withStatedHours(features: SectionId[], facts: Fact[]): SectionId[] {
  return statedHours(facts) && !features.includes('hours') ? [...features, 'hours'] : features;
}

/** People named for the team make a team section, whatever word introduced them. */
function withTeam(features: SectionId[], people: Person[]): SectionId[] {
  return people.length > 0 && !features.includes('team') ? [...features, 'team'] : features;
}

// "we sell", "wir verkaufen", "vendemos", "nous vendons": what follows is stock, not the kind of business.
// ("führt"/"führen": what a German shop stocks, "Der Weltladen führt fairen Kaffee, Tee ...".)
const SELLS =
  /(?<![\p{L}])(?:sell|sells|selling|verkaufe|verkaufen|verkauft|führt|führen|vendo|vende|vendemos|venden|vends|vend|vendons|vendent)(?![\p{L}])/iu;

/** "Wir verkaufen Bücher und Spiele": a kind read only from the things sold is no kind; selling them makes a shop. */
function soldKind(text: string, kind: KindCopy, items: ListedItem[]): KindCopy {
  if (kind.id === 'shop' || !SELLS.test(text)) return kind;
  const sold = items.filter((item) => kind.match.test(item.name));
  if (sold.length === 0) return kind;
  const rest = detectKind(sold.reduce((left, item) => left.replace(item.name, ' '), text));
  return rest.id === 'business' ? kindById('shop') : rest;
}

const ARTICLE_ALONE = /^(?:the|a|an|la|le|les|el|los|las|die|der|das)$/iu;

/**
 * "The Hive offers day passes, team rooms, a podcast booth and a rooftop terrace": a kind read from
 * one of several things on offer, and nowhere else, is no kind of the business (a coworking space
 * is no podcast); the rest of the request says what it is, or nothing does.
 */
function oneOfferKind(text: string, kind: KindCopy, items: ListedItem[]): KindCopy {
  // (A dish is what a place to eat serves: "Menu: ramen, gyoza, bao buns" is a restaurant's.)
  if (kind.id === 'business' || FOOD_KINDS.has(kind.id) || items.length < 3) return kind;
  const inItems = items.filter((item) => kind.match.test(item.name));
  if (inItems.length !== 1) return kind;
  return detectKind(text.replace(inItems[0]!.name, ' '));
}

/**
 * "Plumber in Birmingham, Tap Doctor": a kind read from the business's name ("Doctor") gives way to
 * the one said before the name. A kind word opening the name ("Bakery Crumbs") is what it is.
 */
function kindBesideName(text: string, kind: KindCopy, name: string | null): KindCopy {
  const at = name ? text.indexOf(name) : -1;
  if (!name || at <= 0 || kind.id === 'business' || !kind.match.test(name) || kind.match.test(name.split(/\s+/)[0]!)) return kind;
  const before = detectKind(text.slice(0, at));
  return before.id === 'business' ? kind : before;
}

/** "Le cabinet Ostéo Loire à Tours soigne ...": a kind read from the town's name ("Tours") is no kind; the rest of the request says it. */
function kindBesidePlace(text: string, kind: KindCopy, place: string | null): KindCopy {
  if (!place || kind.id === 'business' || !kind.match.test(place)) return kind;
  return detectKind(text.split(place).join(' '));
}

// "L'association Les Amis du Vieux Moulin (Chinon) voudrait ...": a capitalised word or two in brackets
// right after the name is where it is.
const BRACKETED_PLACE = /^\s*\((\p{Lu}[\p{L}'’-]{1,30}(?:[ -]\p{Lu}[\p{L}'’-]{1,30})?)\)/u;
function placeAfterName(text: string, name: string | null): string | null {
  if (!name) return null;
  const at = text.indexOf(name);
  return at >= 0 ? (BRACKETED_PLACE.exec(text.slice(at + name.length, at + name.length + 80))?.[1] ?? null) : null;
}

// "my candles (Vanilla Dusk £14, Sea Salt £14, Fig £16) with a basket": things with their prices in
// brackets are a list, as after a colon.
const BRACKETED = /\(([^()]{5,400})\)/g;
function withPricedListOpened(text: string): string {
  return text.replace(BRACKETED, (whole, inner: string) =>
    findMoney(inner).filter((m) => m.currency).length >= 2 ? `: ${inner}. ` : whole,
  );
}

// "a website for studio 9 pilates in camden please": a request written all in lower case names its
// business after "for" and its town after "in"; both are capitalised, as every reader here expects.
const LOWER_FOR_IN =
  /(?<![\p{L}])(?:for|called|named)\s+(?:(?:my|our|the|a|an)\s+)?([\p{Ll}\d&'’ -]{2,40}?)\s+in\s+([\p{Ll}'’ -]{2,30}?)(?=\s*(?:[,.!?]|$)|\s+(?:please|with|and|for|that|which|pls)(?![\p{L}]))/du;
const SMALL_WORDS = new Set(['and', 'of', 'the', 'de', 'del', 'la', 'le', 'du', 'von', 'y', 'et', 'und', 'on', 'at', 'by', 'for']);
const capitalised = (words: string) =>
  words
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');

function withLowerCaseNameCapitalised(text: string): string {
  if (/\p{Lu}/u.test(text)) return text;
  const m = LOWER_FOR_IN.exec(text);
  const [nameAt, townAt] = [m?.indices?.[1], m?.indices?.[2]];
  if (!m || !nameAt || !townAt) return text;
  const [name, town] = [m[1]!, m[2]!];
  if (!townNamed(town.trim()) && !isKnownPlace(capitalised(town.trim()))) return text;
  const named = name.split(/\s+/).some((word) => /\d/.test(word) || !isKindWord(word)) ? capitalised(name) : name;
  return `${text.slice(0, nameAt[0])}${named}${text.slice(nameAt[1], townAt[0])}${capitalised(town)}${text.slice(townAt[1])}`;
}

export function parseRequest(request: string): SiteRequest {
  const text = withLowerCaseNameCapitalised(request);
  const lang = detectLanguage(text);
  const cuisine = detectCuisine(text);
  const list = listApp(text);
  // What kind of site, and which blocks, read with a packing or shopping list as the to-do list it is.
  const wanted = withPricedListOpened(list ? asTodoList(text, list) : text);
  const detected = list && listIsTheSite(text, list) ? kindById('productivity') : detectKind(wanted);
  // A cuisine makes a place to eat: "an Indian curry house" or "a fish and chips shop".
  const readKind = cuisine && (detected.id === 'business' || detected.id === 'shop') ? kindById('restaurant') : detected;
  const pages = detectPages(text, PRODUCT_PAGE.test(text));
  // A page the request names is a page, not a listed item ("pages: home, menu, events").
  const pageNames = new Set([...pages.map((p) => p.slug), ...pages.map((p) => p.label?.toLowerCase() ?? '')]);
  // "mit den Seiten Start, ...": the word "Seiten" before the first name belongs to the list, not the page.
  const isPage = (phrase: string) => {
    const bare = phrase
      .toLowerCase()
      .replace(/^(?:pages?|seiten|p[áa]ginas?)\s+(?:de\s+)?/u, '')
      .replace(/^how to\s+/, '');
    // "plots and waiting list": two pages named in one piece of the list.
    return pageNames.has(bare) || HOME_PAGE.test(bare) || bare.split(/\s+and\s+/).every((part) => pageNames.has(part));
  };
  const read = parseAskedFor(wanted, knownSection);
  const kind = oneOfferKind(text, soldKind(text, readKind, read.items), read.items);
  const asked = {
    ...read,
    custom: read.custom.filter((c) => !isPage(c)),
    items: read.items.filter((i) => !isPage(i.name)),
  };
  const both = companyAndProduct(text);
  const person = personName(text, kind.id) ?? nameWithRole(text)?.name ?? null;
  // 'It should list "Low Tide" and "Old Roads"': quoted titles listed together are things listed, no name for the site.
  const listed = asked.items.map((item) => item.name.toLowerCase());
  const QUOTED = /[“"«„]([^”"»“\n]{2,60})[”"»“]/g;
  const isListed = (inner: string) => listed.some((item) => item.startsWith(inner.trim().toLowerCase()));
  const titles = [...text.matchAll(QUOTED)].filter((m) => isListed(m[1]!)).length;
  const unlisted = titles >= 2 ? text.replace(QUOTED, (quoted, inner: string) => (isListed(inner) ? ' ' : quoted)) : text;
  // "Wir reparieren Fahrräder, E-Bikes und ...": German writes the things listed in capitals; one of them is no name.
  // "Unser Team: Lena (Inhaberin) und Max": the team's people are read once, and their list holds no business name.
  const people = teamPeople(text);
  const written = extractName(withoutTeamList(unlisted, people));
  const isListedNoun = (word: string) => /^(?:und|oder|&)$/.test(word) || listed.includes(word.toLowerCase());
  const named = written && lang === 'de' && written.split(/\s+/).every(isListedNoun) ? null : written;
  // "Notely 3, the journaling app from Brightpaw": the page is the product's, the maker beside it.
  const maker = both ? null : makerOf(text);
  const made = maker && named && named !== maker ? named : null;
  // An event's title: its own words where nothing names it, or where the name read is only its first
  // word ("Concert" of "Concert de jazz du trio Bleu Nuit").
  const title = eventTitle(text);
  const ownName = named && title && title.length > named.length && title.startsWith(`${named} `) ? title : named;
  const name = both?.company ?? (made ? maker : ownName) ?? person ?? title;
  const place = placeOf(text, lang, name) ?? placeAfterName(text, name);
  const siteKind = kindBesideName(text, kindBesidePlace(wanted, kind, place), name);
  const facts = readFacts(text);
  const links = namedLinks(text);
  // "Oxford and Abingdon": beside a town the request lists, a capitalised word in the same list is a town too (English only).
  const listedTown = lang === 'en' && asked.items.some((item) => isTownName(item.name));
  const isTown = (item: string) => isTownName(item) || (listedTown && /^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?$/u.test(item));
  // "Yoga classes in Bath with Hannah Cole": who the site is for is no thing on offer.
  // a town is where the business is ("..., Leyton, London"), and a service linked to ("con enlaces a
  // Spotify, Apple Podcasts e Ivoox") is a link: no things on offer.
  const items = asked.items.filter(
    (item) =>
      item.name !== name &&
      // "the business is Cakes by Maya": the sentence that gives the name is no thing either.
      // So is a piece of the list that ends with the name: "..., atelier Trame", "... und Kontakt für unser Café Mohn".
      // ("The Harbour Suite" is the room, with its article, whatever the name read.)
      !(name && item.name.endsWith(` ${name}`) && !ARTICLE_ALONE.test(item.name.slice(0, -name.length).trim())) &&
      // A field of the form, said as what people do ("say their swimming level"), is no thing on offer.
      !asked.form?.fields.some((field) => item.name.toLowerCase().endsWith(` ${field.toLowerCase()}`)) &&
      item.name !== place &&
      !isTown(item.name) &&
      !belongsToFact(item.name, facts) &&
      // "Our teachers: Anna (vinyasa), Tom (yin)": the team's people, not things on offer.
      !people.some((person) => item.name.includes(person.name)) &&
      // "mit Startseite, Über uns und Kontaktseite": a page asked for is no thing on offer.
      !/(?:seite|\bpage)$/i.test(item.name) &&
      (item.price !== null ||
        (!SERVICE_SITES.has(item.name.toLowerCase()) &&
          !links.some((link) => link.label === item.name || linkAsked(item.name, link.label)))),
  );
  // The things the extras section shows are the same phrases, read without their prices: what is no
  // thing above ("Taller Ruedas, avenida de Madrid 22, Lleida; ...": the name, the address, the town)
  // is no card there either.
  const kept = new Set(items.map((item) => item.name));
  return {
    text,
    lang,
    name,
    product: both?.product ?? made,
    about: both?.about ?? null,
    person,
    role: roleOf(text),
    kind: siteKind,
    place,
    colours: parseColours(text, lang),
    styles: STYLE_WORDS.filter(([, pattern]) => pattern.test(text)).map(([style]) => style),
    features: withTeam(withStatedHours(detectFeatures(wanted), facts), people),
    pages,
    counts: parseCounts(text),
    locale: localeFor(place, lang, text),
    cuisine: FOOD_KINDS.has(siteKind.id) ? cuisine : null,
    asked: { ...asked, custom: asked.custom.filter((thing) => kept.has(thing)) },
    items,
    people,
    links,
    stay: stayDates(text),
    facts,
    isNew: NEW_BUSINESS.test(text) || opensSoon(text),
    priced: PRICES_ASKED.test(text) || asked.items.some((item) => item.price !== null),
    productPage: PRODUCT_PAGE.test(text),
    featureList: FEATURE_LIST.test(text),
    headings: {
      // A price list asked of a business that serves no food is its prices, not a menu.
      ...(!FOOD_KINDS.has(siteKind.id) && PRICES_ASKED.test(text) ? { menu: PRICES_TITLE[lang] } : {}),
      ...read.headings,
      ...sectionHeadings(text, knownSection),
      ...(list ? { todo: list.charAt(0).toUpperCase() + list.slice(1) } : {}),
      // A sign-up with fields of its own and no word of an account makes none: not "Create an account".
      ...(asked.form?.target === 'signup' && !signupMakesAccount(text) ? { signup: SIGN_UP_TITLE[lang] } : {}),
    },
  };
}
