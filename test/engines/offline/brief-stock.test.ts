// Stock copy fills only what the request left open and never contradicts it: a new business
// claims no years of experience, and a UK town gets pounds, from several phrasings.
import t from 'tap';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';

const pages = (query: string) =>
  generateSite(query)
    .files.filter((f) => f.path.endsWith('.html'))
    .map((f) => f.content)
    .join('\n');

t.test('a new business claims no history', async (t) => {
  for (const query of [
    'A start-up dental practice in Leeds with stats and an about section',
    'We just opened a plumbing business, site with about us and our numbers',
    'Brand new trades company, need a site with stats',
    'Una nueva clínica dental recién abierta en Sevilla con estadísticas',
    'Neu eröffnete Zahnarztpraxis in Köln, mit Zahlen und über uns',
  ]) {
    const html = pages(query);
    t.notMatch(html, /15\+|years of experience|años de experiencia|Jahre Erfahrung|2[.,]400/, query);
    t.notMatch(html, /fifteen years|twenty years|since 2009/, `${query}: no years in the story`);
  }
  t.match(pages('A dental practice in Leeds with stats'), /15\+/, 'an established business keeps the stock figures');
});

t.test('pounds in UK towns the request names', async (t) => {
  for (const town of ['Derby', 'Hull', 'Plymouth', 'Swansea', 'Dundee'])
    t.match(pages(`A bakery in ${town} with a price list`), /class="price">£\d/, town);
});

t.test('an indefinite article before a section asks for the section, not for one entry of it', async (t) => {
  for (const request of [
    'Boulangerie Au Bon Pain à Lille avec une FAQ',
    'Bäckerei Korn in Jena mit einer Galerie und eine FAQ',
    'Panadería La Espiga en Salamanca con una sección de preguntas frecuentes',
  ])
    t.same(parseRequest(request).counts, {}, request);
  t.same(parseRequest('A bakery with one FAQ question').counts, { faq: 1 }, '"one" is still one');
  t.same(parseRequest('Une FAQ avec trois questions').counts, { faq: 3 }, 'and a number after it counts');
});
