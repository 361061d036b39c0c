// A link to a named profile (a handle on a network, or a URL) added to the footer of every page,
// on the engine's sites and on hand-written ones.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction, splitInstructions } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const page = (body: string): SiteFile[] => [
  {
    path: 'index.html',
    content: `<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <title>Blue Door</title>\n  </head>\n  <body>\n${body}\n  </body>\n</html>\n`,
    language: 'html',
  },
];

const html = (files: SiteFile[], path = 'index.html') => files.find((f) => f.path === path)!.content;

t.test('phrasings name the profile and where it lives', async (t) => {
  const link = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'profileLink' ? [op.href, op.label] : op;
  };
  t.same(link('add our Instagram @bluedoor to the footer'), ['https://www.instagram.com/bluedoor/', 'Instagram @bluedoor']);
  t.same(link('link to https://linkedin.com/in/x in the footer'), ['https://linkedin.com/in/x', 'LinkedIn']);
  t.same(link('Put our TikTok (@blue.door) in the footer please'), ['https://www.tiktok.com/@blue.door', 'TikTok @blue.door']);
  t.same(link('Put a link to our DoorDash page doordash.com/store/blue-door in the footer.'), [
    'https://doordash.com/store/blue-door',
    'DoorDash',
  ]);
  t.same(link('Add a link to our YouTube channel'), ['https://www.youtube.com/', 'YouTube']);
  t.same(link('Füge unseren Instagram-Account @bluedoor in die Fußzeile ein'), [
    'https://www.instagram.com/bluedoor/',
    'Instagram @bluedoor',
  ]);
  t.same(link('añade nuestro GitHub @ana-dev al pie de página'), ['https://github.com/ana-dev', 'GitHub @ana-dev']);
  t.same(link('ajoutez un lien vers https://linkedin.com/in/ana dans le pied de page'), ['https://linkedin.com/in/ana', 'LinkedIn']);
  t.not(parseInstruction('Update the email to hello@reddoor.example')?.kind, 'profileLink', 'an e-mail address is no profile');
  t.not(parseInstruction('Add a gallery of our Instagram photos')?.kind, 'profileLink', 'a network named in passing is no link');
});

t.test("the engine's footer: the stock link to the network becomes the profile's", async (t) => {
  const site = generateSite('A bakery called Blue Door in Derby').files;
  t.match(html(site), '<a href="https://www.instagram.com/" rel="noopener"');
  const r = applyEdit('add our Instagram @bluedoor to the footer', site);
  const out = html(r.files);
  const footer = out.slice(out.indexOf('<footer'));
  t.match(footer, '<li><a class="profile-link" href="https://www.instagram.com/bluedoor/" rel="noopener">Instagram @bluedoor</a></li>');
  t.notMatch(out, 'href="https://www.instagram.com/"', 'no second, stock Instagram link');
  t.match(footer, 'href="https://www.facebook.com/"', 'the other links stay');
  const again = applyEdit('add our Instagram @bluedoor to the footer', r.files);
  t.equal(html(again.files).split('instagram.com/bluedoor/').length, 2, 'asking twice adds it once');
});

t.test('every page of a multi-page site gets the link', async (t) => {
  const site = generateSite('A multi-page site for a gym called Forge with an about page and a contact page').files;
  const r = applyEdit('link to https://linkedin.com/in/forge-gym in the footer', site);
  const pages = r.files.filter((f) => f.path.endsWith('.html'));
  t.ok(pages.length > 1);
  for (const p of pages)
    t.match(p.content, '<a class="profile-link" href="https://linkedin.com/in/forge-gym" rel="noopener">LinkedIn</a>', p.path);
});

t.test('hand-written footers: a list, a line, or none', async (t) => {
  const list = page('    <footer>\n      <ul class="links">\n        <li><a href="/privacy">Privacy</a></li>\n      </ul>\n    </footer>');
  t.match(
    html(applyEdit('Add our Facebook page facebook.com/bluedoorbakery to the footer', list).files),
    '        <li><a href="/privacy">Privacy</a></li>\n        <li><a class="profile-link" href="https://facebook.com/bluedoorbakery" rel="noopener">Facebook</a></li>\n      </ul>',
  );
  const line = page('    <footer>\n      <p>&copy; Blue Door</p>\n    </footer>');
  t.match(
    html(applyEdit('add our Instagram @bluedoor to the footer', line).files),
    '      <p>&copy; Blue Door</p>\n      <p><a class="profile-link" href="https://www.instagram.com/bluedoor/" rel="noopener">Instagram @bluedoor</a></p>\n    </footer>',
  );
  const none = page('    <h1>Blue Door</h1>');
  t.match(
    html(applyEdit('link to https://linkedin.com/in/x in the footer', none).files),
    '    <h1>Blue Door</h1>\n  <footer class="site-footer sw-added">\n<p><a class="profile-link" href="https://linkedin.com/in/x" rel="noopener">LinkedIn</a></p>\n</footer>\n</body>',
  );
});

t.test('services the engine knows no handle rules for: labelled as the request names them', async (t) => {
  const link = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'profileLink' ? [op.href, op.label] : op;
  };
  t.same(link('Add a link to our Trustpilot reviews in the footer'), ['https://www.trustpilot.com/', 'Trustpilot reviews']);
  t.same(link('Put our Apple Podcasts show in the footer'), ['https://podcasts.apple.com/', 'Apple Podcasts show']);
  t.same(link('Add our status page at status.bluedoor.example to the footer'), ['https://status.bluedoor.example', 'Status page']);
  t.same(link('Add a footer link to our booking system at book.bluedoor.example/now'), [
    'https://book.bluedoor.example/now',
    'Booking system',
  ]);
  t.same(link('Link to https://shop.bluedoor.example in our footer'), ['https://shop.bluedoor.example', 'shop.bluedoor.example']);
  const out = html(applyEdit('Add a link to our Trustpilot reviews in the footer', page('<main><h1>Blue Door</h1></main>')).files);
  t.match(out, '<a class="profile-link" href="https://www.trustpilot.com/" rel="noopener">Trustpilot reviews</a>');
  t.throws(
    () => applyEdit('Add a link to our members area in the footer', page('<main><h1>Blue Door</h1></main>')),
    /Could not carry out .*: it gives no address for the link to Members area/,
    'a service with no address and no well-known site is declined plainly',
  );
});

t.test('several links asked at once: one each, and one without an address said, not guessed', async (t) => {
  const site = generateSite('Zahnarztpraxis Dr. Weber in Stuttgart mit Leistungen und Kontakt').files;
  const footer = (doc: string) => doc.slice(doc.lastIndexOf('<footer'));
  for (const ask of [
    'Füge Links zu Doctolib und Jameda im Footer hinzu',
    'Add links to Doctolib and Jameda in the footer',
    'Ajoutez des liens vers Doctolib et Jameda en bas de page',
  ]) {
    const doc = footer(html(applyEdit(ask, site).files));
    t.match(doc, /<a class="profile-link" href="https:\/\/www\.doctolib\.fr\/"[^>]*>Doctolib<\/a>/, `${ask}: Doctolib`);
    t.match(doc, /<a class="profile-link" href="https:\/\/www\.jameda\.de\/"[^>]*>Jameda<\/a>/, `${ask}: Jameda`);
  }
  const saas = generateSite('Landing page for Pinboard Pro, a bookmarking tool for teams, with features and pricing').files;
  const r = applyEdit('Add links to our GitHub and our status page at the bottom of the page', saas);
  t.match(footer(html(r.files)), /href="https:\/\/www\.github\.com\/"/, 'the link with an address is added');
  t.notMatch(html(r.files), /Status page<\/a>/, 'no link made up for the one without');
  t.match(r.summary, /No link to Status page: the request gives no address for it/, 'and the summary says so');
  t.throws(
    () => applyEdit('Add a link to our status page in the footer', saas),
    /gives no address for the link to Status page/,
    'alone, it is declined as before',
  );
  t.same(splitInstructions('Add a link to our Instagram and Facebook pages in the footer').length, 2);
  t.same(
    splitInstructions('Add a link to https://a.example and https://b.example in the footer').length,
    1,
    'addresses written out are left whole',
  );
});

t.test('a profile that moved: the links to that network point to the new address', async (t) => {
  const site = generateSite('Harbour Lights Yoga in Whitby').files;
  const stock = (files: SiteFile[]) => [...html(files).matchAll(/<a href="([^"]*instagram[^"]*)"/g)].map((m) => m[1]);
  t.same(stock(site), ['https://www.instagram.com/'], 'the stock Instagram link');
  for (const [instruction, href] of [
    ['Change our Instagram to instagram.com/harbourlightsyoga', 'https://instagram.com/harbourlightsyoga'],
    ['Our Instagram is now @harbourlights', 'https://www.instagram.com/harbourlights/'],
    ['Unser Instagram ist jetzt instagram.com/hly_kiel', 'https://instagram.com/hly_kiel'],
  ] as const) {
    const r = applyEdit(instruction, site);
    t.same(stock(r.files), [href], instruction);
    t.match(r.summary, `Changed the links to Instagram to ${href} (1 link)`);
  }
  const handWritten = page(
    '    <p>Follow <a href="https://www.instagram.com/old_door/">@old_door</a></p>\n    <footer><a href="https://www.instagram.com/old_door/">Instagram</a></footer>',
  );
  const moved = applyEdit('Update our Instagram to instagram.com/blue_door', handWritten);
  t.equal((html(moved.files).match(/href="https:\/\/instagram\.com\/blue_door"/g) ?? []).length, 2, 'every link to the old profile');
  t.notMatch(html(moved.files), 'old_door/"');
  t.same(parseInstruction('Make the buttons the pink of our Instagram')?.kind, 'colours', 'a network named in passing moves no link');
});
