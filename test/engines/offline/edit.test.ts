import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction, splitInstructions } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { fontStack } from '../../../services/generator/engines/offline/edit/style-ops.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { EngineError } from '../../../services/generator/engines/engine.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

// A site written by hand, not by the engine: its own classes, formatting and no custom properties.
const HAND_HTML = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Blue Door Coffee | Home</title>
    <link rel="stylesheet" href="css/main.css">
  </head>
  <body>
    <header>
      <a class="logo" href="/">Blue Door Coffee</a>
      <nav>
        <ul>
          <li><a href="#about">About</a></li>
          <li><a href="#testimonials">Reviews</a></li>
        </ul>
      </nav>
    </header>
    <main>
      <h1>Welcome to Blue Door Coffee</h1>
      <section id="about">
        <h2>About</h2>
        <p>Roasting since 2009. Call <a href="tel:+15550100">555-0100</a> or write to <a href="mailto:hi@bluedoor.example">hi@bluedoor.example</a>.</p>
        <address>12 Harbour Road, Bristol</address>
      </section>
      <section id="testimonials">
        <h2>What people say</h2>
        <p>"Best flat white in town."</p>
      </section>
    </main>
    <footer><p>&copy; Blue Door Coffee</p></footer>
  </body>
</html>
`;
const HAND_CSS = `/* hand-written */
body {
    font-family: Arial, sans-serif;
    background: #fff;
}

.logo { font-weight: bold }
`;
const IMAGE = { path: 'img/logo.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"/>', language: 'svg' };

function handSite(): SiteFile[] {
  return [
    { path: 'index.html', content: HAND_HTML, language: 'html' },
    { path: 'css/main.css', content: HAND_CSS, language: 'css' },
    IMAGE,
  ];
}

function get(files: SiteFile[], path: string): string {
  const file = files.find((f) => f.path === path);
  if (!file) throw new Error(`no ${path}`);
  return file.content;
}

t.test('instruction parsing', async (t) => {
  t.same(splitInstructions('Change the main heading to "Bread and Butter" and make the background black. Add a FAQ section'), [
    'Change the main heading to "Bread and Butter"',
    'make the background black.',
    'Add a FAQ section',
  ]);
  t.same(parseInstruction('Change the main heading to "Hello"'), { kind: 'heading', text: 'Hello' });
  t.same(parseInstruction('Set the page title to "Hi there"'), { kind: 'title', text: 'Hi there' });
  t.same(parseInstruction('Change "Roasting since 2009" to "Roasting since 2010"'), {
    kind: 'replaceText',
    from: 'Roasting since 2009',
    to: 'Roasting since 2010',
  });
  t.same(parseInstruction('Rename the business to Red Door Coffee'), { kind: 'rename', to: 'Red Door Coffee' });
  t.same(parseInstruction('Make the background black'), { kind: 'colours', background: 'black' });
  t.same(parseInstruction('Use a dark theme'), { kind: 'colours', theme: 'dark' });
  t.same(parseInstruction('Change the accent colour to teal'), { kind: 'colours', component: 'teal' });
  t.same(parseInstruction('Set the background color to ivory and the component color to forest green.'), {
    kind: 'colours',
    background: 'ivory',
    component: 'forestgreen',
  });
  t.same(parseInstruction('Change the font to Georgia'), { kind: 'font', family: 'Georgia' });
  t.same(parseInstruction('Add a FAQ section'), { kind: 'addSection', section: 'faq' });
  t.same(parseInstruction('Add a dark mode toggle'), { kind: 'addSection', section: 'themeToggle' });
  t.same(parseInstruction('Remove the testimonials section'), { kind: 'removeSection', name: 'testimonials' });
  t.same(parseInstruction('Add an about page'), { kind: 'addPage', name: 'about' });
  t.same(parseInstruction('Add a page called "Careers"'), { kind: 'addPage', name: 'Careers' });
  t.same(parseInstruction('Change the phone number to +1 555 0199'), { kind: 'contact', field: 'phone', value: '+1 555 0199' });
  t.same(parseInstruction('Update the email to hello@reddoor.example'), {
    kind: 'contact',
    field: 'email',
    value: 'hello@reddoor.example',
  });
  t.same(parseInstruction('Change the address to "1 Quay Street, Bristol"'), {
    kind: 'contact',
    field: 'address',
    value: '1 Quay Street, Bristol',
  });
  t.equal(parseInstruction('Make it sing'), null);
  t.match(fontStack('monospace'), /monospace/);
  t.match(fontStack('Georgia'), /^"Georgia", /);
  t.throws(() => fontStack('x{}<'), /not a font name/);
});

t.test('heading, title and quoted text on a hand-written site', async (t) => {
  const input = handSite();
  const r = applyEdit('Change the main heading to "Coffee & <Cake>"', input);
  t.equal(get(r.files, 'index.html'), HAND_HTML.replace('<h1>Welcome to Blue Door Coffee</h1>', '<h1>Coffee &amp; &lt;Cake&gt;</h1>'));
  t.same(
    r.changed.map((f) => f.path),
    ['index.html'],
  );
  t.equal(r.files[1], input[1], 'untouched CSS is the same object');
  t.equal(r.files[2], input[2]);
  const title = applyEdit('Change the title to "Blue Door"', input);
  t.match(get(title.files, 'index.html'), '<title>Blue Door</title>');
  const quoted = applyEdit('Replace "Best flat white in town." with "Worth the trip."', input);
  t.match(get(quoted.files, 'index.html'), '<p>"Worth the trip."</p>');
  t.throws(() => applyEdit('Replace "nothing here" with "x"', input), EngineError);
});

t.test('rename everywhere', async (t) => {
  const r = applyEdit('Rename the business to "Red Door Roasters"', handSite());
  const html = get(r.files, 'index.html');
  t.notMatch(html, 'Blue Door Coffee');
  t.match(html, '<title>Red Door Roasters | Home</title>');
  t.match(html, '<a class="logo" href="/">Red Door Roasters</a>');
  t.match(html, '&copy; Red Door Roasters', 'entity elsewhere in the file kept as written');
  const ours = generateSite('A bakery called Crumb & Co in Leeds with a contact form').files;
  const renamed = applyEdit('Change the name to Flour Power', ours);
  t.same(
    renamed.changed.map((f) => f.path),
    ['index.html'],
    'the page that names the business is reported changed',
  );
  // Every file, not only those reported changed: the escaped old name is gone everywhere.
  for (const f of renamed.files) t.notMatch(f.content, 'Crumb &amp; Co', f.path);
});

t.test('contact details', async (t) => {
  const r = applyEdit(
    'Change the phone number to +1 555 0199. Update the email to hello@reddoor.example. Change the address to "1 Quay Street, Bristol"',
    handSite(),
  );
  const html = get(r.files, 'index.html');
  t.match(html, '<a href="tel:+15550199">+1 555 0199</a>');
  t.match(html, '<a href="mailto:hello@reddoor.example">hello@reddoor.example</a>');
  t.match(html, '<address>1 Quay Street, Bristol</address>');
  const ours = generateSite('A dentist called Bright Smile with a contact form').files;
  const changed = get(applyEdit('Change the phone number to 020 7946 0000', ours).files, 'index.html');
  t.match(changed, 'href="tel:02079460000"');
  t.match(changed, '>020 7946 0000</a>');
  // A page that shows no number gets the new one, in a footer of its own when it has none.
  const bare = applyEdit('Change the phone number to 555 1234', [
    { path: 'index.html', content: '<!doctype html><html><body><h1>x</h1></body></html>', language: 'html' },
  ]);
  t.match(
    get(bare.files, 'index.html'),
    /<footer class="site-footer sw-added">\n<p class="contact-line sw-added"><a href="tel:5551234">555 1234<\/a><\/p>\n<\/footer>/,
  );
});

t.test('colours and fonts: own site changes its custom properties', async (t) => {
  const site = generateSite('A bakery called Crumb with a gallery').files;
  const r = applyEdit('Set the background color to black and the component color to gold.', site);
  const css = get(r.files, 'styles.css');
  t.match(css, /--bg: black;/);
  t.match(css, /--accent: gold;/);
  t.match(css, /--text: #ffffff;/);
  t.same(
    r.changed.map((f) => f.path),
    ['styles.css'],
  );
  const before = get(site, 'styles.css');
  t.equal(css.split('\n').length, before.split('\n').length, 'only values changed');
  const dark = get(applyEdit('Switch to a dark theme', site).files, 'styles.css');
  t.match(dark, /--bg: #121417;/);
  const font = get(applyEdit('Change the font to serif', site).files, 'styles.css');
  t.match(font, /--font-body: 'Iowan Old Style'/);
});

t.test('colours and fonts: hand-written CSS gets rules, formatting kept', async (t) => {
  const r = applyEdit('Make the background navy and the buttons gold', handSite());
  const css = get(r.files, 'css/main.css');
  t.match(
    css,
    /^\/\* hand-written \*\/\nbody \{\n {4}font-family: Arial, sans-serif;\n {4}background: #fff;\n {4}background-color: navy;\n {4}color: #ffffff;\n\}/,
  );
  t.match(css, /button, \.button, \.btn, input\[type="submit"\] \{[^}]*background-color: gold/);
  t.match(css, '.logo { font-weight: bold }');
  const font = get(applyEdit('Use the Georgia font', handSite()).files, 'css/main.css');
  t.match(font, /font-family: "Georgia", /);
  const inline = applyEdit('Make the background black', [
    {
      path: 'index.html',
      content: '<!doctype html><html lang="en"><head><style>p { margin: 0 }</style></head><body><h1>Hi</h1></body></html>',
      language: 'html',
    },
  ]);
  t.match(get(inline.files, 'index.html'), /<style>p \{ margin: 0 \}\nbody \{[^}]*background-color: black/);
  const bare = applyEdit('Use a light theme', [
    {
      path: 'index.html',
      content: '<!doctype html><html lang="en"><head><title>x</title></head><body><h1>Hi</h1></body></html>',
      language: 'html',
    },
  ]);
  t.match(get(bare.files, 'index.html'), /<style>\n[\s\S]*background-color: #fbfaf7/);
});

t.test('add and remove sections on a hand-written site', async (t) => {
  const r = applyEdit('Add a FAQ section', handSite());
  const html = get(r.files, 'index.html');
  t.match(html, /<section id="faq" class="sw-added section section-faq"/);
  t.match(html, /<li><a href="#testimonials">Reviews<\/a><\/li>\n {10}<li><a href="#faq">Frequently asked questions<\/a><\/li>/);
  t.match(get(r.files, 'css/main.css'), '/* Sitewright components');
  t.match(get(r.files, 'css/main.css'), '.sw-added details');
  const todo = applyEdit('Add a to-do list', handSite());
  t.match(get(todo.files, 'sitewright.js'), '// todo');
  t.match(get(todo.files, 'index.html'), '<script src="sitewright.js" defer></script>');
  const removed = applyEdit('Remove the testimonials section', handSite());
  const rhtml = get(removed.files, 'index.html');
  t.notMatch(rhtml, 'id="testimonials"');
  t.notMatch(rhtml, 'href="#testimonials"');
  t.match(rhtml, '<li><a href="#about">About</a></li>\n        </ul>');
  t.throws(() => applyEdit('Remove the pricing section', handSite()), /could not find a "pricing" section/);
  // A section the page already has is made what was asked, not refused.
  const about = applyEdit('Add an about section titled "Who we are"', handSite());
  t.match(about.summary, /Updated the Who we are section of index\.html/);
  const aboutHtml = get(about.files, 'index.html');
  t.equal(aboutHtml.match(/id="about"/g)?.length, 1, 'still one about section');
  t.match(aboutHtml, /<section id="about" class="sw-added section section-about"[\s\S]*<h2 id="about-title">Who we are<\/h2>/);
  const toggle = applyEdit('Add a dark mode toggle', handSite());
  t.match(get(toggle.files, 'index.html'), 'data-theme-toggle');
  t.match(get(toggle.files, 'css/main.css'), 'html.theme-dark');
});

t.test('add sections on our own site reuse its styles and script', async (t) => {
  const site = generateSite('A bakery called Crumb with a menu').files;
  const r = applyEdit('Add a calculator and add a pricing section with three tiers', site);
  const html = get(r.files, 'index.html');
  t.match(html, /<section id="calculator" class="section section-calculator"/);
  t.match(html, /<section id="pricing"/);
  t.match(get(r.files, 'script.js'), '// calculator');
  t.equal(get(r.files, 'styles.css'), get(site, 'styles.css'), 'styles untouched');
  const toggled = applyEdit('Add a dark mode toggle', site);
  t.match(get(toggled.files, 'styles.css'), 'html.theme-dark');
  t.match(get(toggled.files, 'script.js'), '// themeToggle');
});

t.test('add a page linked from every page', async (t) => {
  const site = generateSite('A multi-page site for a gym called Forge with an about page and a contact page').files;
  const r = applyEdit('Add a page called "Careers"', site);
  const careers = get(r.files, 'careers.html');
  t.match(careers, '<h1 id="page-title">Careers</h1>');
  t.match(careers, '<title>Careers · Forge</title>');
  for (const page of r.files.filter((f) => f.path.endsWith('.html'))) t.match(page.content, 'href="careers.html"', page.path);
  const hand = applyEdit('Add a contact page', handSite());
  const contact = get(hand.files, 'contact.html');
  t.match(contact, 'id="contact"');
  t.match(contact, '<a href="index.html#about">About</a>');
  t.match(get(hand.files, 'index.html'), '<li><a href="contact.html">Contact</a></li>');
  t.match(get(hand.files, 'css/main.css'), '/* Sitewright components');
  t.throws(() => applyEdit('Add a contact page', hand.files), /already has a page/);
});

t.test('failures say what the engine can do', async (t) => {
  t.throws(() => applyEdit('Make it more exciting', handSite()), {
    name: 'EngineError',
    message: /did not understand[\s\S]*openai engine/,
  });
  t.throws(() => applyEdit('Change the heading to "x"', [IMAGE]), /no HTML page/);
  t.throws(
    () => applyEdit('Change the main heading to "x"', [{ path: 'index.html', content: '<p>no heading</p>', language: 'html' }]),
    /no main heading/,
  );
});

t.test('an edit that meets an existing section adapts it; a theme edit keeps the colours readable', async (t) => {
  const { checkSite } = await import('../../../services/generator/checks/site-checks.ts');
  const site = generateSite('A cafe called Slow Drip with a menu, testimonials and a contact form').files;
  t.equal(get(site, 'index.html').match(/<li class="card"><figure><blockquote>/g)?.length, 3);
  const more = applyEdit('Show five reviews in the testimonials section', site);
  t.match(more.summary, /Updated the What people say section/);
  const html = get(more.files, 'index.html');
  t.equal(html.match(/<li class="card"><figure><blockquote>/g)?.length, 5, 'five reviews now');
  t.equal(html.match(/id="testimonials"/g)?.length, 1);
  for (const theme of ['Make it dark', 'Switch to a light theme', 'Make the background navy']) {
    const edited = applyEdit(theme, site);
    const report = await checkSite(edited.files);
    t.same(
      report.problems.filter((p) => p.rule === 'color-contrast'),
      [],
      `${theme}: no contrast problem`,
    );
  }
});

t.test('a request for a whole new site is not read as an edit of the files it meets', async (t) => {
  const site = generateSite('A bakery called Sunrise Bakery in Lyon with a menu').files;
  t.throws(() => applyEdit('A website for a bakery called Sunrise Bakery in Paris with a menu and opening hours', site), EngineError);
  t.match(applyEdit('Update the page with a FAQ', site).summary, /Added the Frequently asked questions section|Added the FAQ/i);
});

t.test('a stylesheet postcss cannot read is refused in plain words, naming the file and where', async (t) => {
  const html =
    '<!doctype html><html lang="en"><head><title>T</title><link rel="stylesheet" href="style.css"></head><body><h1>x</h1></body></html>';
  for (const query of ['Change the background colour to navy', 'Add a dark mode toggle', 'Change the font to Georgia']) {
    t.throws(
      () =>
        applyEdit(query, [
          { path: 'index.html', content: html, language: 'html' },
          { path: 'css/site.css', content: 'a { color: red; } @media {', language: 'css' },
        ]),
      { name: 'EngineError', message: /css\/site\.css is not valid CSS \(line 1, column 19: Unclosed block\)/ },
      query,
    );
  }
});

t.test("a dark-mode toggle reads only whether the stylesheet closes its blocks, and refuses in the parser's words", async (t) => {
  const html =
    '<!doctype html><html lang="en"><head><title>T</title><link rel="stylesheet" href="style.css"></head><body><header><h1>x</h1></header></body></html>';
  const toggle = (css: string) =>
    applyEdit('Add a dark mode toggle', [
      { path: 'index.html', content: html, language: 'html' },
      { path: 'style.css', content: css, language: 'css' },
    ]);
  const refused = (css: string, reason: RegExp, what: string) =>
    t.throws(() => toggle(css), { name: 'EngineError', message: reason }, what);
  refused('a { color: red; } /* open', /style\.css is not valid CSS \(line 1, column 19: Unclosed comment\)/, 'a comment left open');
  refused('a { content: "open }', /Unclosed string/, 'a string left open');
  refused('a { color: red; } }', /style\.css is not valid CSS \(line 1, column 19: Unexpected }\)/, 'a block closed twice');
  refused('@media (min-width: 40em) { a { color: red; }', /Unclosed block/, 'a block left open after a nested one');
  // Braces in strings, comments and values are no blocks.
  const css = 'a::after { content: "{"; } /* } */ @media print { a { color: black } }';
  const styled = toggle(css).files.find((f) => f.path === 'style.css')!.content;
  t.ok(styled.startsWith(css), 'the stylesheet kept as written');
  t.match(styled, /\nhtml\.theme-dark a \{ color: #9ecbff; \}\n$/, 'the rule appended after it');
});

t.test('what a business no longer does is removed, however it is said', async (t) => {
  const removed = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'removeSection' ? op.name : op;
  };
  t.equal(removed("We don't do gift wrapping anymore"), 'gift wrapping');
  t.equal(removed('I do not offer house calls these days'), 'house calls');
  t.equal(removed('We no longer have a newsletter'), 'newsletter');
  t.equal(removed('Remove A-level tutoring from the services'), 'A-level tutoring');
  t.equal(removed('We don’t sell gift cards now'), 'gift cards');
});

t.test('a phone number or e-mail changed on pages that show none is added to every footer; "is now" changes it', async (t) => {
  const shop = generateSite('Bike shop Spokes in Oxford with repairs, hire and opening hours').files;
  t.notMatch(shop.map((f) => f.content).join(''), /href="tel:/, 'the site shows no phone number to start with');
  const r = applyEdit('Change the phone number to 01865 222 333', shop);
  const index = r.files.find((f) => f.path === 'index.html')!.content;
  t.match(index.slice(index.lastIndexOf('<footer')), /<a href="tel:01865222333">01865 222 333<\/a>/);
  t.match(r.summary, /Added the phone 01865 222 333 to the footer/);
  const bakery = generateSite('Bakery Crumbs in Bath with bread, cakes and a contact form').files;
  t.same(parseInstruction('Our email is now hello@crumbsbath.co.uk'), { kind: 'contact', field: 'email', value: 'hello@crumbsbath.co.uk' });
  // Round 13: a phone number added in German.
  t.same(parseInstruction('Bitte die Telefonnummer 0561 987654 ergänzen'), { kind: 'contact', field: 'phone', value: '0561 987654' });
  t.same(parseInstruction('Füge unsere Telefonnummer 030 1234567 hinzu'), { kind: 'contact', field: 'phone', value: '030 1234567' });
  // Round 14: "numéro", "número", "Nummer" alone say a phone number too.
  t.same(parseInstruction('Ajoutez notre numéro : 02 99 12 34 56'), { kind: 'contact', field: 'phone', value: '02 99 12 34 56' });
  t.same(parseInstruction('Añade nuestro número 951 123 456'), { kind: 'contact', field: 'phone', value: '951 123 456' });
  t.same(parseInstruction('Unsere neue Nummer: 0421 555 0101'), { kind: 'contact', field: 'phone', value: '0421 555 0101' });
  // Round 16: "Neue E-Mail-Adresse: ...".
  t.same(parseInstruction('Neue E-Mail-Adresse: info@tischlerei-eiche.de'), {
    kind: 'contact',
    field: 'email',
    value: 'info@tischlerei-eiche.de',
  });
  t.same(parseInstruction('Nueva dirección de correo: hola@compas.es'), { kind: 'contact', field: 'email', value: 'hola@compas.es' });
  // Round 15: an address that "has changed".
  t.same(parseInstruction('Our email has changed to hello@easymove-derby.co.uk'), {
    kind: 'contact',
    field: 'email',
    value: 'hello@easymove-derby.co.uk',
  });
  t.not(parseInstruction('Add the number of guests to the booking form')?.kind, 'contact', 'a number of things is no phone number');
  // Round 11: an address added, not only changed.
  t.same(parseInstruction('also add our email hello@happytails.co.uk'), {
    kind: 'contact',
    field: 'email',
    value: 'hello@happytails.co.uk',
  });
  t.same(parseInstruction('Füge unsere E-Mail info@korn.de hinzu'), { kind: 'contact', field: 'email', value: 'info@korn.de' });
  t.same(parseInstruction('Ajoutez notre courriel bonjour@fournil.fr'), { kind: 'contact', field: 'email', value: 'bonjour@fournil.fr' });
  t.same(parseInstruction('Unsere Telefonnummer ist jetzt 030 1234567'), { kind: 'contact', field: 'phone', value: '030 1234567' });
  const mailed = applyEdit('Our email is now hello@crumbsbath.co.uk', bakery)
    .files.map((f) => f.content)
    .join('');
  t.match(mailed, /hello@crumbsbath\.co\.uk/);
});
