// "Add a banner at the top: free delivery over £40": a line of news above the header of every page,
// in the words asked (quoted, after a colon or "saying", or between the verb and "to the top"), in
// four languages. Until the twenty-first session the first phrasing made an item called "Banner" at
// £40. A part of the site put at the top ("a contact form", "the gallery") is no announcement.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

t.test('what is announced, however it is asked', async (t) => {
  const said = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'announcement' ? op.text : op;
  };
  t.equal(said('Add a banner at the top: free delivery over £40'), 'free delivery over £40');
  t.equal(said('Add free delivery over £40 to the top of the page'), 'free delivery over £40');
  t.equal(said('Add 10% off all bouquets this week to the top of every page'), '10% off all bouquets this week');
  t.equal(said('Add a notice saying "Closed 24–26 December"'), 'Closed 24–26 December');
  t.equal(said('Füge oben einen Hinweis hinzu: Betriebsferien vom 1. bis 14. August'), 'Betriebsferien vom 1. bis 14. August');
  t.equal(said('Ajoutez un bandeau : fermé le lundi'), 'fermé le lundi');
  t.equal(said('Añade un aviso arriba: envío gratis a partir de 40 €'), 'envío gratis a partir de 40 €');
  t.not(parseInstruction('Add a banner image of our shop')?.kind, 'announcement', 'a banner picture is a picture');
  t.same(
    parseInstruction('Add a contact form to the top of the page'),
    { kind: 'addSection', section: 'contact' },
    'a section, not a page',
  );
  t.same(parseInstruction('Put the gallery at the top'), { kind: 'addSection', section: 'gallery' });
});

t.test('on every page, first in its body, once, in the accent colours of the site', async (t) => {
  const site = generateSite('Florist Petal & Stem in Leeds with a home page, a bouquets page and a contact page').files;
  const edit = applyEdit('Add a banner at the top: free delivery over £40', site);
  t.match(edit.summary, 'free delivery over £40');
  const pages = edit.files.filter((f) => f.path.endsWith('.html'));
  t.equal(pages.length, 3);
  for (const page of pages)
    t.match(
      page.content,
      /<body[^>]*>\s*<p class="sw-announcement" role="note">free delivery over £40<\/p>/,
      `${page.path}: first in the body`,
    );
  const css = edit.files.find((f) => f.path.endsWith('.css'))!.content;
  t.match(css, /\.sw-announcement \{[^}]*background: var\(--accent\); color: var\(--on-accent\);/);
  const again = applyEdit('Add a notice saying "Closed on Monday"', edit.files);
  const home = again.files.find((f) => f.path === 'index.html')!.content;
  t.equal(home.match(/sw-announcement/g)?.length, 1, 'a second one replaces the first');
  t.match(home, '>Closed on Monday</p>');
  t.equal(again.files.find((f) => f.path.endsWith('.css'))!.content.match(/\.sw-announcement \{/g)?.length, 1, 'its rule written once');
});

t.test('a site the engine did not make gets the line styled in place, its stylesheet untouched', async (t) => {
  const files: SiteFile[] = [
    {
      path: 'index.html',
      content:
        '<!DOCTYPE html>\n<html lang="en">\n<head><title>Blue Door</title><link rel="stylesheet" href="site.css"></head>\n<body>\n<header><h1>Blue Door</h1></header>\n</body>\n</html>\n',
      language: 'html',
    },
    { path: 'site.css', content: 'body { font-family: serif; }\n', language: 'css' },
  ];
  const out = applyEdit('Add a banner: open late on Fridays', files).files;
  t.match(
    out[0]!.content,
    /<p class="sw-announcement" role="note" style="[^"]*background:#1f2937;color:#ffffff">open late on Fridays<\/p>\n<header>/,
  );
  t.equal(out[1]!.content, files[1]!.content);
});

t.test("a line of the caller's own in every footer, beside the name and the copyright", async (t) => {
  const said = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'footerNote' ? op.text : op;
  };
  t.equal(said('Change the footer text to "Made with love in Leeds"'), 'Made with love in Leeds');
  t.equal(said('The footer should say: Family run since 1962'), 'Family run since 1962');
  t.equal(said('Ändere die Fußzeile zu: Familienbetrieb seit 1962'), 'Familienbetrieb seit 1962');
  t.equal(said('Cambia el pie de página a: Hecho en Sevilla'), 'Hecho en Sevilla');
  t.equal(said('Changez le pied de page en « Fait main à Lyon »'), 'Fait main à Lyon');
  t.equal(parseInstruction('Put a link to our Instagram in the footer')?.kind, 'profileLink', 'a link is a link');
  t.equal(parseInstruction('Change the footer colour to navy')?.kind, 'colours', 'a colour is a colour');
  const site = generateSite('A bakery called Crumb in Leeds with a home page, a menu page and a contact page').files;
  const once = applyEdit('Change the footer text to "Made with love in Leeds"', site).files;
  const twice = applyEdit('The footer should say: Baked in Leeds since 1962', once).files;
  for (const page of twice.filter((f) => f.path.endsWith('.html'))) {
    const footer = page.content.match(/<footer[\s\S]*?<\/footer>/)![0];
    t.match(
      footer,
      /© \d{4} Crumb\. All rights reserved\.<\/p><p class="footer-note">Baked in Leeds since 1962<\/p>/,
      `${page.path}: after the copyright`,
    );
    t.equal(footer.match(/footer-note/g)?.length, 1, 'the second line replaced the first');
  }
});

t.test('the copyright line has the year the site is made', async (t) => {
  const home = generateSite('A bakery called Crumb').files.find((f) => f.path === 'index.html')!.content;
  t.match(home, `© ${new Date().getUTCFullYear()} Crumb.`);
});
