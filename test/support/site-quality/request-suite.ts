// Our own request suite: requests written for this project (not WebGen-Bench's), across kinds,
// phrasings and the four site languages, each with the things it asks for. `npm run eval` checks
// them all in Chromium; `npm test` checks a fixed sample (test/engines/offline/request-suite.test.ts),
// and the suite itself (test/engines/offline/request-suite-fixture.test.ts).
import type { SuiteRequest } from './asked-for.ts';

const contactForm = { control: 'form textarea, form input[type="email"]', what: 'a contact form' };
const cart = { control: '[data-add-to-cart], [data-add-item]', what: 'an add-to-cart button' };
const dateField = { control: 'input[type="date"]', what: 'a date field' };
const search = { control: 'input[type="search"]', what: 'a search box' };
const chart = { control: 'svg[role="img"]', what: 'a chart' };
const table = { control: 'table', what: 'a table' };
const toggle = { control: '[data-theme-toggle]', what: 'a dark-mode toggle' };
const faq = { control: 'details summary', what: 'FAQ answers' };
const timer = { control: '[data-timer], [data-countdown]', what: 'a timer' };

export const REQUEST_SUITE: SuiteRequest[] = [
  // Names in every phrasing.
  {
    query: 'A bookshop, Paper Lantern, with a reading nook, author events and gift wrapping',
    expects: [{ name: 'Paper Lantern' }, { heading: /reading nook/i }, { heading: /author events/i }, { heading: /gift wrapping/i }],
  },
  {
    query: 'Paper Lantern, a bookshop in York, needs a site with opening hours and a newsletter',
    expects: [{ name: 'Paper Lantern' }, { heading: /opening hours|hours/i }, { field: /e-?mail/i }, { text: /York/ }],
  },
  {
    query: 'Website for a florist called Petal Post with bouquets, weddings and same-day delivery',
    expects: [{ name: 'Petal Post' }, { heading: /bouquets/i }, { heading: /weddings/i }, { heading: /same-day delivery/i }],
  },
  {
    query: 'Make a site for my yoga studio named Still Water, with a class timetable and pricing',
    expects: [{ name: 'Still Water' }, table, { heading: /pric/i }],
  },
  {
    query: 'Landing page for "Night Owl Books" with staff picks and a book club',
    expects: [{ name: 'Night Owl Books' }, { heading: /staff picks/i }, { heading: /book club/i }],
  },
  {
    query: "Maria's hair salon in Osaka with prices, a team section and a booking form",
    expects: [{ name: "Maria's" }, { text: /￥|¥/ }, { heading: /team/i }, dateField],
  },
  {
    query: "Build a website for Tom's bike repair shop with services, reviews and a contact form",
    expects: [{ name: "Tom's" }, { heading: /services|offer/i }, { control: 'blockquote', what: 'reviews' }, contactForm],
  },
  {
    query: 'A portfolio for an illustrator named Ana Ruiz with a grid of work and links to Instagram, Behance and Dribbble',
    expects: [
      { name: 'Ana Ruiz' },
      { control: '.gallery, figure', what: 'a grid of work' },
      { link: /Instagram/ },
      { link: /Behance/ },
      { link: /Dribbble/ },
    ],
  },
  {
    query: 'Personal site for a developer called Jonas Berg, with projects, a blog and links to GitHub and LinkedIn',
    expects: [{ name: 'Jonas Berg' }, { link: /GitHub/ }, { link: /LinkedIn/ }, { control: 'article, .post', what: 'blog posts' }],
  },
  {
    query: 'The Copper Kettle is a tea room in Bath. Give it a menu, a gallery and opening hours.',
    expects: [{ name: 'Copper Kettle' }, { text: /£/ }, { control: '.gallery, figure', what: 'a gallery' }, { heading: /hours/i }],
  },

  // Food: cuisines, places, currencies.
  {
    query: 'A ramen restaurant in Leeds called Tonkotsu Town with a menu and opening hours',
    expects: [{ name: 'Tonkotsu Town' }, { text: /ramen/i }, { text: /£/ }, { heading: /hours/i }],
  },
  {
    query: 'A sushi bar in Osaka called Kaiten with a menu and reservations',
    expects: [{ name: 'Kaiten' }, { text: /nigiri|maki|sashimi/i }, { text: /¥|￥/ }, dateField],
  },
  {
    query: 'Taqueria El Sol in Austin: menu, catering and a contact form',
    expects: [{ name: 'El Sol' }, { text: /tacos?/i }, { text: /\$/ }, { heading: /catering/i }, contactForm],
  },
  {
    query: 'A Thai restaurant in Melbourne named Lemongrass with a menu, a gallery and reservations',
    expects: [{ name: 'Lemongrass' }, { text: /pad thai|curry/i }, { text: /\$/ }, dateField],
  },
  {
    query: 'Indian curry house in Manchester called Spice Route, with menu, takeaway ordering and reviews',
    expects: [{ name: 'Spice Route' }, { text: /naan|biryani|masala/i }, { text: /£/ }, { control: 'blockquote', what: 'reviews' }],
  },
  {
    query: 'A pizzeria in Naples called Da Gennaro with a menu, opening hours and a map',
    expects: [{ name: 'Da Gennaro' }, { text: /margherita/i }, { text: /€/ }, { control: 'svg.map', what: 'a map' }],
  },
  {
    query: 'A Greek taverna called Olympia in Toronto with menu and events',
    expects: [{ name: 'Olympia' }, { text: /souvlaki|moussaka/i }, { text: /\$/ }, { heading: /events/i }],
  },
  {
    query: 'Vegan café in Berlin called Grünzeug with a menu, a newsletter signup and opening hours',
    expects: [{ name: 'Grünzeug' }, { text: /€/ }, { field: /e-?mail/i }, { heading: /hours/i }],
  },
  {
    query: 'A Korean BBQ place in Seoul named Hanok Grill with menu and booking',
    expects: [{ name: 'Hanok Grill' }, { text: /bibimbap|bulgogi/i }, { text: /₩/ }, dateField],
  },
  {
    query: 'Lebanese restaurant Cedar & Salt in Dubai with a menu, catering and private dining',
    expects: [
      { name: 'Cedar & Salt' },
      { text: /hummus|falafel|shawarma/i },
      { text: /AED/ },
      { heading: /catering/i },
      { heading: /private dining/i },
    ],
  },
  {
    query: 'A fish and chips shop in Brighton called The Salty Gull with a menu and hours',
    expects: [{ name: 'Salty Gull' }, { text: /fish and chips/i }, { text: /£/ }, { heading: /hours/i }],
  },
  {
    query: 'An Ethiopian restaurant called Lalibela in Washington with a menu and a gallery',
    expects: [{ name: 'Lalibela' }, { text: /injera|wat|tibs/i }, { control: '.gallery, figure', what: 'a gallery' }],
  },
  {
    query: 'A Vietnamese street food stall, Pho Real, in Sydney with a menu and a map',
    expects: [{ name: 'Pho Real' }, { text: /phở|pho/i }, { text: /\$/ }, { control: 'svg.map', what: 'a map' }],
  },
  {
    query: 'Steakhouse in Chicago called Prime Cut, with a wine list, private events and reservations',
    expects: [{ name: 'Prime Cut' }, { text: /ribeye|sirloin/i }, { heading: /wine list/i }, { heading: /private events/i }, dateField],
  },
  {
    query: 'A Peruvian cevicheria in Lisbon named Limeño with a menu and a reservation form with name, email, date and party size',
    expects: [{ name: 'Limeño' }, { text: /ceviche/i }, { text: /€/ }, { field: /party size/i }, dateField],
  },

  // Trades, services and shops.
  {
    query: 'An electrician in Bristol called Bright Spark with services, emergency callouts and a quote form',
    expects: [{ name: 'Bright Spark' }, { heading: /emergency callouts/i }, { control: 'form', what: 'a quote form' }],
  },
  {
    query: 'A plumber, FlowFix, serving Glasgow with services, pricing and a contact form',
    expects: [{ name: 'FlowFix' }, { heading: /pric/i }, { text: /£/ }, contactForm],
  },
  {
    query: 'Dental practice Smile Studio in Dublin with treatments, team and appointment booking',
    expects: [{ name: 'Smile Studio' }, { heading: /team/i }, dateField],
  },
  {
    query: 'A law firm named Hart & Cole with practice areas, our lawyers and a consultation form with name, email, phone and case details',
    expects: [{ name: 'Hart & Cole' }, { heading: /practice areas/i }, { field: /phone/i }, { field: /case details/i }],
  },
  {
    query: 'A dog grooming salon called Muddy Paws with prices, a gallery and online booking',
    expects: [{ name: 'Muddy Paws' }, { heading: /pric/i }, { control: '.gallery, figure', what: 'a gallery' }, dateField],
  },
  {
    query: 'Garden landscaping company GreenEdge with services, a portfolio of projects and testimonials',
    expects: [{ name: 'GreenEdge' }, { control: '.gallery, figure', what: 'a portfolio' }, { control: 'blockquote', what: 'testimonials' }],
  },
  {
    query: 'A product page for a handmade ceramic mug with reviews and links to Instagram and Etsy',
    expects: [
      cart,
      { control: 'input[type="number"]', what: 'a quantity field' },
      { control: 'blockquote', what: 'reviews' },
      { link: /Instagram/ },
      { link: /Etsy/ },
    ],
  },
  {
    query: 'Single product landing page for the Aurora desk lamp, sold in London, with features and FAQ',
    expects: [cart, { text: /£/ }, { heading: /features/i }, faq],
  },
  {
    query: 'An online shop called Field & Thread selling linen clothes with a cart and a newsletter',
    expects: [{ name: 'Field & Thread' }, cart, { field: /e-?mail/i }],
  },
  {
    query: 'A gym called Iron Temple with class schedule, membership plans, trainers and a free trial signup form',
    expects: [
      { name: 'Iron Temple' },
      table,
      { control: '.tier', what: 'membership plans' },
      { heading: /trainers|team/i },
      { control: 'form input[type="email"]', what: 'a sign-up form' },
    ],
  },
  {
    query: 'Photography studio Lumen with a wedding gallery, pricing packages and a contact form with name, email, wedding date and venue',
    expects: [{ name: 'Lumen' }, { control: '.gallery, figure', what: 'a gallery' }, { field: /wedding date/i }, { field: /venue/i }],
  },
  {
    query: 'Website for a wedding planner with services, a gallery, testimonials and a signup form',
    expects: [
      { control: '.gallery, figure', what: 'a gallery' },
      { control: 'blockquote', what: 'testimonials' },
      { control: 'form input[type="email"]', what: 'a sign-up form' },
    ],
  },

  // Products, apps, events, themes.
  {
    query: 'A landing page for Orbit, a budgeting app, with features, pricing, a signup form and testimonials. Dark theme.',
    expects: [
      { name: 'Orbit' },
      { heading: /features/i },
      { control: '.tier', what: 'pricing plans' },
      { control: 'form input[type="email"]', what: 'a sign-up form' },
      { control: 'blockquote', what: 'testimonials' },
    ],
  },
  {
    query: 'SaaS site for Ledgerly with three pricing tiers, an FAQ and a live chat widget',
    expects: [{ name: 'Ledgerly' }, { control: '.tier', what: 'pricing tiers' }, faq, { note: /live chat/i }],
  },
  {
    query: 'A tech conference called DevNorth with a schedule, speakers, ticket pricing and a countdown',
    expects: [{ name: 'DevNorth' }, table, { heading: /speakers|team/i }, { control: '.tier', what: 'ticket prices' }, timer],
  },
  {
    query: 'Music festival Sunfield with a line-up, tickets, a FAQ and a map',
    expects: [{ name: 'Sunfield' }, faq, { control: 'svg.map', what: 'a map' }],
  },
  { query: 'A dashboard for tracking sales with charts, a sortable table and a dark mode toggle', expects: [chart, table, toggle] },
  {
    query: 'A recipe site with search, categories and a newsletter',
    expects: [search, { control: 'select, [data-filter-category]', what: 'categories' }, { field: /e-?mail/i }],
  },
  {
    query: 'A job board with search, filters and an application form with name, email, CV link and cover letter',
    expects: [search, { field: /cv link/i }, { field: /cover letter/i }],
  },
  {
    query: 'Study app with a quiz, a pomodoro timer and a to-do list',
    expects: [
      { control: '[data-quiz]', what: 'a quiz' },
      { control: '[data-timer]', what: 'a timer' },
      { control: '[data-todo]', what: 'a to-do list' },
    ],
  },
  {
    query: 'A charity called Open Hands with our mission, volunteer opportunities, a donation form and online payments',
    expects: [{ name: 'Open Hands' }, { heading: /volunteer opportunities/i }, { note: /payments/i }],
  },
  {
    query: 'A podcast site called Signal Hour with episodes, hosts and links to Spotify and YouTube',
    expects: [{ name: 'Signal Hour' }, { link: /Spotify/ }, { link: /YouTube/ }],
  },
  {
    query: 'A minimal light portfolio for architect Lena Vogt with projects, awards and a contact form',
    expects: [{ name: 'Lena Vogt' }, { heading: /awards/i }, contactForm],
  },
  {
    query: 'Real estate agency Keystone Homes in Boston with listings search, mortgage calculator and agent profiles',
    expects: [{ name: 'Keystone Homes' }, search, { control: '[data-calculator]', what: 'a calculator' }, { heading: /agent profiles/i }],
  },
  {
    query: 'A hotel in Kyoto, the Maple Inn, with rooms, a booking form and a gallery',
    expects: [{ name: 'Maple Inn' }, { heading: /rooms/i }, dateField, { text: /¥|￥/ }],
  },

  // Spanish.
  {
    query: 'Una web para mi panadería en Madrid llamada La Espiga, con galería, horario y contacto',
    expects: [{ name: 'La Espiga' }, { control: '.gallery, figure', what: 'una galería' }, { heading: /horario/i }, contactForm],
  },
  {
    query: 'Sitio web para un restaurante mexicano en Ciudad de México, La Cantina, con menú y reservas',
    expects: [{ name: 'La Cantina' }, { text: /tacos?/i }, dateField],
  },
  {
    query: 'Una tienda online llamada Hilo Verde con carrito, preguntas frecuentes y boletín',
    expects: [{ name: 'Hilo Verde' }, cart, faq, { field: /correo/i }],
  },
  {
    query: 'Web para una clínica dental en Sevilla, Sonrisa Clara, con equipo, citas y opiniones',
    expects: [{ name: 'Sonrisa Clara' }, { heading: /equipo/i }, dateField],
  },
  {
    query: 'Página para mi gimnasio "Fuerza Viva" con horarios, precios y formulario de contacto',
    expects: [{ name: 'Fuerza Viva' }, { heading: /precios/i }, contactForm],
  },

  // French.
  {
    query: 'Un site pour mon restaurant à Lyon, appelé Chez Marcel, avec la carte, une galerie et un formulaire de réservation',
    expects: [{ name: 'Chez Marcel' }, { text: /€/ }, dateField, { control: '.gallery, figure', what: 'une galerie' }],
  },
  {
    query: 'Site pour une librairie à Paris nommée Les Pages, avec un club de lecture et une newsletter',
    expects: [{ name: 'Les Pages' }, { heading: /club de lecture/i }, { field: /e-?mail/i }],
  },
  {
    query: "Un site pour un fleuriste, L'Atelier Fleuri, à Bordeaux avec des bouquets et un formulaire de contact",
    expects: [{ name: 'Atelier Fleuri' }, { heading: /bouquets/i }, contactForm],
  },
  { query: 'Une page produit pour une bougie parfumée avec avis clients et FAQ', expects: [cart, { text: /€/ }, faq] },
  {
    query: 'Site pour un cabinet d’avocats à Genève nommé Dufour Associés avec équipe et contact',
    expects: [{ name: 'Dufour Associés' }, { text: /Genève/ }, { heading: /équipe/i }, contactForm],
  },

  // German.
  {
    query: 'Eine Webseite für meine Zahnarztpraxis in München namens Lächeln mit Team, Terminbuchung und häufigen Fragen',
    expects: [{ name: 'Lächeln' }, { heading: /team/i }, dateField, faq],
  },
  {
    query: 'Webseite für eine Bäckerei in Wien namens Goldkorn mit Speisekarte, Öffnungszeiten und Kontakt',
    expects: [{ name: 'Goldkorn' }, { text: /€/ }, { heading: /öffnungszeiten/i }, contactForm],
  },
  {
    query: 'Ein Online-Shop namens Holzwerk mit Warenkorb, Bewertungen und Newsletter',
    expects: [{ name: 'Holzwerk' }, cart, { control: 'blockquote', what: 'Bewertungen' }, { field: /e-?mail/i }],
  },
  {
    query: 'Webseite für ein Fitnessstudio in Zürich namens Kraftwerk mit Stundenplan und Preisen',
    expects: [{ name: 'Kraftwerk' }, table, { text: /CHF/ }, { heading: /preise/i }],
  },
  {
    query: 'Eine Seite für einen Elektriker namens Funke & Sohn mit Leistungen, Notdienst und Kontaktformular',
    expects: [{ name: 'Funke & Sohn' }, { heading: /notdienst/i }, contactForm],
  },
];

/** Every sixth request, from the third: all four languages, names in several phrasings, food, trades and apps. */
export const REQUEST_SUITE_SAMPLE: SuiteRequest[] = REQUEST_SUITE.filter((_, i) => i % 6 === 2);
