// "We renamed the shop to Copper Kettle", "Cambia el nombre del bar a ...", "Ändere den Namen zu ...",
// "Renommez la boutique en ...": a new name for the business, in the four site languages. Each
// language has its own words that ask for a new name and its own word before the name ("to", "a",
// "zu", "en"), so the Spanish "a" is never read as an English article.
import { wordsPattern } from './edit-words.ts';
import { PART_WORDS } from './rename-label.ts';

export interface RenameOp {
  kind: 'rename';
  to: string;
  from?: string;
}

interface RenameWords {
  /** Words that ask for a new name, the name following them after one of `before`. */
  ask: RegExp;
  before: RegExp;
  /** Words the name follows directly ("call it X", "heißt jetzt X"). */
  direct: RegExp;
}

const LANGUAGES: RenameWords[] = [
  {
    ask: wordsPattern([
      'rename',
      'renamed',
      're-?brand',
      're-?branded',
      // Said as news: "We're rebranding as X", "renaming the shop to X".
      're-?branding',
      'renaming',
      'change the (?:business |company |site |shop |brand |store |bar |café |restaurant |studio |salon )?name',
      'update the (?:business |company |site |shop |brand |store )?name',
      'new name',
      // "We changed our name to X", "our name has changed to X".
      ...['changed our name', 'changed the name', 'our name has changed', 'our name changed', 'changing our name'],
    ]),
    before: wordsPattern(['to', 'into', 'as']),
    direct: wordsPattern([
      ...['call it', 'name it', 'now called', 'is called', 'are called', 'new name is', 'goes by', 'go by', 'now known as'],
      // The business speaking of itself: "we're called X now", "our name is now X".
      ...["we're called", 'we’re called', 'we are called', 'our name is now', 'name is now', "we've rebranded as", 'we’ve rebranded as'],
      // What it is to be called: "the site should be called X", "it will be called X from May".
      ...['should be called', 'will be called', 'must be called', 'needs to be called'],
    ]),
  },
  {
    ask: wordsPattern([
      'cambia el nombre',
      'cambiar el nombre',
      'cambie el nombre',
      'renombra',
      'renombrar',
      'nuevo nombre',
      'cambiamos de nombre',
      'cambiamos el nombre',
    ]),
    before: wordsPattern(['a', 'por', 'como', 'en']),
    direct: wordsPattern([
      ...['se llama', 'ahora se llama', 'llámalo', 'llámala', 'nuevo nombre es', 'nos llamamos', 'pasamos a llamarnos'],
      ...['nuestro nombre es', 'nuestro nombre ahora es', 'nuestro nombre es ahora'],
      ...['debe llamarse', 'debería llamarse', 'se llamará', 'pasa a llamarse', 'va a llamarse'],
    ]),
  },
  {
    ask: wordsPattern(['ändere den namen', 'ändern den namen', 'benenne', 'benennen', 'umbenennen', 'neuer name', 'neuen namen']),
    before: wordsPattern(['zu', 'in', 'auf', 'um in']),
    direct: wordsPattern([
      ...['heißt jetzt', 'heißen jetzt', 'heisst jetzt', 'heissen jetzt', 'neuer name ist', 'nenne es', 'nennen wir'],
      ...['wir heißen', 'wir heissen', 'nennen uns', 'name ist jetzt', 'name lautet', 'heißt ab sofort', 'heißen ab sofort'],
      ...['heißen ab jetzt', 'heißt ab jetzt', 'heißen künftig', 'heißt künftig', 'heißen nun', 'heißt nun'],
    ]),
  },
  {
    ask: wordsPattern([
      'renommez',
      'renomme',
      'renommer',
      'changez le nom',
      'change le nom',
      'changer le nom',
      'modifiez le nom',
      'modifie le nom',
      'nouveau nom',
      'changeons de nom',
      'changeons le nom',
    ]),
    before: wordsPattern(['en', 'pour', 'à']),
    direct: wordsPattern([
      ...["s'appelle", 's’appelle', "s'appelle désormais", "s'appelle maintenant", 'appelez-la', 'appelez-le'],
      ...['nous nous appelons', 'nouveau nom est', 'notre nom est', 'nous avons été renommés', 'nous sommes devenus'],
      ...["doit s'appeler", 'doit s’appeler', "devrait s'appeler", "va s'appeler", "s'appellera", 's’appellera'],
    ]),
  },
];

// What may follow the name: ", update the name everywhere", " everywhere", " überall", " partout".
const AFTER_NAME = wordsPattern([
  'everywhere',
  'on every page',
  'across the site',
  'on the site',
  'throughout',
  'please',
  'überall',
  'auf allen seiten',
  'bitte',
  'en todas partes',
  'en todo el sitio',
  'por favor',
  'partout',
  'sur tout le site',
  "s'il vous plaît",
]);

const NOW_WORDS = [
  ...['now', 'from now on', 'jetzt', 'ab sofort', 'ab jetzt', 'künftig', 'von nun an', 'nun', 'ahora', 'desde ahora'],
  ...['désormais', 'maintenant', 'dorénavant'],
];
const NOW_BEFORE = new RegExp(`^(?:${NOW_WORDS.join('|')})\\s+`, 'iu');
const NOW_AFTER = new RegExp(`\\s(?:${NOW_WORDS.join('|')})$`, 'iu');

/** The name in `rest`: up to the end of its clause, without the words that may trail it. */
function nameIn(rest: string): string | null {
  let end = rest.length;
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i]!;
    // A dash between spaces ends the clause too: "we're now called Fern & Fable Plant Co - update the name".
    const dash = (c === '-' || c === '–' || c === '—') && rest[i - 1] === ' ' && rest[i + 1] === ' ';
    if (
      dash ||
      c === ',' ||
      c === ';' ||
      c === '!' ||
      c === '?' ||
      c === '\n' ||
      (c === '.' && (i + 1 === rest.length || rest[i + 1] === ' '))
    ) {
      end = i;
      break;
    }
  }
  let name = rest.slice(0, end);
  const trail = name.match(AFTER_NAME);
  if (trail?.index !== undefined) name = name.slice(0, trail.index);
  // "nous nous appelons désormais X", "we're called X now": the word for "now" is no part of the name.
  name = name
    .trim()
    .replace(/^[:\s]+/, '')
    // "Rename us to Birch House — and ...": the dash left where the next ask was cut off.
    .replace(/\s[-–—]+$/, '')
    .replace(NOW_BEFORE, '')
    .replace(NOW_AFTER, '')
    .trim();
  return name.length > 0 && name.length <= 80 ? name : null;
}

/** A rename asked for in `text`, or null. `quoted` are the quoted strings of the text, in order. */
export function parseRename(text: string, quoted: string[]): RenameOp | null {
  for (const words of LANGUAGES) {
    const direct = text.match(words.direct);
    const ask = direct ? null : text.match(words.ask);
    const found = direct ?? ask;
    if (found?.index === undefined) continue;
    // "Rename the about page to ...": a page or a section is renamed (rename-label.ts), not the business.
    if (ask) {
      const rest = text.slice(found.index + found[0].length);
      const object = rest.slice(0, rest.match(words.before)?.index ?? rest.length);
      if (PART_WORDS.test(object)) return null;
    }
    let to: string | null;
    if (quoted.length > 0) to = quoted[quoted.length - 1]!;
    else {
      let rest = text.slice(found.index + found[0].length);
      if (ask) {
        const before = rest.match(words.before) ?? rest.match(/:/);
        if (before?.index === undefined) continue;
        rest = rest.slice(before.index + before[0].length);
      }
      to = nameIn(rest);
    }
    if (!to) continue;
    return quoted.length >= 2 ? { kind: 'rename', from: quoted[0]!, to } : { kind: 'rename', to };
  }
  return null;
}
