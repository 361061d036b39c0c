// A day out a town or a club puts on (a fair, a fête, a festival) is built as one, counting down to
// the date the request gives; a date's day of the week belongs to the date, and a date is never read
// as a day's opening hours or listed as a thing on offer.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { eventDateTime } from '../../../services/generator/engines/offline/request/event-date.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

const home = (query: string) => generateSite(query).files.find((f) => f.path === 'index.html')!.content;

t.test('fairs, fêtes and festivals are festivals, in four languages; a fair price is not', async (t) => {
  for (const query of [
    'Summer fair in Ludlow: Saturday 14 June, stalls, live music and a dog show',
    'Site for the village fete at St Mary’s, with a tombola and a cake stall',
    'Fête de la musique à Vannes : samedi 21 juin, concerts gratuits dans le centre-ville',
    'Stadtfest in Ulm am 5. Juli mit Musik und Flohmarkt',
    'Fiestas de San Juan en Soria, del 24 al 28 de junio',
    'A website for the Kelso Jazz Festival with the line-up',
    'Christmas fair at the school hall with craft stalls',
  ])
    t.equal(parseRequest(query).kind.id, 'festival', query);
  t.equal(parseRequest('A bakery in York with fair prices').kind.id, 'bakery', 'fair as in fair prices');
  t.equal(parseRequest('Fair trade coffee roaster in Leeds').kind.id, 'cafe', 'fair as in fair trade');
  t.equal(parseRequest('Open day at Greenfield Primary School').kind.id, 'school', "a school's open day is the school's");
  t.equal(parseRequest('Site for our tech conference with speakers').kind.id, 'conference');
  t.equal(parseRequest('Website for my rock band with tour dates').kind.id, 'band');
});

t.test("a festival's stock copy sells nothing it was not asked for", async (t) => {
  const html = home('Summer fair in Ludlow: Saturday 14 June, stalls, live music and a dog show');
  for (const item of ['Stalls', 'Live music', 'Dog show']) t.match(html, `<h3>${item}</h3>`, `${item} listed`);
  t.notMatch(html, /New record out now|amplifiers|keynote|Talks/, "no band's or conference's copy");
});

t.test("a date's day of the week is the date's, and a date is no day's hours and no thing on offer", async (t) => {
  const dated = (query: string) => parseRequest(query).facts.map((f) => `${f.kind}: ${f.text}`);
  t.same(dated('Summer fair in Ludlow: Saturday 14 June, stalls and live music'), ['date: Saturday 14 June']);
  t.same(dated('Fête de la musique à Vannes : samedi 21 juin, concerts gratuits'), ['date: samedi 21 juin']);
  t.same(dated('Book sale at the library on Sunday, 3 May'), ['date: Sunday, 3 May']);
  t.same(dated('Café in Leeds, open Saturday 9am to 4pm'), ['open: open Saturday 9am to 4pm'], 'hours are still hours');
  t.same(dated('Öffnungszeiten: Mo–Sa 6–18 Uhr, So 7–11 Uhr'), ['open: Öffnungszeiten: Mo–Sa 6–18 Uhr, So 7–11 Uhr']);
  t.notOk(
    parseRequest('Summer fair in Ludlow: Saturday 14 June, stalls, live music').items.some((item) => /june/i.test(item.name)),
    'the date is not listed as a thing on offer',
  );
});

t.test('the moment a date stands for: its next day to come when it names no year', async (t) => {
  const today = new Date(Date.UTC(2026, 10, 28, 15));
  t.equal(eventDateTime('Saturday 14 June', today), '2027-06-14T18:00:00');
  t.equal(eventDateTime('3 December', today), '2026-12-03T18:00:00');
  t.equal(eventDateTime('28 November', today), '2026-11-28T18:00:00', 'today is still to come');
  t.equal(eventDateTime('27 November', today), '2027-11-27T18:00:00');
  t.equal(eventDateTime('14–16 May 2027', today), '2027-05-14T18:00:00', 'a range: its first day');
  t.equal(eventDateTime('May 14, 2025', today), '2025-05-14T18:00:00', 'a year written is kept, past or not');
  t.equal(eventDateTime('9. Juni 2027, ab 14 Uhr', today), '2027-06-09T14:00:00');
  t.equal(eventDateTime('Sunday 14 June, starts 9:30am', today), '2027-06-14T09:30:00');
  t.equal(eventDateTime('Friday 7 March, 7.30pm', today), '2027-03-07T19:30:00');
  t.equal(eventDateTime('21 juin, 20h30', today), '2027-06-21T20:30:00');
  t.equal(eventDateTime('12 de octubre', today), '2027-10-12T18:00:00');
  t.equal(eventDateTime('29 February', today), '2028-02-29T18:00:00', 'the next leap year');
  t.equal(eventDateTime('31 June', today), null, 'no such day');
  t.equal(eventDateTime('next summer', today), null);
});

t.test('the countdown counts to the date the request gives, and shows it', async (t) => {
  const html = home('Harbour Festival in Whitby on 14 August 2027 with food stalls and a regatta');
  t.match(html, 'data-countdown="2027-08-14T18:00:00"');
  t.match(html, '<time datetime="2027-08-14T18:00:00">14 August 2027</time>');
  const wedding = home('Our wedding website: Anna and Tom, 12 September 2027 in Bath, with RSVP');
  t.match(wedding, 'data-countdown="2027-09-12T18:00:00"', 'a wedding too');
  // Moving the date moves what the countdown counts to, its time of day kept.
  const moved = applyEdit(
    'The festival has been postponed to 21 August',
    generateSite('Harbour Festival in Whitby on 14 August 2027').files,
  );
  const index = moved.files.find((f) => f.path === 'index.html')!.content;
  t.match(index, 'data-countdown="2027-08-21T18:00:00"');
  t.match(index, '<time datetime="2027-08-21T18:00:00">21 August</time>', 'shown as the caller wrote it');
  t.notMatch(index, /14 August|2027-08-14/, 'the old date is gone everywhere');
  // The year of the date it replaces, when the new one names none; the nearest, across a new year.
  const later = applyEdit('The fair has moved to 21 August', generateSite('Summer fair in Ludlow on 14 August 2028').files).files;
  t.match(later.find((f) => f.path === 'index.html')!.content, 'data-countdown="2028-08-21T18:00:00"');
  const forward = applyEdit('The party has been moved to 3 January', generateSite('Winter fair in York on 28 December 2026').files).files;
  t.match(forward.find((f) => f.path === 'index.html')!.content, 'data-countdown="2027-01-03T18:00:00"');
  // With no date, a date made up from the request, the same each time.
  t.equal(
    home('Harbour Festival in Whitby').match(/data-countdown="([^"]+)"/)?.[1],
    home('Harbour Festival in Whitby').match(/data-countdown="([^"]+)"/)?.[1],
  );
});
