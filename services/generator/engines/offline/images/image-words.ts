// What a request says about one of its pictures ("our logo is brand.svg", "team.jpg is a photo of
// our team at the bakery", "a shot of the shop front (front.jpg)"), and the file name made
// readable when it says nothing ("team-photo.jpg" -> "Team photo"). Each look is one linear
// pass over a query of at most 4000 characters.

export type ImageHint = 'hero' | 'team' | 'product' | 'gallery';

const MAX_DESCRIPTION = 120;

// Words that say nothing on their own: an alt text of just one of them is no alt text.
const GENERIC = new Set([
  'image',
  'images',
  'photo',
  'photos',
  'picture',
  'pictures',
  'pic',
  'pics',
  'img',
  'logo',
  'file',
  'shot',
  'photograph',
]);
// Camera and export prefixes in file names (IMG_2041, DSC0042, PXL_2024...).
const CAMERA_WORDS = new Set([
  'img',
  'dsc',
  'dscn',
  'dscf',
  'pxl',
  'dcim',
  'mvimg',
  'screenshot',
  'scan',
  'copy',
  'final',
  'edited',
  'min',
]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A clause ends at a sentence end (a full stop followed by a blank, not the dot of a file name),
// a semicolon, a line break, a comma or "and".
const CLAUSE_END = /(?:[.!?](?=\s|$)|[;\n,]|\s(?:and|but|while)\s)/i;

function clauseAfter(text: string): string {
  const end = text.search(CLAUSE_END);
  return end < 0 ? text : text.slice(0, end);
}

function clauseBefore(text: string): string {
  const marks = [...text.matchAll(new RegExp(CLAUSE_END.source, 'gi'))];
  const last = marks[marks.length - 1];
  return last?.index === undefined ? text : text.slice(last.index + last[0].length);
}

/** A description as alt text: no leading verb, article or "photo of", capitalised; null when nothing is left. */
export function cleanDescription(raw: string): string | null {
  let text = raw
    .trim()
    .replace(/^[("'“‘\s]+|[)"'”’:.\s]+$/g, '')
    .replace(
      /^(?:please\s+)?(?:use|add|put|show|include|here\s+is|here's|attached\s+is|attached|this\s+is|these\s+are|it\s+is|it's)\b\s*/i,
      '',
    )
    .replace(/^(?:a|an|the|our|my)\s+(?=(?:photo|picture|image|pic|shot|snapshot|photograph)s?\b)/i, '')
    .replace(/^(?:photo|picture|image|pic|shot|snapshot|photograph)s?\s+(?:of|showing|with)\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length > MAX_DESCRIPTION) text = `${text.slice(0, MAX_DESCRIPTION).replace(/\s+\S*$/, '')}…`;
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  if (words.length === 0 || words.every((w) => GENERIC.has(w) || /^(?:a|an|the|our|my|of)$/.test(w))) return null;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the query says about the file at `path`: whether it is the logo, and what it shows. */
export function describedIn(query: string, path: string): { logo: boolean; description: string | null } {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const found = new RegExp(`(^|[^\\w./-])(${escapeRegExp(path)}|${escapeRegExp(name)})(?![\\w-])`, 'i').exec(query);
  if (!found) return { logo: false, description: null };
  const at = found.index + found[1]!.length;
  const before = clauseBefore(query.slice(Math.max(0, at - 400), at));
  const after = clauseAfter(query.slice(at + found[2]!.length, at + found[2]!.length + 400));
  const logo = /\blogo\b/i.test(before) || /^\W*(?:is|as|=|:|-|–|—)?\s*(?:our|my|the)?\s*(?:new\s+)?logo\b/i.test(after);
  // "team.jpg is a photo of ...", "team.jpg: ...", "team.jpg (our team at the bakery)"
  const following = /^\s*(?:\(([^)]{3,200})\)|\)?\s*(?:is|shows|show|=|:|-|–|—)\s+(.+))/i.exec(after);
  // "a photo of our team at the bakery (team.jpg)", "the shop front: front.jpg"
  const preceding = /^(.*?)\s*(?:\(|:|-|–|—|=|\bis\b|\bin\b|\bsee\b|\bfile\b)\s*$/i.exec(before);
  const description = cleanDescription(following?.[1] ?? following?.[2] ?? '') ?? cleanDescription(preceding?.[1] ?? '');
  return { logo, description: logo ? null : description };
}

/** The file name as words ("team-photo.jpg" -> "Team photo"); null when it holds no word worth saying. */
export function readableName(name: string): string | null {
  const stem = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
  const words = stem
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s._+-]+/)
    .map((w) => w.toLowerCase())
    .filter((w) => w !== '' && !/^\d+$/.test(w) && !CAMERA_WORDS.has(w));
  if (words.length === 0 || words.every((w) => GENERIC.has(w))) return null;
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const HINTS: [ImageHint, RegExp][] = [
  ['hero', /\b(hero|banner|cover|header|front|storefront|shopfront|exterior|facade|outside|entrance)\b/i],
  ['team', /\b(team|staff|crew|founders?|owners?|people|employees|colleagues|us|chef|baker|bakers|barista|family)\b/i],
  ['product', /\b(product|products|item|bottle|package|packaging|merch)\b/i],
  ['gallery', /\b(gallery|portfolio)\b/i],
];

/** The section a picture's words point to (first match wins), or null. */
export function hintOf(words: string): ImageHint | null {
  const text = words.replace(/[_-]/g, ' ');
  return HINTS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}
