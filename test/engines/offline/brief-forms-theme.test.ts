// Forms carry the fields named, with the right input types (a stay has two dates), and a dark
// theme asked for at creation makes a dark site, from several phrasings.
import t from 'tap';
import { colord } from 'colord';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';

const index = (query: string) => generateSite(query).files.find((f) => f.path === 'index.html')!.content;
const dateFields = (html: string) =>
  [...html.matchAll(/<label for="booking-[^"]+">([^<]+)<\/label><input [^>]*type="date"/g)].map((m) => m[1]);

t.test('a stay has a check-in and a check-out date', async (t) => {
  t.same(dateFields(index('A hotel site with a booking form with check-in and check-out, dark theme')), ['Check-in', 'Check-out']);
  t.same(dateFields(index('A B&B in York where guests book with arrival and departure dates')), ['Arrival', 'Departure']);
  t.same(dateFields(index('A campsite with a booking form with name, email, arrival date, departure date and number of guests')), [
    'Arrival date',
    'Departure date',
  ]);
  t.same(dateFields(index('Une chambre d’hôtes avec réservation: arrivée et départ')), ['Arrivée', 'Départ']);
  t.same(dateFields(index('A restaurant with table booking')), ['Date'], 'one date when no stay is asked');
  t.same(
    parseRequest('A hotel site with a booking form with check-in and check-out, dark theme').asked.form?.fields,
    ['check-in', 'check-out'],
    'the theme is no field',
  );
});

t.test('a dark theme at creation, however it is asked', async (t) => {
  for (const query of [
    'A hotel site with a booking form, dark theme',
    'a dark-themed site for a jazz bar',
    'A dark website for my tattoo studio',
    'Make it dark. A site for a cinema',
    'Un site sombre pour mon bar',
    'Eine dunkle Webseite für mein Tattoostudio',
  ]) {
    t.equal(parseRequest(query).colours.theme, 'dark', query);
    const css = generateSite(query).files.find((f) => f.path === 'styles.css')!.content;
    t.ok(colord(css.match(/--bg: ([^;]+);/)![1]!).isDark(), `${query}: the page background is dark`);
  }
  t.equal(parseRequest('a dark chocolate shop').colours.theme, undefined, 'dark chocolate is no theme');
});

t.test('forms named by German compounds, "sign-up" with its hyphen, and a registration in Spanish', async (t) => {
  const section = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'addSection' ? op.section : op;
  };
  t.equal(section('Füge ein Anmeldeformular hinzu'), 'signup');
  t.equal(section('Füge eine Anmeldung für Kurse hinzu'), 'signup', 'an Anmeldung signs up for a class; it logs in to nothing');
  t.equal(section('Füge ein Buchungsformular hinzu'), 'booking');
  t.equal(section('Add a sign-up form'), 'signup');
  t.equal(section('Añade un formulario de inscripción'), 'signup');
  t.equal(section('Add a login'), 'login');
  const yoga = parseRequest('Yogastudio Atem in Jena mit Anmeldeformular für Kurse');
  t.ok(yoga.features.includes('signup'), 'a sign-up section');
  t.same(yoga.items, [], 'the form is no thing on offer');
  const cakes = parseRequest('Bäckerei Korn mit Bestellformular für Torten, Brot und Kuchen');
  t.equal(cakes.asked.form, null, 'what is ordered after "für" is no list of fields');
  t.same(parseRequest('Eine Tanzschule mit Anmeldeformular mit Name, E-Mail und Kurs').asked.form?.fields, ['Name', 'E-Mail', 'Kurs']);
  const booking = parseRequest('A yoga studio with a booking form for name, email and class');
  t.same(booking.asked.form?.fields, ['name', 'email', 'class'], 'fields after "for" still are');
  t.same(booking.items, [], 'and the form is no thing on offer');
});
