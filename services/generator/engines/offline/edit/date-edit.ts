// "The race has moved to 19 April", "Das Fest ist auf den 5. Juli verschoben", "El concierto se
// aplaza al 3 de mayo": an event's date changed where the pages show it. The date shown is the one
// date the pages give (in their text, title and description); where they give several, the
// instruction must name the old one ("from 12 April to 19 April"), else it is said, not guessed.
import { eventDateTime } from '../request/event-date.ts';
import { DATE } from '../request/facts.ts';
import { wordsPattern } from './edit-words.ts';
import { EditFailure } from './edit-failure.ts';
import { HtmlSource } from './html-source.ts';
import type { SiteFiles } from './site-files.ts';
import { escapeText } from '../render/html-text.ts';

export interface DateOp {
  kind: 'date';
  to: string;
  from?: string;
}

// Words that say a date has changed.
const MOVED = wordsPattern([
  ...['moved to', 'moved', 'postponed', 'rescheduled', 'brought forward', 'new date', 'now on', 'is now', 'will now be', 'changed to'],
  ...['verschoben', 'verlegt', 'neuer termin', 'neues datum', 'findet jetzt', 'jetzt am', 'jetzt erst am'],
  ...['se aplaza', 'aplazado', 'aplazada', 'se traslada', 'nueva fecha', 'cambia al', 'pasa al', 'ahora es el', 'ahora será el'],
  ...['reporté', 'reportée', 'déplacé', 'déplacée', 'nouvelle date', 'aura lieu le', 'désormais le', 'maintenant le', 'avancé', 'avancée'],
]);

// A full stop after a month ends the sentence or an abbreviation ("Sept."): no part of what is replaced.
const datesIn = (text: string) => [...text.matchAll(DATE)].map((m) => m[0].replace(/\.$/, ''));

/** The date an instruction moves the event to, or null when it moves no date. */
export function parseDate(text: string): DateOp | null {
  if (!MOVED.test(text)) return null;
  const dates = datesIn(text);
  if (dates.length === 0 || dates.length > 2) return null;
  // "from 12 April to 19 April": the first is the old date, the last the new one.
  return dates.length === 2 ? { kind: 'date', from: dates[0]!, to: dates[1]! } : { kind: 'date', to: dates[0]! };
}

/**
 * The day a new date names, as a countdown needs it: its own year, else the year that puts it nearest
 * the day it replaces ("14 August 2028" to "21 August": 2028-08-21; "28 December 2026" brought to
 * "3 January": 2027-01-03).
 */
function movedDay(oldDay: string, to: string): string | undefined {
  if (/(?<!\d)(?:19|20)\d{2}(?!\d)/.test(to)) return eventDateTime(to, new Date())?.slice(0, 10);
  const from = Date.parse(oldDay);
  const year = Number(oldDay.slice(0, 4));
  const days = [year - 1, year, year + 1].flatMap((y) => eventDateTime(`${to} ${y}`, new Date())?.slice(0, 10) ?? []);
  return days.sort((a, b) => Math.abs(Date.parse(a) - from) - Math.abs(Date.parse(b) - from))[0];
}

export function changeDate(files: SiteFiles, op: DateOp): string {
  const pages = files.html();
  const shown = new Map<string, number>();
  for (const page of pages) for (const date of datesIn(page.content)) shown.set(date, (shown.get(date) ?? 0) + 1);
  const old = op.from ?? (shown.size === 1 ? [...shown.keys()][0] : undefined);
  if (shown.size === 0) throw new EditFailure('the pages show no date to change');
  if (!old || !shown.has(old))
    throw new EditFailure(
      op.from
        ? `the pages do not show "${op.from}"`
        : `the pages show several dates (${[...shown.keys()].slice(0, 4).join(', ')}): say which one moves ("from ... to ${op.to}")`,
    );
  const oldDay = eventDateTime(old, new Date())?.slice(0, 10);
  const newDay = oldDay ? movedDay(oldDay, op.to) : undefined;
  let changed = 0;
  for (const page of pages) {
    const doc = new HtmlSource(page.content);
    let here = 0;
    for (const node of doc.textNodes()) {
      if (!node.value.includes(old)) continue;
      doc.replaceText(node, escapeText(node.value.split(old).join(op.to)));
      here++;
    }
    for (const el of doc.elements('meta', 'time')) {
      for (const name of ['content']) {
        const value = el.attrs.find((a) => a.name === name)?.value;
        if (value?.includes(old)) {
          doc.setAttribute(el, name, value.split(old).join(op.to));
          here++;
        }
      }
    }
    // The moment a countdown counts to and a <time> stands for ("2027-06-14T18:00:00"): its day
    // moves with the date, its time of day stays.
    if (oldDay && newDay && here > 0)
      for (const el of doc.elements())
        for (const name of ['datetime', 'data-countdown']) {
          const value = el.attrs.find((a) => a.name === name)?.value;
          if (value?.startsWith(oldDay)) doc.setAttribute(el, name, `${newDay}${value.slice(oldDay.length)}`);
        }
    if (here === 0) continue;
    files.set(page.path, doc.result());
    changed += here;
  }
  return `Changed the date ${old} to ${op.to} (${changed} place${changed === 1 ? '' : 's'})`;
}
