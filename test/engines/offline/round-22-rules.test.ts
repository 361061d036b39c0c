// Issue 33, round 22: the rules written for the families its sitting missed, each tested in
// phrasings of its own: a price changed by an amount or a percentage, "opening" as a word of
// hours with "Sunday afternoons" one day, a person added with their role after a comma, a
// button at the top going to a section, "verlinken", a quoted field name, a lighter background,
// an entry added to a list named "what's on", a capitalised possessive before the kind, a kind
// joined by "de" over two words, "cesta de la compra", a book sold "on" two shops, and a German
// sign-up page with its fields.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { namedLinks } from '../../../services/generator/engines/offline/request/links.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';

const page = (files: { path: string; content: string }[]) => files.find((f) => f.path === 'index.html')!.content;
const edited = (start: string, edit: string) => {
  const result = applyEdit(edit, generateSite(start).files);
  return { summary: result.summary, html: page(result.files) };
};

t.test('a price changed by an amount or a percentage, from the price the page shows', async (t) => {
  const salon = 'Barber Fade Lab in Derby with prices: skin fade £18, beard trim £10';
  const off = edited(salon, 'Take £3 off the skin fade');
  t.match(off.html, /Skin fade<\/h3><\/div><p class="price">£15</);
  t.match(off.html, /Beard trim<\/h3><\/div><p class="price">£10</, 'the other price stays');
  t.match(edited(salon, 'Raise the beard trim by £1.50').html, /Beard trim<\/h3><\/div><p class="price">£11\.50</);
  t.match(edited(salon, 'Beard trims are £2 cheaper from today').html, /Beard trim<\/h3><\/div><p class="price">£8</);
  t.match(edited(salon, 'Put up the skin fade by 10%').html, /Skin fade<\/h3><\/div><p class="price">£19\.80</);
  const german = edited('Friseur Schnittig in Kiel mit Preisen: Herrenschnitt 25 €, Bart 12 €', 'Den Herrenschnitt bitte um 3 € erhöhen');
  t.match(german.html, /Herrenschnitt<\/h3><\/div><p class="price">28\s€</, german.summary);
  t.throws(() => applyEdit('Knock £20 off the beard trim', generateSite(salon).files), /nothing or less/, 'no price of nothing');
  t.same(
    parseInstruction('Drop the skin fade to £16'),
    { kind: 'price', item: 'skin fade', price: '£16', withCurrency: true },
    'a new price stays one',
  );
});

t.test('"opening" as a word of hours, "Sunday afternoons" as one day', async (t) => {
  const cell = (html: string, day: string) => new RegExp(`${day}</th><td>([^<]*)</td>`).exec(html)?.[1];
  const start = 'Tax adviser Sums & Co in Crewe with office hours';
  const before = page(generateSite(start).files);
  const after = edited(start, "We're opening on Sunday afternoons now, 1 to 5").html;
  t.equal(cell(after, 'Sunday'), '1 to 5', "that day's row, in the caller's words");
  t.equal(cell(after, 'Monday'), cell(before, 'Monday'), 'the other days stay');
});

t.test('a person added with their role after a comma, in the team', async (t) => {
  t.same(parseInstruction('Our team is growing, please add Marta, our new receptionist'), {
    kind: 'addItem',
    name: 'Marta',
    role: 'Receptionist',
    list: 'team',
  });
  t.same(parseInstruction('Welcome Ollie Grant, our new physio, to the team'), {
    kind: 'addItem',
    name: 'Ollie Grant',
    role: 'Physio',
    list: 'team',
  });
});

t.test('a button at the top going to a section of the page', async (t) => {
  const start = 'Yoga studio Lotus Room in Leeds with classes, a timetable and a booking form';
  const { html, summary } = edited(start, 'Can you add a "Reserve a mat" button that takes visitors to the booking form?');
  t.match(html, /<a class="button" href="#booking">Reserve a mat<\/a>/);
  t.ok(html.indexOf('Reserve a mat') < html.indexOf('id="booking"'), 'at the top, before the section it goes to');
  t.match(summary, /going to #booking/);
  t.same(parseInstruction('Einen Button „Zur Karte“ oben, der zur Speisekarte führt'), {
    kind: 'ctaButton',
    label: 'Zur Karte',
    to: 'Speisekarte',
  });
  t.throws(() => applyEdit('Add a "Shop now" button that links to the shop page', generateSite(start).files), /could not find/);
  t.equal(parseInstruction('Add a WhatsApp button')?.kind, 'profileLink', 'a network button stays a link to the network');
});

t.test('"verlinken", a quoted field name, a lighter background', async (t) => {
  t.same(parseInstruction('Bitte unseren TikTok @baeckerei_korn verlinken'), {
    kind: 'profileLink',
    href: 'https://www.tiktok.com/@baeckerei_korn',
    label: 'TikTok @baeckerei_korn',
  });
  t.same(parseInstruction('Please add a "Company name" field to the enquiry form'), {
    kind: 'formField',
    labels: ['Company name'],
    form: 'enquiry',
  });
  const html = edited(
    'Physio Move Well in Chester with a contact form asking for name, email, preferred date and message',
    'Add a field « second date » to the form',
  ).html;
  t.match(html, /name="second-date" type="date"/, 'a second date field, though the form has one');
  t.same(parseInstruction('Un fondo más claro, por favor'), { kind: 'colours', theme: 'light' });
  t.same(parseInstruction('Ich hätte gern einen helleren Hintergrund'), { kind: 'colours', theme: 'light' });
  t.same(parseInstruction('Les boutons en bleu clair'), { kind: 'colours', component: 'blue' }, 'a light shade of a colour is no theme');
});

t.test('an entry added to a list named by its heading, with which day of the month', async (t) => {
  t.same(parseInstruction('Add our craft fair, last Saturday of the month at 10am, to the events'), {
    kind: 'addItem',
    name: 'Craft fair',
    when: 'Last Saturday of the month at 10am',
    list: 'events',
  });
  t.same(parseInstruction("Add a book swap, every Monday at 6pm, to what's on"), {
    kind: 'addItem',
    name: 'Book swap',
    when: 'Every Monday at 6pm',
    list: "what's on",
  });
});

t.test('names: a capitalised possessive before the kind, a kind joined by "de" over two words', async (t) => {
  t.equal(parseRequest('Our cidery Applecross near Hereford makes dry and medium ciders').name, 'Applecross');
  t.equal(parseRequest('Taller de bicis eléctricas Voltio en Burgos').name, 'Voltio');
  t.equal(parseRequest('The website should be simple').name, null, 'a sentence opening with "The" names nothing');
});

t.test('a cart asked as "cesta de la compra", shops a book is sold on, a German sign-up page', async (t) => {
  t.ok(parseRequest('Tienda de quesos Curado con cesta de la compra').features.includes('cart'));
  t.same(
    namedLinks('Site for my poetry collection with links to buy it on Bookshop and Blackwells').map((link) => link.label),
    ['Bookshop', 'Blackwells'],
  );
  t.same(namedLinks('Our stall at the Corn Exchange'), [], 'where a shop is is no link');
  t.same(parseRequest('Anmeldemaske für das Stadtfest Ulm: Name, E-Mail und Telefon').asked.form, {
    target: 'signup',
    fields: ['Name', 'E-Mail', 'Telefon'],
  });
});
