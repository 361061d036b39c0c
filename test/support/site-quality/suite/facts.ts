// Facts the request states (the place, dates, opening hours, that the business is new) are on the
// page, and stock copy never contradicts them: no track record for a new business, no US dollars
// for a shop in the UK or the euro zone.
import { noTrackRecord, noUsDollars } from './common-expectations.ts';
import type { SuiteCase } from './suite-case.ts';

export const FACTS: SuiteCase[] = [
  {
    family: 'facts',
    lang: 'en',
    query: 'We are opening a brand new bakery, Rise, in Leeds next month. Website with our menu and prices.',
    expects: [{ name: 'Rise' }, { text: /Leeds/ }, noTrackRecord, noUsDollars, { text: /£/ }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Start-up Fernbrook just launched a bookkeeping service for freelancers in Manchester. Landing page with pricing.',
    expects: [{ name: 'Fernbrook' }, noTrackRecord, noUsDollars, { text: /£/ }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Workshop page: Intro to Beekeeping, Saturday 14 March 2027, 10am to 4pm, at Hive Farm near Oxford',
    expects: [{ text: /14 March 2027|March 14, 2027/ }, { text: /10\s?(am|:00)/i }, { text: /Oxford/ }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Opening hours for our café Little Fig: Monday to Friday 8am–5pm, Saturday 9am–3pm, closed Sunday',
    expects: [{ name: 'Little Fig' }, { text: /8\s?(am|:00)/i }, { text: /5\s?pm|17:00/i }, { text: /closed/i }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Event site for the Harbourside Food Festival, 6–8 August 2027 in Bristol, with the dates on the front page',
    expects: [{ name: 'Harbourside Food Festival' }, { text: /August 2027/ }, { text: /Bristol/ }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'New yoga studio (opened this spring) called Breathe Easy in Edinburgh, prices per class',
    expects: [{ name: 'Breathe Easy' }, noTrackRecord, noUsDollars, { text: /Edinburgh/ }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Plumber in Birmingham, Tap Doctor, with call-out prices',
    expects: [{ name: 'Tap Doctor' }, noUsDollars, { text: /£/ }, { text: /Birmingham/ }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Our restaurant Cafe Oslo is in Oslo, Norway; prices in NOK. Menu and address please.',
    expects: [{ name: 'Cafe Oslo' }, { text: /NOK|kr/ }, noUsDollars],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Conference page for RustNation Berlin on 9–10 October 2026 with the venue address Alexanderplatz 1',
    expects: [{ text: /October 2026/ }, { text: /Alexanderplatz 1/ }, { text: /Berlin/ }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Just qualified! I am a newly registered electrician, Sam Odu, in Croydon. A simple site to find my first customers.',
    expects: [{ name: 'Sam Odu' }, noTrackRecord, { text: /Croydon/ }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Give our shop Thistle & Thread in Perth, Scotland a site with products and prices',
    expects: [{ name: 'Thistle & Thread' }, noUsDollars, { text: /£/ }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Tour dates for the band Low Tide: 2 May Glasgow, 4 May Manchester, 7 May London',
    expects: [{ name: 'Low Tide' }, { text: /Glasgow/ }, { text: /Manchester/ }, { text: /London/ }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Phone number 0161 496 0000 and address 22 Mill Lane, Stockport on the contact section of the Stockport Men’s Shed site',
    expects: [{ text: /0161 496 0000/ }, { text: /22 Mill Lane/ }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Family-run pizzeria Nonna Rosa in Rome, with a menu and prices',
    expects: [{ name: 'Nonna Rosa' }, noUsDollars, { text: /€/ }],
  },
  {
    family: 'facts',
    lang: 'de',
    query: 'Neu eröffnet: das Café Morgenrot in Dresden. Eine Seite mit Frühstückskarte und Preisen.',
    expects: [{ name: 'Morgenrot' }, noTrackRecord, noUsDollars, { text: /€/ }],
  },
  {
    family: 'facts',
    lang: 'de',
    query: 'Öffnungszeiten der Buchhandlung Seitenweise: Montag bis Freitag 9–18 Uhr, Samstag 10–14 Uhr',
    expects: [{ name: 'Seitenweise' }, { text: /18/ }, { text: /14/ }, { text: /Samstag/i }],
  },
  {
    family: 'facts',
    lang: 'es',
    query: 'Acabamos de abrir la frutería Huerta Fresca en Zaragoza; queremos una web con productos y precios',
    expects: [{ name: 'Huerta Fresca' }, noTrackRecord, noUsDollars, { text: /€/ }],
  },
  {
    family: 'facts',
    lang: 'es',
    query: 'Feria del libro de Oviedo, del 3 al 6 de junio de 2027, con programa y dirección',
    expects: [{ text: /junio/i }, { text: /2027/ }, { text: /Oviedo/ }],
  },
  {
    family: 'facts',
    lang: 'fr',
    query: 'Nouvelle agence immobilière, Clé Verte, qui ouvre à Rennes en janvier : site avec nos services',
    expects: [{ name: 'Clé Verte' }, noTrackRecord, { text: /Rennes/ }],
  },
  {
    family: 'facts',
    lang: 'fr',
    query: 'Le marché de Noël de Colmar, du 25 novembre au 23 décembre 2026, avec les horaires et le plan',
    expects: [{ text: /Colmar/ }, { text: /novembre/i }, { text: /décembre 2026/i }],
  },
];
