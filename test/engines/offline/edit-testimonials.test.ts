// A testimonials section added by an edit: quotes marked up as <figure><blockquote>, and plainly
// placeholders naming nobody, in the site's language.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const page = (lang: string): SiteFile[] => [
  {
    path: 'index.html',
    content: `<!DOCTYPE html>\n<html lang="${lang}">\n  <head>\n    <title>Blue Door</title>\n  </head>\n  <body>\n    <main>\n      <h1>Blue Door</h1>\n    </main>\n  </body>\n</html>\n`,
    language: 'html',
  },
];
const html = (files: SiteFile[]) => files.find((f) => f.path === 'index.html')!.content;

t.test('phrasings in four languages ask for testimonials', async (t) => {
  for (const text of [
    'add a testimonials section',
    'Add some customer reviews',
    'Add a section with quotes from happy customers',
    'Füge einen Bereich mit Kundenstimmen hinzu',
    'añade una sección de testimonios',
    'ajoutez une section de témoignages',
  ])
    t.same(parseInstruction(text), { kind: 'addSection', section: 'testimonials' }, text);
});

t.test('the quotes are quotes, and placeholders', async (t) => {
  const site = generateSite('A bakery called Blue Door').files;
  const out = html(applyEdit('add a testimonials section', site).files);
  const section = out.slice(
    out.indexOf('<section id="testimonials"'),
    out.indexOf('</section>', out.indexOf('<section id="testimonials"')),
  );
  t.equal(section.match(/<li class="card"><figure><blockquote><p>/g)?.length, 3);
  t.equal(section.match(/<span>Placeholder review<\/span><\/figcaption>/g)?.length, 3);
  t.match(section, '<p class="lead">Placeholder quotes: replace them with your customers’ own words.</p>');
  t.notMatch(section, /Hannah R\.|Marcus T\.|Priya S\./, 'no made-up names');
  const de = html(applyEdit('Füge einen Bereich mit Kundenstimmen hinzu', page('de')).files);
  t.match(de, /<section id="testimonials" class="sw-added section section-testimonials"/);
  t.match(de, 'Platzhalter: Ersetzen Sie diese Zitate');
  t.match(html(applyEdit('ajoutez une section de témoignages', page('fr')).files), '<span>Avis d’exemple</span>');
});

t.test('reviews named in de, es and fr words ask for testimonials, in the site language', async (t) => {
  for (const text of [
    'Añade una sección de opiniones',
    'Añade opiniones de clientes',
    'Füge Kundenbewertungen hinzu',
    'Ergänze einen Abschnitt mit Rezensionen',
    'Ajoutez une section avec des avis clients',
    // Round 14: German says whose words they are in the same word.
    'Füge bitte ein paar Patientenstimmen hinzu',
    'Bitte Gästebewertungen ergänzen',
    // Round 16: words from the people served, whoever they are.
    'Add a section with a few words from couples we played for',
    'Add some feedback from parents',
  ])
    t.same(parseInstruction(text), { kind: 'addSection', section: 'testimonials' }, text);
  t.match(html(applyEdit('Añade una sección de opiniones', page('es')).files), '<span>Reseña de ejemplo</span>');
  t.notMatch(
    parseInstruction('Die Preise stimmen nicht mehr, bitte ergänzen') ?? {},
    { section: 'testimonials' },
    '"stimmen" alone is a verb',
  );
});

t.test('customers’ words asked for by a name are headed by that name', async (t) => {
  const section = (out: string) =>
    out.slice(out.indexOf('<section id="testimonials"'), out.indexOf('</section>', out.indexOf('<section id="testimonials"')));
  t.match(section(html(applyEdit('Bitte einen Kundenmeinungen-Bereich ergänzen', page('de')).files)), '>Kundenmeinungen</h2>');
  t.match(section(html(applyEdit('ajoute une rubrique avis clients', page('fr')).files)), '>Avis clients</h2>');
  t.match(section(html(applyEdit('Quiero una sección con reseñas', page('es')).files)), '>Reseñas</h2>');
  t.match(section(html(applyEdit('We would like a customer review section', page('en')).files)), '>Customer reviews</h2>');
  // The engine's own site has its testimonials already: named anew when the instruction names the section.
  const site = generateSite('A bakery called Blue Door').files;
  t.match(section(html(applyEdit('Add a testimonials section', site).files)), '>Testimonials</h2>');
  t.notMatch(
    section(html(applyEdit('Show four reviews in the testimonials section', site).files)),
    '>Reviews</h2>',
    'a section referred to keeps its heading',
  );
});

t.test('words quoted for the page name no colour', async (t) => {
  t.same(parseInstruction('Change "Warm bread, white linen" to "Warm bread daily"'), {
    kind: 'replaceText',
    from: 'Warm bread, white linen',
    to: 'Warm bread daily',
  });
  t.notSame(parseInstruction('Add a review from Tom: "The best black forest gateau in town"')?.kind, 'colours');
  t.equal(parseInstruction('make the buttons "forest green"')?.kind, 'colours', 'a colour quoted in two words');
});

t.test('a quote the caller gives is added as it is, with who said it', async (t) => {
  t.same(parseInstruction('Add a review from Priya K.: "Kind staff and spotless rooms"'), {
    kind: 'addSection',
    section: 'testimonials',
    quote: { text: 'Kind staff and spotless rooms', by: 'Priya K.' },
  });
  const quoted = parseInstruction('Ergänze eine Bewertung von Jonas: „Pünktlich und sehr freundlich“');
  t.same(quoted?.kind === 'addSection' ? quoted.quote : quoted, { text: 'Pünktlich und sehr freundlich', by: 'Jonas' });
  const hand = page('en');
  hand[0]!.content = hand[0]!.content.replace(
    '</main>',
    '<section id="kind-words"><h2>Kind words</h2><ul><li class="quote"><figure><blockquote><p>Lovely bread.</p></blockquote><figcaption>Ann</figcaption></figure></li></ul></section></main>',
  );
  const out = html(applyEdit('Add a testimonial from Sam: "Worth the walk every morning"', hand).files);
  t.match(
    out,
    /<figcaption>Ann<\/figcaption><\/figure><\/li>\s*<li class="quote"><figure><blockquote><p>Worth the walk every morning<\/p><\/blockquote><figcaption><span>Sam<\/span><\/figcaption><\/figure><\/li><\/ul>/,
    'after the last quote, in the same wrapper',
  );
  const fresh = html(applyEdit('Add a testimonial from Sam: "Worth the walk every morning"', page('en')).files);
  t.match(fresh, '<blockquote><p>Worth the walk every morning</p></blockquote>');
  t.notMatch(fresh, 'Placeholder', 'no placeholders beside a real quote');
});
