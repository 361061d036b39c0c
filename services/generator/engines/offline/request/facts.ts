// Facts a request states outright, kept as written so the page can show them: dates and date
// ranges ("14–16 May 2027", "9. Juni 2027", "le 12 octobre"), a phone number, a street address,
// a distance or format ("a 5k fun run") and opening days ("open Saturdays"). Every pattern is
// bounded: no unbounded repetition over the caller's text, so reading stays linear.

import { alternation, monthNames, MONTHS_SHORT_EN, weekdayForms, weekdayNamesInProse } from './calendar-words.ts';
import { AMOUNT, SIGN_AFTER, SIGN_BEFORE } from './money.ts';
import { townNamed } from './towns.ts';
import { caseless } from './caseless-pattern.ts';

export type FactKind = 'date' | 'phone' | 'email' | 'address' | 'measure' | 'open' | 'since' | 'fee';

export interface Fact {
  kind: FactKind;
  /** As the request writes it. */
  text: string;
}

const MONTH = alternation([...monthNames(), ...MONTHS_SHORT_EN]);
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th|er|\.)?`;
const RANGE = String.raw`\s*(?:[-–—]|to|au|bis|al|y|and|et|und)\s*`;
const YEAR = String.raw`(?:,?\s+(?:de\s+)?\d{4})?`;
// "14–16 May 2027", "9. Juni 2027", "12 de octubre", and "May 14, 2027", "March 3-5".
export const DATE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${DAY}(?:${RANGE}${DAY})?\s+(?:de\s+)?(?:${MONTH})\.?${YEAR}|(?:${MONTH})\.?\s+${DAY}(?:${RANGE}${DAY})?${YEAR})(?![\p{L}\d])`,
  'giu',
);

// A number written as a phone number: after a phone word, or starting with + or 0.
const PHONE =
  /(?:(?:\b(?:call|phone|tel|telephone|ring|mobile|whatsapp|text|t[ée]l[ée]phone|tel[ée]fono|telefon|handy|m[óo]vil|portable)\b\.?:?\s*(?:us\s+)?(?:on\s+|at\s+)?)(\+?\d[\d ().-]{5,18}\d)|(?<![\w+])(\+\d[\d ().-]{6,18}\d|0\d[\d ().-]{6,16}\d)(?![\w€$£]))/giu;

// ("Unit 3 Mill Lane", "Flat 2, 14 King Street": the unit or flat before the number is part of the address.)
const STREET_EN = String.raw`(?:(?:Unit|Units|Flat|Suite|Apartment|Apt\.?|Studio|Shop|Stall)\s+\d{1,4}[A-Za-z]?(?:-\d{1,4})?,?\s+(?:\d{1,4}[A-Za-z]?\s+)?|\d{1,4}[A-Za-z]?\s+)(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Ln\.?|Way|Drive|Boulevard|Blvd\.?|Place|Square|Court|Terrace|Row|Close|Crescent|Parade|Walk|Grove|Mews|Quay|Wharf|Hill)(?![\p{L}])`;
// "Lindenstraße 4", and a street named by where it is: "Am Mühlbach 5", "An der Kirche 2", "Zum Hafen 3".
const STREET_DE = String.raw`(?:\p{Lu}[\p{L}-]{0,30}(?:straße|strasse|weg|gasse|platz|allee|damm|ufer)|(?:Am|An der|An den|Auf dem|Auf der|Im|In der|Zum|Zur|Hinter dem|Vor dem)\s\p{Lu}[\p{L}-]{1,30})\s+\d{1,4}[a-z]?(?![\p{L}\d])`;
const STREET_FR = String.raw`\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|boulevard|bd|place|quai|chemin|allée|impasse|cours)\s+[^,.;:!?\n\d]{2,40}`;
// Spanish writes the street's word in lower case ("calle Mayor 14"), as the RAE asks, or capitalised.
const STREET_ES = String.raw`(?:[Cc]alle|C/|[Aa]venida|[Aa]vda\.|[Pp]laza|[Pp]aseo|[Cc]amino|[Cc]arrer|[Rr]ambla)\s+[^,.;:!?\n\d]{2,40}?,?\s*\d{1,4}(?![\p{L}\d])`;
const ADDRESS = new RegExp(`(?<![\\p{L}\\d])(?:${STREET_EN}|${STREET_DE}|${STREET_FR}|${STREET_ES})`, 'u');
// The postcode after a street, with its town: "28 Mill Lane, Stockport SK4 2AB" (a British postcode after
// the town), "Lindenstraße 4, 29221 Celle", "3 rue Neuve, 64000 Pau" (five digits before it).
const POSTCODE_AFTER =
  /^,?\s+(?:(?:\p{Lu}[\p{L}'’-]+(?:(?:[ -]|\s(?:upon|on|under|sur|am)\s)\p{Lu}[\p{L}'’-]+)?,?\s+)?[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|\d{5}\s+\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+)?)(?![\p{L}\d])/u;

// "a 5k fun run", "10 km trail race", "a 3-mile walk": the distance and the noun it measures.
const MEASURE =
  /(?<![\p{L}\d.,])\d{1,3}(?:[.,]\d)?\s?(?:k|km|kilometres?|kilometers?|mi|miles?|-mile|m|metres?|meters?)(?![\p{L}\d])((?:\s+\p{Ll}[\p{L}-]*){0,3})/gu;
const NOT_MEASURED = /^(?:from|to|of|in|on|at|and|or|the|a|an|away|long|with|for|de|del|la|el|en|du|des|le|à|von|vom|im|und|y|et)$/;

const DAYNAME = `(?:${alternation(weekdayNamesInProse())})`;
// A day of the week right before a date: "Saturday 14 June", "Sunday, 3 May", "le samedi 21 juin".
const WEEKDAY_BEFORE = new RegExp(String.raw`(?<![\p{L}])${DAYNAME}\.?,?\s+(?:(?:the|le|el|den)\s+)?$`, 'iu');
// "open Saturdays", "open Monday to Friday", "geöffnet samstags", "ouvert le samedi", "abierto los domingos",
// "abrimos de lunes a sábado", "nous ouvrons le mardi", "wir öffnen montags",
// and the days a group meets ("we meet on Saturdays", "nos reunimos los martes").
const OPEN = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:opening hours|hours|horarios?|horaires|öffnungszeiten)\s*:?|open|opened|opening|meet|meets|meeting|gather|ge(?:ö|oe)ffnet|offen|ouverte?s?|abiert[oa]s?|abrimos|abre|abren|(?:(?:nous|on)\s+)?ouvr(?:ons|e)|(?:wir\s+)?öffnen|öffnet|nos\s+reunimos|on\s+se\s+retrouve|treffen\s+uns)\s+(?:(?:on|every|from|am|le|les|du|los|las|el|de|todos los)\s+){0,2}${DAYNAME}(?:\s*(?:,|and|&|to|-|–|through|till|until|bis|und|au|et|a|y)\s*(?:(?:on|le|el)\s+)?${DAYNAME}){0,6}`,
  'iu',
);

// A time of day and a range of two: "7:30am", "18h", "13:00", "9 Uhr"; "7:30am to 6pm", "de 8h à 18h".
// "from noon till 11pm", "de mediodía a medianoche": noon and midnight are times too.
const TIME = String.raw`(?:\d{1,2}(?:[:.h]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|h|uhr)?|noon|midday|midnight|mittags|mitternacht|mediodía|medianoche|midi|minuit)`;
const TIMES = String.raw`(?:(?:from|de|des|von|de las|between)\s+)?${TIME}\s*(?:-|–|to|till|until|à|a|bis|au|and)\s*${TIME}`;
const DAY_WORDS =
  '(?:weekdays|weekends?|daily|every day|en semaine|le week-end|tous les jours|todos los d[ií]as|entre semana|fines de semana|werktags|täglich|am wochenende)';
const DAYS_SPAN = String.raw`(?:(?:on|le|les|du|el|los|las|de|am|von)\s+)?(?:${DAYNAME}(?:\s*(?:to|-|–|through|bis|au|a)\s*(?:(?:le|el)\s+)?${DAYNAME})?|${DAY_WORDS})`;
// More rows after the first: "..., Saturday 8am-2pm", "and weekends 8am to 4pm", "et le dimanche fermé".
const MORE_ROWS = String.raw`(?:\s*(?:,|;|\band\b|\bet\b|\by\b|\bund\b)\s*${DAYS_SPAN}\s*,?\s*(?:${TIMES}|closed|ferm[ée]|geschlossen|cerrado)(?![\p{L}\d])){0,4}`;
// A time that says it is one: "9:30am", "20:30", "14 Uhr", "20h" (a bare "14" is no time).
const MARKED_TIME = String.raw`\d{1,2}(?:[:.h]\d{2}\s?(?:am|pm|a\.m\.|p\.m\.|h|uhr)?|\s?(?:am|pm|a\.m\.|p\.m\.|h|uhr))`;
// The time an event starts: "starts 9:30am", "doors at 7pm", "ab 14 Uhr", "a las 20:30", "à 20h".
const START_TIME = String.raw`(?:(?:starts?|starting|begins?|beginning|doors(?:\s+open)?|kick-?off|from|at|ab|um|beginn|a las|a partir de las|desde las|à|dès|à partir de)\s+(?:at\s+)?)${MARKED_TIME}`;
// The times after a date: "del 3 al 12 de mayo, de 11:00 a 21:00", "Sunday 14 June, starts 9:30am".
const TIMES_AFTER_DATE = new RegExp(String.raw`^,?\s*(?:${TIMES}|${START_TIME}|${MARKED_TIME})(?![\p{L}\d])`, 'iu');
// The times after the opening days: "open Monday to Friday 8-6", "ouvert du lundi au samedi de 8h à 18h".
const TIMES_AFTER_DAYS = new RegExp(String.raw`^,?\s*${TIMES}(?![\p{L}\d])${MORE_ROWS}`, 'iu');
// The words that say opening hours follow, in the four languages.
const HOURS_WORD = String.raw`open|opening hours:?|hours:?|ge(?:ö|oe)ffnet|öffnungszeiten:?|ouverte?s?|horaires\s*:?|abiert[oa]s?|horario:?|abrimos|(?:nous\s+)?ouvrons|(?:wir\s+)?öffnen`;
// The times before them, or with no days: "open 7:30am to 6pm weekdays", "geöffnet 8 bis 18 Uhr".
const OPEN_AT = new RegExp(
  String.raw`\b(?:${HOURS_WORD})\s+${TIMES}(?![\p{L}\d])(?:,?\s+(?:seven days a week|7 days a week|${DAYS_SPAN}))?${MORE_ROWS}`,
  'iu',
);
// "every second Saturday of the month, 9am to 1pm", "tous les samedis", "cada sábado": a day that comes back.
const EVERY = new RegExp(
  String.raw`(?<![\p{L}])(?:every|each|tous les|toutes les|chaque|cada|todos los|todas las|jeden|jede)\s+(?:(?:first|second|third|fourth|last|other|premier|deuxième|troisième|dernier|primer|segundo|tercer|último|ersten|zweiten|dritten|letzten)\s+)?${DAYNAME}(?:\s+(?:of the month|du mois|del mes|im monat))?(?:,?\s+${TIMES}(?![\p{L}\d])|\s+(?:from|at|à|dès|ab|um|a las|a partir de)\s+${TIME}(?![\p{L}\d]))?`,
  'iu',
);
// "place Kléber", "la Plaza de Zocodover", "Victoria Park", "Market Square", "St Mark’s Hall": where an
// event or market is, with no number (squares, parks, and the halls, churches and centres events are held in).
const SQUARE =
  /(?<![\p{L}])(?:[Pp]lace|[Pp]laza|[Pp]iazza|[Pp]latz)\s+(?:(?:de|del|de la|du|des)\s+)?\p{Lu}[\p{L}'’-]{1,30}(?:[ -]\p{Lu}[\p{L}'’-]{1,30})?|(?<![\p{L}])\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30})?\s(?:Square|Park|Green|Gardens|Market Place|Dock|Docks|Quay|Wharf|Pier|Harbour|Marina|Common|Rec)(?![\p{L}])|(?<![\p{L}])(?!(?:The|A|An)\s)(?:St\.?\s)?\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30}){0,2}\s(?:Hall|Church|Chapel|Centre|Center|Library|Institute|Pavilion|Barn|Theatre|Theater|Primary|School|Academy|College|Station|Stadium|Arena|Cathedral|Abbey|Inn|Arms|Tavern)(?![\p{L}])/u;
// Where an event is held, as German, Spanish and French name it: a street with no number ("an der
// Lindenallee", "Sportplatz an der Lindenallee", "am Marktplatz") and the theatre, hall, church or
// park before its name ("Teatro Principal", "Salle Pleyel", "Parque del Retiro", "Église Saint-Paul").
const GERMAN_PLACE =
  /(?<![\p{L}])(?:auf dem|auf der|im|am|an der|in der|beim|vor dem|vor der)\s+((?:\p{Lu}[\p{L}-]{2,30}\s+(?:an der|am|in der|im)\s+)?\p{Lu}[\p{L}-]{0,30}(?:straße|strasse|allee|gasse|platz|weg|ufer|damm|markt|park|halle|bibliothek|bücherei|kirche|saal|theater|museum|schule|zentrum|haus|stadion|kino))(?![\p{L}])/u;
// "sur la place de la mairie", "à la place du marché": the village square, named by what is on it.
const FRENCH_SQUARE = /(?<![\p{L}])(?:sur|à)\s+la\s+(place\s+(?:de\s+la|du|des|de\s+l['’])\s*\p{Ll}[\p{L}'’-]{2,30})/u;
// "salle des fêtes de Villefranche", "à la salle polyvalente", "au foyer rural": the village's hall, in lower case.
const FRENCH_HALL =
  /(?<![\p{L}])((?:salle des fêtes|salle polyvalente|salle communale|maison de quartier|maison des associations|foyer rural|médiathèque)(?:\s+(?:de|du|d['’])\s*\p{Lu}[\p{L}'’-]{1,30})?)/iu;
const VENUE_FIRST =
  /(?<![\p{L}])(?:Teatro|Auditorio|Parque|Iglesia|Sala|Centro (?:Cultural|Cívico|Civico|Social|Comunitario)|Casa de (?:la )?Cultura|Polideportivo|Pabellón|Palacio|Théâtre|Salle|Église|Parc|Centre (?:culturel|social)|Stadthalle|Kirche)\s+(?:(?:de|del|de la|du|des|de l['’])\s*)?\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30})?/u;
// What it costs to get in, or to take part: "Entry £15", "Tickets $20", "Eintritt 5 €", "Entradas a 12 €",
// "Entrée : 10 €", "Standgebühr 10 €", "stall fee £15".
const FEE = new RegExp(
  String.raw`(?<![\p{L}])(?:entry|admission|entrance|tickets?|eintritt|eintrittskarten|karten|entradas?|entrée|billets?|\p{L}{0,20}gebühr|pitch fee|stall fee|cuota|inscripción|tarif|participation)\s*(?::|is|are|at|costs?|kostet|kosten|a|à|de|von|ab|from)?\s*(?:${SIGN_BEFORE}\s?${AMOUNT}|${AMOUNT}\s?${SIGN_AFTER})(?![\p{L}\d])` +
    // "£45 a head", "20 € pro Person", "15 € par personne", and getting in for nothing: "Eintritt frei", "free entry".
    String.raw`|(?:${SIGN_BEFORE}\s?${AMOUNT}|${AMOUNT}\s?${SIGN_AFTER})\s+(?:a|per|pro|par|por)\s+(?:head|person|guest|ticket|person|personne|persona|team|table|pair|couple|family|child|adult|car|équipe|table|famille|enfant|equipo|mesa|familia|niño|Team|Mannschaft|Tisch|Familie|Kind)(?![\p{L}])` +
    // "£5 entry", "£10 on the door", "5 € Eintritt", "8 € l'entrée".
    String.raw`|(?:${SIGN_BEFORE}\s?${AMOUNT}|${AMOUNT}\s?${SIGN_AFTER})\s+(?:entry|admission|entrance|on the door|to get in|eintritt|entrada|l['’]entrée|entrée)(?![\p{L}])` +
    String.raw`|(?<![\p{L}])(?:eintritt frei|freier eintritt|free entry|entry free|free admission|admission free|admission is free|entry is free|entrée libre|entrée gratuite|entrada libre|entrada gratuita)(?![\p{L}])`,
  'iu',
);
// An e-mail address written out; every part bounded, so the scan stays linear.
const EMAIL = /(?<![\w.%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,4}(?![\w-])/;
// "daily 9-5", "täglich 10–21 Uhr", "tous les jours de 9h à 18h": every day, with its times.
const DAILY = new RegExp(
  String.raw`(?<![\p{L}])(?:daily|every day|täglich|tous les jours|todos los d[ií]as)\s+${TIMES}(?![\p{L}\d])`,
  'iu',
);
// Days as a sign writes them, short or long ("Mo–Sa", "Mon & Wed", "lun-ven", "Sunday"), then a time or
// a range: one row of a timetable ("Mo–Sa 6–18 Uhr", "Sun 10am").
const SIGN_DAY = String.raw`(?<![\p{L}])(?:${alternation(weekdayForms())})\.?(?![\p{L}])`;
const SIGN_DAYS = String.raw`${SIGN_DAY}(?:\s*(?:[-–&,/]|to|and|bis|und|au|y|et)\s*${SIGN_DAY}){0,6}`;
// A day and a number then a month is a date ("Saturday 14 June", "samedi 21 juin"), not a day's hours.
const HOURS_ROW = String.raw`${SIGN_DAYS}\s+(?:${TIMES}|${TIME})(?![\p{L}\d])(?!\.?\s*(?:de\s+)?(?:${MONTH})(?![\p{L}]))`;
// "Öffnungszeiten: Mo–Sa 6–18 Uhr, So 7–11 Uhr", "training times (Mon & Wed 7pm, Sun 10am)": rows after a
// label of one or two words and a colon or a bracket.
const LABELLED_HOURS = new RegExp(
  String.raw`(?<![\p{L}])(?:\p{L}+\s)?\p{L}+\s?(?::|\()\s*${HOURS_ROW}(?:\s*[,;]\s*${HOURS_ROW}){0,6}\)?`,
  'iu',
);
// "Termine Mo–Fr 8–19 Uhr", "Sprechzeiten Di 9–12": a word for hours or appointments, then the rows, no colon.
const HOURS_LABEL_ROWS = new RegExp(
  String.raw`(?<![\p{L}])(?:termine|sprechzeiten|öffnungszeiten|opening hours|hours|appointments|horario|horarios|horaires|consultas)\s+${HOURS_ROW}(?:\s*[,;]\s*${HOURS_ROW}){0,6}`,
  'iu',
);
const WHOLE_ROW = new RegExp(`^${HOURS_ROW}$`, 'iu');
// "open Mon-Fri 7-5, Sat 8-4, Sun closed": rows as a sign writes them after the word for open, a day
// closed among them.
const SIGN_ROW_OR_CLOSED = String.raw`${SIGN_DAYS}\s+(?:${TIMES}|${TIME}|closed|ferm[ée]|geschlossen|cerrado)(?![\p{L}\d])`;
const OPEN_SIGN = new RegExp(String.raw`(?<![\p{L}])(?:${HOURS_WORD})\s+${HOURS_ROW}(?:\s*[,;]\s*${SIGN_ROW_OR_CLOSED}){0,6}`, 'iu');

/** "Mo–Sa 6–18 Uhr", "Sun 10am": a row of opening hours, which is no thing on offer. */
export function isHoursRow(phrase: string): boolean {
  return WHOLE_ROW.test(phrase.trim());
}

// "since 1987", "seit 1952", "depuis 1990", "founded in 1975": how long the business has run.
const SINCE =
  /(?<![\p{L}])(?:since|seit|depuis|desde|established(?: in)?|est\.|founded in|gegr(?:ü|ue)ndet(?: im jahr)?|fond[ée]e? en|fundad[oa] en)\s+(?:18|19|20)\d\d(?!\d)/iu;

// A time of day that says it is one ("7.30pm", "19:30", "20 Uhr", "19 h"), read apart from a date.
const LONE_TIME =
  /(?<![\p{L}\d.,:£$€])(?:\d{1,2}(?:[:.h]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|uhr)|\d{1,2}:\d{2}|\d{1,2}\s?h(?:\s?\d{2})?)(?![\p{L}\d])/iu;
const TIME_IN_DATE = /\d[:.h]\d\d|\d\s?(?:am|pm|uhr|h)(?![\p{L}])/iu;

/** The facts a request states, in the order they come. */
export function readFacts(text: string): Fact[] {
  const found: (Fact & { index: number })[] = [];
  const add = (kind: FactKind, written: string | undefined, index: number) => {
    const fact = written?.replace(/\s+/g, ' ').trim();
    if (fact && !found.some((f) => f.text === fact)) found.push({ kind, text: fact, index });
  };
  for (const m of text.matchAll(DATE)) {
    // "del 3 al 12 de mayo, de 11:00 a 21:00": the times of the day belong to the date.
    const times = TIMES_AFTER_DATE.exec(text.slice(m.index + m[0].length));
    // "Saturday 14 June", "samedi 21 juin": the day of the week written before it is the date's too
    // (read from the few characters before the date only).
    const weekday = WEEKDAY_BEFORE.exec(text.slice(Math.max(0, m.index - 24), m.index));
    const start = weekday ? m.index - weekday[0].length : m.index;
    if (/\d/.test(m[0])) add('date', `${weekday ? weekday[0] : ''}${m[0]}${times ? times[0] : ''}`, start);
  }
  const address = ADDRESS.exec(text);
  if (address)
    add('address', `${address[0]}${POSTCODE_AFTER.exec(text.slice(address.index + address[0].length))?.[0] ?? ''}`, address.index);
  for (const m of text.matchAll(PHONE)) {
    const number = (m[1] ?? m[2])!;
    if (number.replace(/\D/g, '').length >= 7 && !found.some((f) => f.kind === 'date' && f.text.includes(number))) {
      add('phone', number, m.index);
      break;
    }
  }
  for (const m of text.matchAll(MEASURE)) {
    // Keep the nouns the distance measures, up to the first word that is not one ("5k fun run for ...").
    const words = m[1]!.trim().split(/\s+/).filter(Boolean);
    const end = words.findIndex((w) => NOT_MEASURED.test(w.toLowerCase()));
    const noun = (end === -1 ? words : words.slice(0, end)).join(' ');
    if (noun) add('measure', `${m[0].slice(0, m[0].length - m[1]!.length)} ${noun}`, m.index);
  }
  const open = OPEN.exec(text);
  const times = open ? TIMES_AFTER_DAYS.exec(text.slice(open.index + open[0].length)) : null;
  const labelled = open ? null : (LABELLED_HOURS.exec(text) ?? HOURS_LABEL_ROWS.exec(text) ?? OPEN_SIGN.exec(text));
  const openAt = open || labelled ? null : OPEN_AT.exec(text);
  if (open) add('open', times ? `${open[0]}${times[0]}` : open[0], open.index);
  else if (labelled) add('open', labelled[0], labelled.index);
  else if (openAt) add('open', openAt[0], openAt.index);
  const every = open || labelled || openAt ? null : (EVERY.exec(text) ?? DAILY.exec(text));
  if (every) add('open', every[0], every.index);
  const email = EMAIL.exec(text);
  if (email) add('email', email[0].replace(/\.$/, ''), email.index);
  const square = address ? null : (SQUARE.exec(text) ?? VENUE_FIRST.exec(text));
  const named = address || square ? null : (GERMAN_PLACE.exec(text) ?? FRENCH_SQUARE.exec(text) ?? FRENCH_HALL.exec(text));
  if (square) add('address', square[0], square.index);
  else if (named) add('address', named[1], named.index);
  // "Friday 7 March at the Anchor pub, 7.30pm": an event's time written apart from its one date is the date's.
  const dates = found.filter((f) => f.kind === 'date');
  const time =
    dates.length === 1 && !open && !labelled && !openAt && !every && !TIME_IN_DATE.test(dates[0]!.text) ? LONE_TIME.exec(text) : null;
  if (time) dates[0]!.text = `${dates[0]!.text}, ${time[0].trim()}`;
  const fee = FEE.exec(text);
  if (fee) add('fee', fee[0], fee.index);
  const since = SINCE.exec(text);
  if (since) add('since', since[0], since.index);
  return found.sort((a, b) => a.index - b.index).map(({ kind, text: written }) => ({ kind, text: written }));
}

// The words that say a fact is opening hours, before the hours themselves.
const OPEN_WORD = new RegExp(String.raw`^(?:${HOURS_WORD}|opened|opening|offen)\s+`, 'iu');

const TIMES_ONLY = new RegExp(`^${TIMES}$`, 'iu');

/** "11am to 9pm", a word of a date the request gives ("Dezember" of "23. Dezember, 11 bis 21 Uhr"), of its stated hours or of its street address: part of a fact, no thing on offer. */
export function belongsToFact(phrase: string, facts: Fact[]): boolean {
  return (
    TIMES_ONLY.test(phrase.trim()) ||
    facts.some((fact) => (fact.kind === 'date' || fact.kind === 'address' || fact.kind === 'open') && fact.text.includes(phrase))
  );
}

/** The opening hours a request states with their times ("open 7:30am to 6pm weekdays"), without the word "open"; null without times. */
export function statedHours(facts: Fact[]): string | null {
  const open = facts.find((fact) => fact.kind === 'open' && /\d/.test(fact.text) && OPEN_WORD.test(fact.text));
  return open ? open.text.replace(OPEN_WORD, '') : null;
}

/** The town written after a street address ("12 Market Street, Leeds"), when there is one. */
export function townAfterAddress(text: string): string | null {
  const m = ADDRESS.exec(text);
  if (!m) return null;
  // "28 Mill Lane, Stockport SK4 2AB": a postcode's letters are no second word of the town; "29221 Celle"
  // writes the postcode before it.
  return (
    /^,?\s+(?:(?:in|à|en)\s+)?(?:\d{5}\s+)?(\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+(?![\p{L}'’\d-]))?)/u.exec(
      text.slice(m.index + m[0].length),
    )?.[1] ?? null
  );
}

// "Malerbetrieb Farbenfroh, Ulm.", "..., place du Marché, Vannes", "Name: X, Standort Freiburg.": a town
// closing a sentence after a comma, or after a word for where.
const CLOSING_TOWN = new RegExp(
  String.raw`,\s*(?:(?:${caseless('standort|ort|sitz|location|based in|lieu|ubicaci[oó]n|localidad')})\s*:?\s*)?(\p{Lu}[\p{L}'’]+(?:(?:[ -]|\s(?:am|an der|upon|on|sur|de|del)\s)\p{Lu}[\p{L}'’]+){0,2})\s*[.!]?$`,
  'u',
);

/** The town closing one of the request's sentences after a comma, when the table of towns knows it; else null. */
export function closingTown(text: string): string | null {
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const town = CLOSING_TOWN.exec(sentence.trim())?.[1];
    if (town && townNamed(town)) return town;
  }
  return null;
}

/** The text with its street address blanked out, for readers that look for names. */
export function withoutAddress(text: string): string {
  return text.replace(ADDRESS, (street) => ' '.repeat(street.length));
}

// "Feria del libro de Oviedo", "le marché de Noël de Colmar", "Festival de Jazz de Vitoria": an event
// named with its town after "de". The town is the last "de" name in the event's own words.
const EVENT_WORDS =
  /^\s*(?:(?:el|la|le|les|l['’]|the|un|une|una)\s+)?(?:gran(?:de)?\s+)?(?:feria|fiesta|festival|f[êe]te|march[ée]|mercado|mercadillo|carrera|course|foire|salon|semaine|semana|carnaval|marat[óo]n|marathon|concurso|congreso|congr[èe]s|rallye|torneo|tournoi|brocante|vide-grenier)(?![\p{L}])/iu;
const TOWN_AFTER_DE = /(?<![\p{L}])(?:de|d['’])\s*(\p{Lu}[\p{L}'’-]{1,30}(?:[ -]\p{Lu}[\p{L}'’-]{1,30})?)/gu;
// Feasts an event is named for, which are no town ("marché de Noël").
const FEASTS =
  /^(?:Noël|Navidad|Pâques|Pascua|Reyes|Carnaval|Carnestoltes|Sant Jordi|San Juan|Saint-Jean|Halloween|Printemps|Primavera|Verano|Été|Otoño|Automne|Invierno|Hiver)$/u;

/** The town an event is named for after "de", in Spanish and French; null when there is none. */
export function eventTown(text: string): string | null {
  const clause = /^[^,.;:!?()\n]{1,100}/u.exec(text)?.[0] ?? '';
  if (!EVENT_WORDS.test(clause)) return null;
  let town: string | null = null;
  for (const m of clause.matchAll(TOWN_AFTER_DE)) if (!FEASTS.test(m[1]!)) town = m[1]!;
  return town;
}

// A request that opens with an event and gives it no name of its own: "Summer fete at St Anne's
// Primary, ...", "Lesung mit Anna Berg am 14. März", "Concierto benéfico en el Teatro Principal",
// "Brocante du village de Saint-Lary, dimanche ...". The event's own words are its title.
const EVENT_OPENING =
  /^\s*(?:(?:the|a|an|our|el|la|le|les|un|une|una|die|der|das|ein|eine|unser|unsere|notre|nuestro|nuestra)\s+)?(?:[\p{L}'’-]+\s+){0,2}?(?:fete|fête|fair|festival|market|concert|gala|fun run|race|marathon|open day|quiz night|ceilidh|workshop|reading|recital|auction|jumble sale|car boot sale|bake sale|lesung|konzert|basar|flohmarkt|\p{L}{2,20}(?:fest|markt|konzert|lauf|turnier)|brocante|vide-grenier|kermesse|soirée|portes ouvertes|concierto|recital|feria|fiesta|mercadillo|carrera|jornada)(?:\s+\p{Ll}[\p{L}-]*)?(?=\s*(?:[,.;:!?(—–]|$)|\s\d|\s(?:at|on|in|for|of|from|this|next|am|um|im|vom|ab|mit|le|les|du|des|de|à|au|el|en|del|con|avec|with)\s)/iu;
// Where the title ends: a separator, or the words that say where or when.
const TITLE_END = /[,.;:!?(—–]|\s\d|\s(?:at|on|in|from|this|next|am|um|im|vom|ab|le|les|du\s+\d|à|au|el|en|del\s+\d|los|las)\s/iu;

/** The event a request opens with, as its title, when it is one; null otherwise. */
export function eventTitle(text: string): string | null {
  const opening = EVENT_OPENING.exec(text);
  if (!opening) return null;
  const rest = text.slice(0, 120);
  const end = TITLE_END.exec(rest.slice(opening[0].length));
  const title = (end ? rest.slice(0, opening[0].length + end.index) : rest).trim();
  if (title.split(/\s+/).length > 7) return null;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

// A business that is about to open, or is new as the request opens: "qui ouvre à Rennes en janvier",
// "opens in March", "que abre en mayo", "das im Mai eröffnet", "Nouvelle agence ...", "New bakery ...".
const OPENS_SOON =
  /(?<![\p{L}])(?:(?:qui|que|which|that|who|die|das|der)\s+(?:ouvre|ouvrira|abre|abrirá|opens|will open|is opening|öffnet|eröffnet)|(?:die|das|der)\s+(?:im|am|ab)\s+\p{L}{2,12}\s+(?:er)?(?:ö|oe)ffnet|ouvre ses portes|abre sus puertas|opens its doors|opening (?:in|on|this|next)|ouverture (?:en|le|prévue)|apertura (?:en|el|prevista)|eröffnung (?:im|am))(?![\p{L}])|^\s*(?:nouvel(?:le)?|nouveau|nuev[oa]|neue[rs]?|new|brand[- ]new)\s+(?!site|website|page|web|sitio|webseite|seite)\p{L}/iu;

/** Whether the request says the business is new or about to open. */
export function opensSoon(text: string): boolean {
  return OPENS_SOON.test(text);
}
