// Second held-out set, names: the name of the business, person or event said in every place a
// customer puts it (first, last, in quotes, in guillemets, lower case, with "&" or an apostrophe).
import type { SuiteCase } from '../suite/suite-case.ts';

export const HOLDOUT_NAMES: SuiteCase[] = [
  {
    family: 'names',
    lang: 'en',
    query: "Website for Rosie's Pantry — a little deli on the corner selling cheeses, cured meats and sandwiches.",
    expects: [{ any: [{ name: "Rosie's Pantry" }, { name: 'Rosie’s Pantry' }], what: "the name Rosie's Pantry" }, { item: 'sandwiches' }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'i need a site for my dog grooming business, its called Muddy Paws Grooming, based in Leeds',
    expects: [{ name: 'Muddy Paws Grooming' }, { text: /Leeds/ }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Salt & Stone is a seafood restaurant on the harbour in Whitby. Make us a website.',
    expects: [{ name: 'Salt & Stone' }, { text: /Whitby/ }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Portfolio for the photographer Amara Okafor (weddings and portraits)',
    expects: [{ name: 'Amara Okafor' }, { item: 'weddings' }, { item: 'portraits' }],
  },
  {
    family: 'names',
    lang: 'en',
    query: "We're a community choir that rehearses on Thursday evenings. Name: The Tuesday Singers (yes, we moved days).",
    expects: [{ name: 'The Tuesday Singers' }, { text: /Thursday/ }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Landing page for an app that tells sailors the tide times. The app is Tidewise.',
    expects: [{ name: 'Tidewise' }, { text: /tide/i }],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Eine Webseite für unsere Bäckerei „Krume & Kruste“ in Freiburg, mit Brot, Brötchen und Kuchen.',
    expects: [{ name: 'Krume & Kruste' }, { text: /Freiburg/ }],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Homepage für die Physiotherapiepraxis Dr. Lena Brandt in Kassel',
    expects: [{ name: 'Lena Brandt' }, { text: /Kassel/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Quiero una página para mi taller de cerámica, se llama Barro Vivo y está en Valencia.',
    expects: [{ name: 'Barro Vivo' }, { text: /Valencia/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Web para la academia de baile «Compás Flamenco» en Sevilla: clases de sevillanas, bulerías y cajón.',
    expects: [{ name: 'Compás Flamenco' }, { item: 'sevillanas' }, { text: /Sevilla/ }],
  },
  {
    family: 'names',
    lang: 'fr',
    query: "Site pour le Café de l'Aube, un petit café à Lyon qui sert des petits-déjeuners.",
    expects: [{ any: [{ name: "Café de l'Aube" }, { name: 'Café de l’Aube' }], what: "the name Café de l'Aube" }, { text: /Lyon/ }],
  },
  {
    family: 'names',
    lang: 'fr',
    query: "Je m'appelle Julien Marchetti, je suis ostéopathe à Nantes. J'aimerais un site simple.",
    expects: [{ name: 'Julien Marchetti' }, { text: /ostéopath/i }, { text: /Nantes/ }],
  },
];
