// Issue 33, round 21: the rules written for the families its sitting missed, each tested in
// phrasings of its own: one end of a day's hours moved by a verb ("we open at", "schließen wir
// um", "on ferme à") or by "until", a field added to a form, "darker" as the theme, a profile
// address with a handle in its path, a price raised in German with its own verbs, a name between
// commas after a kind ending in an apostrophe, a trade's company that is no agency, and an
// ampersand inside a name's word ("B&B").
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';

const edited = (start: string, edit: string) => {
  const result = applyEdit(edit, generateSite(start).files);
  return { summary: result.summary, html: result.files.find((f) => f.path === 'index.html')!.content };
};
const dayCell = (html: string, day: string) => new RegExp(`${day}</th><td>([^<]*)</td>`).exec(html)?.[1];
/** The day's cell before the edit, with its opening or closing time replaced. */
const withEnd = (start: string, day: string, end: 'opening' | 'closing', time: string) => {
  const [opening, closing] = dayCell(generateSite(start).files.find((f) => f.path === 'index.html')!.content, day)!.split(' – ');
  return end === 'opening' ? `${time} – ${closing}` : `${opening} – ${time}`;
};

t.test('one end of one day: the opening or the closing time moves, the other stays', async (t) => {
  const butcher = 'Metzgerei Ochs in Fulda mit Öffnungszeiten';
  const german = edited(butcher, 'Montags öffnen wir ab jetzt erst um 10 Uhr');
  t.equal(dayCell(german.html, 'Montag'), withEnd(butcher, 'Montag', 'opening', '10:00'), 'the opening becomes 10:00, the closing kept');
  t.equal(dayCell(german.html, 'Dienstag'), dayCell(generateSite(butcher).files[0]!.content, 'Dienstag'), 'the other days stay');
  const cheese = 'Fromagerie Le Cellier à Nancy avec nos horaires';
  const french = edited(cheese, 'Le mercredi, on ferme à 19 h au lieu de 18 h');
  t.equal(
    dayCell(french.html, 'Mercredi'),
    withEnd(cheese, 'Mercredi', 'closing', '19:00'),
    'the time said to be the old one is not the new one',
  );
  const florist = 'Florist Petalcraft in York with opening hours';
  const english = edited(florist, 'We close at 3pm on Saturdays now');
  t.equal(dayCell(english.html, 'Saturday'), withEnd(florist, 'Saturday', 'closing', '15:00'));
  const late = edited(florist, 'Open late on Fridays, until 7');
  t.equal(
    dayCell(late.html, 'Friday'),
    withEnd(florist, 'Friday', 'closing', '19:00'),
    '"until 7" in place of an evening closing is 19:00',
  );
  t.equal(dayCell(late.html, 'Monday'), dayCell(generateSite(florist).files[0]!.content, 'Monday'), 'and the other rows stay');
  const after = edited(florist, "We're now open until 6:30pm on Wednesdays");
  t.equal(
    dayCell(after.html, 'Wednesday'),
    withEnd(florist, 'Wednesday', 'closing', '18:30'),
    'a day said after its time is the row of that day',
  );
  const bakery = 'Panadería Trigal en Burgos con horario';
  const spanish = edited(bakery, 'Los sábados abrimos a las 8:30');
  t.equal(dayCell(spanish.html, 'Sábado'), withEnd(bakery, 'Sábado', 'opening', '08:30'));
  t.match(spanish.summary, /sábados desde las 8:30/, 'the summary says the row as understood');
  // A day the pages show closed gets the caller's words.
  const sunday = edited('Florist Petalcraft in York with opening hours', 'We open at 10am on Sundays');
  t.equal(dayCell(sunday.html, 'Sunday'), 'From 10am');
});

t.test('a field added to a form the pages have, typed by what it asks for', async (t) => {
  const start = 'Piano teacher Ines Ruiz in Bath with lessons and a contact form';
  const phone = edited(start, 'Could you add a mobile number field to the form?');
  t.match(
    phone.html,
    /<label for="contact-mobile-number">Mobile number<\/label><input id="contact-mobile-number" name="mobile-number" type="tel"/,
  );
  t.ok(phone.html.indexOf('contact-mobile-number') < phone.html.indexOf('contact-message'), 'before the message box');
  t.match(phone.summary, /Added "Mobile number" \(tel\) to the form/);
  const german = edited(
    'Klavierlehrerin Ines Ruiz in Bonn mit Kontaktformular',
    'Im Kontaktformular fehlt ein Feld für das Wunschdatum, bitte ergänzen',
  );
  t.match(german.html, /name="wunschdatum" type="date"/);
  const asked = edited(start, 'The contact form should also ask for their postcode');
  t.match(asked.html, /<label for="contact-postcode">Postcode<\/label><input[^>]*type="text"/);
  const twice = edited(start, 'Add an email field to the contact form');
  t.match(twice.summary, /already asks for/, 'a field the form has is not added twice');
  t.equal((twice.html.match(/type="email"/g) ?? []).length, 1);
  t.equal(parseInstruction('Add a booking form asking for dates')?.kind, 'addSection', 'a new form asking for fields is still a new form');
  t.equal(parseInstruction('Add a search box')?.kind, 'addSection', 'a search box is no form field');
  const noForm = [
    {
      path: 'index.html',
      language: 'html',
      content: '<!DOCTYPE html><html lang="en"><head><title>Ines</title></head><body><h1>Ines Ruiz</h1></body></html>',
    },
  ];
  t.throws(() => applyEdit('Add a phone field to the form', noForm), /no form/, 'no form on the pages: said, not guessed');
});

t.test('"darker" and "lighter" as the theme, unless a part of the page is named', async (t) => {
  t.same(parseInstruction('Could the site be a lot darker? Moody, like a cocktail bar'), { kind: 'colours', theme: 'dark' });
  t.same(parseInstruction('Make everything lighter and airier'), { kind: 'colours', theme: 'light' });
  const links = parseInstruction('Make the links darker');
  t.notOk(links?.kind === 'colours' && links.theme, 'darker links make no dark page');
});

t.test('a profile address with its handle in the path is a link, also after "in the footer:"', async (t) => {
  const op = parseInstruction('Put my TikTok in the footer: tiktok.com/@inesplays');
  t.same(op, { kind: 'profileLink', href: 'https://tiktok.com/@inesplays', label: 'TikTok' });
  t.equal(parseInstruction('The footer should say: Family run since 1962')?.kind, 'footerNote', 'a line of words stays a line');
  t.same(parseInstruction('Add our email info@ines.com to the footer'), { kind: 'contact', field: 'email', value: 'info@ines.com' });
});

t.test('a price raised or lowered with German verbs and a "fürs"', async (t) => {
  t.same(parseInstruction('Bitte den Preis fürs Reifenwechseln auf 35 € senken'), {
    kind: 'price',
    item: 'Reifenwechseln',
    price: '35 €',
    withCurrency: true,
  });
  t.same(parseInstruction('Bitte den Preis für die Inspektion auf 60 € anheben'), {
    kind: 'price',
    item: 'Inspektion',
    price: '60 €',
    withCurrency: true,
  });
});

t.test('names: after a kind ending in an apostrophe, with an ampersand inside a word', async (t) => {
  t.equal(parseRequest("Website for a dogs' grooming parlour, Suds & Snips, in Wigan").name, 'Suds & Snips');
  t.equal(parseRequest('Landing page for Sandbank B&B in Tenby').name, 'Sandbank B&B');
  t.equal(parseRequest('Shop page for Rye & Co, bakers in Hove').name, 'Rye & Co');
});

t.test("a trade's company is no agency; a marketing company still is", async (t) => {
  t.equal(parseRequest('Website for a bouncy castle hire company in Poole').kind.id, 'business');
  t.equal(parseRequest('Site for a removals firm, Box Clever, in Hull').kind.id, 'business');
  t.equal(parseRequest('Website for our digital marketing company').kind.id, 'agency');
  t.notMatch(generateSite('Website for a party hire company, Jolly Jumps, in Poole').files[0]!.content, /Strategy, design and technology/);
});
