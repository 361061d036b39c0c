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
  ])
    t.same(parseInstruction(text), { kind: 'addSection', section: 'testimonials' }, text);
  t.match(html(applyEdit('Añade una sección de opiniones', page('es')).files), '<span>Reseña de ejemplo</span>');
});
