// Issue 33, round 20: the rules written for the families its sitting missed, each tested in
// phrasings of its own: the currency written with the prices over the one a town's name guesses,
// no stock price for a thing listed without one, a notice after "at the top:", FAQ topics that the
// stock question says otherwise, names between commas before "near", German "-pension" kinds and
// "-Service" things, a time of day that is no price, and features said as things to do.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { faqEntries } from '../../../services/generator/engines/offline/edit/faq-entries.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';

const index = (query: string) => generateSite(query).files.find((f) => f.path === 'index.html')!.content;

t.test('the currency written with the prices wins over the country a town name guesses', async (t) => {
  t.same(parseRequest('B&B Harbour View in Scarborough: double £90, twin £80').locale, { locale: 'en-GB', currency: 'GBP' });
  t.same(parseRequest('Café in Sydney, flat white 5 dollars').locale.currency, 'AUD', '"dollars" in Australia are Australian');
  t.same(parseRequest('Bakery in Leeds, bread £3').locale, { locale: 'en-GB', currency: 'GBP' });
  const html = index('Guesthouse Gull Rock in Scarborough with rooms and prices: double room £95, single room £65');
  t.match(html, /£95/);
  t.notMatch(html, /\$\s?\d/, 'no dollar price');
});

t.test('a thing listed without a price gets no stock price beside priced ones', async (t) => {
  const html = index('Guesthouse Gull Rock in Scarborough with rooms and prices: double room £95, single room £65');
  t.notMatch(html, /£9<\/strong>/, 'no made-up £9 tier');
  t.notMatch(html, /<h3>Rooms<\/h3>/, 'the unpriced word is no tier');
  const plans = index('SaaS landing page for Ledgerly with pricing plans Starter, Team and Enterprise');
  t.match(plans, /<h3>Starter<\/h3>/, 'plans named without prices keep their tiers');
});

t.test('a notice after "at the top" and a colon is the line of news', async (t) => {
  const op = parseInstruction('Put a message at the top: Back on 3 January, happy holidays!');
  t.same(op?.kind === 'announcement' ? op.text : op, 'Back on 3 January, happy holidays');
  const html = applyEdit(
    'Add a line at the top: Closed for stocktaking 2 February',
    generateSite('Bookshop Inkwell in Hay with books').files,
  ).files.find((f) => f.path === 'index.html')!.content;
  t.match(html, /class="sw-announcement"[^>]*>Closed for stocktaking 2 February</);
});

t.test('FAQ topics said otherwise by the stock question head it', async (t) => {
  const q = (topics: string[], lang: 'en' | 'de' | 'es' | 'fr') => faqEntries(topics, lang).map(([question]) => question);
  t.same(q(['livraison'], 'fr'), ['Livraison : Livrez-vous ?']);
  t.same(q(['shipping'], 'en'), ['Shipping: Do you deliver?']);
  t.same(q(['delivery'], 'en'), ['Do you deliver?']);
  t.same(q(['payments'], 'en'), ['How can I pay?']);
  t.same(q(['Lieferung'], 'de'), ['Liefern Sie auch?']);
});

t.test('a name between commas before "near", a German "-pension" kind, a "-Service" thing', async (t) => {
  const brief = parseRequest("We're a small cider farm, Orchard End, near Hereford, with tours and a shop.");
  t.equal(brief.name, 'Orchard End');
  const pension = parseRequest('Website für unsere Katzenpension Schnurrhaus in Ulm: Urlaubsbetreuung, Futterservice, Abhol-Service');
  t.match(pension.name ?? '', /Schnurrhaus/);
  t.ok(
    pension.items.some((i) => i.name === 'Abhol-Service'),
    JSON.stringify(pension.items),
  );
});

t.test('a time of day is no price', async (t) => {
  t.equal(parseInstruction('Bingo is now on Fridays at 7pm')?.kind === 'price', false);
  t.equal(parseInstruction('Der Kurs ist jetzt um 18 Uhr')?.kind === 'price', false);
  const op = parseInstruction('the fringe trim is now 8');
  t.same(op?.kind === 'price' ? op.price : op, '8', 'a bare amount is still a price');
});

t.test('after "Features:", things to do are features of the product', async (t) => {
  const names = (q: string) => parseRequest(q).items.map((i) => i.name);
  t.same(names('Landing page for Tallyho, a budgeting app. Features: import bank statements, set budgets, export to CSV.'), [
    'import bank statements',
    'set budgets',
    'export to CSV',
  ]);
  t.same(names('A site for Tallyho that lets people export to CSV'), [], 'outside a list of features, a thing to do is no thing');
});

t.test('a weekly thing moved to another day, where the pages name it', async (t) => {
  const page = (body: string) => [
    {
      path: 'index.html',
      content: `<!DOCTYPE html>\n<html lang="en">\n<head><title>Pub</title></head>\n<body>\n${body}\n</body>\n</html>\n`,
      language: 'html' as const,
    },
  ];
  const moved = (body: string, ask: string) => applyEdit(ask, page(body)).files[0]!.content;
  t.match(
    moved(
      '<main><h1>Pub</h1><ul><li>Monday 6pm – Darts league</li><li>Friday 9pm – Live music</li></ul></main>',
      'Darts league is now on Thursdays at 7pm',
    ),
    /<li>Thursdays at 7pm – Darts league<\/li><li>Friday 9pm – Live music<\/li>/,
  );
  t.match(
    moved('<main><h1>Club</h1><p>Run club: Saturdays from 9am</p></main>', 'Run club is now on Sundays at 8am'),
    /<p>Run club: Sundays at 8am<\/p>/,
  );
  t.match(
    moved('<main><h1>Club</h1><ul><li>Book swap</li></ul></main>', 'The book swap is now on Fridays'),
    /<li>Book swap \(Fridays\)<\/li>/,
  );
  const op = (text: string) => {
    const parsed = parseInstruction(text);
    return parsed?.kind === 'schedule' ? [parsed.name, parsed.when] : parsed?.kind;
  };
  t.same(op('Der Lauftreff ist jetzt dienstags um 18 Uhr'), ['Lauftreff', 'dienstags um 18 Uhr']);
  t.equal(op('The croissant is now £3 on Saturdays'), 'price', 'with money it is a price');
  t.equal(op('We are now open on Sundays 9-1'), 'hours', 'opening hours stay hours');
  t.equal(op('It is now on Friday'), undefined, 'no name, nothing moved');
});
