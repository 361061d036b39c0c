// Second held-out set, facts: addresses, opening hours, phone numbers, emails, dates and years,
// and what must not be claimed (a business that has not opened has no track record).
import { noTrackRecord } from '../suite/common-expectations.ts';
import type { SuiteCase } from '../suite/suite-case.ts';

export const HOLDOUT_FACTS: SuiteCase[] = [
  {
    family: 'facts',
    lang: 'en',
    query:
      "Site for the Ploughman's Rest pub. Open Mon-Sat 11am-11pm, Sunday 12-10:30pm. Address: 14 Mill Lane, Ashford, TN24 8AB. Phone 01233 555014.",
    expects: [{ text: /14 Mill Lane/ }, { text: /TN24 8AB/ }, { text: /01233 ?555 ?014/ }, { text: /\bMon/ }, { text: /\bSun/ }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: "We're opening a new bakery in Hove in September, please don't say we've been around for years because we haven't!",
    expects: [noTrackRecord, { text: /Hove/ }, { text: /September/ }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Family-run garage in Derby since 1978. MOTs, servicing, tyres.',
    expects: [{ text: /1978/ }, { text: /Derby/ }, { item: 'tyres' }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Site for our conference, DevOps Days Cardiff, 14-15 May 2027 at the Principality Stadium. Tickets are £90.',
    expects: [
      { name: 'DevOps Days Cardiff' },
      { text: /May 2027/ },
      { text: /Principality Stadium/ },
      { price: 'ticket', amount: 90, currency: '£' },
    ],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'I coach executives in San Francisco. Email is hello@northstarcoaching.com, phone +1 (415) 555-0142',
    expects: [{ text: /hello@northstarcoaching\.com/ }, { text: /555-0142/ }, { text: /San Francisco/ }],
  },
  {
    family: 'facts',
    lang: 'de',
    query: 'Physiotherapie Lindenhof, Lindenstraße 12, 04109 Leipzig, Telefon 0341 1234567, Sprechzeiten Mo–Fr 8–18 Uhr',
    expects: [
      { name: 'Lindenhof' },
      { text: /Lindenstraße 12/ },
      { text: /04109 Leipzig/ },
      { text: /0341 ?1234567/ },
      { text: /\b18(:00)? ?Uhr|\b18:00/ },
    ],
  },
  {
    family: 'facts',
    lang: 'de',
    query: 'Wir sind ein neues Café in Graz und eröffnen im April. Bitte nichts von langjähriger Erfahrung schreiben.',
    expects: [noTrackRecord, { text: /Graz/ }, { text: /April/ }],
  },
  {
    family: 'facts',
    lang: 'es',
    query:
      'Restaurante Casa Lola, Calle Betis 21, Sevilla. Abrimos de martes a domingo de 13:00 a 16:30 y de 20:00 a 23:30. Tel. 954 123 456',
    expects: [{ name: 'Casa Lola' }, { text: /Calle Betis 21/ }, { text: /954 ?123 ?456/ }, { text: /martes/i }, { text: /20:00/ }],
  },
  {
    family: 'facts',
    lang: 'es',
    query: 'Fundada en 1995, nuestra escuela de idiomas en Salamanca enseña español a extranjeros.',
    expects: [{ text: /1995/ }, { text: /Salamanca/ }],
  },
  {
    family: 'facts',
    lang: 'fr',
    query: 'Cabinet de kinésithérapie, 8 rue des Tanneurs, 67000 Strasbourg. Ouvert du lundi au vendredi de 8h à 19h. Tél : 03 88 12 34 56',
    expects: [{ text: /8 rue des Tanneurs/i }, { text: /67000 Strasbourg/ }, { text: /03 ?88 ?12 ?34 ?56/ }, { text: /lundi/i }],
  },
];
