// Sections the request names in its own words: "sections for the line-up, tickets and camping",
// "a speakers section", "membership information". A phrase that names a known section heads that
// section ("Line-up" rather than "Schedule", "Speakers" rather than "Meet the team").
import type { SectionId } from '../sections/section-ids.ts';

const SECTIONS_FOR =
  /(?<!\p{L})(?:sections?|secciones|rubriques|abschnitten?|bereichen?)\s*(?:(?:for|on|about|para|sobre|de|pour|sur|f[üu]r|zu|[üu]ber)\s+|:\s*)([^.!?;:]{3,200})/iu;
// Spanish and French name the section after the word: "una sección de artistas", "une section équipe".
const SECTION_OF = /(?<!\p{L})(?:secci[óo]n|section|rubrique)\s+(?:de\s+|d['’]|des\s+|du\s+|sobre\s+)?(\p{L}[\p{L}-]{2,30})/giu;
// Up to three words before the word "section" (each bounded, so the scan stays linear).
const NAMED_SECTION = /((?:\p{L}[\p{L}'’-]{0,30}\s+){1,3})(?:section|secci[óo]n|rubrique|bereich|abschnitt)(?!\p{L})/giu;
const INFORMATION = /(?<!\p{L})(\p{L}[\p{L}-]{2,30}\s+(?:information|info|details))(?!\p{L})/giu;
const SPLIT = /\s*(?:,|&|(?<!\p{L})(?:and|y|et|und)(?!\p{L}))\s*/iu;
const FILLER = new Set(
  'a an the our my their its with and or also plus add include including has have having separate own dedicated short big small new own para la el las los le les un una une die der das den ein eine einen mit'.split(
    ' ',
  ),
);

function trimmed(phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  while (words.length > 0 && FILLER.has(words[0]!.toLowerCase())) words.shift();
  return words.join(' ');
}

/** The heading each named known section gets, as the request words it. */
export function sectionHeadings(text: string, known: (phrase: string) => SectionId | null): Partial<Record<SectionId, string>> {
  const phrases = [
    ...(SECTIONS_FOR.exec(text)?.[1]?.split(SPLIT) ?? []),
    ...[...text.matchAll(NAMED_SECTION)].map((m) => m[1]!),
    ...[...text.matchAll(INFORMATION)].map((m) => m[1]!),
    ...[...text.matchAll(SECTION_OF)].map((m) => m[1]!),
  ];
  const headings: Partial<Record<SectionId, string>> = {};
  for (const phrase of phrases.map(trimmed)) {
    if (phrase.length < 3 || phrase.split(/\s+/).length > 3) continue;
    const words = phrase.split(/\s+/);
    // "membership information" heads the section its first word names.
    const id = known(phrase) ?? (words.length === 2 && /^(?:information|info|details)$/i.test(words[1]!) ? known(words[0]!) : null);
    if (id && headings[id] === undefined) headings[id] = phrase.charAt(0).toUpperCase() + phrase.slice(1);
  }
  return headings;
}
