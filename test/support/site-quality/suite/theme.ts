// Themes and colours asked for at creation: dark or light pages, buttons and headers in a colour.
import { dark, light } from './common-expectations.ts';
import type { SuiteCase } from './suite-case.ts';

export const THEME: SuiteCase[] = [
  {
    family: 'theme',
    lang: 'en',
    query: 'Dark theme landing page for Nightjar, a sleep tracking app, with features and pricing',
    expects: [{ name: 'Nightjar' }, dark],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'Make the site dark — black background, white text. It is for a tattoo studio called Ink & Iron in Leeds.',
    expects: [{ name: 'Ink & Iron' }, dark],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'Cocktail bar The Velvet Room: moody, dark colours, gold accents, menu and bookings',
    expects: [{ name: 'Velvet Room' }, dark],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'A bright, light and airy site for Sunny Side kindergarten with yellow buttons',
    expects: [{ name: 'Sunny Side' }, light, { colour: 'yellow', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'Gaming clan site for Crimson Raiders in dark mode with red buttons',
    expects: [{ name: 'Crimson Raiders' }, dark, { colour: 'red', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'Clean white site for Alder Law with a navy header and a consultation form',
    expects: [{ name: 'Alder Law' }, light, { colour: 'blue', where: 'header' }],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'Eco shop Greenleaf Goods — green buttons please, light background, a few products',
    expects: [{ name: 'Greenleaf Goods' }, light, { colour: 'green', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'A dark-mode developer blog for Kai Nakamura with posts about Rust and Go',
    expects: [{ name: 'Kai Nakamura' }, dark],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'Astronomy club Starwatchers: a dark site (we look at it at night!) with meeting dates and a gallery',
    expects: [{ name: 'Starwatchers' }, dark],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'Florist Poppy & Pearl, soft pink buttons on a white background',
    expects: [{ name: 'Poppy & Pearl' }, light, { colour: 'pink', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'Cybersecurity firm Bastion Secure wants a sleek dark site with purple accents',
    expects: [{ name: 'Bastion Secure' }, dark],
  },
  {
    family: 'theme',
    lang: 'de',
    query: 'Eine dunkle Webseite für den Club Untergrund in Leipzig mit Programm und Tickets',
    expects: [{ name: 'Untergrund' }, dark],
  },
  {
    family: 'theme',
    lang: 'de',
    query: 'Helle, freundliche Seite für die Kita Sonnenblume mit orangefarbenen Knöpfen',
    expects: [{ name: 'Sonnenblume' }, light, { colour: 'orange', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'es',
    query: 'Web oscura, con fondo negro, para el estudio de fotografía Sombra en Barcelona',
    expects: [{ name: 'Sombra' }, dark],
  },
  {
    family: 'theme',
    lang: 'fr',
    query: 'Un site sombre et élégant pour le bar à vins Le Tonneau à Bordeaux, avec des boutons bordeaux',
    expects: [{ name: 'Le Tonneau' }, dark, { colour: 'red', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'fr',
    query: 'Site clair et lumineux pour la boulangerie Pain de Sucre avec des boutons bleus',
    expects: [{ name: 'Pain de Sucre' }, light, { colour: 'blue', where: 'buttons' }],
  },
];
