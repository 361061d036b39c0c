// Named links from several phrasings: each is a working link to the service (or to the address the
// request writes out), shown by the service's name on the page.
import t from 'tap';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

const links = (query: string) => parseRequest(query).links.map((l) => [l.label, l.href]);

t.test('services, profiles and addresses the request names', async (t) => {
  t.same(links('A pizzeria in Leeds, order on DoorDash or Uber Eats'), [
    ['DoorDash', 'https://www.doordash.com/'],
    ['Uber Eats', 'https://www.ubereats.com/'],
  ]);
  t.same(links('Podcast site with our Apple Podcasts page and Spotify'), [
    ['Apple Podcasts', 'https://podcasts.apple.com/'],
    ['Spotify', 'https://www.spotify.com/'],
  ]);
  t.same(links('a homepage for me, Ana Ortiz, with links to Instagram and Behance'), [
    ['Instagram', 'https://www.instagram.com/'],
    ['Behance', 'https://www.behance.com/'],
  ]);
  t.same(
    links('Print shop site; our Etsy store is etsy.com/shop/anaprints, mail hello@anaprints.com'),
    [['Etsy', 'https://etsy.com/shop/anaprints']],
    'the named service goes to the address given, and an e-mail domain is no link',
  );
  t.same(links('Une page pour mon restaurant, réservations sur TheFork'), [['TheFork', 'https://www.thefork.com/']]);
  t.same(links('Ferienwohnung an der Ostsee, buchbar über Booking.com und Airbnb'), [
    ['Booking.com', 'https://www.booking.com/'],
    ['Airbnb', 'https://www.airbnb.com/'],
  ]);
  t.same(links('a bakery with a booking form'), [], 'no service named, no link');
});

t.test('each named link is on the page, by name, with its address', async (t) => {
  const cases: [string, string, string][] = [
    ['A taqueria in Austin; order on DoorDash', 'DoorDash', 'https://www.doordash.com/'],
    ['A podcast about gardening with a link to our Apple Podcasts page', 'Apple Podcasts', 'https://podcasts.apple.com/'],
    ['Illustrator portfolio, links to Instagram and Behance', 'Behance', 'https://www.behance.com/'],
  ];
  for (const [query, label, href] of cases) {
    const page = generateSite(query).files.find((f) => f.path === 'index.html')!.content;
    t.match(page, `<a class="profile-link" href="${href}" rel="noopener">${label}<`, query);
  }
});

t.test('services the table lists beyond the first ones, in four languages', async (t) => {
  t.same(links('Podcast page with links to Overcast and Pocket Casts'), [
    ['Overcast', 'https://overcast.fm/'],
    ['Pocket Casts', 'https://pocketcasts.com/'],
  ]);
  t.same(links('Página de mi podcast con enlaces a Deezer y Tidal'), [
    ['Deezer', 'https://www.deezer.com/'],
    ['Tidal', 'https://tidal.com/'],
  ]);
  t.same(links('a rock pool guide for the tidal coast'), [], 'an everyday word in lowercase names no service');
});

t.test('a service the table does not know, named after words that send visitors to it', async (t) => {
  t.same(links('Rapper page: listen on Audiomack and Napster'), [
    ['Audiomack', 'https://www.audiomack.com/'],
    ['Napster', 'https://www.napster.com/'],
  ]);
  t.same(links('Hofladen in Celle, bestellen bei Marktschwärmer'), [['Marktschwärmer', 'https://www.marktschwarmer.com/']]);
  t.same(links('Ma boutique à Nantes, commandez sur Wizishop'), [['Wizishop', 'https://www.wizishop.com/']]);
  t.same(links('Mi tienda en Madrid, compra en Wallapop'), [['Wallapop', 'https://www.wallapop.com/']], 'a town after "en" is no service');
  t.same(links('Book a table at Rosa in Leeds'), [], 'a place to book at is no service');
});

t.test("the owner's own CV or docs, asked for as a link, is a working link to download", async (t) => {
  const cases1: [string, string][] = [
    ['Portfolio for a data analyst with a link to download my résumé', 'CV'],
    ['Library homepage; link the documentation and the forum', 'Documentation'],
    ['Musikerin-Seite mit Lebenslauf zum Herunterladen', 'CV'],
  ];
  for (const [query, label] of cases1) {
    const link = parseRequest(query).links.find((l) => l.label === label);
    t.match(link?.href, /^data:text\/plain/, query);
  }
  t.same(links('A site about my career and my CV'), [], 'no link asked for, no link');
});
