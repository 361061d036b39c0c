// Facts a request states are on the page as written: dates and date ranges in four languages,
// a phone number and a street address (in place of the made-up ones), a distance or format,
// opening days; and a business that says it is new makes no claims of years or customers.
import t from 'tap';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

const home = (query: string) => generateSite(query).files.find((f) => f.path === 'index.html')!.content;
const pages = (query: string) =>
  generateSite(query)
    .files.filter((f) => f.path.endsWith('.html'))
    .map((f) => f.content)
    .join('\n');
const facts = (query: string) => parseRequest(query).facts.map((fact) => `${fact.kind}: ${fact.text}`);

t.test('dates and date ranges, as written, in en, de, fr and es', async (t) => {
  const cases: [string, string][] = [
    ['A site for our food festival on 14–16 May 2027 in Leeds', '14–16 May 2027'],
    ['Charity fun run in Bristol on 3 March, with a sign-up form', '3 March'],
    ['Conference website for DevDays, May 14, 2027, Austin', 'May 14, 2027'],
    ['Eine Seite für unser Stadtfest am 9. Juni 2027 in Jena', '9. Juni 2027'],
    ['Un site pour notre marché de Noël le 12 octobre à Lyon', '12 octobre'],
    ['Una web para la feria del 12 de octubre de 2027 en Sevilla', '12 de octubre de 2027'],
  ];
  for (const [query, date] of cases) {
    t.same(
      facts(query).filter((f) => f.startsWith('date')),
      [`date: ${date}`],
      query,
    );
    t.match(home(query), `<li>${date}</li>`, `${query}: the date is on the page`);
  }
  t.same(facts('A bakery selling bread for $5, cakes and 12 kinds of cookies'), [], 'prices and counts are no facts');
});

// The ranges kept for fiction that the made-up numbers come from.
const MADE_UP_NUMBER = /\(555\)|07700 900|020 91\d|030 23125|\(02\) 5550/;

t.test('a made-up phone number is one its country keeps for fiction, written as the country writes it', async (t) => {
  const cases: [string, RegExp, RegExp][] = [
    ['Bakery in Leeds with a contact page', /^07700 900\d{3}$/, /^tel:\+447700900\d{3}$/],
    ['Bakery in Dublin with a contact page', /^020 91\d \d{4}$/, /^tel:\+3532091\d{5}$/],
    ['Bäckerei in Leipzig mit Kontaktseite', /^030 23125\d{3}$/, /^tel:\+493023125\d{3}$/],
    ['Bakery in Melbourne with a contact page', /^\(02\) 5550 \d{4}$/, /^tel:\+6125550\d{4}$/],
    ['Bakery in Toronto with a contact page', /^\+1 \(555\) 555-01\d\d$/, /^tel:\+155555501\d\d$/],
    ['A bakery with a contact page', /^\+1 \(555\) 555-01\d\d$/, /^tel:\+155555501\d\d$/],
  ];
  for (const [query, shown, href] of cases) {
    const link = pages(query).match(/<a class="contact-phone" href="([^"]*)">([^<]*)<\/a>/);
    t.match(link?.[2], shown, `${query}: shown`);
    t.match(link?.[1], href, `${query}: dialled`);
  }
  // Where no such range is known, no number is made up rather than one that could ring someone, or a
  // North American one for a bakery in Madrid.
  for (const query of ['Panadería en Madrid con página de contacto', 'Boulangerie à Nantes avec une page contact']) {
    const html = pages(query);
    t.match(html, /<address class="contact-details">/, `${query}: the contact details are there`);
    t.notMatch(html, /href="tel:/, `${query}: with no telephone number`);
  }
});

t.test('a phone number and a street address replace the made-up ones', async (t) => {
  const cases: [string, string, string][] = [
    ['Bakery at 12 Market Street, Leeds, call us on 0113 496 0000, open Saturdays', '0113 496 0000', '12 Market Street'],
    ['Café in der Hauptstraße 12 in Köln, Telefon 0221 123456, geöffnet samstags und sonntags', '0221 123456', 'Hauptstraße 12'],
    ['Plombier au 5 rue de la Paix, Paris, téléphone 01 42 68 53 00', '01 42 68 53 00', '5 rue de la Paix'],
    ['Fontanero en Calle Mayor 5, Madrid, teléfono +34 912 345 678', '+34 912 345 678', 'Calle Mayor 5'],
  ];
  for (const [query, phone, street] of cases) {
    t.ok(facts(query).includes(`phone: ${phone}`), `${query}: phone`);
    t.ok(facts(query).includes(`address: ${street}`), `${query}: address`);
    const html = pages(query);
    t.match(html, `href="tel:${phone.replace(/[^+\d]/g, '')}"`, `${query}: the phone number is a working link`);
    t.notMatch(html, MADE_UP_NUMBER, `${query}: no made-up number`);
    t.match(html, street, `${query}: the street is shown`);
  }
  t.equal(parseRequest('Bakery at 12 Market Street, Leeds').name, null, 'a street is no name');
  t.equal(parseRequest('Bakery at 12 Market Street, Leeds').place, 'Leeds', 'the town after the street is the place');
});

t.test('distances, formats and opening days', async (t) => {
  const cases: [string, string][] = [
    ['Charity 5k fun run in Bristol, with a sign-up form', 'measure: 5k fun run'],
    ['A 10 km trail race in the Peak District with results', 'measure: 10 km trail race'],
    ['Site for our 3-mile walk for charity', 'measure: 3-mile walk'],
    ['Bakery in York, open Saturdays, with a price list', 'open: open Saturdays'],
    ['Plumber in Austin, open Monday to Friday', 'open: open Monday to Friday'],
    ['Marché à Lyon, ouvert le samedi', 'open: ouvert le samedi'],
    ['Mercado en Madrid, abierto los domingos', 'open: abierto los domingos'],
  ];
  for (const [query, fact] of cases) {
    t.ok(facts(query).includes(fact), `${query}: ${facts(query).join(', ')}`);
    t.match(home(query), `<li>${fact.replace(/^\w+: /, '')}</li>`, `${query}: shown`);
  }
});

t.test('a business that says it is new claims no history', async (t) => {
  for (const query of [
    "I'm a newly qualified physiotherapist in Leeds, site with stats and about",
    'Recently qualified electrician in Leeds wants a site with stats',
    "Nous venons d'ouvrir notre salon à Lille, site avec chiffres",
    'Acabamos de abrir una tienda en Madrid, con estadísticas',
    'Frisch eröffnetes Café in Köln mit Zahlen',
  ]) {
    t.equal(parseRequest(query).isNew, true, query);
    t.notMatch(
      pages(query),
      /15\+|years of experience|años de experiencia|ans d.expérience|Jahre Erfahrung|2[.,]400/,
      `${query}: no claims`,
    );
  }
});

t.test('the town an event is named for after "de", and no date taken for a town', async (t) => {
  const cases1: [string, string][] = [
    ['Fiesta de la cerveza de Burgos, del 2 al 4 de agosto', 'Burgos'],
    ['La fête de Pâques de Dijon, le 5 avril', 'Dijon'],
    ['Festival de Jazz de Vitoria en julio', 'Vitoria'],
    ['Le marché de Noël de Metz, du 20 novembre au 24 décembre', 'Metz'],
  ];
  for (const [query, place] of cases1) t.equal(parseRequest(query).place, place, query);
  t.equal(parseRequest('Panadería de Ana, pan y bollos').place, null, 'a bakery named for a person is no event');
});

t.test('a business about to open is new, in four languages', async (t) => {
  for (const query of [
    'Nouvelle boulangerie, Pain Doré, qui ouvre à Caen en mars',
    'Tattoo studio Ink Well, opening in May in Leeds',
    'Una cafetería que abre en Bilbao en otoño',
    'Unser Laden, der im April eröffnet',
  ])
    t.ok(parseRequest(query).isNew, query);
  t.notOk(parseRequest('New website for our family bakery, open since 1982').isNew, 'a new website is no new business');
});

t.test('the days a group meets', async (t) => {
  t.same(facts('Allotment society site; we meet on Sundays and sell honey'), ['open: meet on Sundays']);
  t.same(facts('Club de lecture, nos reunimos los martes'), ['open: nos reunimos los martes']);
});

t.test('round 7: opening hours with their times, and the year a business dates from', async (t) => {
  const open = (query: string) => parseRequest(query).facts.find((f) => f.kind === 'open')?.text;
  t.equal(open('Little Sprouts nursery in Exeter, open 7:30am to 6pm weekdays'), 'open 7:30am to 6pm weekdays');
  t.equal(
    open('Garage Dupont à Rennes, ouvert du lundi au samedi de 8h à 18h, téléphone 02 99 12 34 56'),
    'ouvert du lundi au samedi de 8h à 18h',
  );
  t.equal(
    open('Café open Monday to Friday 7am-3pm and Saturday 8am-2pm, Sunday closed. Menu too'),
    'open Monday to Friday 7am-3pm and Saturday 8am-2pm, Sunday closed',
  );
  t.equal(open('Bar Luna, horario de martes a domingo de 13:00 a 23:00'), 'horario de martes a domingo de 13:00 a 23:00');
  t.equal(
    open('Öffnungszeiten: Montag bis Freitag 8 bis 18 Uhr, Samstag 9 bis 14 Uhr'),
    'Öffnungszeiten: Montag bis Freitag 8 bis 18 Uhr, Samstag 9 bis 14 Uhr',
  );
  t.equal(open('Bakery open Saturdays'), 'open Saturdays', 'days alone stay as they were');
  const since = (query: string) => parseRequest(query).facts.find((f) => f.kind === 'since')?.text;
  t.equal(since('Metzgerei Huber in Rosenheim, seit 1952 in Familienhand'), 'seit 1952');
  t.equal(since('Since 1987 Harlow & Sons have been fixing clocks in York.'), 'Since 1987');
  t.equal(since('Boulangerie fondée en 1921 à Lyon'), 'fondée en 1921');
  t.equal(since('A bakery with 3 ovens and 1987 loaves'), undefined, 'a number alone is no year of founding');

  // The hours stated are the hours the page shows, row by row, never the stock ones.
  const page = generateSite('Little Sprouts nursery in Exeter, open 7:30am to 6pm weekdays').files.find(
    (f) => f.path === 'index.html',
  )!.content;
  t.match(page, /<table class="hours">[\s\S]*7:30am to 6pm weekdays[\s\S]*<\/table>/);
  t.notMatch(page, /09:00 – 18:00/, 'no stock hours beside the stated ones');
  const cafe = generateSite('Café Soleil, open Monday to Friday 7am-3pm and Saturday 8am-2pm, Sunday closed').files.find(
    (f) => f.path === 'index.html',
  )!.content;
  t.match(cafe, /<th scope="row">Monday to Friday<\/th><td>7am-3pm<\/td>/);
  t.match(cafe, /<th scope="row">Saturday<\/th><td>8am-2pm<\/td>/);
  t.match(cafe, /<th scope="row">Sunday<\/th><td>closed<\/td>/);
  const butcher = generateSite('Metzgerei Huber in Rosenheim, seit 1952 in Familienhand').files.find(
    (f) => f.path === 'index.html',
  )!.content;
  t.match(butcher, /<li>seit 1952<\/li>/, 'the year shown in the facts, as written');
});

t.test('round 8: a day that comes back, and a square or park with no number', async (t) => {
  const facts = (query: string) => parseRequest(query).facts.map((f) => `${f.kind}: ${f.text}`);
  t.same(facts('Farmers market every second Saturday of the month, 9am to 1pm, at Victoria Park, Bath'), [
    'open: every second Saturday of the month, 9am to 1pm',
    'address: Victoria Park',
  ]);
  t.same(facts('Marché de Noël de Strasbourg du 28 novembre au 24 décembre, place Kléber'), [
    'date: 28 novembre',
    'date: 24 décembre',
    'address: place Kléber',
  ]);
  t.ok(facts('Feria de artesanía en Toledo, del 3 al 5 de mayo, en la Plaza de Zocodover').includes('address: Plaza de Zocodover'));
  t.ok(facts('Club de lecture tous les jeudis à la médiathèque').includes('open: tous les jeudis'));
  t.same(
    facts('Bakery at 12 Market Street near Victoria Park').filter((f) => f.startsWith('address')),
    ['address: 12 Market Street'],
    'a street number wins',
  );
  const page = generateSite('Farmers market every second Saturday of the month, 9am to 1pm, at Victoria Park, Bath').files.find(
    (f) => f.path === 'index.html',
  )!.content;
  t.match(page, /<li>every second Saturday of the month, 9am to 1pm<\/li>/);
  t.notMatch(page, /<table class="hours">[\s\S]*second Saturday/, 'a day that comes back is no opening-hours table');
});

t.test('round 9: an e-mail address given is the one shown; a single start time; every day with its times', async (t) => {
  const facts = (query: string) => parseRequest(query).facts.map((f) => `${f.kind}: ${f.text}`);
  const gite = 'Le gîte « Les Hirondelles » en Dordogne, 3 chambres. Réservation par e-mail : contact@leshirondelles.fr';
  t.ok(facts(gite).includes('email: contact@leshirondelles.fr'));
  const page = generateSite(gite)
    .files.map((f) => f.content)
    .join('');
  t.match(page, /<a href="mailto:contact@leshirondelles\.fr">contact@leshirondelles\.fr<\/a>/);
  t.notMatch(page, /hello@[a-z]+\.example\.com/, 'no made-up address beside it');
  t.ok(facts('Open mic night every Thursday from 8pm at The Crown').includes('open: every Thursday from 8pm'));
  t.ok(facts('Weihnachtsmarkt in Erfurt vom 25. November bis 22. Dezember, täglich 10–21 Uhr').includes('open: täglich 10–21 Uhr'));
  t.same(
    facts('Write to me at a@b').filter((f) => f.startsWith('email')),
    [],
    'no address without a domain',
  );
});

t.test('round 10: hours after a label, in brackets, with short day names', async (t) => {
  const facts = (query: string) =>
    parseRequest(query)
      .facts.filter((f) => f.kind === 'open')
      .map((f) => f.text);
  t.same(facts('Metzgerei Ochs in Fulda. Öffnungszeiten: Di–Fr 8–18 Uhr, Sa 7–12 Uhr'), ['Öffnungszeiten: Di–Fr 8–18 Uhr, Sa 7–12 Uhr']);
  t.same(facts('Running club, sessions (Tue & Thu 6:30pm, Sat 9am) from the park gates'), ['sessions (Tue & Thu 6:30pm, Sat 9am)']);
  t.same(facts('Horaires : lun-ven 9h-19h, sam 9h-12h. Pharmacie du Port, Sète'), ['Horaires : lun-ven 9h-19h, sam 9h-12h']);
  const page = generateSite('Metzgerei Ochs in Fulda. Öffnungszeiten: Di–Fr 8–18 Uhr, Sa 7–12 Uhr')
    .files.map((f) => f.content)
    .join('');
  t.match(page, /8–18 Uhr/);
  t.match(page, /7–12 Uhr/);
});

t.test('hours written as a sign after "open": short days, bare times, a day closed', async (t) => {
  for (const [query, rows] of [
    ['Corner cafe in York open Mon-Fri 7-5, Sat 8-4, Sun closed', ['Mon-Fri 7-5', 'Sat 8-4', 'Sun closed']],
    ['Tiny bookshop in Hay, opening hours Tue–Sat 10–4; Sun 11–3', ['Tue–Sat 10–4', 'Sun 11–3']],
  ] as const) {
    const html = home(query);
    const shown = [...html.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td><\/tr>/g)].map((m) => `${m[1]} ${m[2]}`);
    t.same(shown, rows, query);
    t.notMatch(html, '07:00 – 18:00', `${query}: no stock hours beside them`);
  }
});

t.test('the times of the day after a date belong to the date, and are no thing on offer', async (t) => {
  const cases: [string, string, RegExp[]][] = [
    [
      'Feria del libro de Alcalá del 3 al 12 de mayo, de 11:00 a 21:00, en la plaza de Cervantes',
      'date: 3 al 12 de mayo, de 11:00 a 21:00',
      [/11:00/, /21:00/],
    ],
    ['Book fair 3–12 May, 11am to 9pm, on Cervantes Square', 'date: 3–12 May, 11am to 9pm', [/11am/, /9pm/]],
    ['Salon du livre du 3 au 5 mai, de 10h à 19h, place Kléber', 'date: 3 au 5 mai, de 10h à 19h', [/10h/, /19h/]],
  ];
  for (const [query, fact, shown] of cases) {
    t.ok(facts(query).includes(fact), `${query}: ${facts(query).join('; ')}`);
    t.same(parseRequest(query).items, [], 'no times among the things on offer');
    for (const time of shown) t.match(pages(query), time);
  }
  t.same(
    parseRequest('Weihnachtsmarkt vom 27. November bis 23. Dezember, 11 bis 21 Uhr').items.map((item) => item.name),
    [],
    'nor a month of a date',
  );
});

t.test('round 11: the hall, church or centre an event is held in', async (t) => {
  t.ok(facts('Repair café at St Mark’s Hall, every first Saturday of the month, 10am–1pm').includes('address: St Mark’s Hall'));
  t.equal(parseRequest('Repair café at St Mark’s Hall, every first Saturday of the month').place, null, '"St" is no town');
  t.ok(facts('Carol concert at Holy Trinity Church on 18 December').includes('address: Holy Trinity Church'));
  t.ok(facts('Craft fair at the Riverside Centre, 3 May').includes('address: Riverside Centre'));
  t.match(pages('Repair café at St Mark’s Hall, every first Saturday of the month, 10am–1pm'), /St Mark’s Hall/);
});

t.test('round 13: hours after a word for hours or appointments without a colon, and no fact as a thing on offer', async (t) => {
  t.ok(facts('Physiotherapie Vogt, Hauptstraße 12, 69117 Heidelberg. Termine Mo–Fr 8–19 Uhr.').includes('open: Termine Mo–Fr 8–19 Uhr'));
  t.ok(facts('Praxis Dr. Stein. Sprechzeiten Mo, Di, Do 8–12 Uhr').includes('open: Sprechzeiten Mo, Di, Do 8–12 Uhr'));
  t.same(parseRequest('Physiotherapie Vogt, Hauptstraße 12, 69117 Heidelberg. Termine Mo–Fr 8–19 Uhr.').items, [], 'the street is no item');
  t.same(parseRequest('Praxis Dr. Stein. Sprechzeiten Mo, Di, Do 8–12 Uhr').items, [], 'nor a day of the hours');
  t.match(pages('Physiotherapie Vogt, Hauptstraße 12, 69117 Heidelberg. Termine Mo–Fr 8–19 Uhr.'), /8\s?[–-]\s?19|08:00\s?[–-]\s?19:00/);
  t.same(
    parseRequest('A café open daily, serving brunch, cakes and coffee').items.map((item) => item.name),
    ['brunch', 'cakes', 'coffee'],
    'things beside stated hours stay things',
  );
});

t.test('round 14: the time an event starts, the place it is held in three more languages, and what it costs to get in', async (t) => {
  const cases: [string, string[]][] = [
    [
      'Charity fun run for Hope Hospice, Sunday 14 June 2026, starts 9:30am at Victoria Park, Bath. Entry £15, kids free.',
      ['date: Sunday 14 June 2026, starts 9:30am', 'address: Victoria Park', 'fee: Entry £15'],
    ],
    ['Quiz night on 5 March at 7pm, tickets £5', ['date: 5 March at 7pm', 'fee: tickets £5']],
    [
      'Sommerfest des TSV Eichenau am Samstag, 18. Juli, ab 14 Uhr auf dem Sportplatz an der Lindenallee',
      ['date: Samstag, 18. Juli, ab 14 Uhr', 'address: Sportplatz an der Lindenallee'],
    ],
    ['Flohmarkt im Stadtpark am 3. Mai, Eintritt 2 €', ['address: Stadtpark', 'date: 3. Mai', 'fee: Eintritt 2 €']],
    [
      'Concierto benéfico en el Teatro Principal de Burgos el viernes 9 de octubre a las 20:30. Entradas a 12 €.',
      ['address: Teatro Principal', 'date: viernes 9 de octubre a las 20:30', 'fee: Entradas a 12 €'],
    ],
    ['Soirée jazz le 12 mars à 20h, Salle Pleyel, entrée : 10 €', ['date: 12 mars à 20h', 'address: Salle Pleyel', 'fee: entrée : 10 €']],
  ];
  for (const [query, expected] of cases) {
    t.same(facts(query), expected, query);
    for (const fact of expected) t.match(pages(query), fact.slice(fact.indexOf(': ') + 2), `${query}: on the page`);
  }
  // A number with no mark of time is no start time; a flea market or Christmas market is no place.
  t.same(facts('Open day on 3 May from 14 stalls'), ['date: 3 May'], 'no time without am, pm, h, Uhr or a colon');
  t.same(facts('Ein Flohmarkt am 3. Mai'), ['date: 3. Mai'], 'a market word after "Ein" is no place');
  t.same(facts('Maison Dupont, fromagerie à Lyon'), [], 'a shop named "Maison" is no venue');
});

t.test('round 15: a time alone after a date, venues named by what they are, a price a head, free entry, a French square', async (t) => {
  const cases: [string, string[]][] = [
    [
      'Pop-up supper club Table for Twelve, Friday 6 November, 7:30pm, at The Old Fire Station, Oxford. £45 a head.',
      ['date: Friday 6 November, 7:30pm', 'address: Old Fire Station', 'fee: £45 a head'],
    ],
    ['Summer fete at St Anne’s Primary, Saturday 27 June from 12pm', ['address: St Anne’s Primary', 'date: Saturday 27 June from 12pm']],
    [
      'Lesung mit Anna Berg am 14. März um 19:30 Uhr in der Stadtbibliothek Göttingen, Eintritt frei.',
      ['date: 14. März um 19:30 Uhr', 'address: Stadtbibliothek', 'fee: Eintritt frei'],
    ],
    [
      'Brocante du village de Saint-Lary, dimanche 9 août dès 7h, sur la place de la mairie.',
      ['date: dimanche 9 août dès 7h', 'address: place de la mairie'],
    ],
    ['Gala dinner on 3 May, free entry for members', ['date: 3 May', 'fee: free entry']],
  ];
  for (const [query, expected] of cases) t.same(facts(query), expected, query);
  t.same(facts('Café with a table for twelve people'), [], 'no venue, fee or time in an ordinary sentence');
  t.same(
    parseRequest('Lesung mit Anna Berg am 14. März um 19:30 Uhr').items.map((item) => item.name),
    ['Anna Berg'],
    'the day cut off at the date’s full stop is no part of the thing',
  );
});

t.test('round 16: civic centres, French village halls, prices after a dash, and an event titled past its first word', async (t) => {
  t.ok(
    facts('Mercadillo solidario el sábado 21 de noviembre de 10:00 a 14:00 en el Centro Cívico Delicias, Zaragoza.').includes(
      'address: Centro Cívico Delicias',
    ),
  );
  t.ok(
    facts('Concert de jazz le vendredi 20 mars à 20h30, salle des fêtes de Villefranche. Entrée 8 €.').includes(
      'address: salle des fêtes de Villefranche',
    ),
  );
  t.ok(facts('Loto à la salle polyvalente le 4 avril').includes('address: salle polyvalente'));
  t.equal(parseRequest('Concert de jazz du trio Bleu Nuit le vendredi 20 mars').name, 'Concert de jazz du trio Bleu Nuit');
  t.same(parseRequest('Guitar lessons with Jo Marsh in Bristol — 30 min £18, 45 min £25, 1 hour £32.').items, [
    { name: '30 min', price: 18 },
    { name: '45 min', price: 25 },
    { name: '1 hour', price: 32 },
  ]);
});
