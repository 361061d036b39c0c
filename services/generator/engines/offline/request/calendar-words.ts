// Day and month names in the four languages the engine reads (en, de, es, fr), written out once.
// The brief's facts (dates, "open Saturdays"), the hours edit ("Mo-Fr 9-18") and the price edit
// (whose item names never include "next May") all read them from here. Lowercase, as people type
// them; spellings without accents ("fevrier", "sabado") are listed where people commonly write them.

import type { Lang } from './language.ts';

/** The weekdays, Monday first. */
export const WEEKDAYS: Record<Lang, readonly string[]> = {
  en: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  de: ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
};

/** The weekdays as written short on a sign ("Mo–Fr", "lun-ven"), Monday first. */
export const WEEKDAYS_SHORT: Record<Lang, readonly string[]> = {
  en: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  de: ['mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'],
  es: ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'],
  fr: ['lun', 'mar', 'mer', 'jeu', 'ven', 'sam', 'dim'],
};

/** Other ways a single weekday is written: longer abbreviations and spellings without accents. */
export const WEEKDAY_VARIANTS: readonly string[] = ['tues', 'weds', 'thur', 'thurs', 'mie', 'miercoles', 'sab', 'sabado'];

/** Words for a run of days ("daily", "werktags", "tous les jours"). */
export const DAY_RUNS: Record<Lang, readonly string[]> = {
  en: ['daily', 'every day', 'everyday', 'weekdays', 'weekday', 'weekends', 'weekend', '7 days a week'],
  de: ['täglich', 'werktags'],
  es: ['todos los días', 'todos los dias', 'a diario'],
  fr: ['tous les jours'],
};

/** The months, January first. */
export const MONTHS: Record<Lang, readonly string[]> = {
  en: ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  de: ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};

/** Other ways a month is written, with the month's number: Austrian "Jänner", "setiembre", and French spellings without accents. */
const MONTH_VARIANT_NUMBERS: Readonly<Record<string, number>> = { jänner: 1, maerz: 3, setiembre: 9, fevrier: 2, aout: 8, decembre: 12 };
export const MONTH_VARIANTS: readonly string[] = Object.keys(MONTH_VARIANT_NUMBERS);

/**
 * English month abbreviations that read as nothing else ("Sept 3", "Oct 12"), with the month's
 * number. "Mar", "Apr", "Jun" and "Jul" are left out: alone they are as often a name or a Spanish
 * word ("mar") as a month.
 */
const SHORT_EN_NUMBERS: Readonly<Record<string, number>> = { jan: 1, feb: 2, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12 };
export const MONTHS_SHORT_EN: readonly string[] = Object.keys(SHORT_EN_NUMBERS);

const LANGS: readonly Lang[] = ['en', 'de', 'es', 'fr'];

function unique(words: readonly string[]): string[] {
  return [...new Set(words)];
}

/** The month (1 for January ... 12) a word names in any of the four languages, written out, as a variant or short; else null. */
export function monthNumber(word: string): number | null {
  const plain = word.toLowerCase().replace(/\.$/, '');
  for (const lang of LANGS) {
    const index = MONTHS[lang].indexOf(plain);
    if (index >= 0) return index + 1;
  }
  return MONTH_VARIANT_NUMBERS[plain] ?? SHORT_EN_NUMBERS[plain] ?? null;
}

/** Every full month name in the four languages, with the variants: "may", "mai", "mayo", "fevrier"... */
export function monthNames(): string[] {
  return unique([...LANGS.flatMap((lang) => MONTHS[lang]), ...MONTH_VARIANTS]);
}

/** Every weekday name, short form, variant and run of days in the four languages. */
export function weekdayForms(): string[] {
  return unique([
    ...LANGS.flatMap((lang) => [...WEEKDAYS[lang], ...WEEKDAYS_SHORT[lang], ...DAY_RUNS[lang]]),
    ...WEEKDAY_VARIANTS,
    ...WEEKDAYS.en.map((day) => `${day}s`),
  ]);
}

/**
 * A regular-expression alternation of `words`, longest first so "sept" wins over "sep"; spaces
 * match any run of one to three spaces. Words hold no other regular-expression characters.
 */
export function alternation(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s{1,3}'))
    .join('|');
}

/** The weekday names in the four languages as they are written in a sentence, plural forms too ("Saturdays", "samedis", "sábados", "montags"). */
export function weekdayNamesInProse(): string[] {
  return unique([
    ...LANGS.flatMap((lang) => WEEKDAYS[lang]),
    ...WEEKDAYS.en.map((day) => `${day}s`),
    ...WEEKDAYS.de.map((day) => `${day}s`),
    ...WEEKDAYS.fr.map((day) => `${day}s`),
    ...['sábados', 'domingos', 'miercoles', 'sabado', 'sabados'],
    ...DAY_RUNS.en,
  ]);
}

const plainDay = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The weekday (0 Monday ... 6 Sunday) a single word names in any of the four languages, written
 * out, short, plural or as a German adverb ("Sunday", "Sundays", "Sun", "sonntags", "domingos",
 * "dimanche"), or null for anything else (a run of days, "weekends", another word).
 */
export function weekdayIndex(word: string): number | null {
  const plain = plainDay(word);
  for (const lang of LANGS) {
    for (const names of [WEEKDAYS[lang], WEEKDAYS_SHORT[lang]]) {
      const index = names.findIndex((name) => {
        const day = plainDay(name);
        return plain === day || plain === `${day}s`;
      });
      if (index >= 0) return index;
    }
  }
  return null;
}
