// "Quiz night is now on Wednesdays at 8pm, not Tuesdays", "Der Lauftreff ist jetzt dienstags um
// 18 Uhr": a weekly thing moved to another day. Where the pages name it with a day, that day (and
// time) is replaced in its entry; where they name it without one, the new day follows its name;
// where they do not name it, it is added as an entry with its day, as "add ... on Wednesdays" is.
import { escapeText } from '../render/html-text.ts';
import { EditFailure } from './edit-failure.ts';
import { HtmlSource, isElement, type Element, type Node, type TextNode } from './html-source.ts';
import { addItem } from './item-add.ts';
import { DAY } from './hours-edit.ts';
import type { SiteFiles } from './site-files.ts';

export interface ScheduleOp {
  kind: 'schedule';
  /** What moves, as the caller names it ("Quiz night"). */
  name: string;
  /** Its new day and time, as written ("Wednesdays at 8pm"). */
  when: string;
}

// "X is now on Wednesdays at 8pm, not Tuesdays"; "X moves to Fridays"; "X ist jetzt dienstags um 18 Uhr".
const MOVED =
  /^(?:(?:our|the|unser(?:e|)|der|die|das|el|la|le)\s+)?(\p{L}[\p{L}'’ &-]{1,40}?)\s+(?:is|are|ist|sind|es|est)\s+(?:now\s+|jetzt\s+|ahora\s+|désormais\s+|maintenant\s+)?(?:on\s+|every\s+|held on\s+|am\s+|le\s+|el\s+|los\s+)?(.{3,60}?)(?:,?\s+(?:not|no longer|nicht mehr|statt|instead of|en vez de|au lieu du?)\s+.{1,40})?\s*[.!]?$/iu;
const NOT_A_THING = /^(?:we|i|it|this|that|there|wir|ich|es|nous|je|nosotros|yo|the site|our site|the price|the cost)$/iu;

/** A weekly thing moved to another day, or null when the text moves none. */
export function parseSchedule(text: string): ScheduleOp | null {
  const m = MOVED.exec(text.trim());
  if (!m || !DAY.test(m[2]!) || NOT_A_THING.test(m[1]!.trim())) return null;
  const when = m[2]!.trim();
  // "The croissant is now £3 on Saturdays" is a price.
  if (/[£$€¥]|\d\s?(?:euros?|eur|pounds?|dollars?)(?![\p{L}])/iu.test(text)) return null;
  // The day must open what it is moved to ("on Wednesdays at 8pm"), not sit inside a sentence about
  // something else, nor in a clause of its own ("hire is gone, so just take it off": German's "So").
  const dayAt = DAY.exec(when)?.index ?? 99;
  if (dayAt > 12 || /[,;]/.test(when.slice(0, dayAt))) return null;
  const name = m[1]!.trim();
  return { kind: 'schedule', name: name.charAt(0).toUpperCase() + name.slice(1), when };
}

/** The nearest element around a text that is one entry: a list item, a row, a card, a paragraph. */
function entryOf(node: TextNode): Element | undefined {
  for (let at: Node | null = node.parentNode as Node | null; at && isElement(at); at = at.parentNode as Node | null) {
    if (['li', 'tr', 'p', 'dd', 'dt', 'article'].includes(at.tagName)) return at;
    if (['body', 'main', 'section'].includes(at.tagName)) return undefined;
  }
  return undefined;
}

export function moveSchedule(files: SiteFiles, op: ScheduleOp): string {
  const wanted = op.name.toLowerCase();
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    const named = doc.textNodes().find((n) => n.value.toLowerCase().includes(wanted));
    if (!named) continue;
    const entry = entryOf(named);
    const days = (entry ? doc.textNodes(entry) : [named]).filter((n) => DAY.test(n.value));
    if (days.length > 0) {
      // "Tuesdays at 7pm – Quiz night": the day and what follows it up to a dash or the end is the old time.
      const node = days[0]!;
      const day = DAY.exec(node.value)!;
      const rest = node.value.slice(day.index);
      const end = rest.search(/\s[—–|-]\s|[;(]/);
      const old = end >= 0 ? rest.slice(0, end) : rest.trimEnd();
      doc.replaceText(node, escapeText(node.value.replace(old, op.when)));
    } else doc.replaceText(named, escapeText(`${named.value.trimEnd()} (${op.when})`));
    files.set(page.path, doc.result());
    return `Moved ${op.name} to ${op.when} in ${page.path}`;
  }
  // Not on the pages yet: an entry with its day, where the site lists days and times.
  try {
    return addItem(files, { kind: 'addItem', name: op.name, when: op.when });
  } catch (error) {
    if (error instanceof EditFailure) throw new EditFailure(`the pages do not show "${op.name}" or a list of days to put it in`);
    throw error;
  }
}
