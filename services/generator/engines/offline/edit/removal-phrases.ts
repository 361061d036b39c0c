// Removals where the name does not simply follow the verb: "take the croissant off the menu",
// "the croissant is no longer available", "Balayage bitte streichen", "wir bieten Balayage nicht
// mehr an", "el croissant ya no está disponible", "le croissant n'est plus disponible". Each
// expression is of literal words around one bounded stretch of name, so the work is linear in
// the length of the request.
import { wordsPattern } from './edit-words.ts';

const NAME = '([^,;:.!?]{1,80}?)';
const wordBefore = '(?<![\\p{L}\\p{N}])';
const wordAfter = '(?![\\p{L}\\p{N}])';
const around = (before: string, after: string) => new RegExp(`${wordBefore}(?:${before})\\s+${NAME}\\s+(?:${after})${wordAfter}`, 'iu');

// A verb and the word that ends it, with the name between them.
const SPLIT = [
  around('take|taking', 'off|out|away|down'),
  around('cut|scrap|strike|cross', 'from|off|out'),
  // German separable verbs: "wir bieten Balayage nicht mehr an", "wir haben keine Croissants mehr".
  around('bieten|verkaufen|machen|servieren|führen|haben|backen', 'nicht mehr|nicht länger'),
  around('kein|keine|keinen', 'mehr'),
  // The thing first: "Den Apfelstrudel haben wir nicht mehr", "Die Zimtschnecke backen wir nicht mehr".
  around('den|die|das', '(?:haben|führen|bieten|verkaufen|machen|servieren|backen)\\s+wir\\s+(?:leider\\s+)?nicht mehr'),
];

// Both apostrophes, as people type them.
const apostrophes = (forms: string[]) => forms.flatMap((f) => (f.includes("'") ? [f, f.replace(/'/g, '’')] : [f]));

// Words that say the item, named before them, has gone.
const GONE_AFTER = wordsPattern(
  apostrophes([
    ...['no longer available', 'not available any more', 'not available anymore', 'unavailable', 'discontinued'],
    ...["isn't available", "aren't available", 'is not available', 'are not available'],
    ...['no longer offered', 'no longer on the menu', 'off the menu', 'no longer on offer', 'no more'],
    ...['nicht mehr verfügbar', 'nicht mehr erhältlich', 'nicht mehr im angebot', 'gibt es nicht mehr', 'gibt es leider nicht mehr'],
    ...['ya no está disponible', 'ya no están disponibles', 'no está disponible', 'ya no se ofrece', 'ya no se ofrecen'],
    ...['ya no se vende', 'ya no se venden', 'ya no existe', 'ya no lo ofrecemos', 'ya no la ofrecemos'],
    ...["n'est plus disponible", 'ne sont plus disponibles', "n'est plus proposé", "n'est plus proposée", "n'est plus au menu"],
    ...["n'est plus à la carte", "n'existe plus", 'ne sont plus proposés'],
  ]),
);
// A German request ends in its verb: "Balayage bitte von der Preisliste streichen" (only at the
// end of its clause: "wir nehmen Karten" is no removal).
const GERMAN_VERB_LAST = new RegExp(
  `${wordBefore}(?:streichen|entfernen|löschen|rausnehmen|herausnehmen|weglassen|runternehmen|nehmen)(?=\\s*(?:[,;.!?]|$))`,
  'iu',
);
// Ends `before` when it is no part of the name: "the croissant is", "Balayage bitte von der Preisliste".
const BEFORE_GONE = new RegExp(
  `${wordBefore}(?:${apostrophes([
    ...['is', 'are', "isn't", "aren't", 'is not', 'are not', 'has been', 'have been', 'was', 'were', 'is now', 'are now'],
    ...['ist', 'sind', 'ist leider', 'sind leider', 'bitte', 'von', 'vom', 'aus', 'aus der', 'von der', 'leider'],
  ]).join('|')})${wordAfter}`,
  'iu',
);
// Words before the name that are no part of it.
const LEADING = wordsPattern(
  apostrophes([
    ...['please', 'sadly', 'unfortunately', 'also', 'and', 'so', 'oh', 'the', 'our', 'your', 'a', 'an', 'any', 'bitte', 'leider'],
    ...['auch', 'die', 'der', 'das', 'den', 'unser', 'unsere', 'unseren', 'lamentablemente', 'el', 'la', 'los', 'las', 'nuestro'],
    ...['nuestra', 'malheureusement', 'hélas', 'le', 'les', 'notre', 'nos', "l'", 'de', 'des', 'du'],
  ]),
);

// Words after a name that say it is a part of the page, not a word of the name.
const PART_AFTER = /\s+(?:bit|bits|part|section|stuff|side|thing|things|block|area)$/iu;

/** `name` without the words before it that are no part of it ("Sadly the croissant" -> "croissant"). */
function trimmed(name: string): string | null {
  // "l'éclair", "d'Earl Grey": the elided article is glued to the name.
  let rest = name.trim().replace(/^[ld]['’](?=\p{L})/iu, '');
  for (let i = 0; i < 4; i++) {
    const lead = rest.match(LEADING);
    if (lead?.index !== 0) break;
    // "l'" ends in its apostrophe; a word ends before a space.
    const after = rest.charAt(lead[0].length);
    if (!/[\s'’]$/.test(lead[0]) && !/\s/.test(after)) break;
    rest = rest.slice(lead[0].length).trim();
  }
  // "Take the weddings bit off": the part of the page is named by the thing in it.
  rest = rest.replace(PART_AFTER, '');
  return rest.length > 0 && rest.length <= 80 ? rest : null;
}

// Words that stand for the thing or the speaker, never its name: "den haben wir nicht mehr" says
// "we have it no more" ("wir" is who, "den" points back to a name said before).
const PRONOUN = /^(?:wir|ihr|sie|es|er|ich|man|den|die|das|dem|diesen|diese|dieses|it|them|that|this|these|those|we|you|they|i)(?:\s|$)/iu;

/** The name of an item asked to go in one of these phrasings, or null. */
export function removedByPhrase(text: string): string | null {
  for (const pattern of SPLIT) {
    const m = text.match(pattern);
    const name = m?.[1] ? trimmed(m[1]) : null;
    if (name && !PRONOUN.test(name)) return name;
  }
  const gone = text.match(GONE_AFTER) ?? text.match(GERMAN_VERB_LAST);
  if (gone?.index === undefined || gone.index === 0) return null;
  // The name is in the clause before the words: from the last separator on.
  let before = text.slice(0, gone.index);
  const clause = Math.max(...[',', ';', ':', '.', '!', '?'].map((c) => before.lastIndexOf(c)));
  before = before.slice(clause + 1);
  const end = before.match(BEFORE_GONE);
  if (end?.index !== undefined && end.index > 0) before = before.slice(0, end.index);
  return trimmed(before);
}
