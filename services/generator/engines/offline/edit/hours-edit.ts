// "Change our hours to Mon-Fri 8-6, Sat 9-1": the opening hours the caller gives, row by row, in
// place of the hours the pages show (a table, a definition list, a list or plain paragraphs), or
// in a new hours section when the pages have none. The caller's words are kept as written.
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from '../sections/shell.ts';
import { CHANGE_WORDS, wordsPattern } from './edit-words.ts';
import { attr, HtmlSource, isElement, textContent, type Element, type Node } from './html-source.ts';
import type { SiteFiles } from './site-files.ts';
import { weekdayForms, weekdayIndex, weekdayNamesInProse } from '../request/calendar-words.ts';
import { EditFailure } from './edit-failure.ts';

export interface HoursOp {
  kind: 'hours';
  rows: string[];
  /** A group's meetings, not a shop's opening hours: a section of its own is headed so. */
  meets?: boolean;
}

// "We now meet on the last Thursday of the month at 7:30pm", "Wir treffen uns jetzt dienstags um
// 19 Uhr", "Nos reunimos los jueves a las 19:00", "On se retrouve le mardi à 18h": when a group meets.
const MEET = wordsPattern([
  ...['we meet', 'we now meet', 'we will meet', 'we’ll meet', "we'll meet", 'meetings are', 'meetings are now', 'we gather'],
  ...[
    'wir treffen uns',
    'treffen wir uns',
    'nos reunimos',
    'nos juntamos',
    'on se retrouve',
    'nous nous retrouvons',
    'nous nous réunissons',
  ],
]);
/** Headings of a section of meetings, by the site's language. */
export const MEETS_TITLE: Record<string, string> = {
  en: 'When we meet',
  de: 'Wann wir uns treffen',
  es: 'Cuándo nos reunimos',
  fr: 'Quand on se retrouve',
};

/** "We now meet on the last Thursday of the month at 7:30pm": one row, the day and the time. */
function meetings(text: string): HoursOp | null {
  const m = MEET.exec(text);
  if (!m || !DAY.test(text) || !/\d/.test(text)) return null;
  const row = text
    .slice(m.index + m[0].length)
    .replace(/^\s*(?:now|jetzt|ahora|désormais|maintenant)?\s*(?:on|every|am|los|las|el|le|les|chaque)?\s+(?:the\s+)?/iu, '')
    .replace(/\s*(?:from now on|now|jetzt|ab sofort|ahora|désormais|maintenant)?\s*[.!]*$/iu, '')
    .trim();
  return row ? { kind: 'hours', rows: [row.charAt(0).toUpperCase() + row.slice(1)], meets: true } : null;
}

const HOURS_WORDS = wordsPattern([
  'opening hours',
  'opening times',
  'open hours',
  // "We've started opening on Saturday mornings, 9 to 12" (after the hours' own names, which hold it).
  'opening',
  'business hours',
  'trading hours',
  'hours',
  'open',
  'öffnungszeiten',
  // "Neue Zeiten: dienstags bis sonntags 11 bis 18 Uhr", "our new times: ...": the hours, in a word.
  'zeiten',
  'new times',
  'our times',
  'geöffnet',
  'horario',
  'horarios',
  'abierto',
  'abiertos',
  'horaires',
  "heures d'ouverture",
  'ouvert',
  'ouverts',
]);

// Days as a sign writes them and as a sentence does ("sonntags", "Sundays", "los domingos").
export const DAY = wordsPattern([...new Set([...weekdayForms(), ...weekdayNamesInProse()])]);
const CLOSED = wordsPattern([
  ...['closed', 'geschlossen', 'ruhetag', 'cerrado', 'cerrados', 'cerramos', 'fermé', 'fermés', 'fermée', 'ferme', 'fermons'],
]);
// A day the business rests, said as the day's name: "Tuesdays are our day off now", "Montag ist
// Ruhetag", "el lunes es nuestro día de descanso", "le lundi est notre jour de fermeture".
const DAY_OFF: [RegExp, string][] = [
  [wordsPattern(['day off', 'days off', 'rest day', 'closing day']), 'closed'],
  [wordsPattern(['día de descanso', 'día libre', 'día de cierre', 'días de descanso']), 'cerrado'],
  [wordsPattern(['jour de fermeture', 'jour de repos', 'jours de fermeture']), 'fermé'],
];
const TRAILING_NOW = /\s(?:from now on|now|jetzt|ab sofort|ahora|maintenant|désormais)$/i;
// Ids, classes and headings of an hours block.
const HOURS_BLOCK =
  /hours|opening|öffnungszeiten|oeffnungszeiten|sprechzeiten|geschäftszeiten|zeiten|horario|horaires|heures d'ouverture|when we're open|when we are open/i;

function hasTime(text: string): boolean {
  return /\d/.test(text) || CLOSED.test(text);
}

/** Whether a line of a request reads as one more row of hours ("Sun closed" after "...Sat 9-1;"). */
export function isHoursLine(text: string): boolean {
  return text.length <= 80 && DAY.test(text) && hasTime(text);
}

/** The rows of hours in a value: split at commas, semicolons and line breaks, and at "and" after a time. */
export function hoursRows(value: string): string[] {
  const rows: string[] = [];
  for (const part of value.split(/[,;\n]/)) {
    let rest = part.trim();
    // "Mon-Fri 8-6 and Sat 9-1" is two rows; "Sat and Sun closed" is one.
    for (let joint = rest.search(/\s(?:and|und|y|et)\s/i); joint > 0; joint = rest.search(/\s(?:and|und|y|et)\s/i)) {
      const left = rest.slice(0, joint).trim();
      if (!/\d/.test(left)) break;
      rows.push(left);
      rest = rest
        .slice(joint)
        .trim()
        .replace(/^\S+\s+/, '');
    }
    rest = trimEnd(rest, '.! ');
    if (rest) rows.push(rest);
  }
  // "Open late on Fridays, until 7": a day alone before a time without one is one row.
  for (let i = rows.length - 2; i >= 0; i--)
    if (!hasTime(rows[i]!) && DAY.test(rows[i]!) && !DAY.test(rows[i + 1]!)) rows.splice(i, 2, `${rows[i]} ${rows[i + 1]}`);
  // "...Sat 9-1 from now on": the time words that close the sentence are not part of a row.
  const last = rows.length - 1;
  if (last >= 0) {
    const ending = rows[last]!.match(TRAILING_NOW);
    if (ending?.index) rows[last] = rows[last]!.slice(0, ending.index).trim();
  }
  return rows;
}

// "Samstags öffnen wir schon um 6:30 Uhr", "Le samedi, on ouvre à 7 h au lieu de 8 h", "We close at
// 4pm on Fridays": one end of one day's hours, said with a verb; the other end stays as it is. Each
// verb with the word its row is written with ("Samstags ab 6:30 Uhr").
const ONE_END_VERBS: [RegExp, string][] = [
  [wordsPattern(['we open', 'we now open', 'we’ll open', "we'll open", 'we will open', 'doors open', 'opening time is']), 'from'],
  [wordsPattern(['öffnen wir', 'wir öffnen', 'öffnet']), 'ab'],
  [wordsPattern(['abrimos', 'abre', 'abriremos']), 'desde las'],
  [wordsPattern(['on ouvre', 'nous ouvrons', 'ouvre', 'ouvrons', 'ouverture']), 'dès'],
  [wordsPattern(['we close', 'we now close', 'we’ll close', "we'll close", 'we will close', 'we shut', 'closing time is']), 'until'],
  [wordsPattern(['schließen wir', 'wir schließen', 'schließt', 'schliessen wir']), 'bis'],
  [wordsPattern(['cerramos', 'cierra', 'cerraremos']), 'hasta las'],
  [wordsPattern(['on ferme', 'nous fermons', 'ferme', 'fermons', 'fermeture']), "jusqu'à"],
];
/** The words that open a row's one end: its opening ("from 7") or its closing ("until 8pm"). */
const OPENING_WORD = /^(?:from|ab|dès|desde las|desde la|desde|à partir de)$/i;
const CLOSING_WORD = /^(?:until|till|to|bis|jusqu'à|jusqu’à|hasta las|hasta la|hasta)$/i;
/** A time of day as a request writes it: "6:30", "7 h", "8pm", "13 Uhr", "19h30". */
const TIME_OF_DAY = /\d{1,2}(?:[:.]\d\d|\s?h\s?\d\d)?(?:\s?(?:am|pm|a\.m\.|p\.m\.|uhr|h))?(?![\p{L}\d])/iu;
// Every time of day, and every day's name, in a text (global: `match` and `matchAll` start each at 0).
const TIMES_OF_DAY = new RegExp(TIME_OF_DAY.source, 'giu');
const DAYS = new RegExp(DAY.source, 'giu');
/** How many times of day a text gives. */
const timesIn = (text: string) => text.match(TIMES_OF_DAY)?.length ?? 0;
/** The word that may open both ends of a day's hours ("from 8 to 2", "de 9 h à 12 h 30"). */
const RANGE_LEAD = String.raw`(?:from|de|von|desde las|desde|entre)\s+`;
const LEADING_RANGE_WORD = new RegExp(String.raw`^${RANGE_LEAD}(?=\d)`, 'iu');
/** Both ends of a day's hours, with the word that may open them: "de 9 h à 12 h 30", "from 8 to 2", "von 9 bis 13 Uhr". */
const BOTH_ENDS = new RegExp(
  String.raw`(?:${RANGE_LEAD})?${TIME_OF_DAY.source}\s*(?:–|-|—|to|until|till|à|a|bis|hasta las|hasta|et|y)\s*${TIME_OF_DAY.source}`,
  'iu',
);
/** What the caller says the time was: "au lieu de 8 h", "instead of 9", "statt 7 Uhr". */
const INSTEAD = wordsPattern(['instead of', 'rather than', 'not', 'statt', 'anstatt', 'en lugar de', 'en vez de', 'au lieu de', 'et non']);

/** "Samstags öffnen wir schon um 6:30 Uhr" -> "Samstags ab 6:30 Uhr": one day, one end. */
function oneEnd(text: string): HoursOp | null {
  const days = text.match(DAYS) ?? [];
  if (days.length !== 1) return null;
  for (const [verb, word] of ONE_END_VERBS) {
    const m = verb.exec(text);
    if (!m) continue;
    let after = text.slice(m.index + m[0].length);
    const instead = after.search(INSTEAD);
    if (instead >= 0) after = after.slice(0, instead);
    const times = after.match(TIMES_OF_DAY) ?? [];
    // "Le dimanche on ouvre seulement le matin, de 9 h à 12 h 30": both ends, the day's whole hours.
    const range = times.length === 2 ? BOTH_ENDS.exec(after) : null;
    if (range) return { kind: 'hours', rows: [`${days[0]} ${range[0].trim()}`] };
    const time = times[0];
    if (!time || times.length !== 1) return null;
    return { kind: 'hours', rows: [`${days[0]} ${word} ${time.trim()}`] };
  }
  return null;
}

/** "until 7 on Thursdays" -> "Thursdays until 7": a row's one day, said after its time, put first. */
function dayFirst(row: string): string {
  const day = DAY.exec(row);
  // "closed Mondays", "fermé le lundi": the day first too.
  if (!day || day.index === 0 || !hasTime(row.slice(0, day.index)) || hasTime(row.slice(day.index))) return row;
  const time = row
    .slice(0, day.index)
    .trimEnd()
    .replace(/(?<=\s)(?:on|every|am|le|el|los|les|the)$/iu, '')
    .trim();
  return `${day[0]} ${time}`;
}

/** "Change our hours to Mon-Fri 8-6, Sat 9-1" -> its rows, or null when the text gives no hours. */
export function parseHours(text: string, quotedValue: string | undefined): HoursOp | null {
  const meets = meetings(text);
  if (meets) return meets;
  const end = oneEnd(text);
  if (end) return end;
  const keyword = text.match(HOURS_WORDS);
  if (!keyword || keyword.index === undefined) return dayAndRange(text) ?? closedDay(text);
  let value = quotedValue;
  const rest = text.slice(keyword.index + keyword[0].length);
  // "Change the opening hours to:" with the rows on the lines that follow.
  if (value === undefined && rest.trim().endsWith(':') && CHANGE_WORDS.test(text)) return { kind: 'hours', rows: [] };
  if (value === undefined) {
    const day = rest.search(DAY);
    const digit = rest.search(/\d/);
    const starts = [day, digit].filter((i) => i >= 0);
    if (starts.length === 0) return hoursBefore(text.slice(0, keyword.index));
    const start = Math.min(...starts);
    // "open late, until 8pm": the word before the time says which end of the day it is.
    const endWord = /(?:^|\s)(?:from|until|till|ab|bis|dès|jusqu'à|jusqu’à|desde las|desde|hasta las|hasta)\s+$/iu.exec(
      rest.slice(0, start),
    );
    value = rest.slice(endWord ? endWord.index + (endWord[0].startsWith(' ') ? 1 : 0) : start);
    // "Sunday hours are now 9–1": the day named before the hours word is the row's day.
    const dayBefore = text.slice(0, keyword.index).match(DAY)?.[0];
    if (dayBefore && !DAY.test(value)) value = `${dayBefore} ${value}`;
  }
  if (!hasTime(value)) return null;
  const rows = hoursRows(value).map(dayFirst);
  return rows.length > 0 ? { kind: 'hours', rows } : null;
}

// The time a German sentence gives before its verb: "nur bis 13 Uhr", "von 9 bis 12 Uhr", "ab 10 Uhr".
const TIME_BEFORE_VERB =
  /(?:(?:von|ab|bis|nur bis|from|until|till)\s+)?\d{1,2}(?:[:.]\d\d)?(?:\s*(?:–|-|bis)\s*\d{1,2}(?:[:.]\d\d)?)?\s*(?:uhr|h)?(?![\p{L}\d])/iu;

/** "Freitags haben wir ab sofort nur bis 13 Uhr geöffnet": the day and the time before the verb, as one row. */
function hoursBefore(before: string): HoursOp | null {
  const day = before.match(DAY)?.[0];
  const time = before
    .match(TIME_BEFORE_VERB)?.[0]
    .replace(/^nur\s+/i, '')
    .trim();
  return day && time ? { kind: 'hours', rows: [`${day} ${time}`] } : null;
}

// Words that may stand beside a day and its hours in a line that is nothing else ("Los domingos de 12 a 16").
const BESIDE_A_ROW = new Set(
  // "Wir sind ab sofort auch samstags von 8 bis 12 Uhr da", "we're in on Saturdays 9 to 1": being there is being open.
  'on the now only also open jetzt nur auch am an den ahora solo sólo también los las el abierto abrimos le les désormais maintenant seulement aussi ouvert we are re in here there wir sind ab sofort da hier estamos aquí nous sommes on est là ici'.split(
    ' ',
  ),
);

/** "Dimanche : de 9 h à 12 h 30", "Los domingos de 12 a 16": a line of one day and both ends of its hours, nothing else. */
function dayAndRange(text: string): HoursOp | null {
  if (text.length > 80) return null;
  const days = text.match(DAYS) ?? [];
  const range = days.length === 1 ? BOTH_ENDS.exec(text) : null;
  if (!range) return null;
  const rest = text.slice(0, range.index) + text.slice(range.index + range[0].length);
  const words = rest.replace(days[0]!, ' ').match(/\p{L}+/gu) ?? [];
  return words.every((word) => BESIDE_A_ROW.has(word.toLowerCase())) ? { kind: 'hours', rows: [`${days[0]} ${range[0].trim()}`] } : null;
}

/** "We're closed on Sundays now", "Sonntags geschlossen", "Cerramos los domingos": one day's row, closed. */
function closedDay(text: string): HoursOp | null {
  if (text.length > 100) return null;
  const closed = text.match(CLOSED)?.[0] ?? DAY_OFF.find(([words]) => words.test(text))?.[1];
  const day = text.match(DAY)?.[0];
  return closed && day ? { kind: 'hours', rows: [`${day} ${closed}`] } : null;
}

/** A row as its day part and its time part: "Mon-Fri 8-6" -> ["Mon-Fri", "8-6"]. */
function splitRow(row: string): [string, string] {
  const digit = row.search(/\d/);
  const closed = row.search(CLOSED);
  const at = [digit, closed].filter((i) => i >= 0);
  let cut = at.length > 0 ? Math.min(...at) : row.length;
  // "Freitags bis 13 Uhr": the word before the time belongs to the time.
  const lead =
    /(?:^|\s)(?:von|ab|bis|um|at|from|until|till|desde las|desde la|hasta las|hasta la|desde|hasta|a las|de|à partir de|à|dès|jusqu'à|jusqu’à)\s+$/iu.exec(
      row.slice(0, cut),
    );
  if (lead) cut = lead.index + (lead[0].startsWith(' ') ? 1 : 0);
  return [trimEnd(row.slice(0, cut), ': \t').trim(), row.slice(cut).trim()];
}

function tableRows(rows: string[]): string[] {
  return rows.map((row) => {
    const [day, time] = splitRow(row);
    return day
      ? `<tr><th scope="row">${escapeHtml(day)}</th><td>${escapeHtml(time)}</td></tr>`
      : `<tr><td colspan="2">${escapeHtml(row)}</td></tr>`;
  });
}

function listRows(tag: 'dl' | 'ul' | 'ol', rows: string[]): string[] {
  if (tag !== 'dl') return rows.map((row) => `<li>${escapeHtml(row)}</li>`);
  return rows.map((row) => {
    const [day, time] = splitRow(row);
    return `<dt>${escapeHtml(day || row)}</dt><dd>${escapeHtml(day ? time : '')}</dd>`;
  });
}

/** A new hours section, for pages that show none. */
export function hoursMarkup(rows: string[], meets = false): (ctx: RenderContext) => string {
  return (ctx) => {
    const title = meets ? (MEETS_TITLE[ctx.request.lang] ?? MEETS_TITLE.en!) : sectionTitle(ctx, 'hours');
    return shell(
      'hours',
      title,
      `<table class="hours">
<caption class="visually-hidden">${escapeHtml(title)}</caption>
<tbody>
${tableRows(rows).join('\n')}
</tbody>
</table>`,
    );
  };
}

function descendants(root: Element, tags: string[]): Element[] {
  const out: Element[] = [];
  const stack: Node[] = [...root.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (tags.includes(node.tagName)) out.push(node);
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
  }
  return out;
}

/** `text` without the characters of `chars` at its end (a loop: an expression anchored at the end is tried from every position). */
function trimEnd(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** The block that shows the hours: named so by its id or class, or headed so. */
function hoursBlock(doc: HtmlSource): Element | undefined {
  // Document order puts an outer block before the blocks inside it: a section#hours holding a
  // table.hours is found as the section.
  const named = doc
    .elements('section', 'div', 'article', 'aside', 'table', 'dl', 'ul', 'ol')
    .find((el) => HOURS_BLOCK.test(`${attr(el, 'id') ?? ''} ${attr(el, 'class') ?? ''}`));
  if (named) return named;
  const heading = doc.elements('h1', 'h2', 'h3', 'h4').find((h) => HOURS_BLOCK.test(textContent(h)));
  for (let node = heading?.parentNode; node && isElement(node); node = node.parentNode)
    if (['section', 'article', 'aside', 'div'].includes(node.tagName)) return node;
  return undefined;
}

/** The indentation of lines inside `el` when it was written over several lines, or "" when on one. */
function innerLayout(doc: HtmlSource, el: Element): { open: string; close: string; sep: string } {
  const loc = el.sourceCodeLocation;
  const after = loc?.startTag ? doc.text[loc.startTag.endOffset] : undefined;
  if (after !== '\n') return { open: '', close: '', sep: '' };
  const own = doc.indentOf(el);
  const child = el.childNodes.find(isElement);
  const inner = child ? doc.indentOf(child) : `${own}  `;
  return { open: `\n${inner}`, close: `\n${own}`, sep: `\n${inner}` };
}

function fill(doc: HtmlSource, el: Element, lines: string[]): void {
  const { open, close, sep } = innerLayout(doc, el);
  doc.replaceInner(el, `${open}${lines.join(sep)}${close}`);
}

/** Rewrites the hours in one block; returns whether it found where they are. */
function rewriteBlock(doc: HtmlSource, block: Element, rows: string[]): boolean {
  const table = block.tagName === 'table' ? block : descendants(block, ['table'])[0];
  if (table) {
    const body = descendants(table, ['tbody'])[0];
    if (body?.sourceCodeLocation?.startTag) fill(doc, body, tableRows(rows));
    else {
      const caption = descendants(table, ['caption'])[0];
      const kept = caption?.sourceCodeLocation
        ? [doc.text.slice(caption.sourceCodeLocation.startOffset, caption.sourceCodeLocation.endOffset)]
        : [];
      fill(doc, table, [...kept, ...tableRows(rows)]);
    }
    return true;
  }
  const list = ['dl', 'ul', 'ol'].includes(block.tagName) ? block : descendants(block, ['dl', 'ul', 'ol'])[0];
  if (list) {
    fill(doc, list, listRows(list.tagName as 'dl' | 'ul' | 'ol', rows));
    return true;
  }
  const lines = descendants(block, ['p']).filter((p) => hasTime(textContent(p)));
  if (lines[0]) {
    doc.replaceInner(lines[0], rows.map(escapeHtml).join('<br>'));
    for (const extra of lines.slice(1)) if (DAY.test(textContent(extra))) doc.remove(extra);
    return true;
  }
  doc.append(block, `<p>${rows.map(escapeHtml).join('<br>')}</p>\n`);
  return true;
}

/** A short line that states hours outside any hours block ("Open Mon–Sat 9–5" in a footer). */
function hoursLine(doc: HtmlSource): Element | undefined {
  return doc.elements('p', 'li', 'span', 'small').find((el) => {
    if (!el.childNodes.every((n) => !isElement(n) || n.tagName === 'br')) return false;
    const text = textContent(el);
    return text.length < 160 && DAY.test(text) && /\d/.test(text);
  });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One day's hours changed in a table or definition list that gives each day a row of its own:
 * "changed", "absent" (no row of that day: one is added), or "in a range" (a row such as "Sat–Sun"
 * holds it, which one row cannot change without a word on the other days).
 */
function rewriteDay(doc: HtmlSource, block: Element, day: number, row: string): 'changed' | 'in a range' | 'no day rows' {
  const [written, time] = splitRow(row);
  const table = block.tagName === 'table' ? block : descendants(block, ['table'])[0];
  const list = ['dl'].includes(block.tagName) ? block : descendants(block, ['dl'])[0];
  const pairs: { day: Element; time: Element }[] = [];
  if (table)
    for (const tr of descendants(table, ['tr'])) {
      const [head, cell] = descendants(tr, ['th', 'td']);
      if (head && cell) pairs.push({ day: head, time: cell });
    }
  else if (list) {
    const items = list.childNodes.filter(isElement);
    for (let i = 0; i + 1 < items.length; i++)
      if (items[i]!.tagName === 'dt' && items[i + 1]!.tagName === 'dd') pairs.push({ day: items[i]!, time: items[i + 1]! });
  }
  if (pairs.length === 0 || !pairs.every((pair) => DAY.test(textContent(pair.day)))) return 'no day rows';
  const same = pairs.find((pair) => weekdayIndex(textContent(pair.day)) === day);
  if (same) {
    // "Samstags ab 6:30 Uhr": only the opening changes, where the day's cell shows both ends.
    // Both ends given ("from 9am to 12.30pm") are the cell, without the word that opened them.
    const whole = timesIn(time) > 1 ? time.replace(LEADING_RANGE_WORD, '') : time;
    doc.replaceInner(same.time, escapeHtml(withOneEnd(textContent(same.time), time) ?? capitalised(whole)));
    return 'changed';
  }
  if (pairs.some((pair) => weekdayIndex(textContent(pair.day)) === null)) return 'in a range';
  const last = pairs[pairs.length - 1]!;
  const lastRow = table ? (last.day.parentNode as Element) : last.time;
  const added = table
    ? `<tr><th scope="row">${escapeHtml(capitalised(written))}</th><td>${escapeHtml(capitalised(time))}</td></tr>`
    : `<dt>${escapeHtml(capitalised(written))}</dt><dd>${escapeHtml(capitalised(time))}</dd>`;
  doc.insertAfter(lastRow, `\n${doc.indentOf(lastRow)}${added}`);
  return 'changed';
}

/** A clock time's hour and minutes: "6:30" -> 6, 30; "8pm" -> 20, 0; "19h30" -> 19, 30. */
function clock(time: string): { hour: number; minutes: number; bare: boolean } | null {
  const m = /(\d{1,2})(?:[:.]|\s?h\s?)?(\d\d)?\s*(am|pm|a\.m\.|p\.m\.)?/i.exec(time);
  if (!m) return null;
  let hour = Number(m[1]);
  const half = m[3]?.toLowerCase().replace(/\./g, '');
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  // "until 8": an hour with nothing to say which half of the day it is.
  const bare = half === undefined && m[2] === undefined && !/uhr|h/i.test(time);
  return hour > 24 ? null : { hour, minutes: Number(m[2] ?? 0), bare };
}

/** The caller's time written as the time it replaces is: "6:30 Uhr" in place of "07:00" is "06:30". */
function writtenLike(replaced: string, time: string): string {
  const said = clock(time);
  const old = clock(replaced);
  if (!said || !old) return time;
  // "until 8" in place of "18:00": a time in the evening, as the day's was.
  if (said.bare && said.hour < 12 && old.hour >= 12) said.hour += 12;
  const minutes = String(said.minutes).padStart(2, '0');
  const twentyFour = /^(\d{1,2})([:.])\d\d$/.exec(replaced.trim());
  if (twentyFour) return `${twentyFour[1]!.length === 2 ? String(said.hour).padStart(2, '0') : said.hour}${twentyFour[2]}${minutes}`;
  const twelve = /^\d{1,2}(?::\d\d)?(\s?)(am|pm)$/i.exec(replaced.trim());
  if (twelve) {
    const suffix = said.hour >= 12 ? 'pm' : 'am';
    const hour = said.hour % 12 || 12;
    return `${hour}${said.minutes ? `:${minutes}` : ''}${twelve[1]}${twelve[2] === twelve[2]!.toUpperCase() ? suffix.toUpperCase() : suffix}`;
  }
  return time;
}

// A day's cell that gives both ends: "07:00 – 18:00", "8–18 Uhr", "9am to 5pm".
const CELL_SIDE = String.raw`\d{1,2}(?:[:.]\d\d)?(?:\s?(?:am|pm|uhr|h))?`;
const CELL_RANGE = new RegExp(String.raw`^(\s*)(${CELL_SIDE})(\s*(?:–|-|—|to|bis|à|a)\s*)(${CELL_SIDE})(\s*)$`, 'iu');

/** A day's cell with one end of its hours changed: "07:00 – 18:00" with "ab 6:30 Uhr" -> "06:30 – 18:00"; null when it shows no range. */
function withOneEnd(cell: string, time: string): string | null {
  const [word, ...rest] = time.split(/\s+(?=\d)/);
  const said = rest.join(' ');
  // "from 9am to 12.30pm" gives both ends: the whole cell is the caller's.
  if (timesIn(said) > 1) return null;
  const opening = OPENING_WORD.test(word ?? '');
  if (!said || (!opening && !CLOSING_WORD.test(word ?? ''))) return null;
  const range = CELL_RANGE.exec(cell);
  if (!range) return null;
  const [, lead, from, between, to, tail] = range;
  return opening ? `${lead}${writtenLike(from!, said)}${between}${to}${tail}` : `${lead}${from}${between}${writtenLike(to!, said)}${tail}`;
}

// "Saturday mornings", "samedi matin": the part of the day says no other day.
const PART_OF_DAY =
  /^(?:mornings?|afternoons?|evenings?|nights?|morgens|vormittags?|nachmittags?|abends|matins?|après-midi|soirs?|soirées?|mañanas?|tardes?|noches?)[:,]?$/i;

/** The weekday of a row that gives one day's hours ("Sundays closed", "Sonntag 10–16"), else null. */
function singleDay(rows: string[]): number | null {
  if (rows.length !== 1) return null;
  const [day, time] = splitRow(rows[0]!);
  const words = day
    .split(/\s+/)
    .filter((word) => !/^(?:on|am|los|le|el|the|now|jetzt|ab|sofort|we|are|were)$/i.test(word) && !PART_OF_DAY.test(word));
  return time && words.length === 1 ? weekdayIndex(words[0]!.replace(/[:,]$/, '')) : null;
}

/** Changes the hours on every page that shows them; returns how many pages changed. */
export function changeHours(files: SiteFiles, rows: string[]): number {
  let changed = 0;
  const day = singleDay(rows);
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    const block = hoursBlock(doc);
    // One day's new hours change that day's row; the other days stay as they are.
    const dayResult = block && day !== null ? rewriteDay(doc, block, day, rows[0]!) : 'no day rows';
    if (dayResult === 'in a range')
      throw new EditFailure(
        `the hours on ${page.path} give that day together with others ("Sat–Sun"): say the hours of each of those days`,
      );
    if (dayResult === 'changed') {
      files.set(page.path, doc.result());
      changed++;
      continue;
    }
    if (block) rewriteBlock(doc, block, rows);
    else {
      const line = hoursLine(doc);
      if (!line) continue;
      const text = textContent(line);
      const lead = text.slice(0, Math.max(0, text.search(DAY))).trim();
      doc.replaceInner(line, escapeHtml(`${lead ? `${lead} ` : ''}${rows.join(', ')}`));
    }
    files.set(page.path, doc.result());
    changed++;
  }
  return changed;
}
