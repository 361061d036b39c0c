// Names beyond the business's own: the company behind a product ("Acme needs a landing page for
// Rocket, their backup tool": both belong on the page) and the person a personal site is for
// ("a homepage for me, Ana Ortiz"). Every pattern is anchored or bounded: no backtracking over
// the caller's text.
import nlp from 'compromise';
import { isKnownPlace } from './locale.ts';
import { townNamed } from './towns.ts';
import { caseless } from './caseless-pattern.ts';

// One to four capitalised words (with "&" between), the shape of a name.
// A word of a name may hold an ampersand: "Harbour Lights B&B", "M&S".
const NAME = String.raw`\p{Lu}[\p{L}\d'’.-]*(?:&\p{Lu}[\p{L}\d'’.-]*)?(?:\s+(?:\p{Lu}[\p{L}\d'’.-]*(?:&\p{Lu}[\p{L}\d'’.-]*)?|&|\d{4})){0,3}`;

const NOT_NAMES =
  /^(I|We|My|Our|A|An|The|It|This|Please|Make|Build|Create|Website|Site|Page|Hello|Hi|Hey|Need|Want|Looking|Une?|Una|Ein|Eine|Soy|Somos)$/;

// Words that open a request rather than name anything.
const OPENERS =
  /^(Me|Je|Ich|Yo|Wir|Nous|Nosotros|Hola|Bonjour|Salut|Hallo|Moin|Necesito|Quiero|Busco|Brauche|Suche|Hier|Here|Just|Also|Design|Launch|Landing|Portfolio|Homepage|Web|Webseite|Webpage|Website|Sitio|Página|Seite|Un|Mi|Mon|Ma|Mein|Meine|Por|Pour|Bitte|Für|Dear|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;

// "Acme needs ...", "Northwind Labs wants ...": a sentence that opens with who is asking.
const ASKER = new RegExp(
  String.raw`^\s*(${NAME})\s+(?:needs|wants|would like|is looking for|requires|asks for|is launching|launches|necesita|quiere|a besoin d|veut|souhaite|braucht|möchte|will)\b`,
  'u',
);

// "for Rocket, their backup tool" / "for Rocket, our new app": the product, and what it is.
const PRODUCT_APPOSED = new RegExp(
  String.raw`\b(?:for|para|pour|für)\s+(${NAME}),?\s+(?:their|our|its|his|her|my|su|nuestr[oa]|leur|notre|son|sa|ihr|ihre|unser|unsere)\s+(?:new\s+|nuev[oa]\s+|nouvel(?:le)?\s+|neue[sn]?\s+)?(\p{L}[^,.;:!?()\n]{1,80})`,
  'u',
);
// What the product is ends where the request goes on to what the page should have.
const ABOUT_END = /\s+(?:with|that|which|including|con|que|avec|qui|mit)\s.*$/iu;
// "their new app Rocket", "our product, Rocket", "its tool called Rocket".
const PRODUCT_NAMED = new RegExp(
  String.raw`\b(?:their|our|its|his|her|my)\s+(?:new\s+)?(?:app|application|product|tool|game|platform|service|software|device|gadget|plugin|extension|api|saas)\s*,?\s+(?:called\s+|named\s+)?(${NAME})`,
  'u',
);

/**
 * The company and its product, when the request names both, and what the product is when the request
 * says it beside the name ("password manager for small teams"); null when it names no product.
 */
export function companyAndProduct(text: string): { company: string; product: string; about: string | null } | null {
  const company = ASKER.exec(text)?.[1]?.trim();
  if (!company || NOT_NAMES.test(company.split(/\s+/)[0]!)) return null;
  const apposed = PRODUCT_APPOSED.exec(text);
  const product = (apposed ?? PRODUCT_NAMED.exec(text))?.[1]?.trim();
  if (!product || product === company || NOT_NAMES.test(product.split(/\s+/)[0]!)) return null;
  const about = apposed?.[2]?.replace(ABOUT_END, '').trim() ?? '';
  // One word ("app", "tool") says no more than the kind does.
  return { company, product, about: about.includes(' ') ? about : null };
}

// "for me, Ana Ortiz", "I'm Ana Ortiz", "my name is Ana Ortiz", and the same in es, fr, de.
const SELF =
  /(?:\b[Ff]or me,?\s+|\b[Aa]bout me,\s+|\b[Ii]['’]m\s+|\b[Ii] am\s+|\b[Mm]y name is\s+|\b[Mm]y name['’]s\s+|(?:^|[.!?]\s+)[Nn]ame['’]s\s+|\b[Mm]e llamo\s+|\b[Ss]oy\s+|\b[Pp]ara m[ií],\s+|\b[Jj]e suis\s+|\b[Jj]e m['’]appelle\s+|\b[Pp]our moi,\s+|\b[Ii]ch bin\s+|\b[Ff][üu]r mich,\s+|\b[Mm]ein [Nn]ame ist\s+)((?:(?:Dr|Prof|Dra|Mme|Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})/u;

const PERSONAL_KINDS = new Set(['portfolio', 'resume', 'photographer', 'wedding', 'blog']);

/** The person a personal site is for, when the request names them. */
export function personName(text: string, kindId: string): string | null {
  const self = SELF.exec(text)?.[1];
  if (self && !NOT_NAMES.test(self.split(/\s+/)[0]!)) return self;
  if (!PERSONAL_KINDS.has(kindId)) return null;
  // A portfolio or CV names its owner somewhere: compromise finds people in English prose.
  const person = (nlp(text).people().json() as { text: string }[])[0]?.text.replace(/[,.;:!?]+$/, '').trim();
  return person && /^\p{Lu}\S*\s+\p{Lu}/u.test(person) ? person : null;
}

// A name as people write it after a verb or a kind word: capitalised words, an elided article
// ("Fil d'Or"), "of", "the", "de" between them, a version or year at the end ("Notely 3", "2027").
const WORD = String.raw`(?:\p{Lu}[\p{L}\d'’.-]*(?:&\p{Lu}[\p{L}\d'’.-]*)?|[dl]['’]\p{Lu}[\p{L}'’-]*)`;
// ("Pressed for Time", "Bread for Life": "for" joins two capitalised words too.)
export const PROPER = String.raw`${WORD}(?:\s+(?:${WORD}|&|of|the|de|del|la|le|du|des|von|van|y|et|und|(?<!(?:Website|Site|Page|Homepage|Webpage|Web|Portfolio|Blog|Landing page|App|Shop|Store)\s)for(?=\s+\p{Lu})|\d{1,4}(?:\.\d{1,3})?\b)){0,5}`;
const TRAILING_JOINS = /(?:\s+(?:&|of|the|de|del|la|le|du|des|von|van|y|et|und))+$/u;

// "Since 1987 Harlow & Sons ...": the year a business dates from opens the sentence, no part of its name.
const SINCE_FIRST = /^(?:Since|Seit|Depuis|Desde|Established|Est\.|Founded)\s+(?:in\s+)?\d{4}\s+/u;

// "Priya Shah. I write ...": a full stop after a word that is no abbreviation ends the name.
const SENTENCE_END = /(?<!\b(?:Dr|Prof|Mr|Mrs|Ms|Mx|St|Sr|Sra|Jr|Co|Inc|Ltd|Corp|No|Mme|Mlle|[A-Z]))\.\s+\p{Lu}.*$/u;

/** The words up to the end of their sentence: "Priya Shah. I write" -> "Priya Shah". */
export function untilSentenceEnd(text: string): string {
  return text.replace(SENTENCE_END, '');
}

export function properName(written: string | undefined): string | null {
  const name = written
    ?.replace(SENTENCE_END, '')
    .replace(SINCE_FIRST, '')
    .replace(TRAILING_JOINS, '')
    .replace(/[.’']+$/, '')
    .trim();
  if (!name || name.length < 2) return null;
  const words = name.split(/\s+/);
  // "The Night Owls" is a name; "The" alone, or "A", "We", "Please", is how a sentence starts.
  if (NOT_NAMES.test(words[0]!) && !(words[0] === 'The' && words.length > 1)) return null;
  if (words.every((word) => NOT_NAMES.test(word) || OPENERS.test(word))) return null;
  return name;
}

// "I run Puddle Ducks Playgroup", "we own ...", "ich betreibe ...", "je dirige ...", "dirijo ...".
const RUN_BY = new RegExp(
  String.raw`(?:\b(?:I|[Ww]e)\s+(?:run|own|manage|operate|co-own|founded|started|opened|have just opened|just opened|are opening|am opening)|\b(?:[Ii]ch|[Ww]ir)\s+(?:betreibe|betreiben|leite|leiten|führe|führen|habe|haben)|\b(?:[Jj]e|[Nn]ous)\s+(?:dirige|dirigeons|gère|gérons|tiens|tenons)|\b(?:[Dd]irijo|[Ll]levo|[Tt]engo|[Dd]irigimos|[Ll]levamos|[Tt]enemos))\s+(${PROPER})`,
  'u',
);

/** The business the writer runs: "I run Puddle Ducks Playgroup in Leeds and need ...". */
export function runByWriter(text: string): string | null {
  return properName(RUN_BY.exec(text)?.[1]);
}

// "We're Copper Pot Catering, a ...", "Somos Hermanos Ruiz, carpintería ...", "Nous sommes Atelier Bleu,
// un studio ...", "Wir sind Kraft & Partner, Steuerberater ...", "We're the Harbour Rowing Club from
// Whitby", "Somos la Asociación Vecinal El Carmen de Murcia y organizamos ...": the writers say who
// they are, then what. The comma (or a dash, where they are, or what they do after "and") after the
// name says it is the business, not "we are open".
const WE_ARE = new RegExp(
  String.raw`(?:^|[.!?,]\s+)(?:[Ww]e['’]re|[Ww]e are|[Ss]omos|[Nn]ous sommes|[Ww]ir sind)\s+(?:(?:the|el|la|los|las|le|la|les|l['’]|die|der|das)\s+)?(${PROPER})(?=\s*[,(—–]|\s+-\s|\s+(?:in|from|en|de|à|aus)\s+\p{Lu}|\s+(?:and|y|e|und|et)\s+\p{Ll})`,
  'u',
);

// A country or region the engine knows, or one of its towns' cities (not every small namesake).
const isTown = (words: string) => isKnownPlace(words) || townNamed(words)?.city === true;

// "El Carmen de Murcia": a known town after "de", "from" or "aus" at the end of the name is where it is.
const FROM_TOWN = /^(.+?)\s+(?:de|from|aus)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)$/u;

/** The business the writers say they are. */
export function weAreName(text: string): string | null {
  // "Wir sind das Team von Grünwerk Gartenbau": the team's business is the name.
  const name = properName(
    WE_ARE.exec(text)?.[1]?.replace(/^(?:Team|Crew|Familie|Family|Equipo|Équipe)\s+(?:von|of|de|du|der)\s+(?=\p{Lu})/u, ''),
  );
  const from = name ? FROM_TOWN.exec(name) : null;
  return from && isTown(from[2]!) ? from[1]! : name;
}

/** The known town right after the business's name ("... El Carmen de Murcia y ..."), or null. */
export function townAfterName(text: string, name: string | null): string | null {
  const at = name ? text.indexOf(name) : -1;
  if (at < 0) return null;
  const town = /^\s+(?:de|from|aus)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/u.exec(
    text.slice(at + name!.length, at + name!.length + 80),
  )?.[1];
  return town && isTown(town) ? town : null;
}

const SUBJECT = new RegExp(String.raw`^\s*(${PROPER})\s+(\p{Ll}+)\b`, 'u');
const OTHER_VERBS =
  /^(hace|vende|ofrece|busca|necesita|quiere|organiza|sirve|prepara|repara|fabrique|vend|propose|cherche|organise|sert|prépare|répare|cuisine|verkauft|bietet|sucht|macht|braucht|organisiert|backt|serviert|repariert|baut)$/;

/** The last word of `words` is a verb in the present tense where it stands ("Joinery makes", not "practice"). */
function presentVerb(words: string): boolean {
  const terms = nlp(words).json()[0]?.terms as { tags: string[] }[] | undefined;
  const tags = terms?.[terms.length - 1]?.tags ?? [];
  return tags.includes('PresentTense') && !tags.includes('Gerund') && !tags.includes('Noun');
}

/** A sentence that opens with the business doing something: "Oakline Joinery makes bespoke kitchens ...". */
export function subjectName(text: string, isKindWord: (word: string) => boolean): string | null {
  const m = SUBJECT.exec(text);
  if (!m) return null;
  const verb = m[2]!;
  if (!OTHER_VERBS.test(verb) && !presentVerb(m[0])) return null;
  // "Kids love it", "Farmers market every Saturday": one word before an English verb without its -s is
  // a plural noun, no business ("Oakline makes ...").
  if (!OTHER_VERBS.test(verb) && !/\s/.test(m[1]!.trim()) && !/s$/.test(verb)) return null;
  // "Die Bäckerei Korn verkauft ...": the article before a kind word opens the sentence, not the name.
  const name = properName(
    // "Unsere Pension Seeblick hat ...": a possessive before the kind word likewise.
    m[1]?.replace(
      /^(?:Die|Der|Das|La|Le|Les|El|Los|Las|Unsere|Unser|Meine|Mein|Our|My|Notre|Nuestra|Nuestro|Mi|Ma|Mon)\s+(?=(\S+)\s)/u,
      (article, kind: string) => (isKindWord(kind) ? '' : article),
    ),
  );
  // "Bakery sells ...": a kind word opening a sentence is no name by itself.
  return name && (name.includes(' ') || !isKindWord(name)) ? name : null;
}

const OPENING = new RegExp(String.raw`^\s*(${PROPER})(?:\s+(?:at|in|on|near|by|from|à|au|en|im|bei|aus)\s|\s*[,:—–])`, 'u');

// English trades and roles that open a request before the name they introduce ("Electrician Spark
// Right in Leicester", "Tutor Priya Shah in Slough"): the first word says what, the rest who. Words
// that also open trading names ("Café Rouge", "Pizza Express", "Bar Italia") are not among them.
const ROLE_OPENERS = new Set(
  [
    ...['electrician', 'plumber', 'florist', 'tutor', 'band', 'photographer', 'barber', 'dentist', 'therapist', 'architect'],
    ...['painter', 'decorator', 'carpenter', 'joiner', 'builder', 'roofer', 'locksmith', 'mechanic', 'accountant', 'solicitor'],
    ...['lawyer', 'optician', 'jeweller', 'butcher', 'baker', 'bakery', 'hairdresser', 'trainer', 'gardener', 'landscaper'],
    ...['caterer', 'physiotherapist', 'osteopath', 'chiropractor', 'illustrator', 'designer', 'translator', 'musician', 'dj'],
  ].map((w) => w.toLowerCase()),
);

// A request that opens with capitalised words, then the kind of business in lower case, then where it
// is, what it offers or a pause: "Quick Lube garage - oil changes", "Golden Dragon takeaway: menu".
const NAME_THEN_KIND = new RegExp(
  String.raw`^\s*(${PROPER})\s+((?:\p{Ll}[\p{L}'’-]*\s+){0,2}\p{Ll}[\p{L}'’-]*)(?=\s*(?:$|[-–—,:;.!?(])|\s+(?:in|at|on|near|with|for|from|offering|selling|serving|based|that|who|en|à|au|im|bei|con|avec|mit)\s)`,
  'u',
);
// Words that open a description rather than a name ("Modern Italian restaurant", "Family Run bakery",
// "Award Winning florist"), and peoples and languages ("Traditional English pub", "Proper Thai kitchen").
const DESCRIBING = new RegExp(
  `^(?:${[
    ...['modern', 'traditional', 'family', 'friendly', 'local', 'award', 'best', 'small', 'independent', 'professional'],
    ...['reliable', 'affordable', 'premium', 'luxury', 'cosy', 'cozy', 'new', 'old', 'little', 'big', 'great', 'top', 'quality'],
    ...['proper', 'authentic', 'classic', 'vintage', 'organic', 'vegan', 'artisan', 'boutique', 'mobile', 'online', 'friendly'],
  ].join('|')})$`,
  'i',
);
const PEOPLES =
  /^(?:english|british|scottish|welsh|irish|american|french|italian|spanish|german|greek|turkish|thai|indian|chinese|japanese|korean|vietnamese|mexican|lebanese|polish|portuguese|caribbean|african|asian|european|nordic|scandinavian)$/i;

/**
 * "Quick Lube garage - oil changes, brakes", "Golden Dragon takeaway: menu and hours": the name of two
 * capitalised words or more before the kind, said in lower case; a description ("Modern Italian
 * restaurant") or a kind in capitals ("Wedding Photography studio") is none.
 */
export function nameBeforeKind(text: string, isKindWord: (word: string) => boolean): string | null {
  const m = NAME_THEN_KIND.exec(text);
  if (!m) return null;
  const words = m[1]!.split(/\s+/);
  const kind = m[2]!.split(/\s+/);
  if (words.length < 2 || !isKindWord(kind[kind.length - 1]!)) return null;
  if (DESCRIBING.test(words[0]!) || words.some((word) => isKindWord(word) || PEOPLES.test(word))) return null;
  return properName(m[1]);
}

/** A request that opens with the name and where it is: "Rosa's Bakery at 3 High Street, York". */
export function openingName(text: string, isKindWord: (word: string) => boolean): string | null {
  const name = properName(OPENING.exec(text)?.[1]);
  // "Wedding Photography in Leeds" is a kind of business, not its name.
  return name?.includes(' ') && !name.split(/\s+/).every((word) => isKindWord(word) || /^\p{Ll}/u.test(word)) ? name : null;
}

/**
 * "Florist Petal & Stem" -> "Petal & Stem": the trade that opens a name of two words or more after
 * it is no part of it ("Baker Street Deli" keeps its street, "Band of Gold" its small word).
 */
export function withoutRoleOpener(name: string, isKindWord: (word: string) => boolean): string {
  const [first, ...rest] = name.split(/\s+/);
  if (!ROLE_OPENERS.has(first!.toLowerCase()) || rest.length < 2 || !/^\p{Lu}/u.test(rest[0]!)) return name;
  if (/^(?:street|road|lane|hill|square|avenue|way|place|row)$/i.test(rest[0]!) || rest.every((word) => isKindWord(word))) return name;
  return rest.join(' ');
}

const HERE = new RegExp(String.raw`(?:^|[!.,;:]\s*)(${PROPER})\s+here\b`, 'u');

/** "Hi! Sunny Side Nursery here, we need ...": the writer signs with the business's name. */
export function signedName(text: string): string | null {
  return properName(HERE.exec(text)?.[1]);
}

/** The town after a name and role ("Jonas Berg, photographer, Oslo"). */
export function townAfterRole(text: string): string | null {
  const m = NAME_AND_ROLE.exec(text);
  if (!m || !isRole(m[2]!)) return null;
  return /^,\s*(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)\s*(?:[.;!?]|$)/u.exec(text.slice(m.index + m[0].length - 1))?.[1] ?? null;
}

/** "plumbing site (FlowRight)": a name in parentheses right after what it names. */
const PARENTHESISED = new RegExp(
  String.raw`\p{Ll}\s+\((${PROPER})(?:\)|,\s*(?:near|in|at|outside|just outside|close to|based in|nr\.?|covering|serving|working in|around)\s+\p{Lu})`,
  'u',
);

// "(Fixed on the Drive, Swindon)": the name and a known town after a comma, nothing else.
// The name may hold small words of its own ("Fixed on the Drive").
const PARENTHESISED_WITH_TOWN = /\p{Ll}\s+\((\p{Lu}[\p{L}'’&\d -]{1,40}?),\s*(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)\)/u;

export function parenthesisedName(text: string): string | null {
  // "a farm shop (Hollow Oak Farm)", and with where it is after a comma: "(Hollow Oak Farm, near
  // Ludlow)", "(Fixed on the Drive, Swindon)"; a list in brackets is no name ("a client list (Adidas, Lego)").
  const withTown = PARENTHESISED_WITH_TOWN.exec(text);
  const isTown = (words: string) => isKnownPlace(words) || townNamed(words) !== null;
  if (withTown && isTown(withTown[2]!) && !isTown(withTown[1]!)) return withTown[1]!.trim();
  const bracketed = PARENTHESISED.exec(text);
  // "L'association Les Amis du Vieux Moulin (Chinon)": one word in brackets right after a name of
  // several capitalised words says where that name is, and is no name itself.
  const opening = bracketed ? bracketed.index + bracketed[0].indexOf('(') + 1 : 0;
  if (bracketed && !/\s/.test(bracketed[1]!.trim()) && NAME_RIGHT_BEFORE.test(text.slice(Math.max(0, opening - 80), opening))) return null;
  return properName(bracketed?.[1]);
}
const NAME_RIGHT_BEFORE = /\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|du|de|des|la|le|of|the|von|del|&)){1,5}\s*\($/u;

// "Sharp Numbers (two accountants in Leeds)": a name right before a parenthesis that says what it is.
const NAME_BEFORE_PARENTHESIS = new RegExp(String.raw`(?:^|[\s,:;—–])(${PROPER})\s+\((?=\p{Ll}|\d)`, 'u');

/** A name written before a lowercase parenthesis describing it. */
export function nameBeforeParenthesis(text: string): string | null {
  return properName(NAME_BEFORE_PARENTHESIS.exec(text)?.[1]);
}

const TITLE = String.raw`(?:Dr|Prof|Mr|Mrs|Ms|Mx|Dra|Sr|Sra|Mme|Mlle|Herr|Frau)\.?\s+`;
// Lowercase words, or a short acronym among them ("freelance UX researcher", "SEO consultant").
const ROLE = String.raw`(?!(?:a|an|the)\s)(?:\p{Ll}[\p{L}-]*|\p{Lu}{2,4}(?![\p{L}]))(?:\s+(?:\p{Ll}[\p{L}-]*|\p{Lu}{2,4}(?![\p{L}]))){0,2}`;
// "Dr. Kofi Mensah, dentist, wants ..." and "Portfolio — Mara Lind, illustrator, Vancouver.".
const NAME_AND_ROLE = new RegExp(
  String.raw`(?:^\s*|[—–:-]\s+|\b(?:for|para|pour|für)\s+)((?:${TITLE})?${PROPER}),\s+(${ROLE})\s*(?:,|$|\.|;)`,
  'u',
);

/** A person's role or profession, when it reads as one ("illustrator", "yoga teacher", "paediatrician"). */
function isRole(phrase: string): boolean {
  const last = phrase.split(/\s+/).pop()!;
  if (/^(customer|client|user|visitor|member|owner|beginner|partner|people|person|family|friend|team|website|site|page)s?$/.test(last)) {
    return false;
  }
  return /(?:ician|ist|ologist|grapher)$/.test(last) || nlp(last).has('#Actor');
}

/** A person named with their role: the name (with the title) and the role. */
export function nameWithRole(text: string): { name: string; role: string } | null {
  const m = NAME_AND_ROLE.exec(text);
  if (!m || !isRole(m[2]!)) return null;
  const name = properName(m[1]);
  return name ? { name, role: m[2]! } : null;
}

// "I'm a freelance illustrator", "as a yoga teacher", and after a name: "Priya Raman, a UX researcher".
const ROLE_AFTER = new RegExp(String.raw`(?:\b(?:I['’]m|I am|as|for|me,|am|is)|\p{Lu}\p{Ll}{1,30},)\s+(?:a|an)\s+(${ROLE})`, 'u');

/** The role or profession the request gives its person, as written. */
export function roleOf(text: string): string | null {
  const named = nameWithRole(text);
  if (named) return named.role;
  const m = ROLE_AFTER.exec(text);
  if (!m) return null;
  // Keep the words up to the role noun itself ("freelance illustrator in Vancouver" -> "freelance illustrator").
  const words = m[1]!.split(/\s+/);
  for (let end = words.length; end > 0; end--) {
    const phrase = words.slice(0, end).join(' ');
    if (isRole(phrase)) return phrase;
  }
  return null;
}

// "the journaling app from Brightpaw", "a budgeting tool by Finch Labs".
const MAKER = new RegExp(
  String.raw`\b(?:(?:app|application|tool|game|product|platform|service|software|device|plugin|extension|gadget|api)\s+(?:from|by|made by|de|von|par)|(?:made|built|developed|created|brought to you) by)\s+(${PROPER})`,
  'u',
);

/** The company that makes the product a page is about, when named after it. */
export function makerOf(text: string): string | null {
  return properName(MAKER.exec(text)?.[1]);
}

// Words that open a sentence as a verb or a greeting, never as the kind of business.
const NOT_KIND_OPENERS =
  /^(?:Make|Build|Create|Design|Need|Want|Please|Hi|Hello|Hey|Help|Set|Put|Add|Give|Write|Launch|Start|Get|Could|Can|Would|Website|Site|Page|Homepage|Webseite|Seite|Sitio|Página|Crea|Haz|Necesito|Quiero|Fais|Créez|Erstelle|Baue|Mach)$/u;
// ("Plumber covering Bristol and Bath": a word of where it works makes no kind.)
const FUNCTION_WORDS =
  /^(?:covering|serving|based|located|around|across|a|an|the|for|with|me|us|my|our|your|in|at|on|of|to|and|or|by|from|new|simple|small|one|some|un|une|una|el|la|le|les|de|du|del|para|pour|für|mit|con|avec|ein|eine|einen|die|der|das|is|are|needs?|wants?|site|website|page|web|landing|about|please)$/u;
// "Burger joint Patty Wagon in Denver", "Chinese takeaway Golden Lotus, Bristol", "Kids coding club
// BitBuilders runs ...", "Jazz club Blue Lantern wants ...", "Crêperie Ker Avel à Quimper", "Hausboot-Vermietung Wellengang an der Müritz": the request opens with the kind of business
// (a capitalised word, "Five-a-side" too, then up to two lowercase ones; a kind word alone) and its name, followed by
// where it is, what it has or does, or the end of the phrase.
const KIND_OPENING = new RegExp(
  String.raw`^\s*(\p{Lu}\p{Ll}[\p{Ll}-]{0,20}(?:-\p{Lu}\p{Ll}{1,20})?(?:\s+\p{Ll}[\p{L}-]{1,20}){0,2}(?:\s+(?:for|pour|de|para|für)\s+\p{Ll}[\p{L}-]{1,20}(?:\s+\p{Ll}[\p{L}-]{1,20})?)?)\s+(${PROPER})(?=\s+(?:in|at|on|near|from|à|en|au|im|in|an|bei|with|and|runs|offers|sells|makes|has|wants|needs|would|is|hosts|meets|plays|con|avec|mit|und|y|et)\s|\s*[,.:;!?—–(]|$)`,
  'u',
);

/** A preposition that may join a kind's two nouns ("Toilettage pour chiens", "estudio de tatuajes"). */
export const KIND_JOINS = /^(?:for|pour|de|para|für)$/;

/** A request that opens with the kind of business and then its name. */
export function kindOpeningName(text: string, isKindWord: (word: string) => boolean): string | null {
  const m = KIND_OPENING.exec(text);
  if (!m) return null;
  const kind = m[1]!.split(/\s+/);
  // "Toilettage pour chiens Poil de Carotte", "Tienda de velas artesanales Cera Viva": a preposition may
  // join the kind's nouns (once, inside it), nothing else may.
  const joinAt = kind.findIndex((word, i) => i >= 1 && i < kind.length - 1 && KIND_JOINS.test(word));
  if (NOT_KIND_OPENERS.test(kind[0]!) || kind.some((word, i) => i !== joinAt && FUNCTION_WORDS.test(word.toLowerCase()))) return null;
  // "Clases de surf en Zarautz con Olatu Surf": a word of where before the capitals makes them a place.
  if (/^(?:en|in|à|au|im|at|near|bei)$/i.test(kind[kind.length - 1]!)) return null;
  const name = properName(m[2]);
  if (kind.length > 1 || !name) return name;
  // One capitalised word alone opens with the kind only when it is one ("Crêperie", not "Oakline"),
  // and stays part of the name, as "Taberna El Patio" and "Crêperie Ker Avel" are written.
  return isKindWord(kind[0]!) ? `${kind[0]} ${name}` : null;
}

// "Clases de surf en Zarautz con Olatu Surf: ...", "Yoga classes in Bath with Hannah Cole": the request
// opens with what is offered and where, then who offers it.
const KIND_PLACE_PROVIDER = new RegExp(
  String.raw`^\s*(\p{Lu}\p{Ll}{1,20}(?:\s+(?:for|pour|de|para|für)?\s*\p{Ll}[\p{L}-]{1,20}){0,2})\s+(?:in|en|à|au|im|in|at|near|bei)\s+\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30})?\s+(?:with|con|avec|mit)\s+(${PROPER})(?=\s*[,.:;!?—–(]|$)`,
  'u',
);

// "Cours de guitare avec Hugo Lemaire à Brest", "Clases de piano con Marta Gil en Soria": who first, then where.
const KIND_PROVIDER_PLACE = new RegExp(
  String.raw`^\s*(\p{Lu}\p{Ll}{1,20}(?:\s+(?:for|pour|de|para|für)?\s*\p{Ll}[\p{L}-]{1,20}){0,2})\s+(?:with|con|avec|mit)\s+(${PROPER})\s+(?:in|en|à|au|im|at|near|bei)\s+\p{Lu}`,
  'u',
);

/** Who offers what a request opens with, named after the kind of thing and its town. */
export function providerAfterKind(text: string): string | null {
  const m = KIND_PLACE_PROVIDER.exec(text) ?? KIND_PROVIDER_PLACE.exec(text);
  if (!m || NOT_KIND_OPENERS.test(m[1]!.split(/\s+/)[0]!)) return null;
  return properName(m[2]);
}

// "Name: Polished", "Site for: Northwind Kayak Tours", "Nom : Les Tilleuls": a name given as a form's field.
const LABELLED = new RegExp(
  String.raw`(?:^|[\n.!?;,]\s*)(?:${caseless(`(?:business |company |shop |brand |studio )?name|business|company|brand|site for|website for|landing page|homepage|website|site|nombre(?: del negocio)?|nom(?: de l['’]entreprise)?|firmenname|name der firma`)})\s*[:=]\s*(${PROPER})`,
  'u',
);

// "Need a one page site: Sunny Days Childminding, Ofsted registered, ...": the site asked for, then its name.
const SITE_THEN_NAME = new RegExp(
  String.raw`(?:^|[\n.!?;]\s*)(?:${caseless(String.raw`(?:i |we )?(?:need|want|make|build|create)\s+(?:me\s+|us\s+)?(?:a|an|my|our)\s+(?:(?:one[- ]page|simple|small|new|quick|little)\s+)?(?:site|website|web ?page|page|landing page|homepage)`)})\s*:\s*(${PROPER})(?=\s*(?:[,.;—–(]|\s-\s|$))`,
  'u',
);

/** The name given after a label, as in a filled-in form. */
export function labelledName(text: string): string | null {
  return properName(LABELLED.exec(text)?.[1] ?? SITE_THEN_NAME.exec(text)?.[1]);
}

// A German article, a capitalised kind noun, then the name: "das Café Morgenrot", "der Buchhandlung
// Seitenweise", "die Praxis Dr. Vogel". The kind stays part of the name, as Germans write it.
const GERMAN_KIND_THEN_NAME = new RegExp(
  String.raw`(?<![\p{L}])(?:der|die|das|des|dem|den|unsere[mnrs]?|unser|meine[mnrs]?|mein|(?<=(?:^|[.!?]\s+))(?:Der|Die|Das|Unsere[mnrs]?|Unser|Meine[mnrs]?|Mein))\s+(\p{Lu}\p{Ll}[\p{L}-]{1,30})\s+((?:Dr\.\s+)?${PROPER})`,
  'gu',
);

/** A German business named after its kind noun, when that noun is a kind of business. */
export function germanKindName(text: string, isKindWord: (word: string) => boolean): string | null {
  for (const m of text.matchAll(GERMAN_KIND_THEN_NAME)) {
    if (!isKindWord(m[1]!)) continue;
    const name = properName(m[2]);
    // "YouTube-Kanal Bastelbude": a kind joined to a platform by a hyphen names the channel, not the business.
    if (name) return m[1]!.includes('-') ? name : `${m[1]} ${name}`;
  }
  return null;
}

// 'a "Book now" button', '"Order on Deliveroo" link': quoted words a control shows, not a name.
const CONTROL_AFTER =
  /^\s{0,2}(?:links?|buttons?|banners?|tabs?|labels?|headings?|titles?|CTAs?|call to action|taglines?|slogans?|messages?|text|Link|Button|lien|bouton|botón|enlace)(?![\p{L}])/iu;

/** The first quoted phrase that reads as a name: one that is not the words on a link or button. */
export function quotedName(text: string): string | null {
  for (const m of text.matchAll(/[“"«„]([^”"»“\n]{2,60})[”"»“]/g)) {
    if (CONTROL_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 20))) continue;
    return m[1]!.trim();
  }
  const single = text.match(/(?:^|\s)'([^'\n]{2,60})'(?=[\s,.;:!?]|$)/);
  return single && !CONTROL_AFTER.test(text.slice(single.index! + single[0].length, single.index! + single[0].length + 20))
    ? single[1]!.trim()
    : null;
}

// "Nouvelle agence immobilière, Clé Verte, qui ouvre ...", "Neue Bäckerei, Korn & Kruste, die ...": the kind
// opening the sentence, then the name between commas, then a clause about it.
const KIND_APPOSED = new RegExp(
  String.raw`(?:^|[.!?:]\s+)((?:\p{L}[\p{L}-]{0,30}\s+){0,3}\p{L}[\p{L}-]{0,30}),\s+(${PROPER}),\s*(?:qui|que|où|who|which|that|where|die|der|das|wo|que|donde|with|avec|mit|con|in|à|en|im)(?![\p{L}])`,
  'u',
);

/** A name set between commas after the kind of business that opens the sentence. */
export function nameApposedToKind(text: string, isKindWord: (word: string) => boolean): string | null {
  const m = KIND_APPOSED.exec(text);
  if (!m || !isKindWord(m[1]!)) return null;
  return properName(m[2]);
}
