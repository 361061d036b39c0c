// What the request lists (services, dishes, products, plans, features, speakers, rooms) is what
// the page shows: each listed item, by name.
import { items } from './common-expectations.ts';
import type { SuiteCase } from './suite-case.ts';

export const ITEMS: SuiteCase[] = [
  {
    family: 'items',
    lang: 'en',
    query: 'Coworking space called The Loft in Sheffield offering hot desks, dedicated desks and private offices',
    expects: [{ name: 'The Loft' }, ...items('hot desks', 'dedicated desks', 'private offices')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Photographer site. I do newborn, family and headshot sessions, mostly around Bath.',
    expects: items('newborn', 'family', 'headshot'),
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Quick Lube garage - oil changes, brakes, tyres, MOT prep and air con regas. One page please',
    expects: [{ name: 'Quick Lube' }, ...items('oil change', 'brakes', 'tyres', 'air con')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Our bakery Crumb & Co sells sourdough loaves, cinnamon buns, focaccia and birthday cakes to order',
    expects: [{ name: 'Crumb & Co' }, ...items('sourdough', 'cinnamon buns', 'focaccia', 'birthday cakes')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'A site for Paws & Claws vets with our services: vaccinations, dental care, microchipping, neutering and nurse clinics',
    expects: [{ name: 'Paws & Claws' }, ...items('vaccinations', 'dental care', 'microchipping', 'neutering', 'nurse clinics')],
  },
  {
    family: 'items',
    lang: 'en',
    query:
      'Landing page for Trackly, a time-tracking tool. Features to show: one-click timers, weekly reports, invoicing from tracked hours, and a Slack integration.',
    expects: [{ name: 'Trackly' }, ...items('timers', 'weekly reports', 'invoicing', 'Slack')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Conference site for FrontConf with speakers Sara Lindqvist, Kwame Asante and Julia Moreau',
    expects: [{ name: 'FrontConf' }, ...items('Sara Lindqvist', 'Kwame Asante', 'Julia Moreau')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Thai takeaway Baan Suan. Menu highlights: green curry, pad see ew, massaman beef, tom yum soup, mango sticky rice',
    expects: [{ name: 'Baan Suan' }, ...items('green curry', 'pad see ew', 'massaman', 'tom yum', 'mango sticky rice')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Cleaning company SparkleHome: regular home cleaning, end of tenancy cleans, oven cleaning and carpet cleaning',
    expects: [{ name: 'SparkleHome' }, ...items('regular', 'end of tenancy', 'oven cleaning', 'carpet cleaning')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'The Grand Hall is a wedding venue with three spaces: the Orangery, the Long Gallery and the Walled Garden.',
    expects: [{ name: 'Grand Hall' }, ...items('Orangery', 'Long Gallery', 'Walled Garden')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Tutoring website. Subjects: GCSE maths, A-level physics, chemistry and 11+ prep. Online or in person in Reading.',
    expects: items('GCSE maths', 'A-level physics', 'chemistry', '11+'),
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Site for a yoga teacher, Hannah Cole: vinyasa flow, yin yoga, pregnancy yoga and private one-to-ones',
    expects: [{ name: 'Hannah Cole' }, ...items('vinyasa', 'yin yoga', 'pregnancy yoga', 'one-to-one')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'The exhibitions page for Ironworks Gallery should list "Salt & Light", "Northern Looms" and "After the Flood"',
    expects: [{ name: 'Ironworks Gallery' }, ...items('Salt & Light', 'Northern Looms', 'After the Flood')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Craft brewery Hopscotch: our beers are Morning Haze IPA, Dark Harbour stout, Field Day lager and a seasonal sour',
    expects: [{ name: 'Hopscotch' }, ...items('Morning Haze', 'Dark Harbour', 'Field Day', 'sour')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Kids coding club BitBuilders runs Scratch for beginners, Python projects and a robotics lab on Saturdays',
    expects: [{ name: 'BitBuilders' }, ...items('Scratch', 'Python', 'robotics')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'A hotel site for Seabreeze Lodge with room types: standard double, sea view suite, family room and the attic loft',
    expects: [{ name: 'Seabreeze Lodge' }, ...items('standard double', 'sea view suite', 'family room', 'attic loft')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Nonprofit Clean Rivers Trust: our programmes are river clean-ups, school workshops and water testing',
    expects: [{ name: 'Clean Rivers Trust' }, ...items('clean-ups', 'school workshops', 'water testing')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Webseite für den Friseursalon Haarmonie mit Damenhaarschnitt, Herrenhaarschnitt, Färben und Hochsteckfrisuren',
    expects: [{ name: 'Haarmonie' }, ...items('Damenhaarschnitt', 'Herrenhaarschnitt', 'Färben', 'Hochsteckfrisuren')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Wir sind die Gärtnerei Grünfink und verkaufen Stauden, Obstbäume, Kräuter und Balkonpflanzen',
    expects: [{ name: 'Grünfink' }, ...items('Stauden', 'Obstbäume', 'Kräuter', 'Balkonpflanzen')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Web para el taller Rueda Libre: reparación de bicicletas, ajuste de frenos, cambio de cadena y alquiler de bicis',
    expects: [{ name: 'Rueda Libre' }, ...items('reparación', 'frenos', 'cadena', 'alquiler')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Restaurante Mar Salada en Cádiz. Platos: tortillitas de camarones, atún de almadraba, arroz negro y pescaíto frito',
    expects: [{ name: 'Mar Salada' }, ...items('tortillitas de camarones', 'atún de almadraba', 'arroz negro', 'pescaíto frito')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: "Site pour l'institut Belle Peau : soins du visage, épilation, manucure et massages",
    expects: [{ name: 'Belle Peau' }, ...items('soins du visage', 'épilation', 'manucure', 'massages')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: 'Une page pour notre école de musique Do Ré Mi avec cours de piano, de guitare, de violon et éveil musical',
    expects: [{ name: 'Do Ré Mi' }, ...items('piano', 'guitare', 'violon', 'éveil musical')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Moving company site (Swift Removals). Services are house moves, office moves, packing and storage.',
    expects: [{ name: 'Swift Removals' }, ...items('house moves', 'office moves', 'packing', 'storage')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Escape room venue Locked In with three rooms: The Pharaoh’s Tomb, Lab 51 and The Heist',
    expects: [{ name: 'Locked In' }, ...items('Pharaoh', 'Lab 51', 'The Heist')],
  },
];
