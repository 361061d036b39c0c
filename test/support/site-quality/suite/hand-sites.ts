// Sites people bring to an edit, written by hand rather than by the engine: their own classes,
// their own layout, a stylesheet without custom properties. Each passes the technical bar as it is.
import type { StartingFile } from './suite-case.ts';

/** A hand-written page's frame: the same for the large suite's sites and the held-out set's. */
export const handWrittenPage = (
  lang: string,
  title: string,
  description: string,
  body: string,
  stylesheet = 'style.css',
) => `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<title>${title}</title>
<link rel="stylesheet" href="${stylesheet}">
</head>
<body>
${body}
</body>
</html>
`;
const page = (lang: string, title: string, description: string, body: string) => handWrittenPage(lang, title, description, body);

const CSS = `body { font-family: Georgia, serif; margin: 0; color: #222; background: #fdfcf8; }
header, footer, main { padding: 1rem; }
.logo { font-weight: bold; color: #222; text-decoration: none; }
table { border-collapse: collapse; }
td, th { padding: 0.25rem 0.75rem; text-align: left; }
`;

export const HAND_BAKERY: StartingFile[] = [
  {
    path: 'index.html',
    content: page(
      'en',
      'Millstone Bakery',
      'Millstone Bakery in Hebden Bridge: bread, cakes and opening hours.',
      `<header><a class="logo" href="index.html">Millstone Bakery</a>
<nav aria-label="Main"><a href="#bread">Bread</a> <a href="#hours">Hours</a></nav></header>
<main>
<h1>Millstone Bakery</h1>
<p>Bread baked every morning in Hebden Bridge.</p>
<section id="bread"><h2>Bread and prices</h2>
<table><tr><th>Loaf</th><th>Price</th></tr>
<tr><td>White bloomer</td><td>£3.20</td></tr>
<tr><td>Seeded rye</td><td>£4.10</td></tr>
<tr><td>Country sourdough</td><td>£4.50</td></tr></table></section>
<section id="hours"><h2>Opening hours</h2><p>Tuesday to Saturday, 8am to 2pm.</p></section>
</main>
<footer><p>Millstone Bakery, 3 Bridge Gate, Hebden Bridge</p></footer>`,
    ),
  },
  { path: 'style.css', content: CSS },
];

export const HAND_CONSULTANT: StartingFile[] = [
  {
    path: 'index.html',
    content: page(
      'en',
      'Nadia Karim Consulting',
      'Nadia Karim helps small charities with fundraising strategy.',
      `<header><a class="logo" href="index.html">Nadia Karim Consulting</a>
<nav aria-label="Main"><a href="index.html">Home</a> <a href="about.html">About</a></nav></header>
<main>
<h1>Fundraising strategy for small charities</h1>
<section id="services"><h2>What I do</h2>
<ul><li>Fundraising audits</li><li>Grant applications</li><li>Trustee training</li></ul></section>
<section id="contact"><h2>Contact</h2><p>Email <a href="mailto:nadia@example.org">nadia@example.org</a>.</p></section>
</main>
<footer><p>Nadia Karim Consulting, Leicester</p></footer>`,
    ),
  },
  {
    path: 'about.html',
    content: page(
      'en',
      'About | Nadia Karim Consulting',
      'About Nadia Karim.',
      `<header><a class="logo" href="index.html">Nadia Karim Consulting</a>
<nav aria-label="Main"><a href="index.html">Home</a> <a href="about.html">About</a></nav></header>
<main><h1>About Nadia</h1><p>I have worked with charities across the Midlands.</p></main>
<footer><p>Nadia Karim Consulting, Leicester</p></footer>`,
    ),
  },
  { path: 'style.css', content: CSS },
];

export const HAND_WERKSTATT: StartingFile[] = [
  {
    path: 'index.html',
    content: page(
      'de',
      'Fahrradwerkstatt Speiche',
      'Fahrradwerkstatt Speiche in Münster: Reparaturen, Preise und Öffnungszeiten.',
      `<header><a class="logo" href="index.html">Fahrradwerkstatt Speiche</a></header>
<main>
<h1>Fahrradwerkstatt Speiche</h1>
<section id="preise"><h2>Preise</h2>
<ul><li>Schlauch wechseln: 12 €</li><li>Bremsen einstellen: 15 €</li><li>Inspektion: 49 €</li></ul></section>
<section id="zeiten"><h2>Öffnungszeiten</h2><p>Montag bis Freitag 10 bis 18 Uhr.</p></section>
</main>
<footer><p>Speiche, Hafenweg 4, Münster</p></footer>`,
    ),
  },
  { path: 'style.css', content: CSS },
];
