// Second held-out set, edits: instructions a customer sends about a site they already have, either
// the engine's own site for an earlier request or a site they wrote by hand (hand-sites.ts). Each
// checks what was asked and, where a careless edit could lose it, that the rest is still there.
import { contactForm, dark } from '../suite/common-expectations.ts';
import type { SuiteCase } from '../suite/suite-case.ts';
import { HAND_ACADEMIA, HAND_SALON, HAND_TEAROOM } from './hand-sites.ts';

const tearoom = { files: HAND_TEAROOM, what: 'a hand-written tearoom site (York, prices in a table)' };
const salon = { files: HAND_SALON, what: 'a hand-written hair salon site (Rennes, prices in a list)' };
const academia = { files: HAND_ACADEMIA, what: 'a hand-written two-page tutoring academy site (Burgos)' };
const yoga = { query: 'Website for Juniper Yoga in Brighton: hatha, vinyasa and yin classes, drop-in £12, 10-class pass £100' };

export const HOLDOUT_EDITS: SuiteCase[] = [
  {
    family: 'edits',
    lang: 'en',
    start: tearoom,
    query: 'Change the price of the cream tea to £8',
    expects: [{ price: 'cream tea', amount: 8, currency: '£' }, { item: 'fruit scone' }],
  },
  {
    family: 'edits',
    lang: 'en',
    start: tearoom,
    query: 'please add a gluten-free brownie at £3.50 to the menu',
    expects: [{ price: 'gluten-free brownie', amount: 3.5, currency: '£' }, { item: 'Victoria sponge' }],
  },
  {
    family: 'edits',
    lang: 'en',
    start: tearoom,
    query: "Take the Victoria sponge off, we don't make it anymore",
    expects: [{ absent: /victoria sponge/i, what: 'no Victoria sponge' }, { item: 'pot of tea' }],
  },
  {
    family: 'edits',
    lang: 'en',
    start: tearoom,
    query: 'Can you make the whole site dark?',
    expects: [dark, { name: 'The Copper Kettle' }],
  },
  {
    family: 'edits',
    lang: 'en',
    start: tearoom,
    query: 'Add our Instagram, instagram.com/copperkettleyork, to the footer',
    expects: [{ namedLink: /instagram/i, where: 'footer' }, { link: /instagram\.com\/copperkettleyork/ }],
  },
  {
    family: 'edits',
    lang: 'fr',
    start: salon,
    query: 'Ajoutez une prestation « Balayage » à 85 €',
    expects: [{ price: 'balayage', amount: 85, currency: '€' }, { item: 'coupe homme' }],
  },
  {
    family: 'edits',
    lang: 'fr',
    start: salon,
    query: 'Le brushing passe à 28 €.',
    expects: [
      { price: 'brushing', amount: 28, currency: '€' },
      { price: 'coupe femme', amount: 38, currency: '€' },
    ],
  },
  {
    family: 'edits',
    lang: 'fr',
    start: salon,
    query: "Changez le nom du salon : il s'appelle maintenant Atelier Élise",
    expects: [{ name: 'Atelier Élise' }, { absent: /Salon Élise/, what: 'the old name gone' }],
  },
  {
    family: 'edits',
    lang: 'es',
    start: academia,
    query: 'Añade una página de preguntas frecuentes',
    expects: [{ pages: 3, named: [/preguntas|faq/i] }],
  },
  {
    family: 'edits',
    lang: 'es',
    start: academia,
    query: 'Cambia el teléfono al 612 345 678',
    expects: [{ text: /612 ?345 ?678/ }, { absent: /947 ?111 ?222/, what: 'the old phone number gone' }],
  },
  {
    family: 'edits',
    lang: 'es',
    start: academia,
    query: 'Quiero la web en modo oscuro',
    expects: [dark, { name: 'Academia Lumen' }],
  },
  {
    family: 'edits',
    lang: 'en',
    start: yoga,
    query: 'Add a pregnancy yoga class',
    expects: [{ item: 'pregnancy yoga' }, { item: 'yin' }],
  },
  {
    family: 'edits',
    lang: 'en',
    start: yoga,
    query: 'Drop-in is going up to £13',
    expects: [
      { price: 'drop-in', amount: 13, currency: '£' },
      { price: '10-class pass', amount: 100, currency: '£' },
    ],
  },
  {
    family: 'edits',
    lang: 'en',
    start: { query: "Portfolio for illustrator Marta Quill, children's books and editorial work" },
    query: 'add a contact form so art directors can message me',
    expects: [contactForm, { name: 'Marta Quill' }],
  },
  {
    family: 'edits',
    lang: 'en',
    start: { query: 'Site for Harbour Lights B&B in Tenby with three rooms: Sea View, Garden and Attic' },
    query: 'Could you add a separate page for our breakfast menu?',
    expects: [{ pages: 2, named: [/breakfast/i] }],
  },
  {
    family: 'edits',
    lang: 'en',
    start: { query: 'Landing page for Pixelmint, a budgeting app for students' },
    query: 'make the buttons orange',
    expects: [{ colour: 'orange', where: 'buttons' }, { name: 'Pixelmint' }],
  },
  {
    family: 'edits',
    lang: 'en',
    start: { query: 'site for my barber shop, Sharp & Co, in Glasgow' },
    query: 'Add our opening hours: Tues to Sat 9-6, closed Sunday and Monday',
    expects: [{ text: /Tue/ }, { text: /closed/i }],
  },
  {
    family: 'edits',
    lang: 'en',
    start: { query: 'Website for Ridgeway Running Club, we run Tuesdays and Sundays from the leisure centre' },
    query: "We've changed our name, we're Ridgeway Harriers now",
    expects: [{ name: 'Ridgeway Harriers' }, { absent: /Ridgeway Running Club/, what: 'the old name gone' }],
  },
  {
    family: 'edits',
    lang: 'de',
    start: { query: 'Webseite für die Gärtnerei Sonnenblick in Ulm mit Stauden, Kräutern und Obstbäumen' },
    query: 'Bitte fügt einen Link zu unserem Instagram hinzu: instagram.com/gaertnerei.sonnenblick',
    expects: [{ namedLink: /instagram/i }, { link: /instagram\.com\/gaertnerei\.sonnenblick/ }, { item: 'Stauden' }],
  },
  {
    family: 'edits',
    lang: 'de',
    start: { query: 'Ferienwohnung Seeblick am Bodensee, zwei Zimmer, Übernachtung 65 € pro Nacht' },
    query: 'Der Preis pro Nacht ist jetzt 72 €',
    expects: [{ text: /72 ?€|€ ?72/ }, { absent: /65 ?€|€ ?65/, what: 'the old price gone' }],
  },
  {
    family: 'edits',
    lang: 'es',
    start: { query: 'Web para la pastelería Dulce Abril en Zaragoza: tartas, croissants y roscón de reyes' },
    query: 'Quita el roscón de reyes, que ya no lo hacemos',
    expects: [{ absent: /roscón/i, what: 'no roscón de reyes' }, { item: 'croissants' }],
  },
  {
    family: 'edits',
    lang: 'fr',
    start: { query: 'Site pour le groupe de jazz Les Chats Bleus, concerts à Toulouse' },
    query: 'Ajoutez une section avec nos prochaines dates : 12 juin au Bikini, 3 juillet au Connexion Live',
    expects: [{ text: /12 juin/i }, { text: /Bikini/ }, { text: /3 juillet/i }, { text: /Connexion Live/ }],
  },
  {
    family: 'edits',
    lang: 'fr',
    start: { query: 'Site pour une librairie indépendante à Montpellier, La Page Tournée' },
    query: "Mettez le site en mode sombre, s'il vous plaît",
    expects: [dark, { name: 'La Page Tournée' }],
  },
];
