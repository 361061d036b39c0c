// Second held-out set, structure: pages named in a list or a sentence, and one-page sites whose
// sections the customer names.
import { contactForm, faq, reviews } from '../suite/common-expectations.ts';
import type { SuiteCase } from '../suite/suite-case.ts';

export const HOLDOUT_STRUCTURE: SuiteCase[] = [
  {
    family: 'structure',
    lang: 'en',
    query: 'A site for our wedding venue, Thornbury Barn, with four pages: Home, The Barn, Weddings, Contact',
    expects: [{ pages: 4, named: [/home/i, /the barn/i, /weddings/i, /contact/i] }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'one-page site for a food truck. sections: menu, where to find us, private hire, FAQ',
    expects: [{ heading: /menu/i }, { heading: /find us/i }, { heading: /private hire/i }, faq],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Website for a dental practice with separate pages for treatments, our team, fees and new patients',
    expects: [{ pages: 4, named: [/treatments/i, /team/i, /fees/i, /new patients/i] }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Make a site for Fernhill Primary School PTA.\nPages:\nAbout us\nEvents\nVolunteer\nMeeting minutes',
    expects: [{ pages: 4, named: [/about/i, /events/i, /volunteer/i, /minutes/i] }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: "I'd like a home page plus a separate blog page and a contact page, for my gardening business Greenfinger Gardens",
    expects: [{ name: 'Greenfinger Gardens' }, { pages: 3, named: [/blog/i, /contact/i] }],
  },
  {
    family: 'structure',
    lang: 'de',
    query: 'Website für eine Zahnarztpraxis in Bonn mit den Seiten Startseite, Leistungen, Team und Kontakt',
    expects: [{ pages: 4, named: [/startseite/i, /leistungen/i, /team/i, /kontakt/i] }],
  },
  {
    family: 'structure',
    lang: 'de',
    query: 'Eine einseitige Webseite für unser Sommerfest mit Abschnitten für Programm, Anfahrt und Helfer gesucht',
    expects: [{ heading: /programm/i }, { heading: /anfahrt/i }, { heading: /helfer/i }],
  },
  {
    family: 'structure',
    lang: 'es',
    query: 'Página web para un hostal en Cádiz con páginas de habitaciones, precios, cómo llegar y contacto',
    expects: [{ pages: 4, named: [/habitaciones/i, /precios/i, /llegar/i, /contacto/i] }],
  },
  {
    family: 'structure',
    lang: 'fr',
    query: 'Un site pour notre association de randonnée avec les pages : Accueil, Sorties, Adhésion, Contact',
    expects: [{ pages: 4, named: [/accueil/i, /sorties/i, /adhésion/i, /contact/i] }],
  },
  {
    family: 'structure',
    lang: 'fr',
    query: "Site d'une page pour un traiteur, avec une section menus, une section témoignages et un formulaire de devis",
    expects: [{ heading: /menus?/i }, { heading: /témoignages/i }, reviews, contactForm],
  },
];
