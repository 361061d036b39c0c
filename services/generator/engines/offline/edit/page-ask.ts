// Asking for a new page, in the four site languages: "add a separate page for our breakfast menu",
// "make an FAQ page", "give the team its own page", "eine eigene Seite für unser Frühstück",
// "una página para el desayuno", "une page pour notre petit-déjeuner". The name is what the page
// is for, without the words around it; items listed after it ("with porridge, eggs and pancakes")
// are the page's content, read by the caller. Every expression is of literal words around one
// bounded stretch of name: linear in the length of the request.

import { wordsPattern } from './edit-words.ts';
import { caseless } from '../request/caseless-pattern.ts';

const W = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const NAME_AFTER = '([^,;:.!?]{1,80})';
const NAME_BEFORE = "((?:[\\p{L}\\p{N}&'’-]+\\s+){1,4}?)";
const words = (forms: string[]) => forms.join('|');

const ADJECTIVES_EN = words(['new', 'separate', 'dedicated', 'extra', 'own', 'single', 'additional', 'whole', 'second', 'special']);
const ADJECTIVES_DE = words(['eigene', 'neue', 'separate', 'extra', 'zusätzliche', 'weitere', 'eigenen', 'neuen', 'separaten']);
const ADJECTIVES_ES = words(['nueva', 'propia', 'aparte', 'separada', 'dedicada', 'adicional', 'exclusiva']);
const ADJECTIVES_FR = words(['nouvelle', 'autre', 'séparée', 'dédiée', 'à part', 'distincte', 'propre', 'spéciale']);

const phrase = (source: string) => new RegExp(source, 'iu');
// The page word, then what it is for.
const PAGE_FOR = [
  phrase(
    `${W}(?:a|an|one|another|new)\\s+(?:(?:${ADJECTIVES_EN})\\s+){0,2}page\\s+(?:(?:just|only|all)\\s+)?(?:for|about|on|called|named|titled|listing|with|dedicated to|devoted to|to show|showing|for showing)\\s+${NAME_AFTER}`,
  ),
  phrase(
    `${W}(?:eine|einer|neue)\\s+(?:(?:${ADJECTIVES_DE})\\s+){0,2}(?:seite|unterseite)\\s+(?:(?:nur|extra)\\s+)?(?:für|über|zu|zum|zur|mit|namens|zu unserem|zu unserer|für unser)\\s+${NAME_AFTER}`,
  ),
  phrase(
    `${W}(?:una|otra)\\s+(?:(?:${ADJECTIVES_ES})\\s+){0,2}página\\s+(?:(?:${ADJECTIVES_ES})\\s+){0,2}(?:(?:solo|sólo)\\s+)?(?:para|sobre|de|del|con|llamada|dedicada a|dedicada al)\\s+${NAME_AFTER}`,
  ),
  phrase(
    `${W}(?:une|nouvelle)\\s+(?:(?:${ADJECTIVES_FR})\\s+){0,2}page\\s+(?:(?:${ADJECTIVES_FR})\\s+){0,2}(?:(?:rien que|juste|uniquement)\\s+)?(?:pour|sur|de|des|du|consacrée à|consacrée aux|consacrée au|dédiée à|dédiée aux|dédiée au|avec|appelée|intitulée|nommée|à propos de|à propos du|à propos des)\\s+${NAME_AFTER}`,
  ),
];
// The name before the page word: "an FAQ page", "a breakfast menu page", "eine FAQ-Seite".
const NAMED_PAGE = [
  phrase(`${W}(?:a|an|one|another|new)\\s+${NAME_BEFORE}page${E}`),
  phrase(`${W}(?:eine|einer|neue)\\s+(?:(?:${ADJECTIVES_DE})\\s+)?([\\p{L}\\p{N}]+)-seite${E}`),
];
// The page word, then its name in capitals: "une page Expositions en plus", "eine Seite Anfahrt",
// "una página Galería", "a page Events". The article and page word in any case, the name's capital as
// written (an expression with the i flag would read any letter as a capital).
const CAPITALISED_NAME = String.raw`(\p{Lu}[\p{L}'’-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’-]*){0,2})${E}`;
const PAGE_THEN_NAME = new RegExp(
  `${W}(?:${caseless(`une|nouvelle|eine|neue|una|otra|a|an|another|new`)})\\s+(?:(?:${caseless(`${ADJECTIVES_FR}|${ADJECTIVES_DE}|${ADJECTIVES_ES}|${ADJECTIVES_EN}`)})\\s+){0,2}(?:${caseless('page|seite|unterseite|página')})\\s+${CAPITALISED_NAME}`,
  'u',
);

// What is given its own page: "give the breakfast menu its own page", "put the team on a separate page".
const OWN_PAGE = [
  phrase(
    `${W}(?:give|put|move|split|spin)\\s+([^,;:.!?]{1,60}?)\\s+(?:off\\s+)?(?:its|their|on|onto|to|into|out onto|out to|its own|a)\\s+(?:(?:a|an|its|their|own|${ADJECTIVES_EN})\\s+){0,3}page${E}`,
  ),
];

// Words that end the name: the items listed after it, where the page goes, and politeness.
const NAME_END = new RegExp(
  `\\s(?:${words([
    ...['with', 'listing', 'that', 'which', 'where', 'including', 'linked', 'in the', 'to the', 'on the', 'and link', 'please'],
    ...['mit', 'hinzu', 'bitte', 'auf der', 'in der', 'und verlinke', 'con', 'en el', 'en la', 'a la web', 'por favor', 'y enlaza'],
    ...['avec', 'sur le', 'au site', 'dans le', "s'il vous plaît", 'et ajoutez', 'et liez'],
  ])})${E}`,
  'iu',
);
// Words before the name that are no part of it.
const LEADING = new RegExp(
  `^(?:${words([
    ...['our', 'the', 'my', 'a', 'an', 'all', 'all our', 'all the', 'your', 'unser', 'unsere', 'unseren', 'unserem', 'unserer'],
    ...['den', 'die', 'das', 'dem', 'der', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'el', 'la', 'los', 'las', 'notre', 'nos'],
    ...['le', 'les', 'mes', 'ses'],
    ...ADJECTIVES_EN.split('|'),
  ])})\\s+`,
  'iu',
);

// A name of adjectives only ("a new page", "a separate page") names nothing.
const ONLY_ADJECTIVES = new RegExp(`^(?:${ADJECTIVES_EN}|${ADJECTIVES_DE}|web|home|landing)$`, 'iu');

/** The name in a matched stretch: up to the words that end it, without the words before it. */
function cleaned(stretch: string): string | null {
  let name = stretch;
  const end = name.match(NAME_END);
  if (end?.index !== undefined) name = name.slice(0, end.index);
  name = name.trim().replace(/^[ld]['’](?=\p{L})/iu, '');
  for (let i = 0; i < 3 && LEADING.test(name); i++) name = name.replace(LEADING, '');
  name = name.trim();
  return name.length > 0 && name.length <= 60 && !ONLY_ADJECTIVES.test(name) ? name : null;
}

const SECTION_WORDS = wordsPattern(['section', 'sections', 'abschnitt', 'bereich', 'sección', 'secciones', 'apartado', 'rubrique']);
// "Add a contact form to the page": the page is where the thing goes.
const PLACE_ON_PAGE = /\b(?:to|on|onto|into|in|at|from|across)\s+(?:the|this|that|every|each|our|my|your|all)\s/i;

/** The name of the page asked for, or null when the text asks for no new page. */
export function askedPage(text: string, quoted: string[]): string | null {
  // "On every page", "to the page", "a section": a page of the site is where something goes, not what is asked.
  if (SECTION_WORDS.test(text)) return null;
  for (const list of [PAGE_FOR, OWN_PAGE, NAMED_PAGE, [PAGE_THEN_NAME]]) {
    for (const pattern of list) {
      const m = text.match(pattern);
      if (!m?.[1]) continue;
      if (list === NAMED_PAGE && PLACE_ON_PAGE.test(m[1])) continue;
      if (quoted[0]) return quoted[0];
      const name = cleaned(m[1]);
      if (name) return name;
    }
  }
  return null;
}
