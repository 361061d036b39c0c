// An edit that names a page ("the about page", "la page contact", "la página de contacto", "der
// Kontaktseite") is carried out on that page, not on the home page every edit starts from otherwise.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { namedPagePath } from '../../../services/generator/engines/offline/edit/named-page.ts';
import { SiteFiles } from '../../../services/generator/engines/offline/edit/site-files.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const english = generateSite(
  'Harbour Lights Yoga in Whitby needs a site with a home page, an about page, a classes page and a contact page',
).files;
// The pages changed (a gallery also brings its script).
const changedPaths = (before: SiteFile[], after: SiteFile[]) =>
  after.filter((f) => f.path.endsWith('.html') && before.find((b) => b.path === f.path)?.content !== f.content).map((f) => f.path);
const page = (files: SiteFile[], path: string) => files.find((f) => f.path === path)!.content;

t.test('the site has the pages the edits name', async (t) => {
  t.same(
    english.filter((f) => f.path.endsWith('.html')).map((f) => f.path),
    ['index.html', 'about.html', 'classes.html', 'contact.html'],
  );
});

t.test('a section added to the page named, in several phrasings', async (t) => {
  for (const [instruction, path] of [
    ['Add a FAQ section to the about page', 'about.html'],
    ['Could you put a gallery on our classes page?', 'classes.html'],
    ['On the contact page, add a FAQ', 'contact.html'],
    ['Put a pricing section on the classes page please', 'classes.html'],
  ] as const) {
    const r = applyEdit(instruction, english);
    t.same(changedPaths(english, r.files), [path], instruction);
  }
  const faq = applyEdit('Add a FAQ section to the about page', english).files;
  t.match(page(faq, 'about.html'), /<h2[^>]*>Frequently asked questions<\/h2>/);
  t.notMatch(page(faq, 'index.html'), /Frequently asked questions/, 'the home page is left as it was');
});

t.test("the named page's heading, not the home page's", async (t) => {
  const r = applyEdit('Change the heading of the about page to "Our story"', english);
  t.same(changedPaths(english, r.files), ['about.html']);
  t.match(page(r.files, 'about.html'), /<h1[^>]*>Our story<\/h1>/);
  const possessive = applyEdit('Set the contact page’s main heading to "Say hello"', english);
  t.same(changedPaths(english, possessive.files), ['contact.html']);
  const home = applyEdit('Change the main heading on the home page to "Breathe"', english);
  t.same(changedPaths(english, home.files), ['index.html'], 'the home page by name');
});

t.test('without a page named, or naming none of the pages, the home page as before', async (t) => {
  t.same(changedPaths(english, applyEdit('Add a FAQ section', english).files), ['index.html']);
  t.same(changedPaths(english, applyEdit('Add a FAQ section to the team page', english).files), ['index.html'], 'no team page');
  t.same(changedPaths(english, applyEdit('Change the page title to "Harbour Lights"', english).files), ['index.html']);
  t.same(
    changedPaths(english, applyEdit('Add a gallery on the same page as the classes', english).files),
    ['index.html'],
    '"the same page" names no page',
  );
});

t.test('pages named in French, Spanish and German, by the words of their links', async (t) => {
  const named = (files: SiteFile[], instruction: string) => namedPagePath(new SiteFiles(files), instruction);
  const french = generateSite("Boulangerie Dupont à Lyon : une page d'accueil, une page à propos, une page menu et une page contact").files;
  t.equal(named(french, 'Ajoute une FAQ sur la page contact'), 'contact.html');
  t.equal(named(french, 'Ajoutez une galerie à la page « À propos »'), 'a-propos.html', 'the link says "À propos"');
  t.equal(named(french, "Change le titre de la page d'accueil"), 'index.html');
  const german = generateSite('Yogastudio Atem in Kiel braucht eine Website mit Kontaktseite').files;
  t.ok(
    german.some((f) => f.path === 'contact.html'),
    'a contact page',
  );
  t.equal(named(german, 'Füge auf der Kontaktseite eine FAQ hinzu'), 'contact.html', '"Kontakt" in the navigation');
  t.equal(named(german, 'Eine Galerie auf der Seite Kontakt, bitte'), 'contact.html');
  const spanish: SiteFile[] = [
    {
      path: 'index.html',
      content:
        '<!DOCTYPE html><html lang="es"><head><title>Sol</title></head><body><a href="contacto.html">Contacto</a><h1>Sol</h1></body></html>',
      language: 'html',
    },
    {
      path: 'contacto.html',
      content: '<!DOCTYPE html><html lang="es"><head><title>Contacto</title></head><body><h1>Escríbenos</h1></body></html>',
      language: 'html',
    },
  ];
  t.equal(named(spanish, 'Añade una sección de preguntas frecuentes en la página de contacto'), 'contacto.html');
  const r = applyEdit('Cambia el título principal de la página de contacto a "Hablemos"', spanish);
  t.same(changedPaths(spanish, r.files), ['contacto.html']);
});

t.test('the main heading asked for in the four languages', async (t) => {
  const heading = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'heading' ? op.text : op?.kind;
  };
  t.equal(heading('Ändere die Überschrift zu „Willkommen im Atem“'), 'Willkommen im Atem');
  t.equal(heading('Change le titre principal en « Bienvenue chez nous »'), 'Bienvenue chez nous');
  t.equal(heading('Cambia el encabezado a "Bienvenidos"'), 'Bienvenidos');
  t.equal(heading('Remplace le gros titre par "Bienvenue"'), 'Bienvenue');
  t.equal(heading('Rewrite the headline as "Breathe easy"'), 'Breathe easy');
  t.equal(heading('Change the page title to "Harbour Lights"'), 'title', 'the page title is the <title>');
});

t.test('a form asked for on a page, with the fields the instruction names', async (t) => {
  const r = applyEdit('Add a booking form to the contact page with name, email, class and date', english);
  t.same(changedPaths(english, r.files), ['contact.html']);
  t.match(r.summary, /^Added the .+ section to contact\.html/);
  const contact = page(r.files, 'contact.html');
  t.match(contact, /<input id="booking-class" name="class" type="text"/, 'the class asked for');
  t.match(contact, /<input id="booking-date" name="date" type="date"/, 'a date field for the date');
  t.match(contact, /<input id="booking-email" name="email" type="email"/);
});

t.test('round 11: the page named first, then a section about a topic of its own', async (t) => {
  t.same(parseInstruction('On the about page, add a section about awards'), { kind: 'namedSection', name: 'Awards' });
  t.same(parseInstruction('Add an about section on the home page'), { kind: 'addSection', section: 'about' });
  const out = applyEdit('On the about page, add a section about awards', english).files;
  t.match(page(out, 'about.html'), /<h2[^>]*>Awards<\/h2>/, 'an Awards section on the about page');
  t.equal(page(out, 'index.html'), page(english, 'index.html'), 'the home page untouched');
});
