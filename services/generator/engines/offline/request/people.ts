// The people a request names for its team: "Our teachers: Anna (vinyasa), Tom (yin) and Priya",
// "with our team: Dr Sarah Lee, Dr Tom Hart and hygienist Amy Cole", "Unser Team: Lena (Inhaberin)
// und Max". They are the team section's people, in place of the stock ones, and no things on offer.
export interface Person {
  name: string;
  /** What they do, as the request says it ("vinyasa", "hygienist"); null when it says nothing. */
  role: string | null;
}

// The word for the team, then a colon, a dash or a verb that introduces its members.
const TEAM_WORD = `(?:team|teachers|instructors|coaches|trainers|tutors|staff|doctors|dentists|therapists|stylists|barbers|speakers|hosts|artists|vets|nurses|lehrer(?:innen)?|trainer(?:innen)?|mitarbeiter(?:innen)?|[äa]rzt(?:e|innen)|equipo|profesores|profesoras|monitores|entrenadores|[ée]quipe|professeurs|profs|coachs|intervenants)`;
// ... or, as a section asked for, "with" its members: "a team section with Dr. Sam Hill (dentist) and
// Jo Park", "einen Bereich 'Unser Team' mit Dr. Anna Lindner (Zahnärztin) und Tom Weiß".
const TEAM_LIST = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:our|the|my|unser(?:e|)|nuestr[oa]s?|notre|nos|mes|mis)\s+)?${TEAM_WORD}(?:\s+(?:are|is|include|includes|sind|son|sont))?(?:\s*(?::|[–—-]\s)|['"’”»]?\s+(?:(?:section|part|block|page|bereich|abschnitt|sección|rubrique)\s+)?(?:with|mit|con|avec)\s)\s*([^.!?\n]{3,300})`,
  'iu',
);
// A title's full stop ends no list: "Dr. Anna Lindner" (kept as U+0001 while the list is read).
// (The splitting of an edit into its instructions reads the same full stops: one expression for both.)
export const TITLE_STOP = /(?<![\p{L}])(Dr|Dra|Prof|Mr|Mrs|Ms|Mx|Sr|Sra|Srta|Mme|Mlle|St)\.(?=\s+\p{Lu})/gu;
// The verb or place closing the last member: "... und Tom Weiß (Prophylaxe) hinzufügen", "... and Jo Park to the page".
const LIST_CLOSE =
  /\s+(?:(?:bitte\s+)?(?:hinzufügen|ergänzen|aufnehmen|einbauen|einfügen|anlegen|zeigen|dazunehmen)|to the (?:site|page|home ?page|website)|on the (?:site|page)|please)\s*$/iu;
const SPLIT = /\s*(?:,|;|\s(?:and|und|y|et|&)\s)\s*/iu;
// "Anna (vinyasa)", "Amy Cole (hygienist)".
const WITH_ROLE_AFTER = /^(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})\s*\(([^()]{1,40})\)$/u;
// "hygienist Amy Cole", "Dr Sarah Lee", "Amy Cole".
const WITH_ROLE_BEFORE =
  /^(?:(\p{Ll}[\p{L}-]{2,30}(?:\s+\p{Ll}[\p{L}-]{2,30})?)\s+)?((?:(?:Dr|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})$/u;

const capitalised = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/** The people of the team the request lists, each with the role it gives; none when it lists none. */
export function teamPeople(asked: string): Person[] {
  const text = asked.replace(TITLE_STOP, '$1\u0001');
  const list = TEAM_LIST.exec(text)?.[1]?.replace(LIST_CLOSE, '');
  if (!list) return [];
  const people: Person[] = [];
  for (const piece of list.split(SPLIT).map((p) =>
    p
      .trim()
      .replace(/^(?:and|und|y|et)\s+/i, '')
      .replaceAll('\u0001', '.'),
  )) {
    const after = WITH_ROLE_AFTER.exec(piece);
    const before = after ? null : WITH_ROLE_BEFORE.exec(piece);
    if (after) people.push({ name: after[1]!, role: capitalised(after[2]!.trim()) });
    else if (before) people.push({ name: before[2]!, role: before[1] ? capitalised(before[1]) : null });
    // A piece that is no person ends the list: "Anna, Tom and a lovely studio" names two.
    else break;
  }
  return people.slice(0, 12);
}

/**
 * The text with the team's list blanked out, for readers that look for the business's name ("Lena
 * (Inhaberin)" names no business); `people`: what teamPeople read from it (none: nothing to blank).
 */
export function withoutTeamList(text: string, people: Person[]): string {
  const m = people.length > 0 ? TEAM_LIST.exec(text) : null;
  if (!m) return text;
  const start = m.index + m[0].length - m[1]!.length;
  return `${text.slice(0, start)}${' '.repeat(m[1]!.length)}${text.slice(start + m[1]!.length)}`;
}
