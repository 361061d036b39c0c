// Everything a request asks for by name. The lists after "with", "including", "featuring" (and
// their Spanish, French and German forms) are split into noun phrases; each phrase becomes a
// section the engine knows, a link to a named profile, a field of a form, a feature card of its
// own, or, when no static site can do it, a plain note in the job's progress.
import nlp from 'compromise';
import { FEATURE_WORDS } from './features.ts';
import { APP_SECTIONS, type SectionId } from '../sections/section-ids.ts';
import type { ListedItem } from './brief.ts';
import { COUNT_FIRST, isPriceLine, isPriceList, listPieces, PRICES_ASKED, shareHead } from './listed-items.ts';
import { listOpening, withoutClosingParticle, withoutLeadIn } from './list-openers.ts';
import { splitPrice } from './prices.ts';
import { findMoney, SIGN_AFTER } from './money.ts';
import { isHoursRow } from './facts.ts';
import { namesUiColour, onlyColour } from './colours.ts';
import { FORM_PURPOSE, formTarget, looksLikeFields, namesAField, type FormTarget } from './form-purpose.ts';
import { caseless } from './caseless-pattern.ts';

export type { FormTarget } from './form-purpose.ts';

export interface AskedFor {
  /** Phrases that name no known section: each becomes a feature card with the phrase as its heading. */
  custom: string[];
  /** The same phrases as listed items, each with its price when the request gave one. */
  items: ListedItem[];
  /** Known sections the list names with a phrase of its own ("programmation des artistes"), by section id. */
  headings: Partial<Record<SectionId, string>>;
  /** Named profiles to link to ("Instagram", "GitHub"). */
  social: string[];
  /** A form the request describes field by field; a field's choices when the request lists them ("car size (small, medium, large)"). */
  form: { target: FormTarget; fields: string[]; choices?: Record<string, string[]> } | null;
  /** What a static site cannot do, said plainly in the progress line. */
  unbuildable: string[];
  /** What visitors are asked to upload ("photos", "resume"): the main form gets a file field. */
  uploads: string[];
  /** Visitors are to write something (comments, feedback, messages): the site gets a form with a message box. */
  messaging: boolean;
}

export const NETWORKS: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'Twitter',
  x: 'X',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  gitlab: 'GitLab',
  behance: 'Behance',
  dribbble: 'Dribbble',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  etsy: 'Etsy',
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  bandcamp: 'Bandcamp',
  vimeo: 'Vimeo',
  mastodon: 'Mastodon',
  threads: 'Threads',
  bluesky: 'Bluesky',
  twitch: 'Twitch',
  medium: 'Medium',
  substack: 'Substack',
  whatsapp: 'WhatsApp',
  tripadvisor: 'Tripadvisor',
  yelp: 'Yelp',
  artstation: 'ArtStation',
  flickr: 'Flickr',
};
const NETWORK_WORDS = new RegExp(
  `\\b(${Object.keys(NETWORKS)
    .filter((n) => n !== 'x')
    .join('|')})\\b`,
  'gi',
);

// Server-side or third-party services a set of static files cannot provide.
const UNBUILDABLE: [RegExp, string][] = [
  [
    /\b(payments?|pay online|stripe|paypal|credit cards?|pagos?|paiements?|zahlungen?|bezahlung)\b/i,
    'real payments (nothing is charged; any checkout here is a demo)',
  ],
  [/\b(live chat|real-?time chat|chat ?bot|chatbot|messaging system|instant messag\w+)\b/i, 'live chat (there is a contact form instead)'],
  [
    /\b(database|back-?end|server-side|api integration|rest api|crm integration)\b/i,
    'a server or database (everything runs in the browser with sample data)',
  ],
  [
    /\b(send(s|ing)? (e-?mails?|sms|text messages|notifications)|email notifications?|sms (alerts|notifications)|push notifications?)\b/i,
    'sending e-mails or messages (forms are checked in the browser only)',
  ],
  [/\b(video (calls?|conferencing)|live stream(ing)?|webcam)\b/i, 'live video'],
  [/\b(ai[- ]powered|machine learning|artificial intelligence|recommendation engine)\b/i, 'AI features'],
  [
    /\b(user uploads?|upload (photos|files|images|documents|videos)|file uploads?)\b/i,
    "storing uploaded files (an upload field is shown, but files stay on the visitor's device)",
  ],
];

// "plus" in lower case only ("Plus" opens a name); written with caseless() rather than "(?-i:...)" (caseless-pattern.ts).
const TRIGGER = new RegExp(
  String.raw`\b(?:${caseless(`with|give it|add|include|including|includes?|featuring|features?|containing|contains?|offering|offers?|selling|sells?|serving|serves?|speciali[sz]ing in|such as|showing|should have|must have|needs?`)}|plus|${caseless(`as well as|con|incluyendo|que incluya|avec|comprenant|incluant|mit|inklusive|einschlie(?:ß|ss)lich`)})\b\s*:?\s*`,
);
// The words that open a list ("plus a blog") and join the last thing to one ("a, b as well as c").
const LIST_JOINER = /^(?:as well as|plus)\b/i;
// "Need a one-page site for ...": the writer needing the site lists nothing; "it needs: a, b" does.
const NEEDS_THE_SITE = /^(?:a|an|my|our|the|one)?\s*(?:[\p{L}-]+\s+){0,2}(?:site|website|web ?page|page|homepage|landing page|web)\b/iu;
const TRIGGERS = new RegExp(TRIGGER.source, `${TRIGGER.flags}g`);

/** The first word that opens a list in the sentence, past a need for the site itself. */
function firstTrigger(sentence: string): RegExpExecArray | null {
  for (const m of sentence.matchAll(TRIGGERS)) {
    if (/^needs?\b/i.test(m[0]) && NEEDS_THE_SITE.test(sentence.slice(m.index + m[0].length))) continue;
    return m;
  }
  return null;
}

// "a client list (Nike, Spotify, BBC)": lowercase words, then a list in brackets with no number in it.
const BRACKETED_LIST = /(?<![\p{L}])\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*){0,2}\s*\(([^()\d]{1,160},[^()\d]{1,160})\)/gu;
// A word for prices and, in brackets, the priced things themselves.
const PRICES_IN_BRACKETS = /(?<![\p{L}])(?:prices?|pricing|rates|fees|costs|tarifs?|precios|preise|prix)\s*\(([^()]{1,160})\)/giu;
// ("£15 for a terrace, £20 for a semi": "for" after a price says what the price buys; it opens no list.)
// "Workshops on rigid heddle weaving, tapestry, ...": what classes and workshops are on, listed the same way.
const LIST_FOR = new RegExp(
  String.raw`(?<!\d\s?(?:${SIGN_AFTER})?\s?)(?:\bfor|(?<=(?:${caseless('workshops?|classes|courses?|lessons|sessions|talks|tours|retreats|seminars?')})\s)(?:on|in|about))\s+(?=\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*){0,2}\s*,)`,
  'u',
);
// The short joining words stand alone: the "e" that ends "arrivée" or starts "E-Mail" joins nothing.
const SPLIT = new RegExp(
  String.raw`\s*(?:,|;|\b${caseless('and')}\b|\b${caseless('or')}\b|&|\b${caseless('as well as')}\b|\bplus\b|(?<![\p{L}-])(?:${caseless('y|e|et|ou|und|oder')})(?![\p{L}-]))\s*`,
  'u',
);
const LEADING =
  /^(?:(?:sections? (?:for|on|about)|secciones (?:para|de|sobre)|rubriques (?:pour|sur)|abschnitten? (?:für|zu|über)|bereichen? (?:für|zu|über)|secci[oó]n(?: de)?|otr[oa]s? (?:de|sobre|para)|section|rubrique|a|an|the|some|any|our|my|their|its|your|his|her|all|both|also|then|plus|lots of|plenty of|do|does|machen|mache|hacemos|faisons|un|una|unos|unas|el|la|los|las|mi|mis|nuestr[oa]s?|une?|des|du(?!\s+\p{Ll}+st(?![\p{L}]))|de la|le|les|mon|ma|mes|notre|nos|ein|eine|einen|einem|einer|der|die|das|den|dem|mein(?:e|en)?|unser(?:e|en)?|\d+(?!\s+(?:min|mins|minutes?|hours?|hrs?|h|km|k|miles?|kg|g|ml|cl|cm|day|days|week|weeks|night|nights)\b)|one|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|deux|trois|quatre|cinq|zwei|drei|vier|fünf)\s+)+/iu;
// A field said as what people do: "people pick a session date, say their swimming level and leave a
// phone number" asks for a session date, a swimming level and a phone number (the verb with its
// article: "type de livre" and "note to the chef" are fields as written).
const SAID_AS_CLAUSE =
  /^(?:(?:people|they|you|\p{Ll}{3,20}s)\s+(?:(?:can|should|will|must|need to|have to)\s+)?)?(?:pick|choose|select|enter|give|say|tell\s+us|state|leave|type|write|put\s+in|fill\s+in|provide|upload|note)\s+(?:their|a|an|the|your|his|her|its)\s+/iu;
const SAID_AS_CLAUSES = new RegExp(String.raw`(?:^|[,;]|(?<![\p{L}])and)\s*${SAID_AS_CLAUSE.source.slice(1)}`, 'giu');
// "£60 for the works": the everything-included offer keeps its article (it is no "works").
const WHOLE_OFFER = /^the (?:works|lot)$/i;
const JOINING_WORDS = /^(?:de|del|la|le|les|l['’]|du|des|d['’]|en|el|los|las|of|the|a|à|au|aux|y|et|und|von|der|die|das|dem)$/i;
const PROPER_ARTICLE = /^(?:[Tt]he|[Ll][ae]|[Ee]l|[Dd]er|[Dd]ie|[Dd]as)\s+\p{Lu}/u;
const TRAILING = /\s+(?:section|sections|page|pages|area|block|part|module|secci[oó]n|p[aá]gina|rubrique|bereich|abschnitt|seite)$/i;
// A design word alone, not inside a compound ("river clean-ups", "look-up").
// "dark", "hell", "sombre": how light the site is, in the four languages ("..., sonst hell": otherwise light).
const NOT_A_THING =
  /(?<![\p{L}-])(colou?rs?|background|theme|font|style|look|feel|design|layout|palette|vibe|tone|mood|mode|responsive|mobile|accessible|fast|clean|modern|minimal|elegant|playful|bold|dark|light|hell|zart|clair|sombre|claro|oscuro|everything|anything|it|them|this|that|pages?|site|website|sitio|site web|webseite)(?![\p{L}-])/iu;

/**
 * What a design word is checked against: the whole phrase, but after a name of two or more words in
 * capitals only the words that follow it, or its last word ("Dark Stout" and "Dark Harbour stout" are beers; "Dark
 * Theme" and "Dark theme" are still themes).
 */
function headOf(phrase: string): string {
  const words = phrase.split(/\s+/);
  const named = words.findIndex((w) => !/^\p{Lu}/u.test(w));
  if (words.length < 2 || (named >= 0 && named < 2)) return phrase.toLowerCase();
  return (named < 0 ? words[words.length - 1]! : words.slice(named).join(' ')).toLowerCase();
}

// "garden design", "logo design", "kitchen design": a noun before the design word makes it a service offered.
const DESIGN_HEAD = /^([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:design|designs|styling)$/iu;

function isDesignService(phrase: string): boolean {
  const m = DESIGN_HEAD.exec(phrase);
  if (!m || NOT_A_THING.test(m[1]!)) return false;
  const terms = (nlp(m[1]!).json()[0]?.terms ?? []) as { tags: string[] }[];
  return (
    terms.length > 0 && terms.every((term) => !term.tags.some((tag) => tag === 'Adjective' || tag === 'Determiner' || tag === 'Pronoun'))
  );
}

const BULLET = /^[-*•·]\s+/;
const CLAUSE = /^(?:on|nous|vous|ils|elles|il|elle|je|j['’]|we|you|they|people|customers|visitors|se|man|wir|sie|ich|du|ihr)\s+\p{L}/iu;
const WHERE_IT_IS =
  /^(?:(?:usually|often|normally|mostly|always|now|also)\s+)?(?:parked|based|located|situated|pitched|trading)(?![\p{L}])/iu;
const TOWN_AT_END = /\s+(?:in|en|à|au|im|near|bei|around|at)\s+\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30})?$/u;
const FIELD_LABEL =
  /(?:^|\s)(?:name|business|company|brand|site for|website for|location|address|where|phone|tel|telephone|e-?mail|contact|based in|town|city|website|url|by phone|call|nombre|ubicaci[oó]n|direcci[oó]n|tel[ée]fono|nom|lieu|adresse|t[ée]l[ée]phone|ort|anschrift|telefon)\s*:\s*$/i;

/**
 * "Our menu:\nMargherita pizza\nGarlic bread\nTiramisu": a list written one thing per line, each
 * line after the first (which the colon or the opening word already reads) short, a line of its own,
 * no sentence and no instruction; or a bulleted line anywhere. Such a line is one item, whole
 * ("Fish and chips" is one dish).
 */
function isItemLine(sentence: string, listing: boolean, lines: ReadonlySet<string>): boolean {
  const line = sentence.trim();
  if (!lines.has(line) || !(listing || BULLET.test(line))) return false;
  const bare = line.replace(BULLET, '');
  return bare.length <= 60 && bare.split(/\s+/).length <= 5 && !/[.!?:]$/.test(bare) && !ACTION.test(bare) && !/^please\b/i.test(bare);
}

// Words that open a sentence saying something, never a list of things.
const SAYING =
  /^(?:I|I'm|I’m|we|we're|we’re|you|our|my|it|this|they|please|make|add|build|need|want|use|je|nous|j['’]|wir|ich|yo|soy|somos|mi|nuestr[oa]s?|notre|mon|ma|unser|mein)$/i;

/** "parents relax", "we deliver": someone (a noun or a pronoun) before a verb that is no "-ing" form. */
function isClause(piece: string): boolean {
  if (SAYING.test(piece.split(/\s+/)[0]!)) return true;
  const terms: { tags: string[] }[] = nlp(piece).json()[0]?.terms ?? [];
  const verb = terms.findIndex((term) => term.tags.includes('Verb') && !term.tags.includes('Gerund'));
  return verb > 0 && terms.slice(0, verb).some((term) => term.tags.includes('Noun') || term.tags.includes('Pronoun'));
}

// Who is speaking or spoken to: a piece opening with one is a sentence, not a thing listed.
const SPEAKER =
  /^(?:we|i|you|they|it|he|she|our|my|wir|ich|sie|es|unser|unsere|nous|je|on|vous|nos|notre|nosotros|yo|nuestro|nuestra)(?![\p{L}])/iu;

// "... – wir hätten gern eine Website", "... — based in Handsworth": a dash before the writer speaking, or
// before where the business is, ends the list.
const SPEAKER_AFTER_DASH = new RegExp(
  String.raw`\s[–—-]\s+(?=${SPEAKER.source.slice(1)}|(?:based|located|situated|basados|situado|situ[ée]e?s?|ansässig)\s)`,
  'iu',
);

/** The piece after a semicolon in a list parted by them: a few words that are no sentence of their own. */
function isListedAfterSemicolon(piece: string): boolean {
  const bare = piece.trim().replace(/[.;!]+$/, '');
  return bare.length > 0 && bare.split(/\s+/).length <= 6 && !SPEAKER.test(bare) && !/[?:]/.test(bare);
}

/**
 * "Flat white, cortado, chai latte, and pastries.", "Terapia individual, de pareja y online.": a
 * sentence that is nothing but a list of three or more short things, with no word opening it.
 */
function isBareList(sentence: string): boolean {
  const bare = sentence.trim().replace(/[.!]+$/, '');
  if (bare.length > 200 || !bare.includes(',')) return false;
  const pieces = bare.split(/\s*,\s*(?:(?:and|or|y|o|et|ou|und|oder)\s+)?|\s+(?:and|or|y|et|und)\s+/i).filter(Boolean);
  if (pieces.length < 3 || pieces.some((piece) => piece.length > 40 || piece.split(/\s+/).length > 4)) return false;
  if (SAYING.test(pieces[0]!.split(/\s+/)[0]!)) return false;
  // In English a verb makes it a sentence ("Kids love it, parents relax, everyone eats"), and words
  // that only describe ("Fast, cheap, reliable.") are no things.
  const doc = nlp(bare);
  // "Boiler servicing £80, new boiler quotes free, emergency callouts 24/7": a price makes it a list whatever the words.
  // "Weekly cleans, carpet shampooing, windows": a word read as a verb with no one doing it makes no sentence.
  const clauses = pieces.filter(isClause).length;
  if (doc.verbs().found && clauses * 2 >= pieces.length && !pieces.some((piece) => splitPrice(piece, false).price !== null)) return false;
  return !pieces.every((piece) => {
    const words = nlp(piece);
    return words.adjectives().found && !words.nouns().found;
  });
}

/**
 * The things listed, which of them a trade verb opened ("I write website copy, ..."): things offered,
 * and which a list of features holds ("Features: export to PDF"): things to do that are features.
 */
function phrasesOf(text: string): { items: ListedItem[]; offered: Set<string>; featured: Set<string> } {
  const out: ListedItem[] = [];
  const offered = new Set<string>();
  const featured = new Set<string>();
  let previous = '';
  let listing = false;
  const lines = new Set(text.split('\n').map((line) => line.trim()));
  for (const sentence of text.split(/(?<=[.!?;:\n])\s+|\n+/)) {
    // The WebGen colour rule is a colour instruction, not a list of things.
    if (/\b(background|component|base) colou?r\b|\bcolou?r (scheme|palette)\b/i.test(sentence)) continue;
    // "A garage for oil changes, brakes, tyres": a lowercase list after "for" lists what is offered.
    const triggered = firstTrigger(sentence);
    const listFor = LIST_FOR.exec(sentence);
    const opening = listOpening(sentence);
    const starts = [
      ...(triggered ? [{ index: triggered.index, end: triggered.index + triggered[0].length }] : []),
      ...(listFor ? [{ index: listFor.index, end: listFor.index + listFor[0].length }] : []),
      ...(opening ? [{ index: opening.index, end: opening.index + opening.length }] : []),
    ];
    const earliest = starts.reduce<{ index: number; end: number } | null>(
      (first, s) => (first && first.index <= s.index ? first : s),
      null,
    );
    // "Terraced house £12, semi £15, conservatory add £10": a word that opens lists, inside a price
    // list that began before it, opens none.
    const firstPrice = earliest ? findMoney(sentence).find((money) => money.currency)?.start : undefined;
    const opener = earliest && firstPrice !== undefined && firstPrice < earliest.index && isPriceList(sentence) ? null : earliest;
    // "Taqueria El Sol: menu, catering and a contact form" lists after the colon.
    // "Location: Oban, Scotland", "Site for: Northwind Tours": a field of a filled-in form lists nothing.
    // "Services: end of tenancy cleans; deep kitchen cleans; weekly home cleaning": a list parted by
    // semicolons runs on over them, one short thing at a time ("...; we also deliver." is a sentence).
    const semicolonList: boolean = listing && /;\s*$/.test(previous) && isListedAfterSemicolon(sentence);
    const colonList: boolean = (/:\s*$/.test(previous) && !FIELD_LABEL.test(previous)) || semicolonList;
    // "...candles: soy candles £12, wax melts £4, gift sets £30, with a cart": the list after the
    // colon runs up to a word that opens another one late in the sentence, which lists no more.
    // "lawn mowing, hedge trimming as well as patio cleaning", "..., cidre fermier, plus des glaces": a
    // word that both opens lists and joins them, late in a list, joins its last thing to it.
    const lateJoiner: boolean =
      colonList &&
      opener !== null &&
      LIST_JOINER.test(sentence.slice(opener.index, opener.end)) &&
      /[,;]/.test(sentence.slice(0, opener.index));
    const listBefore: string | null =
      colonList && opener !== null && !lateJoiner && /[,;]/.test(sentence.slice(0, opener.index)) ? sentence.slice(0, opener.index) : null;
    const m: { index: number; end: number } | null = listBefore === null && !lateJoiner ? opener : null;
    const afterColon: string | null = listBefore ?? (!m && colonList ? sentence : null);
    // "Price list: latte 3.20, scone 2.50": a bare number is a price where prices are asked for.
    const pricesAsked = PRICES_ASKED.test(sentence) || PRICES_ASKED.test(previous);
    const previousSentence = previous;
    previous = sentence;
    // "Gel manicure £25, gel pedicure £30.", and a price list's next line after its first: the sentence is the list.
    const priceList: boolean = !m && afterColon === null && (isPriceList(sentence) || (listing && isPriceLine(sentence, pricesAsked)));
    const itemLine: boolean = !m && afterColon === null && !priceList && isItemLine(sentence, listing, lines);
    const bareList: boolean = !m && afterColon === null && !priceList && !itemLine && isBareList(sentence);
    listing = m !== null || afterColon !== null || priceList || itemLine || bareList;
    if (!m && afterColon === null && !priceList && !itemLine && !bareList) continue;
    const listed = afterColon ?? (m ? sentence.slice(m.end) : sentence);
    // "... und Seife aus Ziegenmilch – wir hätten gern eine Website": a dash before the writer speaking ends the list.
    const speaking = SPEAKER_AFTER_DASH.exec(listed);
    const rest = withoutClosingParticle(withoutLeadIn(speaking ? listed.slice(0, speaking.index) : listed).replace(/[.!?]+$/, ''))
      // "a client list (Nike, Spotify, BBC)": the things in brackets are the ones listed, not the words before them.
      .replace(BRACKETED_LIST, '$1')
      // "prices (kids £30/month, adults £45/month)": the priced things are the ones listed, not "prices kids".
      .replace(PRICES_IN_BRACKETS, '$1')
      // "$1,200" and "€1.250" are whole amounts: three digits after the mark group thousands.
      .replace(/(\d)[,.](\d{3})(?!\d)/g, '$1$2')
      // "1,20 €" is one price, not two list items.
      .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2');
    // "a contact form with name, email and date" is one form, described by its fields.
    // "private offices with a price list" is two things.
    const list: ListedItem[] = [];
    const pieces = itemLine ? [rest.replace(BULLET, '')] : listPieces(rest, SPLIT, pricesAsked).flatMap((p) => p.split(/\s+with\s+/i));
    for (const [index, piece] of pieces.entries()) {
      // "plans: Basic £20": the list starts after its colon.
      // ... and after a dash, when a name follows it: "with Jo Marsh in Bristol — 30 min £18" prices
      // "30 min"; "cut - £28" joins the name to its price.
      const afterColon = piece.slice(piece.lastIndexOf(':') + 1);
      const dashAt = Math.max(
        ...[' — ', ' – ', ' - '].map((dash) => (afterColon.includes(dash) ? afterColon.lastIndexOf(dash) + dash.length : -1)),
      );
      const afterDash = dashAt > 0 ? splitPrice(afterColon.slice(dashAt), pricesAsked) : null;
      const { name, price, per } = afterDash && /\p{L}/u.test(afterDash.name) ? afterDash : splitPrice(afterColon, pricesAsked);
      // "A café in Toronto, coffee $4, muffins $3": a price list opening, unpriced, as the business is
      // described ("a", "we are") opens with the business, not with a thing it sells.
      if (priceList && index === 0 && price === null && DESCRIBES_BUSINESS.test(afterColon)) continue;
      // "... und Lastenräder in Kiel": where the business is closes the list; it is no part of the last thing.
      const cleaned = name
        .replace(/[()"“”«»]/g, '')
        // "services such as diagnostics": what the list is of, before "such as", is no part of its first thing.
        .replace(/^[\p{L}\s-]{0,40}?(?<![\p{L}-])(?:such as|including|like|for example|e\.g\.)\s+/iu, '')
        .trim()
        .replace(TOWN_AT_END, '')
        // "Lesung mit Anna Berg am 14. März" is cut at the date's full stop: its day is no part of the thing.
        .replace(/\s+(?:am|on|le|el|the|den|dem)\s+\d{1,2}\.?$/iu, '');
      // "the Ash, the Oak": an article before a capitalised name is part of that name; a quoted title is kept whole ("Nine Rivers").
      const whole = PROPER_ARTICLE.test(cleaned) || /^["“«„][^"”»“]+["”»“]$/.test(name.trim());
      // "eine Kugel 1,80 €": a priced item keeps the count it is sold by.
      const counted = price !== null && COUNT_FIRST.test(cleaned);
      const phrase = (
        whole
          ? cleaned.charAt(0).toUpperCase() + cleaned.slice(1)
          : counted || WHOLE_OFFER.test(cleaned)
            ? cleaned
            : cleaned.replace(LEADING, '')
      )
        .replace(TRAILING, '')
        .trim();
      // A thing is named in a few words; the small joining words of French and Spanish do not count
      // ("code de la route en ligne" is four).
      if (phrase.length < 3 || phrase.split(/\s+/).filter((word) => !JOINING_WORDS.test(word)).length > 5) continue;
      // "..., each with add to basket": a word that stands for the things listed is none of them.
      if (/^(?:each|all|both|every one|everything|them|these|those|all of them|jede[rsn]?|alle|cada uno|todos|chacun|tous)$/iu.test(phrase))
        continue;
      list.push(per ? { name: phrase, price, per } : { name: phrase, price });
    }
    // "comté, tomme, plus des yaourts fermiers": what a late joiner adds is a thing of its own, whose
    // last word is no noun the others share.
    const shared = lateJoiner ? list : shareHead(list);
    // "I write website copy, blog posts, ...": after a trade verb a design word names a thing offered;
    // after "Features:" ("export to PDF", "track habits") a thing to do is a feature of the product.
    if (m && opening && m.index === opening.index) for (const item of shared) offered.add(item.name.toLowerCase());
    if (afterColon !== null && FEATURES_LABEL.test(previousSentence)) for (const item of shared) featured.add(item.name.toLowerCase());
    out.push(...shared);
  }
  return { items: out, offered, featured };
}

// How a sentence describing the business opens, in the four languages.
const DESCRIBES_BUSINESS =
  /^\s*(?:an?|we|we're|we’re|i|i'm|i’m|our|my|un|une|una|ein|eine|einen|wir|nous|somos|soy|je|nuestra|nuestro|notre|unser|unsere)\s/iu;

// The label of a product's list of features: "Features:", "Key features:", "Funktionen:", "Fonctionnalités :".
const FEATURES_LABEL = /(?:^|\s)(?:key\s+|main\s+|core\s+)?(?:features|funktionen|características|fonctionnalités)\s*:\s*$/iu;

// Two nouns joined by "of" and its forms: "line-up of the bands", "programmation des artistes", "carta de vinos".
const OF_PHRASE = /^\p{L}[\p{L}-]*\s+(?:of(?: the)?|des|du|de(?: la| los| las)?|del|der|von)\s+\p{L}[\p{L}-]*$/iu;

const ACTION =
  /^(?:to\s+)?(?:search|filter|sort|view|manage|create|add|edit|update|delete|remove|select|input|enter|generate|display|allow|enable|provide|track|book|buy|browse|upload|download|share|compare|calculate|summari[sz]e|show|let|make|get|see|check|use|set|support|help|log|sign|register|submit|send|receive|play|watch|read|write|post|comment|rate|save|print|export|import|click|choose|pick|order|pay|apply|join|leave|follow|like|find|explore|learn|start|stop|switch|toggle|change|customi[sz]e|personali[sz]e|integrate|connect|monitor|analy[sz]e|visuali[sz]e|record|schedule|plan|organi[sz]e|store|keep|access|reserve|contact|subscribe|listen)\b/i;

const APPS = new Set<SectionId>(APP_SECTIONS);

// "links to our Spotify", "liens vers Deezer", "enlaces a Ivoox", "Links zu YouTube": a link, no thing.
const LINK_TO = /^(?:links?|liens?|enlaces?|verlinkungen?)\s+(?:to|vers|à|a|al|zu|zum|zur)(?![\p{L}])/iu;
// "full service", "express service": a single service with a word before it (and "Gassi-Service", "Lieferservice"-like compounds with a hyphen).
const ONE_SERVICE = /^\p{Ll}[\p{L}-]*\s+service$/iu;

// Alone, or closing a German compound ("Kontaktformular", "Anmeldeformular").
const FORM_WORDS = /(?<!\p{L})(?:form|forms|formulario|formulaire)(?!\p{L})|formular(?!\p{L})/iu;

/** "booking form for name" -> "booking", "Anmeldeformular für Kurse" -> "Anmeldeformular": what the form is for. */
const formFor = (phrase: string) =>
  phrase
    .split(/\s+(?:for|für|pour|para|de|zu|zum|zur)\s/i)[0]!
    .replace(/\s+(?:forms?|formulario|formulaire)$/i, '')
    .replace(/^(?:forms?|formulario|formulaire)\s+(?:de\s+|d['’]\s*)?/i, '');

// A form word, alone or ending a German compound ("Buchungsformular"), and in French and Spanish
// the kind of form after it ("formulaire de réservation", "formulario de reserva").
const FORM_AT =
  /(?<!\p{L})(?:(\p{L}{2,20})formular|forms?|formulario|formulaire|formular)(?!\p{L})(?:\s+(?:de|d['’]|du|para|pour)\s*(\p{L}{2,20}))?/iu;
// What opens the list of fields, soon after the form word: "with", "asking for", a colon, ...
const FIELDS_OPEN =
  /^[^.!?:]{0,40}?(?:\b(?:with|asking for|asks? for|that asks for|should ask for|collect(?:s|ing)?|captur(?:es?|ing)|gather(?:s|ing)?|requir(?:es?|ing)|tak(?:es?|ing)|for|has|having|including|includes?|fields?(?: for)?|champs|campos|felder|con|que pida|pide|recoge|avec|demandant|demande|comprenant|mit|fragt nach|f[üu]r)\b|:|\(|\s[–—-]{1,2}\s|[–—])\s*(?:(?:the )?fields? (?:for )?)?:?\s*([^.!?]+)/iu;
/** "I agree to the privacy policy", "consent to be contacted": a box to tick, however long its words. */
export const CONSENT =
  /\b(?:i agree|agree to|consent|opt[- ]?in|privacy policy|terms and conditions|terms of service|gdpr|datenschutz|einwilligung|acepto|consentimiento|pol[ií]tica de privacidad|j'accepte|consentement|politique de confidentialit[ée])\b/i;

/** "how many children are coming", "which days you're free": a field asked as a question, however long its words. */
const QUESTION_FIELD = /^(?:how many|how much|which|what|when|cu[aá]nt[oa]s|combien|wie viele)\b/i;

const BOX_FOR = /\b(?:tick |check)?box(?:es)? (?:to|for) /i;

type FormFields = { fields: string[]; choices?: Record<string, string[]> };

// A sentence that says it lists a form's fields: "It asks for ...", "Fields: ...", "Es fragt nach ...".
const NEXT_ASKS = /(?<![\p{L}])(?:asks?|asking|collects?|requires?|fields?|felder|fragt|campos|pide|champs|demande)(?![\p{L}])/iu;

function formOf(text: string): AskedFor['form'] {
  const at = FORM_AT.exec(text);
  if (at) {
    const after = text.slice(at.index + at[0].length);
    // The fields follow the form word in its sentence, or fill the next sentence ("A sign-up form. It
    // asks for name, email and ..."), which must ask for them or list contact fields: after "We teach
    // ... advanced forms.", "Would love a site with a timetable, prices and photos" lists no fields.
    const nextSentence = /^[^.!?]*[.!?]\s+([^.!?]+)/.exec(after)?.[1] ?? '';
    const next = fieldsAfter(nextSentence);
    const asks = next !== null && (looksLikeFields(next.fields) || NEXT_ASKS.test(nextSentence));
    // "Formulaire de devis pour mon entreprise de peinture Couleurs & Murs à Angers : nom, ...": the
    // form's fields after a colon further on in its sentence, when they read as fields.
    const colon = /^[^.!?:]{0,120}:/.exec(after);
    const late = colon ? fieldsAfter(after.slice(colon[0].length - 1)) : null;
    const found = fieldsAfter(after) ?? (asks ? next : null) ?? (late && looksLikeFields(late.fields) ? late : null);
    if (found) return { target: formTarget(`${wordsBefore(text, at.index)} ${at[1] ?? ''} ${at[2] ?? ''}`), ...found };
  }
  // No form word: "Volunteer sign-up for Harbour Food Bank: name, email, phone" asks for one all the same.
  let tries = 0;
  for (const purpose of text.matchAll(FORM_PURPOSE)) {
    if (++tries > 6) break;
    const rest = text.slice(purpose.index + purpose[0].length);
    const found = fieldsAfter(rest);
    // "... - runners choose a race, give their club number and leave an email": two or more fields
    // said as what people do are a form's, whatever their words.
    if (found && (looksLikeFields(found.fields) || (rest.match(SAID_AS_CLAUSES) ?? []).length >= 2))
      return { target: formTarget(`${wordsBefore(text, purpose.index)} ${purpose[0]}`), ...found };
  }
  return null;
}

/** The three words before a form word, which say what the form is for ("party booking form"). */
function wordsBefore(text: string, index: number): string {
  return text
    .slice(Math.max(0, index - 30), index)
    .split(/\s+/)
    .slice(-3)
    .join(' ');
}

// An opener inside the first piece of a list: "for Rose Cottage with check-in date, ...", "für die
// Ferienwohnung Seeblick mit Anreise, ...", "for Tidewater Logistics: name, ...", "for Ember Grill - name, ...".
const INNER_OPEN = /(?<!\p{L})(?:with|asking for|including|mit|con|avec)(?!\p{L})|:|\s[–—-]{1,2}\s|[–—]/giu;
// Choices in brackets after a field: "car size (small, medium, large)", "level (beginner or advanced)".
const BRACKETED = /\(([^()]{1,160})\)/g;
const CHOICE_SPLIT = /\s*(?:,|\/|;|(?<![\p{L}-])(?:or|and|ou|o|oder|y|et|und)(?![\p{L}-]))\s*/iu;
const MARK = /\s*\u0001(\d+)\u0001/;

/** The fields listed right after an opener ("with", "asking for", "fields:"), when there are enough of them to be a list. */
function fieldsAfter(text: string): FormFields | null {
  const opened = FIELDS_OPEN.exec(text);
  if (!opened) return null;
  // "should ask for a phone number", "with a phone number field": one field, named as a field, is enough.
  const single = /\bask(?:s|ing)? for\b|\b(?:collect|captur|gather|requir)\w*|\b(?:fields?|champs|campos|felder)\b/i.test(opened[0]);
  // A name between the form and its list is no field: the list starts after the last opener before its first comma.
  const comma = opened[1]!.search(/[,;]/);
  let start = 0;
  for (const m of opened[1]!.slice(0, comma >= 0 ? comma : undefined).matchAll(INNER_OPEN)) start = m.index + m[0].length;
  // Each bracketed part is held aside while the list is split, so its commas split no fields.
  const bracketed: string[] = [];
  const list = opened[1]!.slice(start).replace(BRACKETED, (_, inner: string) => `\u0001${bracketed.push(inner) - 1}\u0001`);
  // "... and a tick box for the terms and conditions": what a box is for runs to the end of the list, joining words and all.
  const box = BOX_FOR.exec(list);
  // "Füge ein Formular mit Name, E-Mail und Kurs hinzu": the verb's particle closing the sentence is no part of a field.
  const listed = withoutClosingParticle(box ? list.slice(0, box.index) : list);
  const choices: Record<string, string[]> = {};
  const fields = [...listed.split(SPLIT), ...(box ? [list.slice(box.index)] : [])]
    .map((piece) => {
      const mark = MARK.exec(piece);
      const inner = mark ? bracketed[Number(mark[1])]! : '';
      const options = inner
        .split(CHOICE_SPLIT)
        .map((o) => o.trim())
        .filter((o) => o.length > 0 && o.split(/\s+/).length <= 4);
      const f = piece
        // A bracketed note that lists no choices ("phone (optional)") stays part of the field's words.
        .replace(MARK, options.length >= 2 ? '' : ` ${inner}`)
        .replace(SAID_AS_CLAUSE, '')
        .replace(LEADING, '')
        .replace(/\s+(?:fields?|boxes|box|inputs?)$/i, '')
        // "a box to agree to the privacy policy": the box is the control, the rest its label.
        .replace(BOX_FOR, '')
        .replace(/[()"“”\u0001]/g, '')
        .trim();
      if (options.length >= 2) choices[f.toLowerCase()] = options;
      return f;
    })
    // "... with check-in and check-out, dark theme": how the site looks is no field.
    .filter(
      (f) =>
        f.length >= 2 &&
        (f.split(/\s+/).length <= 4 || ((CONSENT.test(f) || QUESTION_FIELD.test(f)) && f.split(/\s+/).length <= 10)) &&
        !FORM_WORDS.test(f) &&
        !TRIGGER.test(` ${f} `) &&
        !/\b(theme|colou?rs?|dark|light|font|palette|layout)\b/i.test(f),
    );
  if (fields.length < (single ? 1 : 2)) return null;
  // "Bestellformular für Torten, Brot und Kuchen": after "for", a list of what is ordered is no list of fields.
  const opener = opened[0].slice(0, opened[0].length - opened[1]!.length);
  if (/(?<!\b(?:ask|asks|asking)\s+)\b(?:for|f[üu]r|pour|para)\s*$/i.test(opener) && !namesAField(fields)) return null;
  const kept = Object.keys(choices).filter((key) => fields.some((f) => f.toLowerCase() === key));
  return kept.length > 0 ? { fields, choices: Object.fromEntries(kept.map((key) => [key, choices[key]!])) } : { fields };
}

export function parseAskedFor(text: string, known: (phrase: string) => SectionId | null): AskedFor {
  const custom: string[] = [];
  const items: ListedItem[] = [];
  const headings: Partial<Record<SectionId, string>> = {};
  const social = [...new Set([...text.matchAll(NETWORK_WORDS)].map((m) => NETWORKS[m[1]!.toLowerCase()]!))];
  const unbuildable = [...new Set(UNBUILDABLE.filter(([pattern]) => pattern.test(text)).map(([, said]) => said))];
  const form = formOf(text);
  // A form's fields and their choices are no things to list.
  // ("car size (small, medium)" splits into "car size small" and "medium" where a list is read by its commas).
  const choices = Object.entries(form?.choices ?? {});
  const formFields = new Set(
    [...(form?.fields ?? []), ...choices.flatMap(([f, options]) => [...options, `${f} ${options[0]!}`])].map((f) => f.toLowerCase()),
  );
  // 'should list "Late Light" and "Open Book"': a quoted title is a title, whatever its words.
  const titles = new Set([...text.matchAll(/["“«„]([^"”»“\n]{1,80})["”»“]/g)].map((m) => m[1]!.trim().toLowerCase()));
  const { items: phrases, offered, featured } = phrasesOf(text);
  for (const { name: phrase, price, per } of phrases) {
    const lower = phrase.toLowerCase();
    // A thing with a price is a thing sold, even when its word is also a design word ("colour £80").
    // A thing with a price is a thing sold ("medium house €30" is no profile link, "Team $29/month" no
    // team section), and a quoted title is a title.
    const sold = price !== null || titles.has(lower);
    if (
      formFields.has(lower) ||
      (NOT_A_THING.test(headOf(phrase)) && !sold && !isDesignService(phrase) && !offered.has(lower)) ||
      // "a booking form", "Anmeldeformular für Kurse": a form the site has, no thing on offer.
      (FORM_WORDS.test(lower) && (known(phrase) || known(formFor(phrase))))
    )
      continue;
    if (!sold && (new RegExp(NETWORK_WORDS.source, 'i').test(phrase) || UNBUILDABLE.some(([p]) => p.test(phrase)))) continue;
    // "Mo–Sa 6–18 Uhr" is a row of opening hours, "botones rojos" and "a near-black page" how the site
    // looks, "liens vers Deezer" a link: no things.
    if (isHoursRow(phrase) || (!sold && (namesUiColour(phrase) || onlyColour(phrase, 'en') || LINK_TO.test(phrase)))) continue;
    // "une programmation des artistes", "un equipo de profesores": a known section named with a phrase of its own heads it.
    // "the Long Gallery", a place called by its name, and a thing sold are no section.
    // "invoicing from tracked hours" is invoicing: a phrase with a preposition is named by the words before it.
    const head = phrase.replace(/^(\S+(?:\s+\S+)?)\s+(?:from|for|by|on|in|to|at|after|before)\s.*$/i, '$1');
    const id =
      // "I write blog posts, ...": two words or more a trade verb lists are a thing offered, no section ("a gallery" still is one).
      // "full service", "basic service": one service, described, is a thing offered, not the services section.
      sold ||
      PROPER_ARTICLE.test(phrase) ||
      (offered.has(lower) && phrase.includes(' ')) ||
      ONE_SERVICE.test(phrase) ||
      /\p{L}-service$/iu.test(phrase)
        ? null
        : (known(head) ?? (OF_PHRASE.test(phrase) ? known(phrase.split(/\s+/)[0]!) : null));
    // "les artistes", "speakers", "a timetable": a section listed in the request's own word is headed by it (widgets keep their names).
    const ownWords = OF_PHRASE.test(phrase) || (id !== null && !APPS.has(id) && !FORM_WORDS.test(phrase));
    if (id && ownWords && headings[id] === undefined) headings[id] = phrase.charAt(0).toUpperCase() + phrase.slice(1);
    if (id) continue;
    // Only noun phrases become cards: "search stock codes" is something to do, not a thing to show.
    // Two words with a singular second one read as a thing ("book club", "order form").
    const compound = /^\S+\s+\S*[^s\s]$/i.test(phrase);
    if (
      !sold &&
      ((ACTION.test(phrase) && !compound && !featured.has(lower)) ||
        /\b(should|must|can|will|would|able|functionality|ability)\b/i.test(phrase))
    )
      continue;
    // "on peut ajouter les produits", "se puede reservar", "man kann bestellen": a clause about what people do, no thing.
    if (!sold && CLAUSE.test(phrase)) continue;
    // "usually parked at Spitalfields Market", "based in Leeds": where the business is, no thing.
    if (!sold && WHERE_IT_IS.test(phrase)) continue;
    if (custom.some((c) => c.toLowerCase() === lower)) continue;
    custom.push(phrase);
    items.push(per ? { name: phrase, price, per } : { name: phrase, price });
  }
  const uploads = [
    ...new Set(
      [...text.matchAll(/\buploads?(?:ing)?\s+(?:(?:a|an|the|their|your|his|her|my|our)\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)/giu)].map((m) =>
        m[1]!
          .toLowerCase()
          .replace(/\s+(to|and|or|for|on|in|with)$/, '')
          .replace(/\s+(to|and|or|for|on|in|with)\s.*$/, ''),
      ),
    ),
  ]
    // "CV upload and a start date": a joining word after "upload" starts the next thing, not what is uploaded.
    .filter((u) => !/^(to|and|or|for|on|in|with|it|them|files? to)$/.test(u) && !/^(?:and|or|to|for|on|in|with)\s/.test(u))
    .slice(0, 2);
  if (uploads.length === 0 && /\buploads?\b/i.test(text)) uploads.push('file');
  const messaging =
    /\b(comments?|feedback|messages?|messaging|chat|enquir(y|ies)|inquir(y|ies)|comentarios?|mensajes?|commentaires?|messages?|kommentare?|nachrichten?)\b/i.test(
      text,
    );
  return { custom: custom.slice(0, 8), items: items.slice(0, 8), headings, social, form, unbuildable, uploads, messaging };
}

/**
 * The known section a phrase names, if any. The section's word must be the phrase's head (its
 * last word): "opening hours" is the hours section, but "staff picks" is not the team and "book
 * club" is not a booking form.
 */
export function knownSection(phrase: string): SectionId | null {
  const trimmed = phrase.trim();
  for (const [id, pattern] of FEATURE_WORDS) {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const m of trimmed.matchAll(global)) if ((m.index ?? 0) + m[0].length >= trimmed.length - 1) return id;
  }
  return null;
}
