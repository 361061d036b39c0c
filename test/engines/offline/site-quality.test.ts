// The quality bar, checked on real sites in headless Chromium: html-validate, axe-core, console
// errors, network use, broken links and overflow at 375 px.
import t from 'tap';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { staticChecks } from '../../support/site-quality/static-checks.ts';
import { browserChecks, launchBrowser } from '../../support/site-quality/browser-checks.ts';
import { loadWebGen } from '../../support/site-quality/webgen.ts';

const OWN = [
  "Build a website for Rosa's Bakery in Portland, Oregon with a menu, opening hours and a contact form",
  'A dark, bold landing page for Flowbase, a SaaS tool for teams, with three pricing tiers, 5 FAQ questions and testimonials',
  'A multi-page site for a yoga studio called Still Point with an about page, a pricing page and a contact page. Minimal and elegant.',
  'Our wedding website: Emma & James, with a countdown, RSVP form, gallery and FAQ',
  'A black and white portfolio for a photographer named Ana Ruiz with a gallery lightbox',
  'An online shop called Field & Thread with a product page, cart and newsletter signup. Playful.',
  'Una web para mi panadería en Madrid llamada La Espiga, con galería, horario y contacto. Fondo negro y botones rojos.',
  'Un site pour mon restaurant à Lyon, appelé Chez Marcel, avec la carte, une galerie et un formulaire de réservation',
  'Eine Webseite für meine Zahnarztpraxis in München namens Lächeln mit Team, Terminbuchung und häufigen Fragen',
  'A productivity app with a to-do list, a calculator, a quiz, a pomodoro timer, tabs, an accordion, a modal, a chart, a sortable data table, a multi-step form, login and sign up forms, a memory game and a dark mode toggle',
  'A tech conference called "<script>alert(1)</script> Summit" with a schedule, speakers and a blog',
  // Form fields of every kind the request can name: a choice, day boxes, a box to tick, a file.
  'Dog walking in Leeds. Sign-up form with name, email, dog size, availability days, photo of your dog and I agree to the privacy policy',
  'Five pages for Glow Spa: Home, About us, Treatments, Prices, Contact. A packing list for spa days.',
];

const webgen = loadWebGen();
const SAMPLE = webgen.filter((_, i) => i % 8 === 0).map((item) => item.instruction);

// Dozens of sites in a real browser: on a busy shared machine this takes longer than tap's default.
t.setTimeout(360_000);
const browser = await launchBrowser();
t.teardown(() => browser.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function check(t: { same: (found: any, wanted: any, ...rest: any[]) => boolean }, files: { path: string; content: string }[]) {
  const s = await staticChecks(files);
  t.same(s.htmlErrors, [], 'html-validate: no errors');
  t.same(s.basics, [], 'lang, title, description, viewport, main, one h1, headings in order');
  t.same(s.brokenLinks, [], 'every local link and asset resolves');
  t.same(s.remoteAssets, [], 'nothing loaded from the network');
  const b = await browserChecks(browser, files);
  t.same(b.axe, [], 'axe: no critical or serious violations');
  t.same(b.consoleErrors, [], 'no console errors');
  t.same(b.externalRequests, [], 'no requests leave the machine');
  t.same(b.missingFiles, [], 'no 404s');
  t.same(b.overflow, [], 'no horizontal overflow at 375 px');
}

for (const query of [...OWN, ...SAMPLE]) {
  t.test(query.slice(0, 70), async (t) => {
    await check(t, generateSite(query).files);
  });
}

t.test('edited sites keep the bar', async (t) => {
  const site = generateSite('A cafe called Slow Drip with a menu and a contact form').files;
  const edited = applyEdit(
    'Add a FAQ section and add a to-do list. Add a page called "Careers". Make the background black and the buttons gold. Change the font to Georgia',
    site,
  );
  await check(t, edited.files);
});

t.test('an announcement and a team named by an edit keep the bar', async (t) => {
  const site = generateSite('Yoga studio Still Point in Bath with classes and prices').files;
  const edited = applyEdit(
    'Add a banner at the top: first class free. Add a section about our teachers: Anna (vinyasa) and Tom (yin)',
    site,
  );
  t.match(edited.files.find((f) => f.path === 'index.html')!.content, 'sw-announcement');
  await check(t, edited.files);
});
