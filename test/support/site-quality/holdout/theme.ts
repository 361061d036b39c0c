// Second held-out set, theme: dark or light, and the colour of the buttons or the header, named
// plainly or as a shade a person knows (navy, burgundy, gold).
import { dark, light } from '../suite/common-expectations.ts';
import type { SuiteCase } from '../suite/suite-case.ts';

export const HOLDOUT_THEME: SuiteCase[] = [
  {
    family: 'theme',
    lang: 'en',
    query: 'dark website for a tattoo studio, black background, red buttons',
    expects: [dark, { colour: 'red', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'Bright, light and airy site for a baby clothes shop with pastel pink buttons',
    expects: [light, { colour: 'pink', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'Law firm website — navy blue header, white background, very professional. Firm is Hale & Pryce Solicitors.',
    expects: [{ name: 'Hale & Pryce' }, { colour: 'blue', where: 'header' }, light],
  },
  {
    family: 'theme',
    lang: 'en',
    query: "make it dark mode by default pls, it's for a gaming cafe called Respawn",
    expects: [dark, { name: 'Respawn' }],
  },
  {
    family: 'theme',
    lang: 'en',
    query: "We're an eco cleaning company, so I want a green colour scheme with green buttons",
    expects: [{ colour: 'green', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'de',
    query: 'Dunkles Design für eine Cocktailbar in Berlin-Mitte',
    expects: [dark],
  },
  {
    family: 'theme',
    lang: 'de',
    query: 'Webseite für eine Kita, hell und freundlich, mit orangefarbenen Buttons',
    expects: [light, { colour: 'orange', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'es',
    query: 'Web para una bodega de La Rioja con fondo oscuro y botones de color burdeos',
    expects: [
      dark,
      {
        any: [
          { colour: 'red', where: 'buttons' },
          { colour: 'pink', where: 'buttons' },
        ],
        what: 'burgundy buttons',
      },
    ],
  },
  {
    family: 'theme',
    lang: 'es',
    query: 'Página clara con cabecera azul para una autoescuela',
    expects: [light, { colour: 'blue', where: 'header' }],
  },
  {
    family: 'theme',
    lang: 'fr',
    query: 'Un site sombre pour un groupe de métal, avec des boutons violets',
    expects: [dark, { colour: 'purple', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'fr',
    query: 'Site pour une crèche parentale : fond blanc et boutons verts',
    expects: [light, { colour: 'green', where: 'buttons' }],
  },
];
