// The moment a date the request gives stands for, as the countdown to it needs: "Saturday 14 June",
// "14–16 May 2027", "9. Juni 2027, ab 14 Uhr", "May 14, 2027, doors 7pm". A date without its year is
// its next day to come (the day itself included); one that is no day of the calendar is none.
import { monthNumber } from './calendar-words.ts';

// A time of day after the date: "7pm", "7.30 pm", "19:30", "20h", "14 Uhr", "20h30".
const TIME_OF_DAY = /(?<![\d:.])(\d{1,2})(?:[:.h](\d{2}))?\s?(am|pm|a\.m\.|p\.m\.|uhr|h)?(?![\p{L}\d])/giu;

const pad = (n: number) => String(n).padStart(2, '0');

/** The date and time (local, ISO 8601 without a zone: "2027-06-14T18:00:00") of a date fact, or null. */
export function eventDateTime(text: string, today: Date): string | null {
  const words = text.split(/[^\p{L}\d]+/u).filter(Boolean);
  const monthAt = words.findIndex((word) => monthNumber(word) !== null);
  if (monthAt < 0) return null;
  const month = monthNumber(words[monthAt]!)!;
  // The day: the first number of one or two digits ("14–16 May": the 14th; "May 14": after the month).
  const day = Number(words.find((word) => /^\d{1,2}(?:st|nd|rd|th|er)?$/i.test(word))?.replace(/\D/g, '') ?? Number.NaN);
  const written = words.find((word) => /^(?:19|20)\d{2}$/.test(word));
  const isDay = (y: number) => {
    const date = new Date(Date.UTC(y, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  };
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  // Its year, or the next year from this one in which it is a day still to come (29 February: a leap year).
  const candidates = written ? [Number(written)] : Array.from({ length: 8 }, (_, i) => today.getUTCFullYear() + i);
  const year = candidates.find((y) => isDay(y) && (written || Date.UTC(y, month - 1, day) >= startOfToday));
  if (!Number.isInteger(day) || year === undefined) return null;
  let hours = 18;
  let minutes = 0;
  // A time is one marked as one ("7pm", "19:30", "20h"); the day's number and a year are not.
  for (const m of text.matchAll(TIME_OF_DAY)) {
    if (m[2] === undefined && m[3] === undefined) continue;
    const h = Number(m[1]);
    const pm = /^p/i.test(m[3] ?? '');
    const am = /^a/i.test(m[3] ?? '');
    const hour = pm && h < 12 ? h + 12 : am && h === 12 ? 0 : h;
    const minute = Number(m[2] ?? 0);
    if (hour > 23 || minute > 59) continue;
    hours = hour;
    minutes = minute;
    break;
  }
  return `${year}-${pad(month)}-${pad(day)}T${pad(hours)}:${pad(minutes)}:00`;
}
