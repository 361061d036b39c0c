// Requests written in a twenty-fifth sitting on 2026-12-07 (issue 33, round 30), before the engine saw
// any of them: edits that raise one price and add a priced treatment, change a phone and an email, set
// weekday and weekend hours, make a German price dearer and add one, add a quoted French review, make a
// Spanish clinic dark after a complaint, drop a service and add another, link Etsy in the footer, add a
// German team section, add FAQs with answers, change a French phone number, change a Spanish price,
// colour a site dusty pink, rename a site and darken it, and on hand-written pages add hours and a
// Facebook link; lists of a garage, an osteopath, an upholsterer, a cider press, a bookkeeper and a
// coworking space; an ironing service's, a driving school's and a tailor's prices; names before "is",
// after "Ich bin" and before a bracket; a podcast's and a band's links; a climbing wall's pages, a
// restaurant's table booking and a swim coach's booking; an open studio weekend and a book launch; a
// dark tattoo studio with mustard buttons and a chore chart.
import { dark, dateInput, faq, items, priced, reviews, todo } from './common-expectations.ts';
import { editAfter, onFiles } from './edits.ts';
import { handWrittenPage } from './hand-sites.ts';
import type { StartingFile, SuiteCase } from './suite-case.ts';

const PLUMBER: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'en',
      'Dave Rees Plumbing, Wrexham',
      'Plumbing and heating in Wrexham and nearby villages.',
      `<div class="top"><a class="brand" href="index.html">Dave Rees Plumbing</a></div>
<main>
<h1>Plumbing &amp; heating in Wrexham</h1>
<p>Boiler servicing, leaks, bathrooms fitted. Gas Safe registered.</p>
<h2>Call me</h2>
<p>Phone <a href="tel:+441978000111">01978 000111</a></p>
</main>
<div class="bottom"><p>Dave Rees Plumbing</p></div>`,
    ),
  },
  {
    path: 'style.css',
    content: `body { font-family: Arial, sans-serif; margin: 0; color: #1a1a1a; background: #ffffff; }
.top, .bottom, main { padding: 1rem 1.5rem; }
.brand { font-weight: bold; color: #0b3d91; text-decoration: none; }
`,
  },
];

const SPORTS_CLUB: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'de',
      'TSV Grün-Weiß Kirchdorf',
      'Sportverein in Kirchdorf: Fußball, Turnen, Tischtennis.',
      `<header><h1>TSV Grün-Weiß Kirchdorf</h1></header>
<main>
<h2>Abteilungen</h2>
<ul><li>Fußball</li><li>Turnen</li><li>Tischtennis</li></ul>
<h2>Training</h2>
<p>Dienstag und Donnerstag ab 18 Uhr auf dem Sportplatz.</p>
</main>
<footer><p>TSV Grün-Weiß Kirchdorf e.V.</p></footer>`,
    ),
  },
  {
    path: 'style.css',
    content: `body { font-family: Verdana, sans-serif; margin: 0; color: #113311; background: #f4fbf4; }
header, main, footer { padding: 1rem; }
`,
  },
];

export const ROUND_30: SuiteCase[] = [
  // Edits.
  editAfter(
    'en',
    'Physio clinic Align in Bath with treatments and prices: sports massage £45, initial assessment £60',
    'Our initial assessment has gone up to £65, and could you add acupuncture at £40?',
    [
      { price: 'initial assessment', amount: 65, currency: '£' },
      { price: 'acupuncture', amount: 40, currency: '£' },
      { price: 'sports massage', amount: 45, currency: '£' },
    ],
  ),
  editAfter('en', 'Dog walking by Paws Up in Leeds', 'Change our phone number to 07700 900461 and the email to hello@pawsup.co.uk', [
    { text: /07700 900461/ },
    { text: /hello@pawsup\.co\.uk/ },
  ]),
  editAfter('en', 'Bagel shop Hole Story in Margate, hours and menu', 'new hours: weekdays 8-3, weekends 9-4', [
    { text: /[Ww]eekdays[^\n]{0,24}8[^\n]{0,16}3/ },
    { text: /[Ww]eekends[^\n]{0,24}9[^\n]{0,16}4/ },
  ]),
  editAfter(
    'de',
    'Hundesalon Struppi in Kiel mit Preisen: Baden 35 €, Scheren 55 €',
    'Scheren wird teurer, 60 €, und nehmt bitte Krallen schneiden für 10 € mit auf',
    [
      { price: 'Scheren', amount: 60, currency: '€' },
      { price: 'Krallen schneiden', amount: 10, currency: '€' },
      { price: 'Baden', amount: 35, currency: '€' },
    ],
  ),
  editAfter(
    'fr',
    'Restaurant Le Petit Zinc à Nancy, menu et réservation',
    'Pouvez-vous ajouter un avis client ? Par exemple « Accueil chaleureux, on reviendra ! » de Claire',
    [reviews, { text: /Accueil chaleureux/ }],
  ),
  editAfter('es', 'Clínica dental Sonrisa en Murcia', 'Los pacientes dicen que la web les deslumbra: ¿la podéis poner oscura?', [dark]),
  editAfter(
    'en',
    'Bike shop Spokes & Chains in Hebden Bridge: repairs, hire, second-hand bikes',
    "we've stopped doing hire so please remove it, and mention we now do e-bike servicing",
    [{ absent: /\bhire\b/i, what: 'no hire' }, { item: 'e-bike servicing' }, { item: 'repairs' }],
  ),
  editAfter('en', 'Pottery classes at Clay Barn, Hexham', 'Our Etsy shop should be linked in the footer — etsy.com/shop/claybarnpottery', [
    { namedLink: /Etsy/i, where: 'footer' },
  ]),
  editAfter(
    'de',
    'Zahnarztpraxis Dr. Lindner in Görlitz',
    "Bitte einen Bereich 'Unser Team' mit Dr. Anna Lindner (Zahnärztin) und Tom Weiß (Prophylaxe) hinzufügen",
    [{ heading: /Unser Team/ }, { text: /Anna Lindner/ }, { text: /Tom Weiß/ }],
  ),
  editAfter(
    'en',
    'Escape room Locked In in Swindon with rooms and booking',
    'Add a couple of FAQs - Is there parking? Yes, free on site. Can kids play? Over 12s with an adult.',
    [faq, { text: /parking/i }, { text: /kids play/i }],
  ),
  editAfter(
    'fr',
    'Fromagerie Chez Odile à Annecy : reblochon, tomme, abondance',
    "Le numéro a changé, c'est maintenant le 04 50 12 34 56",
    [{ text: /04 50 12 34 56/ }],
  ),
  editAfter(
    'es',
    'Taller de bicis Radios en Logroño con precios: puesta a punto 35 €, cambio de cubierta 12 €',
    'Subimos la puesta a punto a 40 €',
    [
      { price: 'puesta a punto', amount: 40, currency: '€' },
      { price: 'cambio de cubierta', amount: 12, currency: '€' },
    ],
  ),
  editAfter('en', 'Wedding photographer Ellie Moss in Cornwall, portfolio and packages', 'Please change the main colour to dusty pink', [
    { colour: 'pink', where: 'buttons' },
  ]),
  editAfter(
    'en',
    'Plant shop Fern & Fable in Bristol with products',
    "We're now called Fern & Fable Plant Co - update the name, and I'd like a dark green background",
    [{ heading: /Fern & Fable Plant Co/ }, dark],
  ),
  onFiles('en', PLUMBER, 'a hand-written plumber page', "Please show when we're open: Mon–Fri 8am to 6pm and Sat 9am to 1pm", [
    { text: /Mon(day)?[^\n]{0,16}Fri(day)?[^\n]{0,16}8\s?am[^\n]{0,12}6\s?pm/i },
    { text: /Sat(urday)?[^\n]{0,16}9\s?am[^\n]{0,12}1\s?pm/i },
  ]),
  onFiles('de', SPORTS_CLUB, 'eine handgeschriebene Vereinsseite', 'Unsere Facebook-Seite soll auch drauf: facebook.com/tsvgruenweiss', [
    { namedLink: /Facebook/i },
  ]),

  // Things listed.
  {
    family: 'items',
    lang: 'en',
    query: 'Website for Northside Auto Care in Wakefield. We do MOTs, servicing, clutch replacements, air con regas and diagnostics.',
    expects: [{ name: 'Northside Auto Care' }, ...items('MOTs', 'servicing', 'clutch replacements', 'air con regas', 'diagnostics')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: 'Le cabinet Ostéo Loire à Tours soigne les lombalgies, les torticolis, les tendinites et accompagne les femmes enceintes',
    expects: [{ name: 'Ostéo Loire' }, ...items('lombalgies', 'torticolis', 'tendinites', 'femmes enceintes')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Tapicería Hilo Fino en Albacete: retapizamos sofás, sillas, cabeceros y asientos de coche',
    expects: [{ name: 'Hilo Fino' }, ...items('sofás', 'sillas', 'cabeceros', 'asientos de coche')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Website für die Mosterei Apfelgold bei Celle – wir pressen Apfelsaft, Birnensaft, Apfelschorle und Cidre',
    expects: [{ name: 'Apfelgold' }, ...items('Apfelsaft', 'Birnensaft', 'Apfelschorle', 'Cidre')],
  },
  {
    family: 'items',
    lang: 'en',
    query: "I'm a freelance bookkeeper, Maya Brennan, based in Galway. Services: VAT returns, payroll, year-end accounts, Xero setup",
    expects: [{ name: 'Maya Brennan' }, ...items('VAT returns', 'payroll', 'year-end accounts', 'Xero setup')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Our coworking space The Hive in Dundee offers day passes, team rooms, a podcast booth and a rooftop terrace',
    expects: [{ name: 'The Hive' }, ...items('day passes', 'team rooms', 'podcast booth', 'rooftop terrace')],
  },

  // Prices.
  {
    family: 'prices',
    lang: 'en',
    query: 'Ironing service Pressed for Time, Reading: 10 shirts £12, bag of ironing £18, bedding set £9',
    expects: [
      { name: 'Pressed for Time' },
      ...priced('£', [
        ['10 shirts', 12],
        ['bag of ironing', 18],
        ['bedding set', 9],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'fr',
    query: 'Auto-école Rond-Point à Poitiers : code 30 €, heure de conduite 52 €, stage accéléré 890 €',
    expects: [
      { name: 'Rond-Point' },
      ...priced('€', [
        ['code', 30],
        ['heure de conduite', 52],
        ['stage accéléré', 890],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Änderungsschneiderei Nadelöhr in Bamberg – Preise: Hose kürzen 12 €, Reißverschluss tauschen 18 €, Sakko enger machen 35 €',
    expects: [
      { name: 'Nadelöhr' },
      ...priced('€', [
        ['Hose kürzen', 12],
        ['Reißverschluss tauschen', 18],
        ['Sakko enger machen', 35],
      ]),
    ],
  },

  // Names.
  {
    family: 'names',
    lang: 'en',
    query: 'The Crooked Spoon is a vegan café in Hastings and we need a website',
    expects: [{ name: 'The Crooked Spoon' }, { text: /Hastings/ }],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Ich bin Marta Kowalski, Fotografin aus Freiburg, und brauche eine Homepage',
    expects: [{ name: 'Marta Kowalski' }, { text: /Freiburg/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Academia Nodo (robótica y programación para niños, Vigo) necesita página web',
    expects: [{ name: 'Academia Nodo' }, { text: /Vigo/ }],
  },

  // Links.
  {
    family: 'links',
    lang: 'en',
    query: "Site for my true-crime podcast Cold Cases Club - it's on Spotify and Overcast, and there's a Ko-fi to support us",
    expects: [{ name: 'Cold Cases Club' }, { namedLink: /Spotify/i }, { namedLink: /Overcast/i }, { namedLink: /Ko-fi/i }],
  },
  {
    family: 'links',
    lang: 'fr',
    query: 'Page pour mon groupe Les Mouettes Rieuses avec nos liens Bandcamp et SoundCloud',
    expects: [{ name: 'Les Mouettes Rieuses' }, { namedLink: /Bandcamp/i }, { namedLink: /SoundCloud/i }],
  },

  // Structure.
  {
    family: 'structure',
    lang: 'en',
    query: 'Website for Riverside Climbing Wall in Stockport, with these pages: Prices, Courses, Kids, Parties, Contact',
    expects: [{ name: 'Riverside Climbing Wall' }, { pages: 5, named: [/Prices/i, /Courses/i, /Kids/i, /Parties/i, /Contact/i] }],
  },
  {
    family: 'structure',
    lang: 'de',
    query: 'Reservierungsformular für unser Restaurant Zur Linde: Datum, Uhrzeit, Anzahl Personen, Telefonnummer',
    expects: [
      { name: 'Zur Linde' },
      dateInput(/Datum/i),
      { input: /Uhrzeit/i, types: ['time'] },
      { input: /Anzahl|Personen/i, types: ['number'] },
      { input: /Telefon/i, types: ['tel'] },
    ],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Booking page for Wild Swim Coaching in Keswick - people pick a session date, say their swimming level and leave a phone number',
    expects: [
      { name: 'Wild Swim Coaching' },
      dateInput(/date/i),
      { input: /level/i, types: ['text', 'select'] },
      { input: /phone/i, types: ['tel'] },
    ],
  },

  // Facts.
  {
    family: 'facts',
    lang: 'en',
    query: 'Open studio weekend at Blackthorn Arts, 14–15 March, 10am–5pm, Unit 3 Mill Lane, Frome. Free, all welcome.',
    expects: [
      { text: /14[–-]15 March|14 March/ },
      { text: /10\s?am/i },
      { text: /5\s?pm/i },
      { text: /Unit 3 Mill Lane/ },
      { text: /Frome/ },
    ],
  },
  {
    family: 'facts',
    lang: 'es',
    query:
      'Presentación del libro «La casa del río» de Elena Ruiz, el jueves 12 de marzo a las 19:30 en la Biblioteca Municipal de Zamora. Entrada libre',
    expects: [
      { text: /12 de marzo/ },
      { text: /19:30/ },
      { text: /Biblioteca Municipal/ },
      { text: /Zamora/ },
      { text: /[Ee]ntrada libre/ },
    ],
  },

  // Theme and widgets.
  {
    family: 'theme',
    lang: 'fr',
    query: 'Studio de tatouage Encre Noire à Lille : je veux un site très sombre, avec du jaune moutarde pour les boutons',
    expects: [{ name: 'Encre Noire' }, dark, { colour: 'yellow', where: 'buttons' }],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Chore chart for the kids: I add jobs, they tick them when done, and I can remove old ones',
    expects: [todo],
  },
];
