// A new name for one page or section ("rename the about page to Our story") changes what its links,
// heading and title say, and never the business's name.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const site = generateSite(
  'Harbour Lights Yoga in Whitby needs a site with a home page, an about page, a classes page and a contact page',
).files;
const page = (files: SiteFile[], path: string) => files.find((f) => f.path === path)!.content;

t.test('read as a page or section renamed, not the business', async (t) => {
  const op = (text: string) => {
    const read = parseInstruction(text);
    return read?.kind === 'renameLabel' ? [read.of, read.to] : read?.kind;
  };
  t.same(op('Rename the about page to Our story'), ['about', 'Our story']);
  t.same(op('Please rename our Classes section as Sessions.'), ['Classes', 'Sessions']);
  t.same(op('Call the contact page "Say hello"'), ['contact', 'Say hello']);
  t.same(op('Benenne die Seite „Über uns“ in „Unsere Geschichte“ um'), ['Über uns', 'Unsere Geschichte']);
  t.same(op('Renomme la rubrique « Tarifs » en « Nos prix »'), ['Tarifs', 'Nos prix']);
  t.equal(op('Rename the business to Harbour Light Studio'), 'rename', 'the business still renamed');
  t.equal(op('We renamed the studio to Tidewater Yoga, update it on every page'), 'rename');
});

t.test("a page's links, heading and title", async (t) => {
  const r = applyEdit('Rename the about page to Our story', site);
  for (const path of ['index.html', 'about.html', 'classes.html', 'contact.html'])
    t.match(page(r.files, path), '<a href="about.html"', path) &&
      t.notMatch(page(r.files, path), />About<\/a>/, `${path}: no link says About`);
  t.match(page(r.files, 'index.html'), '<a href="about.html">Our story</a>');
  t.match(page(r.files, 'about.html'), '<h1 id="page-title">Our story</h1>');
  t.match(page(r.files, 'about.html'), '<title>Our story · Harbour Lights Yoga</title>');
  t.equal(
    (page(r.files, 'index.html').match(/Harbour Lights Yoga/g) ?? []).length,
    (page(site, 'index.html').match(/Harbour Lights Yoga/g) ?? []).length,
    'the business keeps its name',
  );
  t.match(r.summary, /Renamed the page about\.html from "About" to "Our story" \(4 links, its heading, its title\)/);
});

t.test("a section's heading and the links to it", async (t) => {
  const r = applyEdit('Rename the Pricing section to Rates', site);
  t.match(page(r.files, 'index.html'), '<h2 id="pricing-title">Rates</h2>');
  t.notMatch(page(r.files, 'index.html'), '<h2 id="pricing-title">Pricing</h2>');
  t.match(r.summary, /Renamed the section "Pricing" of index\.html to "Rates"/);
  t.throws(() => applyEdit('Rename the Blog page to Journal', site), /could not find a page or section called "Blog"/);
});
