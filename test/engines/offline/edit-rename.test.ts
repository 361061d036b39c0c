// A new name for the business, asked for in any of the four languages, replaces the old one on
// every page: title, brand, headings, footer and text attributes such as alt.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const HAND: SiteFile[] = [
  {
    path: 'index.html',
    content: `<!DOCTYPE html>
<html lang="en">
<head><title>Tin Lantern | Tea room</title></head>
<body>
<header><a class="logo" href="/"><img src="logo.png" alt="Tin Lantern logo"> Tin Lantern</a></header>
<main><h1>Tea at Tin Lantern</h1><p>Welcome.</p></main>
<footer><p>&copy; 2026 Tin Lantern</p></footer>
</body>
</html>
`,
    language: 'html',
  },
];

t.test('phrasings in four languages name the new name', async (t) => {
  const to = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'rename' ? op.to : op;
  };
  t.equal(to('We have rebranded the cafe to Blue Heron, please update the name everywhere'), 'Blue Heron');
  t.equal(to('The bakery is now called Rise & Shine.'), 'Rise & Shine');
  t.equal(to('Rename the studio to Fern Hall everywhere'), 'Fern Hall');
  t.equal(to('Cambia el nombre de la tienda a La Brújula'), 'La Brújula');
  t.equal(to('Renombra el restaurante como Casa Olmo, por favor'), 'Casa Olmo');
  t.equal(to('Ändere den Namen des Ladens zu Kupferkessel'), 'Kupferkessel');
  t.equal(to('Unser Café heißt jetzt Morgenrot'), 'Morgenrot');
  t.equal(to('Renommez le salon en Atelier Lune'), 'Atelier Lune');
  t.equal(to('Changez le nom du café pour Le Phare'), 'Le Phare');
});

t.test('hand-written pages: title, brand, alt text, heading and footer', async (t) => {
  for (const request of ['Renommez la boutique en Brass Bell', 'We renamed the place to Brass Bell, change it on every page']) {
    const out = applyEdit(request, HAND).files[0]!.content;
    t.notMatch(out, 'Tin Lantern', request);
    t.match(out, '<title>Brass Bell | Tea room</title>');
    t.match(out, 'alt="Brass Bell logo"> Brass Bell</a>');
    t.match(out, '<h1>Tea at Brass Bell</h1>');
    t.match(out, '&copy; 2026 Brass Bell');
  }
});

t.test("the engine's sites", async (t) => {
  const site = generateSite('Eine Bäckerei namens Korn und Kruste in Köln').files;
  const r = applyEdit('Ändere den Namen zu Ofenglück', site);
  for (const f of r.files) t.notMatch(f.content, 'Korn und Kruste', f.path);
  t.match(r.files.find((f) => f.path === 'index.html')!.content, /<title>[^<]*Ofenglück/);
});

t.test('the current name of a hand-written site without a brand class', async (t) => {
  const site = (head: string, header: string): SiteFile[] => [
    {
      path: 'index.html',
      content: `<!DOCTYPE html>\n<html lang="en">\n<head><title>${head}</title></head>\n<body>\n<header>${header}</header>\n<main><h1>Welcome</h1><p>Tea at Tin Lantern.</p></main>\n</body>\n</html>\n`,
      language: 'html',
    },
  ];
  const renamed = (files: SiteFile[]) => applyEdit('We are now called Brass Bell', files).files[0]!.content;
  const fromTitle = renamed(site('Home | Tin Lantern', '<nav><a href="#menu">Menu</a></nav>'));
  t.match(fromTitle, '<title>Home | Brass Bell</title>', "the title's page word is not the name");
  t.match(fromTitle, 'Tea at Brass Bell.');
  const fromHeader = renamed(site('Tea room', '<a href="/">Tin Lantern</a><nav><a href="/">Home</a></nav>'));
  t.match(fromHeader, '<a href="/">Brass Bell</a><nav><a href="/">Home</a></nav>', "the header's link home names the site");
  t.match(fromHeader, 'Tea at Brass Bell.');
});

t.test('the business speaking of its new name, in four languages', async (t) => {
  const to = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'rename' ? op.to : op;
  };
  t.equal(to("We're called Copper Pot now"), 'Copper Pot');
  t.equal(to('We changed our name to Copper Pot'), 'Copper Pot');
  t.equal(to('Our name has changed to Copper Pot, update it everywhere'), 'Copper Pot');
  t.equal(to('Our name is now Copper Pot.'), 'Copper Pot');
  t.equal(to('Wir heißen ab sofort Kupfertopf'), 'Kupfertopf');
  t.equal(to('Ahora nos llamamos Olla de Cobre'), 'Olla de Cobre');
  t.equal(to('Nuestro nombre es ahora Olla de Cobre'), 'Olla de Cobre');
  t.equal(to('Nous nous appelons désormais Marmite de Cuivre'), 'Marmite de Cuivre');
  t.equal(to('Notre nouveau nom est Marmite de Cuivre'), 'Marmite de Cuivre');
  t.equal(to("On s'appelle maintenant Marmite de Cuivre"), 'Marmite de Cuivre');
  // Round 14: the change still under way.
  t.equal(to("We're rebranding as IronWorks Fitness"), 'IronWorks Fitness');
  t.equal(to('We are renaming the studio to Copper Pot'), 'Copper Pot');
  t.equal(to('Wir heißen ab jetzt Kupfertopf'), 'Kupfertopf');
  t.equal(to('Cambiamos de nombre a Olla de Cobre'), 'Olla de Cobre');
  t.equal(to('Nous changeons de nom pour Marmite de Cuivre'), 'Marmite de Cuivre');
});

t.test('a new name said as news leaves no trace of the old one', async (t) => {
  const site = generateSite('A tea room called Tin Lantern in Bath with a menu and opening hours').files;
  t.match(site.find((f) => f.path === 'index.html')!.content, 'Tin Lantern', 'the old name is there to replace');
  for (const request of ["We're called Brass Bell now", 'Nous nous appelons désormais Brass Bell', 'Ahora nos llamamos Brass Bell']) {
    const r = applyEdit(request, site);
    for (const f of r.files) t.notMatch(f.content, /Tin Lantern/i, `${request}: ${f.path}`);
    t.match(r.files.find((f) => f.path === 'index.html')!.content, /<title>[^<]*Brass Bell/, request);
  }
});
