// Requests written in a thirteenth sitting on 2026-11-28 (issue 33, round 18), before the engine saw
// any of them: half of its edits on sites people wrote by hand (a menu as a definition list, rooms
// as cards of their own classes, classes as lines of a list, consulting hours in a table), the rest
// on the engine's sites; then lists, prices, events, names, links, pages, a cart and a theme.
import { cart, dark, items, priced, reviews } from './common-expectations.ts';
import { editAfter, onFiles } from './edits.ts';
import { handWrittenPage } from './hand-sites.ts';
import type { StartingFile, SuiteCase } from './suite-case.ts';

const CSS = `body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 44rem; padding: 1rem; color: #1d1d1d; background: #fffdf9; }
a { color: #8a3b12; }
.card, .room { border: 1px solid #ddd; padding: 0.75rem; margin: 0.5rem 0; }
`;

const MARISOL: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'es',
      'Casa Marisol · Cádiz',
      'Casa Marisol, cocina de la bahía en Cádiz.',
      `<header><strong>Casa Marisol</strong></header>
<main>
<h1>Cocina de la bahía</h1>
<p>Pescado del día y tapas caseras junto al mercado.</p>
<section id="carta"><h2>Carta</h2>
<dl>
<dt>Tortillitas de camarones</dt><dd>8,50 €</dd>
<dt>Gazpacho</dt><dd>6 €</dd>
<dt>Atún encebollado</dt><dd>16 €</dd>
<dt>Tarta de queso</dt><dd>5,50 €</dd>
</dl></section>
<section id="horario"><h2>Horario</h2><p>De martes a domingo, de 13:00 a 16:30 y de 20:00 a 23:30.</p></section>
</main>
<footer><p>Casa Marisol · Calle Libertad 9, Cádiz · <a href="tel:+34956000111">956 000 111</a></p></footer>`,
    ),
  },
  { path: 'style.css', content: CSS },
];

const MOULIN: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'fr',
      'Gîte Le Moulin Bleu',
      'Gîte Le Moulin Bleu dans le Périgord : chambres, tarifs et contact.',
      `<header><strong>Le Moulin Bleu</strong></header>
<main>
<h1>Un ancien moulin au bord de la Dronne</h1>
<section id="chambres"><h2>Nos chambres</h2>
<div class="room"><h3>Chambre Lavande</h3><p>Lit double, vue sur la rivière. 95 € la nuit.</p></div>
<div class="room"><h3>Chambre Tilleul</h3><p>Deux lits simples. 85 € la nuit.</p></div>
<div class="room"><h3>Suite du Meunier</h3><p>Pour quatre personnes. 140 € la nuit.</p></div>
</section>
<section id="contact"><h2>Contact</h2><p>Écrivez-nous : <a href="mailto:bonjour@moulinbleu.fr">bonjour@moulinbleu.fr</a></p></section>
</main>
<footer><p>Le Moulin Bleu, Brantôme</p></footer>`,
    ),
  },
  { path: 'style.css', content: CSS },
];

const STILL_POINT: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'en',
      'Still Point Yoga',
      'Still Point Yoga in Frome: weekly classes and prices.',
      `<header><strong>Still Point Yoga</strong></header>
<main>
<h1>Yoga for every body, in Frome</h1>
<section id="classes"><h2>Weekly classes</h2>
<ul>
<li>Monday 7pm – Vinyasa flow</li>
<li>Wednesday 10am – Gentle yoga</li>
<li>Thursday 6:30pm – Yoga for runners</li>
</ul></section>
<section id="prices"><h2>Prices</h2>
<ul><li>Drop-in class £12</li><li>10-class pass £100</li></ul></section>
</main>
<footer><p>Still Point Yoga, Cheap Street, Frome</p></footer>`,
    ),
  },
  { path: 'style.css', content: CSS },
];

const PHYSIO: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'de',
      'Physiopraxis Kern',
      'Physiopraxis Kern in Bielefeld: Leistungen und Sprechzeiten.',
      `<header><strong>Physiopraxis Kern</strong></header>
<main>
<h1>Physiotherapie in Bielefeld-Mitte</h1>
<section id="leistungen"><h2>Leistungen</h2>
<ul><li>Krankengymnastik</li><li>Manuelle Therapie</li><li>Lymphdrainage</li></ul></section>
<section id="zeiten"><h2>Sprechzeiten</h2>
<table><tr><th>Montag–Donnerstag</th><td>8–19 Uhr</td></tr><tr><th>Freitag</th><td>8–16 Uhr</td></tr></table></section>
</main>
<footer><p>Physiopraxis Kern · Niederwall 12 · Bielefeld</p></footer>`,
    ),
  },
  { path: 'style.css', content: CSS },
];

export const ROUND_18: SuiteCase[] = [
  // Edits of sites written by hand.
  onFiles(
    'es',
    MARISOL,
    'una página de restaurante escrita a mano',
    'Subid las tortillitas a 9 € y quitad el gazpacho, que ya no es temporada',
    [
      { price: 'Tortillitas de camarones', amount: 9, currency: '€' },
      { absent: /gazpacho/i, what: 'el gazpacho ya no está' },
    ],
  ),
  onFiles('es', MARISOL, 'una página de restaurante escrita a mano', 'Añade nuestro Instagram: instagram.com/casamarisolcadiz', [
    { namedLink: /Instagram/i },
  ]),
  onFiles('fr', MOULIN, "la page d'un gîte écrite à la main", 'La chambre Lavande passe à 105 € la nuit', [
    { price: 'Chambre Lavande', amount: 105, currency: '€' },
    { price: 'Chambre Tilleul', amount: 85, currency: '€' },
  ]),
  onFiles('fr', MOULIN, "la page d'un gîte écrite à la main", 'Ajoutez une section avec les avis de nos hôtes', [reviews]),
  onFiles('en', STILL_POINT, 'a hand-made yoga page', 'Add Yin on Sundays at 6pm to the classes', [
    { item: 'Yin' },
    { text: /Sunday[^\n]{0,20}6\s?pm|6\s?pm[^\n]{0,20}Sunday/i },
  ]),
  onFiles('en', STILL_POINT, 'a hand-made yoga page', 'The 10-class pass is going up to £110 next month', [
    { price: '10-class pass', amount: 110, currency: '£' },
    { price: 'Drop-in class', amount: 12, currency: '£' },
  ]),
  onFiles('de', PHYSIO, 'eine handgeschriebene Praxisseite', 'Bitte Osteopathie bei den Leistungen ergänzen', [
    { item: 'Osteopathie' },
    { item: 'Lymphdrainage' },
  ]),
  onFiles('de', PHYSIO, 'eine handgeschriebene Praxisseite', 'Freitags haben wir ab sofort nur bis 13 Uhr geöffnet', [
    { text: /Freitag[^\n]{0,20}13/ },
  ]),

  // Edits of the engine's sites.
  editAfter(
    'en',
    'Coffee roaster Bean & Gone in Brixton with our coffees and a shop',
    'Change our tagline to "Small batch, roasted on Tuesdays"',
    [{ text: /Small batch, roasted on Tuesdays/ }],
  ),
  editAfter('en', 'Hair salon Mane Street in Norwich with prices: cut £35, colour £60', 'Add balayage at £95 and take colour down to £55', [
    { price: 'balayage', amount: 95, currency: '£' },
    { price: 'colour', amount: 55, currency: '£' },
  ]),
  editAfter(
    'en',
    'Tees Valley Half Marathon on 12 April in Middlesbrough with the route and how to enter',
    'The race has moved to 19 April because of roadworks',
    [{ text: /19 April/ }, { absent: /12 April/, what: 'the old date is gone' }],
  ),
  editAfter(
    'en',
    'Dentist Bright Smile in Hull with treatments and a booking form',
    'We have a new hygienist, Claire Dunn, please add her to the team',
    [{ text: /Claire Dunn/ }],
  ),
  editAfter('de', 'Yogastudio Atem in Dresden mit Kursen und Preisen', 'Bitte das Design auf Dunkelgrün umstellen', [
    { colour: 'green', where: 'buttons' },
  ]),
  editAfter(
    'fr',
    'Librairie La Page Blanche à Nantes avec nos rayons et un formulaire de contact',
    'Ajoutez un lien vers notre page Facebook : facebook.com/lapageblanche',
    [{ namedLink: /Facebook/i }],
  ),
  editAfter('es', 'Estudio de tatuajes Tinta Negra en Valencia con galería y precios', 'Poned el fondo negro', [dark]),

  // Things listed.
  {
    family: 'items',
    lang: 'en',
    query:
      'Need a site for my van-based coffee business Roast Rover, Exmouth. Menu is flat white, oat latte, chai and hot chocolate, plus cakes from a local baker.',
    expects: [{ name: 'Roast Rover' }, ...items('flat white', 'oat latte', 'chai', 'hot chocolate')],
  },
  {
    family: 'items',
    lang: 'en',
    query:
      "Charity shop website for St Luke's Hospice Shop in Kendal — we sell clothes, books, furniture and bric-a-brac, and take donations Mon-Sat.",
    expects: [{ name: "St Luke's Hospice Shop" }, ...items('clothes', 'books', 'furniture', 'bric-a-brac')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Metzgerei Huber aus Rosenheim: Weißwürste, Leberkäse, Bio-Rindfleisch und ein Partyservice',
    expects: [{ name: 'Huber' }, ...items('Weißwürste', 'Leberkäse', 'Bio-Rindfleisch')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: "Site pour notre ferme pédagogique Les P'tits Sabots près de Rennes : visites scolaires, anniversaires, goûters à la ferme",
    expects: [{ name: "Les P'tits Sabots" }, ...items('visites scolaires', 'anniversaires', 'goûters à la ferme')],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Dog daycare Muddy Paws in Cheltenham: full day £30, half day £18, pick-up £5',
    expects: [
      { name: 'Muddy Paws' },
      ...priced('£', [
        ['full day', 30],
        ['half day', 18],
        ['pick-up', 5],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'es',
    query: 'Autoescuela Volante en Burgos: matrícula 150 €, clase práctica 35 €, examen 90 €',
    expects: [
      { name: 'Volante' },
      ...priced('€', [
        ['matrícula', 150],
        ['clase práctica', 35],
        ['examen', 90],
      ]),
    ],
  },

  // Facts.
  {
    family: 'facts',
    lang: 'en',
    query: 'Beer festival at the Red Lion, Saturday 6 September from noon till 11pm, 30 real ales, £5 entry',
    expects: [{ text: /6 September/ }, { text: /11\s?pm|23:00/i }, { text: /Red Lion/ }, { text: /£5/ }],
  },
  {
    family: 'facts',
    lang: 'de',
    query: 'Flohmarkt im Hof der Grundschule Lindenweg, Samstag 13. September, 8 bis 14 Uhr, Standgebühr 10 €',
    expects: [{ text: /13\. September/ }, { text: /8\s*(–|-|bis)\s*14/ }, { text: /Grundschule Lindenweg/ }, { text: /10\s?€/ }],
  },
  {
    family: 'facts',
    lang: 'fr',
    query: "Vide-grenier de l'association Les Amis du Parc, dimanche 5 octobre de 7h à 18h, place de la Liberté à Dijon",
    expects: [{ text: /5 octobre/ }, { text: /7h|7:00|07:00/ }, { text: /18h|18:00/ }, { text: /place de la Liberté/i }],
  },

  // Names, links, structure, widgets, theme.
  {
    family: 'names',
    lang: 'en',
    query: "I'm Tom Birch, a freelance sound engineer in Glasgow. Make me a simple one-pager.",
    expects: [{ name: 'Tom Birch' }, { text: /Glasgow/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Web para la bodega familiar Viña Alta, en La Rioja, fundada en 1964',
    expects: [{ name: 'Viña Alta' }, { text: /1964/ }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Website for indie game studio Pixel Moth with links to our Steam page, Discord and itch.io',
    expects: [{ name: 'Pixel Moth' }, { namedLink: /Steam/i }, { namedLink: /Discord/i }, { namedLink: /itch/i }],
  },
  {
    family: 'structure',
    lang: 'de',
    query: 'Website mit vier Seiten für den Sportverein TSV Eiche: Start, Mannschaften, Termine, Kontakt',
    expects: [{ name: 'TSV Eiche' }, { pages: 4, named: [/mannschaften/i, /termine/i, /kontakt/i] }],
  },
  {
    family: 'widgets',
    lang: 'es',
    query: 'Una tienda online de camisetas, Algodón Libre, con carrito: cada producto con su botón de añadir',
    expects: [{ name: 'Algodón Libre' }, cart],
  },
  {
    family: 'theme',
    lang: 'fr',
    query: 'Site sombre et élégant pour le bar à vins Le Cep à Bordeaux, avec des touches dorées',
    expects: [{ name: 'Le Cep' }, dark, { colour: 'yellow', where: 'buttons' }],
  },
];
