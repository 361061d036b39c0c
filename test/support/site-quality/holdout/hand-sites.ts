// Sites people bring to an edit of the second held-out set, written by hand for it: their own
// markup and class names, a plain stylesheet with no custom properties, prices in tables and lists.
import { handWrittenPage } from '../suite/hand-sites.ts';
import type { StartingFile } from '../suite/suite-case.ts';

const page = (lang: string, title: string, description: string, body: string) =>
  handWrittenPage(lang, title, description, body, 'main.css');

const CSS = `body { font-family: "Trebuchet MS", sans-serif; margin: 0 auto; max-width: 46rem; padding: 0 1rem; color: #2b2b2b; background: #fffaf3; }
.top { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 1rem; padding: 1rem 0; }
.site-name { font-weight: bold; color: #5a3a1a; text-decoration: none; }
.menu-table { border-collapse: collapse; width: 100%; }
.menu-table td, .menu-table th { border-bottom: 1px solid #ddd; padding: 0.4rem; text-align: left; }
.bottom { border-top: 1px solid #ddd; padding: 1rem 0; font-size: 0.9rem; }
`;

export const HAND_TEAROOM: StartingFile[] = [
  {
    path: 'index.html',
    content: page(
      'en',
      'The Copper Kettle, York',
      'The Copper Kettle tearoom in York: cream teas, cakes and opening times.',
      `<div class="top"><a class="site-name" href="index.html">The Copper Kettle</a>
<nav aria-label="Site"><a href="#menu">Menu</a> <a href="#visit">Visit</a></nav></div>
<main>
<h1>The Copper Kettle</h1>
<p>A small tearoom on Stonegate, York, pouring tea since the spring.</p>
<section id="menu"><h2>Menu</h2>
<table class="menu-table"><tr><th>Item</th><th>Price</th></tr>
<tr><td>Cream tea</td><td>£7.50</td></tr>
<tr><td>Fruit scone</td><td>£3.00</td></tr>
<tr><td>Pot of tea</td><td>£2.80</td></tr>
<tr><td>Victoria sponge</td><td>£4.20</td></tr></table></section>
<section id="visit"><h2>Visit us</h2><p>Wednesday to Sunday, 10am to 5pm. 22 Stonegate, York.</p></section>
</main>
<div class="bottom"><p>The Copper Kettle, 22 Stonegate, York</p></div>`,
    ),
  },
  { path: 'main.css', content: CSS },
];

export const HAND_SALON: StartingFile[] = [
  {
    path: 'index.html',
    content: page(
      'fr',
      'Salon Élise, coiffure à Rennes',
      'Salon Élise, coiffeuse à Rennes : prestations, tarifs et rendez-vous.',
      `<div class="top"><a class="site-name" href="index.html">Salon Élise</a></div>
<main>
<h1>Salon Élise</h1>
<p>Coiffure femmes et hommes au cœur de Rennes.</p>
<section id="tarifs"><h2>Prestations et tarifs</h2>
<ul><li>Coupe femme : 38 €</li><li>Coupe homme : 22 €</li><li>Brushing : 25 €</li><li>Couleur : 55 €</li></ul></section>
<section id="contact"><h2>Rendez-vous</h2><p>Appelez le 02 99 00 11 22, du mardi au samedi.</p></section>
</main>
<footer class="bottom"><p>Salon Élise, 5 rue Saint-Malo, Rennes</p></footer>`,
    ),
  },
  { path: 'main.css', content: CSS },
];

const ACADEMIA_TOP = `<div class="top"><a class="site-name" href="index.html">Academia Lumen</a>
<nav aria-label="Principal"><a href="index.html">Inicio</a> <a href="contacto.html">Contacto</a></nav></div>`;

export const HAND_ACADEMIA: StartingFile[] = [
  {
    path: 'index.html',
    content: page(
      'es',
      'Academia Lumen, clases de refuerzo en Burgos',
      'Academia Lumen en Burgos: clases de refuerzo de matemáticas, inglés y física.',
      `${ACADEMIA_TOP}
<main>
<h1>Academia Lumen</h1>
<p>Clases de refuerzo para ESO y Bachillerato en Burgos.</p>
<section id="clases"><h2>Clases</h2>
<table class="menu-table"><tr><th>Asignatura</th><th>Precio al mes</th></tr>
<tr><td>Matemáticas</td><td>60 €</td></tr>
<tr><td>Inglés</td><td>55 €</td></tr>
<tr><td>Física y química</td><td>60 €</td></tr></table></section>
</main>
<footer class="bottom"><p>Academia Lumen, Calle Vitoria 40, Burgos</p></footer>`,
    ),
  },
  {
    path: 'contacto.html',
    content: page(
      'es',
      'Contacto | Academia Lumen',
      'Cómo contactar con Academia Lumen en Burgos.',
      `${ACADEMIA_TOP}
<main><h1>Contacto</h1><p>Teléfono: 947 111 222. Estamos en la Calle Vitoria 40, Burgos.</p></main>
<footer class="bottom"><p>Academia Lumen, Calle Vitoria 40, Burgos</p></footer>`,
    ),
  },
  { path: 'main.css', content: CSS },
];
