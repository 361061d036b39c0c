// A section the request names in its own words is headed with them: "sections for the line-up",
// "a speakers section", "membership information".
import t from 'tap';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

const headings = (query: string) => {
  const html = generateSite(query)
    .files.filter((f) => f.path.endsWith('.html'))
    .map((f) => f.content)
    .join('\n');
  return [...html.matchAll(/<h2 id="([\w-]+)-title">([^<]*)<\/h2>/g)].map((m) => `${m[1]}:${m[2]}`);
};

t.test('"sections for A, B and C": each known section headed as written', async (t) => {
  t.ok(headings('A music festival site with sections for the line-up, tickets and camping').includes('schedule:Line-up'));
  t.ok(headings('A school site with sections for our teachers, the timetable and news').includes('team:Teachers'));
  t.ok(headings('Wedding venue site. Sections on the gallery, our reviews and directions.').includes('testimonials:Reviews'));
});

t.test('"a speakers section", "an instructors section": the section under that name', async (t) => {
  t.ok(headings('A conference site with a speakers section and a venue section').includes('team:Speakers'));
  t.ok(headings('A climbing gym site: add an instructors section and a prices section').includes('team:Instructors'));
  t.ok(headings('A band site with a tour dates section and a photos section').includes('schedule:Tour dates'));
});

t.test('"membership information", "booking details": the section the first word names', async (t) => {
  t.ok(headings('A tennis club website with membership information and coaching times').includes('pricing:Membership information'));
  t.ok(headings('A yoga studio with booking details and a timetable').includes('booking:Booking details'));
  t.ok(headings('A rowing club with contact details, membership info and photos').includes('pricing:Membership info'));
  t.ok(headings('A bakery with a gallery and a contact form').includes('gallery:Gallery'), 'a plain named section keeps its usual heading');
});

t.test('"sections: A, B", and Spanish and French sections named after the word', async (t) => {
  t.ok(headings('Festival website. Add sections: Line-up, Tickets, Travel and FAQ.').includes('schedule:Line-up'));
  t.ok(headings('Una web para un festival con una sección de artistas y otra de preguntas').includes('team:Artistas'));
  const french = headings('Un site pour un club de tennis avec une rubrique adhésion et une section équipe');
  t.ok(french.includes('pricing:Adhésion'), 'adhésion');
  t.ok(french.includes('team:Équipe'), 'équipe, a word that starts with an accented letter');
  t.ok(headings('Un site pour une chorale avec une section sur les artistes et un agenda').includes('team:Artistes'));
});

t.test('a known section listed in the request’s own word is headed with it, in four languages', async (t) => {
  t.ok(headings('A festival site with the line-up, camping and our volunteers').includes('team:Volunteers'));
  t.ok(headings('A conference website with speakers, a venue map and FAQs').includes('team:Speakers'));
  t.ok(headings('A yoga studio with a timetable, prices and reviews').includes('testimonials:Reviews'));
  t.ok(headings('Un site pour le théâtre avec la programmation, les artistes et un plan d’accès').includes('team:Artistes'));
  t.ok(headings('Web del club con los entrenadores, horarios y contacto').includes('team:Entrenadores'));
  t.ok(headings('Eine Seite für die Galerie mit Künstlern und Öffnungszeiten').includes('hours:Öffnungszeiten'));
  t.ok(
    headings('A tool site with search and a calculator').every((h) => !h.startsWith('explorer:Search')),
    'widgets keep their names',
  );
});

t.test("the testimonials' French heading says what they are", async (t) => {
  const html = generateSite('Fleuriste Pétales à Nantes avec des bouquets, une galerie et des avis clients')
    .files.filter((f) => f.path.endsWith('.html'))
    .map((f) => f.content)
    .join('');
  t.match(html, /<h2 id="testimonials-title">Avis de nos clients<\/h2>/);
});
