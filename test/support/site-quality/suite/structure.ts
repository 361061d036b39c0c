// Structure asked for: pages (how many, and each in the navigation), named sections, and forms
// carrying the named fields with the input types a browser needs (dates, e-mail, phone, numbers).
import type { SuiteCase } from './suite-case.ts';
import { dateInput, emailField } from './common-expectations.ts';

export const STRUCTURE: SuiteCase[] = [
  {
    family: 'structure',
    lang: 'en',
    query: 'Five pages for Hillside Dental: Home, About us, Treatments, Prices and Contact',
    expects: [{ name: 'Hillside Dental' }, { pages: 5, named: [/about/i, /treatments/i, /prices/i, /contact/i] }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'B&B booking form for Rose Cottage with check-in date, check-out date, number of guests and email',
    expects: [
      { name: 'Rose Cottage' },
      dateInput(/check-?in|arrival/i),
      dateInput(/check-?out|departure/i),
      { input: /guests/i, types: ['number', 'select'] },
      emailField,
    ],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'A website for the Kelso Jazz Festival with sections for the line-up, venues, tickets and a FAQ',
    expects: [
      { name: 'Kelso Jazz Festival' },
      { heading: /line-?up/i },
      { heading: /venues/i },
      { heading: /tickets/i },
      { heading: /faq|questions/i },
    ],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Three-page site for a piano teacher, Elise Brandt: home, lessons, and contact',
    expects: [{ name: 'Elise Brandt' }, { pages: 3, named: [/lessons/i, /contact/i] }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Museum site with a speakers section for our lecture series, an exhibitions section and a membership section',
    expects: [{ heading: /speakers/i }, { heading: /exhibitions/i }, { heading: /membership/i }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Job application page for Tidewater Logistics: name, email, phone number, the role applied for, a CV upload and a start date',
    expects: [
      { name: 'Tidewater Logistics' },
      emailField,
      { input: /phone/i, types: ['tel'] },
      { input: /cv|résumé|resume/i, types: ['file'] },
      dateInput(/start/i),
    ],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Restaurant reservation form for Osteria Lupa: date, time, party size, name and phone',
    expects: [
      { name: 'Osteria Lupa' },
      dateInput(/date/i),
      { input: /time/i, types: ['time', 'select'] },
      { input: /party|guests|people/i, types: ['number', 'select'] },
      { input: /phone/i, types: ['tel'] },
    ],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Multi-page site for Greystone Builders — pages for Home, Services, Projects, Testimonials, About and Contact',
    expects: [{ name: 'Greystone Builders' }, { pages: 6, named: [/services/i, /projects/i, /testimonials/i, /about/i, /contact/i] }],
  },
  {
    family: 'structure',
    lang: 'en',
    query:
      'Site for a wedding on 21 June 2027, Maya & Leo, with our story, the schedule of the day, travel info and an RSVP form with name, email and number of guests',
    expects: [
      { name: 'Maya & Leo' },
      { heading: /story/i },
      { heading: /schedule/i },
      { heading: /travel/i },
      emailField,
      { input: /guests/i, types: ['number', 'select'] },
    ],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Car hire enquiry form: pick-up date, return date, pick-up location, car size (small, medium, large) and email',
    expects: [
      dateInput(/pick-?up date/i),
      dateInput(/return/i),
      { input: /location/i, types: ['text', 'select'] },
      { input: /size/i, types: ['select', 'radio'] },
      emailField,
    ],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Software company Vantage Analytics wants separate pages for Product, Pricing, Customers, Careers and Blog',
    expects: [{ name: 'Vantage Analytics' }, { pages: 5, named: [/product/i, /pricing/i, /customers/i, /careers/i, /blog/i] }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'A clinic site for Meadow Physio with a "Meet the team" section, a "Conditions we treat" section and a "What to expect" section',
    expects: [
      { name: 'Meadow Physio' },
      { heading: /meet the team/i },
      { heading: /conditions we treat/i },
      { heading: /what to expect/i },
    ],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Newsletter sign-up page for The Weekly Crumb: first name, email and a checkbox to agree to the privacy policy',
    expects: [
      { name: 'Weekly Crumb' },
      { input: /first name|name/i, types: ['text'] },
      emailField,
      { input: /privacy|agree/i, types: ['checkbox'] },
    ],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Kids party venue JumpZone: a party booking form with the child’s name, age, party date and how many kids are coming',
    expects: [
      { name: 'JumpZone' },
      { input: /age/i, types: ['number', 'select'] },
      dateInput(/date/i),
      { input: /how many|kids|children|guests/i, types: ['number', 'select'] },
    ],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Volunteer sign-up for Harbour Food Bank: name, email, phone, and which days you are available',
    expects: [
      { name: 'Harbour Food Bank' },
      emailField,
      { input: /phone/i, types: ['tel'] },
      { input: /days|available|availability/i, types: ['checkbox', 'select', 'text'] },
    ],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'A four page site for the Oakridge Tennis Club: home, membership, coaching, contact',
    expects: [{ name: 'Oakridge Tennis Club' }, { pages: 4, named: [/membership/i, /coaching/i, /contact/i] }],
  },
  {
    family: 'structure',
    lang: 'de',
    query: 'Buchungsformular für die Ferienwohnung Seeblick mit Anreise, Abreise, Anzahl der Personen und E-Mail',
    expects: [
      { name: 'Seeblick' },
      dateInput(/anreise/i),
      dateInput(/abreise/i),
      { input: /personen/i, types: ['number', 'select'] },
      emailField,
    ],
  },
  {
    family: 'structure',
    lang: 'de',
    query: 'Webseite für das Architekturbüro Kante mit den Seiten Start, Projekte, Büro und Kontakt',
    expects: [{ name: 'Kante' }, { pages: 4, named: [/projekte/i, /büro/i, /kontakt/i] }],
  },
  {
    family: 'structure',
    lang: 'de',
    query: 'Eine Seite für den Sportverein TSV Eichwald mit Abschnitten für Mannschaften, Trainingszeiten und Mitgliedschaft',
    expects: [{ name: 'TSV Eichwald' }, { heading: /mannschaften/i }, { heading: /trainingszeiten/i }, { heading: /mitgliedschaft/i }],
  },
  {
    family: 'structure',
    lang: 'es',
    query: 'Formulario de reserva para el Hostal Brisa: fecha de entrada, fecha de salida, número de huéspedes y correo electrónico',
    expects: [
      { name: 'Hostal Brisa' },
      dateInput(/entrada|llegada/i),
      dateInput(/salida/i),
      { input: /huéspedes|personas/i, types: ['number', 'select'] },
      emailField,
    ],
  },
  {
    family: 'structure',
    lang: 'es',
    query: 'Web de la academia de idiomas Babel con páginas de inicio, cursos, profesores y contacto',
    expects: [{ name: 'Babel' }, { pages: 4, named: [/cursos/i, /profesores/i, /contacto/i] }],
  },
  {
    family: 'structure',
    lang: 'fr',
    query: "Formulaire de réservation pour le gîte Les Tilleuls : date d'arrivée, date de départ, nombre de personnes, e-mail",
    expects: [
      { name: 'Les Tilleuls' },
      dateInput(/arrivée/i),
      dateInput(/départ/i),
      { input: /personnes/i, types: ['number', 'select'] },
      emailField,
    ],
  },
  {
    family: 'structure',
    lang: 'fr',
    query: 'Site pour le festival Lumières du Port avec une programmation, les artistes, les infos pratiques et la billetterie',
    expects: [
      { name: 'Lumières du Port' },
      { heading: /programmation/i },
      { heading: /artistes/i },
      { heading: /infos pratiques/i },
      { heading: /billetterie/i },
    ],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Quote request form for Evergreen Roofing: name, phone, postcode, type of roof work and photos of the roof',
    expects: [
      { name: 'Evergreen Roofing' },
      { input: /phone/i, types: ['tel'] },
      { input: /postcode/i, types: ['text'] },
      { input: /photo/i, types: ['file'] },
    ],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Portfolio with separate pages: Work, About, Press and Contact — for the studio Fold & Form',
    expects: [{ name: 'Fold & Form' }, { pages: 4, named: [/work/i, /about/i, /press/i, /contact/i] }],
  },
];
