// Issue 33, round 19: the rules written for the families its sitting missed, each tested in
// phrasings of its own: a name in brackets with its town, a list after "such as", a request all in
// lower case, "Au" opening a French name, "X by Y" names, Google reviews as a link, dark by default,
// docks and quays as venues, osteopaths as clinics, a button to a network, a shade of a colour that
// is no theme, and when a group meets.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { parseColours } from '../../../services/generator/engines/offline/request/colours.ts';
import { namedLinks } from '../../../services/generator/engines/offline/request/links.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';

t.test('a name in brackets with its town after a comma, and a list after "such as"', async (t) => {
  const brief = parseRequest(
    'Dog walker (Walkies on the Wold, Cirencester) offering things like group walks, puppy visits and pet sitting',
  );
  t.equal(brief.name, 'Walkies on the Wold');
  t.equal(brief.place, 'Cirencester');
  t.same(
    brief.items.map((i) => i.name),
    ['group walks', 'puppy visits', 'pet sitting'],
  );
  t.equal(parseRequest('Our client list (Adidas, Lego) for my design portfolio').name, null, 'a list in brackets names no one');
});

t.test('a request all in lower case names its business after "for" and its town after "in"', async (t) => {
  const brief = parseRequest('pls make a site for bean there coffee in brighton with our menu');
  t.equal(brief.name, 'Bean There Coffee');
  t.equal(brief.place, 'Brighton');
  t.equal(parseRequest('need a website for my bakery in york').name, null, 'a kind is no name');
  t.equal(parseRequest('need a website for my bakery in york').place, 'York');
  t.equal(parseRequest('website for the fox and hound in ludlow').name, 'Fox and Hound', 'small words stay small');
  t.equal(parseRequest('a site for hilltop yoga in nowhereville').name, null, 'an unknown town: nothing guessed');
});

t.test('"Au" opening a French name is no place, and "X by Y" is one name', async (t) => {
  const french = parseRequest('Nous sommes le restaurant Au Bon Accueil, à Colmar depuis 1990.');
  t.equal(french.name, 'Au Bon Accueil');
  t.equal(french.place, 'Colmar');
  t.equal(parseRequest('Site for lash artist Lashes by Leah in Bolton').name, 'Lashes by Leah');
});

t.test('reviews on Google are the Google reviews link', async (t) => {
  const labels = (text: string) => namedLinks(text).map((l) => l.label);
  t.same(labels('Mit Link zu unseren Bewertungen auf Google'), ['Google Reviews']);
  t.same(labels('Please link to our Google reviews and our Facebook'), ['Google Reviews', 'Facebook']);
  t.same(labels('Enlace a nuestras reseñas en Google'), ['Google Reviews']);
});

t.test('dark by default is dark, and a shade of a colour in an edit is no theme', async (t) => {
  t.equal(parseColours('Portfolio site, dark by default, teal accents').theme, 'dark');
  t.equal(parseColours('Web de fotografía, oscuro por defecto').theme, 'dark');
  for (const ask of ['Make the buttons dark green', 'Change the links to dark blue', 'make the buttons light blue']) {
    const op = parseInstruction(ask);
    t.equal(op?.kind === 'colours' ? op.theme : op, undefined, `${ask}: no theme`);
  }
  const op = parseInstruction('Make the buttons dark green');
  t.equal(op?.kind === 'colours' ? op.component : op, 'darkgreen');
  t.equal((parseInstruction('Make the whole site dark') as { theme?: string } | null)?.theme, 'dark', 'dark alone is still the theme');
});

t.test('docks, quays and piers are where an event or a van is; an osteopath is a clinic', async (t) => {
  const facts = (q: string) =>
    parseRequest(q)
      .facts.filter((f) => f.kind === 'address')
      .map((f) => f.text);
  t.same(facts('Coffee van Daily Grind, at Albert Dock every Saturday 8am to 2pm'), ['Albert Dock']);
  t.same(facts('Summer market on Custom House Quay, Falmouth, Sunday 9 August'), ['Custom House Quay']);
  t.equal(parseRequest("Cabinet d'ostéopathie Souffle à Nantes").kind.id, 'clinic');
  t.equal(parseRequest("Cabinet d'ostéopathie Souffle à Nantes").name, 'Souffle');
});

t.test('a button to a network is a link to it', async (t) => {
  const op = parseInstruction('Add a Facebook button');
  t.same(op?.kind === 'profileLink' ? op.label : op, 'Facebook');
  const instagram = parseInstruction('Put an Instagram icon in the header');
  t.same(instagram?.kind === 'profileLink' ? instagram.label : instagram, 'Instagram');
});

t.test('when a group meets is a row of its own, headed as meetings', async (t) => {
  const rows = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'hours' ? [op.rows, op.meets] : op;
  };
  t.same(rows('We meet every second Tuesday at 7pm'), [['Second Tuesday at 7pm'], true]);
  t.same(rows('Wir treffen uns jetzt donnerstags um 19 Uhr'), [['Donnerstags um 19 Uhr'], true]);
  const html = applyEdit(
    'We now meet on the first Monday of the month at 6:30pm',
    generateSite('Walking group Footloose in Kendal with walks and a sign-up form').files,
  ).files.find((f) => f.path === 'index.html')!.content;
  t.match(html, /When we meet/);
  t.match(html, /<th scope="row">First Monday of the month<\/th><td>at 6:30pm<\/td>/);
  t.notMatch(html, /Opening hours/, 'a group has no opening hours');
});
