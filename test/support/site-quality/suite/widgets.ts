// Interactive pieces that must work for a person: a list where items are added and removed, a
// cart whose "add" updates a count; search boxes, tables and FAQ answers as plain controls.
import { cart, faq, todo } from './common-expectations.ts';
import type { SuiteCase } from './suite-case.ts';

const search = { control: 'input[type="search"]', what: 'a search box' };

export const WIDGETS: SuiteCase[] = [
  { family: 'widgets', lang: 'en', query: 'A simple to-do list page where I can add chores and remove them when done', expects: [todo] },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Packing list app for our camping trip - type an item, add it to the list, tick or delete it',
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Homework planner for students called StudyStack: a task list you can add to and clear, plus a countdown to exams',
    expects: [{ name: 'StudyStack' }, todo],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Online shop for Tallow & Wick candles with an add to basket button on each candle and a basket count',
    expects: [{ name: 'Tallow & Wick' }, cart],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Shop page for Rootbound plant pots — customers pick pots, add them to the cart and see how many are in it',
    expects: [{ name: 'Rootbound' }, cart],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Merch store for the band Paper Moons: t-shirts, tote bags, vinyl. Needs a working cart.',
    expects: [{ name: 'Paper Moons' }, cart, { item: 'vinyl' }],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Team task board for a small charity office: add tasks, remove finished ones',
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Recipe collection site called Saucepan with a search box and FAQ',
    expects: [{ name: 'Saucepan' }, search, faq],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Tea shop Leaf & Kettle selling loose teas online: each tea has an "add to cart" button, cart in the corner',
    expects: [{ name: 'Leaf & Kettle' }, cart],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Grocery list page: add items like milk or eggs, and delete items you bought',
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'de',
    query: 'Eine Aufgabenliste für unsere WG: Aufgaben hinzufügen und erledigte löschen',
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'de',
    query: 'Online-Shop für die Rösterei Bohnenglück mit Warenkorb: Kaffeesorten in den Warenkorb legen',
    expects: [{ name: 'Bohnenglück' }, cart],
  },
  {
    family: 'widgets',
    lang: 'es',
    query: 'Tienda online de la marca Alpargata Viva con carrito de compra que muestre cuántos productos llevas',
    expects: [{ name: 'Alpargata Viva' }, cart],
  },
  {
    family: 'widgets',
    lang: 'es',
    query: 'Una lista de tareas sencilla para organizar la mudanza: añadir tareas y borrarlas',
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'fr',
    query: 'Boutique en ligne pour la savonnerie Bulle de Provence avec un panier et un bouton ajouter au panier',
    expects: [{ name: 'Bulle de Provence' }, cart],
  },
  {
    family: 'widgets',
    lang: 'fr',
    query: 'Une liste de choses à faire pour préparer le mariage, où on peut ajouter et supprimer des tâches',
    expects: [todo],
  },
];
