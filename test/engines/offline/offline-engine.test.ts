import t from 'tap';
import { createOfflineEngine } from '../../../services/generator/engines/offline/offline-engine.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { EngineError, type EngineContext } from '../../../services/generator/engines/engine.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

function fakeContext(signal = new AbortController().signal) {
  const emitted: SiteFile[] = [];
  const emits: number[] = [];
  const progress: string[] = [];
  const context: EngineContext = {
    emit: async (files) => {
      emitted.push(...files);
      emits.push(files.length);
    },
    progress: async (message) => {
      progress.push(message);
    },
    recordUsage: async () => {},
    signal,
  };
  return { context, emitted, emits, progress };
}

t.test('makes a small real site and streams every file', async (t) => {
  const engine = createOfflineEngine();
  t.equal(engine.name, 'offline');
  const { context, emitted, emits, progress } = fakeContext();
  const result = await engine.run(
    { jobId: 'job_1', query: "Build a website for Rosa's Bakery in Portland with a menu and a contact form", files: [] },
    context,
  );
  const paths = result.files.map((f) => f.path);
  t.ok(paths.includes('index.html') && paths.includes('styles.css') && paths.includes('script.js'));
  t.same(
    emitted.map((f) => f.path),
    paths,
    'every file emitted, in order',
  );
  t.same(emits, [paths.length], 'all files go out in one emit (one FilesEmitted event)');
  t.ok(progress.some((p) => /^Writing \d+ files$/.test(p)));
  const index = result.files.find((f) => f.path === 'index.html')!;
  t.match(index.content, /^<!doctype html>\n<html lang="en">/);
  t.match(index.content, /Rosa&#39;s Bakery/);
  t.match(index.content, /<meta name="viewport"/);
  t.match(index.content, /id="menu"/);
  t.match(index.content, /id="contact"/);
  t.equal(index.language, 'html');
  t.match(result.summary ?? '', /Rosa's Bakery/);
});

t.test('deterministic, and different requests look different', async (t) => {
  const a1 = generateSite('A bakery called Crumb in Leeds');
  const a2 = generateSite('A bakery called Crumb in Leeds');
  t.same(a1.files, a2.files);
  const b = generateSite('A law firm called Hart Legal in Boston');
  const css = (s: typeof a1) => s.files.find((f) => f.path === 'styles.css')!.content;
  t.not(css(a1), css(b));
  t.not(css(a1).match(/--accent: [^;]+/)?.[0], css(b).match(/--accent: [^;]+/)?.[0]);
});

t.test('request text is always escaped', async (t) => {
  const site = generateSite('A portfolio called "<script>alert(1)</script>" in <img src=x onerror=alert(1)>');
  const pages = site.files.filter((f) => f.path.endsWith('.html'));
  t.ok(pages.length > 0, 'there are pages to look at');
  for (const file of pages) {
    t.notMatch(file.content, /<script>alert/);
    t.notMatch(file.content, /<img src=x/);
    t.match(file.content, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  }
});

t.test('answers in the language of the request', async (t) => {
  for (const [query, lang, word] of [
    ['Una web para mi panadería en Madrid llamada La Espiga, con galería y contacto', 'es', 'Contacto'],
    ['Un site pour mon restaurant à Lyon, appelé Chez Marcel, avec une galerie', 'fr', 'Galerie'],
    ['Eine Webseite für meine Zahnarztpraxis in München namens Lächeln mit Kontaktformular', 'de', 'Kontakt'],
  ] as const) {
    const index = generateSite(query).files.find((f) => f.path === 'index.html')!.content;
    t.match(index, new RegExp(`<html lang="${lang}">`));
    t.match(index, word);
  }
});

t.test('honours the WebGen colour rule exactly', async (t) => {
  const css = generateSite('A recipe site. Set the background color to lemon chiffon and the component color to chocolate.').files.find(
    (f) => f.path === 'styles.css',
  )!.content;
  t.match(css, /--bg: lemonchiffon;/);
  t.match(css, /--accent: chocolate;/);
});

t.test('multi-page sites share navigation and every page has one h1', async (t) => {
  const site = generateSite('A multi-page site for a yoga studio with an about page, a pricing page and a contact page');
  const pages = site.files.filter((f) => f.path.endsWith('.html'));
  t.same(
    pages.map((p) => p.path),
    ['index.html', 'about.html', 'pricing.html', 'contact.html'],
  );
  for (const page of pages) {
    for (const other of pages) t.match(page.content, `href="${other.path}"`);
    t.equal(page.content.match(/<h1/g)?.length, 1, page.path);
  }
});

t.test('every kind and every app renders', async (t) => {
  const queries = [
    'bakery',
    'cafe',
    'food truck',
    'cocktail bar',
    'restaurant',
    'wedding',
    'village fete',
    'conference',
    'band',
    'podcast',
    'gym',
    'dentist',
    'clinic',
    'law firm',
    'real estate',
    'hotel',
    'travel agency',
    'animal shelter',
    'summer camp',
    'school',
    'church',
    'hair salon',
    'plumber',
    'photographer',
    'résumé',
    'portfolio',
    'agency',
    'mobile app',
    'saas',
    'dashboard',
    'shop',
    'blog',
    'news',
    'forum',
    'job board',
    'task manager',
    'email client',
    'streaming',
    'game',
    'something',
  ];
  const names = new Set<string>();
  for (const q of queries) {
    const site = generateSite(`A website for a ${q}`);
    t.ok(site.files.length >= 3, q);
    names.add(site.plan.name);
  }
  t.ok(names.size > 20, 'made-up names differ by kind');
  const all = generateSite(
    'A site with a to-do list, calculator, quiz with 3 questions, pomodoro timer, search, filter and sort, tabs, accordion, modal, chart, sortable data table, shopping cart, multi-step form, login, sign up, memory game, dark mode toggle, countdown, product page, blog, newsletter, booking, schedule, opening hours, location, stats, team, gallery, pricing, FAQ, testimonials, services, features, about and menu.',
  );
  const html = all.files
    .filter((f) => f.path.endsWith('.html'))
    .map((f) => f.content)
    .join('\n');
  for (const id of [
    'todo',
    'calculator',
    'quiz',
    'timer',
    'explorer',
    'tabs',
    'chart',
    'table',
    'cart',
    'multistep',
    'login',
    'signup',
    'game',
  ])
    t.match(html, `id="${id}"`, id);
  t.match(html, 'data-theme-toggle');
});

t.test('stops when the job is aborted', async (t) => {
  const controller = new AbortController();
  controller.abort(new Error('deadline'));
  const { context } = fakeContext(controller.signal);
  await t.rejects(createOfflineEngine().run({ jobId: 'j', query: 'a bakery', files: [] }, context), EngineError);
  const late = new AbortController();
  const { context: ctx2, emitted } = fakeContext(late.signal);
  let emits = 0;
  ctx2.emit = async (files) => {
    emits += 1;
    emitted.push(...files);
    late.abort();
  };
  await t.rejects(createOfflineEngine().run({ jobId: 'j', query: 'a bakery', files: [] }, ctx2), { name: 'EngineError', retryable: true });
  t.equal(emits, 1, 'stopped after the emit');
});

t.test('edits given files and emits only the changed ones', async (t) => {
  const files: SiteFile[] = [
    {
      path: 'index.html',
      content: '<!doctype html>\n<html lang="en">\n<head><title>Old</title></head>\n<body>\n  <h1>Old heading</h1>\n</body>\n</html>\n',
      language: 'html',
    },
    {
      path: 'about.html',
      content: '<!doctype html><html lang="en"><head><title>About</title></head><body><h1>About</h1></body></html>',
      language: 'html',
    },
  ];
  const { context, emitted } = fakeContext();
  const result = await createOfflineEngine().run({ jobId: 'j', query: 'Change the main heading to "Fresh Bread Daily"', files }, context);
  t.same(
    emitted.map((f) => f.path),
    ['index.html'],
  );
  t.match(result.files[0]!.content, '<h1>Fresh Bread Daily</h1>');
  t.equal(result.files[1], files[1], 'untouched file is the same object');
  await t.rejects(createOfflineEngine().run({ jobId: 'j', query: 'Make it feel more like spring, with poetry', files }, context), {
    name: 'EngineError',
    message: /openai engine/,
  });
});

t.test('the final progress says what was understood, in one bounded line', async (t) => {
  const engine = createOfflineEngine();
  const run = async (query: string) => {
    const { context, progress } = fakeContext();
    const result = await engine.run({ jobId: 'job_u', query, files: [] }, context);
    return { summary: result.summary ?? '', progress };
  };
  const coworking = await run(
    'Hive Works, a coworking space in Leeds, offering hot desks (£15 a day) and private offices; order lunch on Uber Eats; dark theme',
  );
  t.match(coworking.summary, /Understood: Hive Works \(business, Leeds, en\)/);
  t.match(coworking.summary, /items: hot desks 15, private offices/);
  t.match(coworking.summary, /links: Uber Eats/);
  t.match(coworking.summary, /theme: dark/);
  t.ok(
    coworking.progress.some((p) => p.startsWith('Understood: ')),
    'also in the progress stream',
  );
  const product = await run('Acme needs a landing page for Rocket, their backup tool, with an about page and a contact page');
  t.match(product.summary, /Understood: Rocket by Acme/);
  t.match(product.summary, /pages: index, about, contact/);
  const dentist = await run('Dr. Kofi Mensah, dentist, wants a site for his practice in Leeds, open Saturdays, call 0113 496 0000');
  t.match(dentist.summary, /Understood: Dr\. Kofi Mensah \(dentist, Leeds, en\)/, 'a role that is the kind is said once');
  t.match(dentist.summary, /facts: open Saturdays, 0113 496 0000/, 'the facts as written');
  const illustrator = await run('Portfolio — Mara Lind, illustrator, Vancouver.');
  t.match(illustrator.summary, /Understood: Mara Lind \(portfolio, illustrator, Vancouver, en\)/, 'the role beside the kind');
  const long = await run(`A shop selling ${Array.from({ length: 40 }, (_, i) => `thing number ${i}`).join(', ')}`);
  const line = long.progress.find((p) => p.startsWith('Understood: '))!;
  t.ok(line.length <= 240, `bounded (${line.length})`);
});
