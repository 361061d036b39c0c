// Second held-out set, widgets: things on the page a visitor uses (a to-do list, a cart, a booking
// form with dates, a sign-up box, a countdown, a quiz, a calculator), asked for in passing.
import { cart, dateField, emailField, todo } from '../suite/common-expectations.ts';
import type { SuiteCase } from '../suite/suite-case.ts';

export const HOLDOUT_WIDGETS: SuiteCase[] = [
  {
    family: 'widgets',
    lang: 'en',
    query: 'A simple to-do list page for our house chores',
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Online shop for handmade soy candles where people can add candles to a basket',
    expects: [cart],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Website for Bracken Hill campsite where people can book a pitch - they pick their arrival and departure dates',
    expects: [
      { input: /arriv|check-?in/i, types: ['date'] },
      { input: /depart|check-?out/i, types: ['date'] },
    ],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Newsletter signup for my baking blog, just an email box',
    expects: [emailField],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Site for an escape room in Reading with a countdown to our grand opening on 1 March 2027',
    expects: [{ control: '[role="timer"], [data-timer], [data-countdown]', what: 'a countdown' }],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Quiz site: a 5 question quiz about the solar system for kids',
    expects: [{ control: 'fieldset, [data-quiz]', what: 'a quiz' }],
  },
  {
    family: 'widgets',
    lang: 'de',
    query: 'Eine Aufgabenliste (To-do-Liste) für unser Team, wo man Aufgaben hinzufügen und löschen kann',
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'de',
    query: 'Onlineshop für Kaffeebohnen aus unserer Rösterei in Hamburg, mit Warenkorb',
    expects: [cart],
  },
  {
    family: 'widgets',
    lang: 'es',
    query: 'Una tienda online de camisetas estampadas con carrito de compra',
    expects: [cart],
  },
  {
    family: 'widgets',
    lang: 'es',
    query: 'Calculadora de propinas para la web de mi bar en Bilbao',
    expects: [{ control: '[data-calculator], output', what: 'a calculator' }],
  },
  {
    family: 'widgets',
    lang: 'fr',
    query: "Un site pour réserver une table dans notre restaurant à Dijon, avec la date, l'heure et le nombre de personnes",
    expects: [
      dateField,
      { input: /heure/i, types: ['time', 'select'] },
      { input: /personnes|couverts|convives/i, types: ['number', 'select'] },
    ],
  },
];
