// Names in every sentence shape: first in the sentence, after "for the", with a year, the writer's
// own name, a company and its product, names with diacritics; and the place beside them.
import { contactForm } from './common-expectations.ts';
import type { SuiteCase } from './suite-case.ts';

export const NAMES: SuiteCase[] = [
  {
    family: 'names',
    lang: 'en',
    query: 'Blue Heron Pottery, a small ceramics studio in Asheville, wants a website showing our classes and how to reach us',
    expects: [{ name: 'Blue Heron Pottery' }, { text: /Asheville/ }, contactForm],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Site for the Canal Street Museum: opening times, current exhibitions and a visit page',
    expects: [{ name: 'Canal Street Museum' }, { heading: /exhibitions/i }, { text: /opening|hours/i }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'we need a website for DataFest 2027, a two-day conference on open data in Rotterdam',
    expects: [{ name: 'DataFest 2027' }, { text: /Rotterdam/ }],
  },
  {
    family: 'names',
    lang: 'en',
    query: "Hi! I'm Priya Raman, a freelance UX researcher. Can you make me a simple homepage with my services and a way to contact me?",
    expects: [{ name: 'Priya Raman' }, { text: /UX research/i }, contactForm],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Northwind Labs needs a landing page for Harbor, their new password manager for small teams',
    expects: [{ name: 'Harbor' }, { text: /Northwind Labs/ }, { text: /password/i }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'a homepage for me, Tomás Oyelaran, wedding photographer based in Cork',
    expects: [{ name: 'Tomás Oyelaran' }, { text: /Cork/ }, { text: /wedding/i }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Could you build a site for the Riverside Community Garden? We meet on Saturdays and want new volunteers.',
    expects: [{ name: 'Riverside Community Garden' }, { text: /volunteer/i }, { text: /Saturday/i }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Website for my dad’s garage, Okafor & Sons Motors, in Peckham. Servicing, MOTs and repairs.',
    expects: [{ name: 'Okafor & Sons Motors' }, { text: /Peckham/ }, { item: 'MOT' }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Launch page for Quillmate 2.0 — the note-taking app from Paperfox Software',
    expects: [{ name: 'Quillmate 2.0' }, { text: /Paperfox Software/ }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'The Anchor & Oak is a gastropub in Whitby. Site please: food, rooms upstairs, how to find us.',
    expects: [{ name: 'Anchor & Oak' }, { text: /Whitby/ }, { text: /rooms/i }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'portfolio site — Mei-Ling Zhou, motion designer, Vancouver. Showreel, selected clients, contact',
    expects: [{ name: 'Mei-Ling Zhou' }, { text: /Vancouver/ }, { text: /motion/i }, contactForm],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'I run Little Acorns Nursery in Didsbury and need a website for parents: our rooms, fees and how to register interest',
    expects: [{ name: 'Little Acorns Nursery' }, { text: /Didsbury/ }, { text: /fees/i }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Make a page for the Hollis Street Run 2026, a 10k charity run on 12 September',
    expects: [{ name: 'Hollis Street Run 2026' }, { text: /10 ?k/i }, { text: /12 September|September 12/i }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Brightwave Energy sells home solar panels in Adelaide. Landing page with a free quote form.',
    expects: [{ name: 'Brightwave Energy' }, { text: /Adelaide/ }, { control: 'form', what: 'a quote form' }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Page for our band, The Velvet Static: tour dates, music, merch',
    expects: [{ name: 'Velvet Static' }, { heading: /tour/i }, { heading: /merch/i }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Kestrel Accounting (two chartered accountants in Harrogate) — a simple professional site',
    expects: [{ name: 'Kestrel Accounting' }, { text: /Harrogate/ }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Dr. Amara Nwosu, paediatrician, wants a practice website with appointments info',
    expects: [{ name: 'Amara Nwosu' }, { text: /paediatric|pediatric|children/i }],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Webseite für die Konditorei Süßes Eck in Görlitz, mit Torten, Öffnungszeiten und Anfahrt',
    expects: [{ name: 'Süßes Eck' }, { text: /Görlitz/ }, { heading: /öffnungszeiten/i }],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Ich bin Jürgen Weiß, Tischlermeister in Lübeck. Ich brauche eine Seite mit meinen Arbeiten und Kontakt.',
    expects: [{ name: 'Jürgen Weiß' }, { text: /Lübeck/ }, contactForm],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Die Physiotherapie Bewegungsraum in Köln braucht eine Webseite mit Leistungen und Terminvereinbarung',
    expects: [{ name: 'Bewegungsraum' }, { text: /Köln/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Una página para la Librería Peñalara de Segovia, con novedades y eventos',
    expects: [{ name: 'Librería Peñalara' }, { text: /Segovia/ }, { heading: /eventos/i }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Soy Begoña Ibáñez, abogada laboralista en Bilbao. Quiero una web sencilla con mis servicios y contacto.',
    expects: [{ name: 'Begoña Ibáñez' }, { text: /Bilbao/ }, contactForm],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Festival Sonora 2027 en Valencia necesita una web con cartel, entradas y preguntas frecuentes',
    expects: [{ name: 'Sonora 2027' }, { text: /Valencia/ }],
  },
  {
    family: 'names',
    lang: 'fr',
    query: 'Site pour la Fromagerie Hélène à Annecy : nos fromages, nos horaires et comment venir',
    expects: [{ name: 'Fromagerie Hélène' }, { text: /Annecy/ }, { heading: /horaires/i }],
  },
  {
    family: 'names',
    lang: 'fr',
    query: "Je m'appelle Zoé Lefèvre, je suis céramiste à Nantes et je voudrais un petit site vitrine",
    expects: [{ name: 'Zoé Lefèvre' }, { text: /Nantes/ }],
  },
];
