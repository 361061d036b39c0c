// FAQ entries on named topics: one per topic, added to the FAQ a page has in its own shape, or in
// a new FAQ section.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction, splitInstructions } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const page = (body: string, lang = 'en'): SiteFile[] => [
  {
    path: 'index.html',
    content: `<!DOCTYPE html>\n<html lang="${lang}">\n  <head>\n    <title>Blue Door</title>\n  </head>\n  <body>\n${body}\n  </body>\n</html>\n`,
    language: 'html',
  },
];
const html = (files: SiteFile[]) => files.find((f) => f.path === 'index.html')!.content;

t.test('phrasings name the topics', async (t) => {
  const topics = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'faq' ? op.topics : op;
  };
  t.same(topics('add FAQs about parking and refunds'), ['parking', 'refunds']);
  t.same(topics('Add questions on delivery, gift cards & allergies to the FAQ'), ['delivery', 'gift cards', 'allergies']);
  t.same(topics('Füge Fragen zu Parkplätzen und Rückgabe hinzu'), ['Parkplätzen', 'Rückgabe']);
  t.same(topics('Añade preguntas frecuentes sobre aparcamiento y devoluciones'), ['aparcamiento', 'devoluciones']);
  t.same(topics('Ajoutez une FAQ sur le stationnement et les remboursements'), ['stationnement', 'remboursements']);
  t.same(parseInstruction('Add a FAQ section'), { kind: 'addSection', section: 'faq' }, 'no topics: the stock FAQ as before');
});

t.test("the engine's FAQ gets one entry per topic, after its own", async (t) => {
  const site = generateSite('A bakery called Blue Door with a FAQ').files;
  const before = html(site).match(/<details>/g)!.length;
  const out = html(applyEdit('add FAQs about parking and refunds', site).files);
  t.equal(out.match(/<details>/g)!.length, before + 2);
  t.match(
    out,
    /<\/details>\n<details><summary>Is there parking nearby\?<\/summary><p>[^<]+<\/p><\/details>\n<details><summary>What is your refund policy\?<\/summary>/,
  );
  const other = html(applyEdit('Add a FAQ about group bookings', site).files);
  t.match(other, '<details><summary>What about group bookings?</summary><p>Ask us about group bookings by phone or e-mail');
});

t.test('hand-written FAQs: a definition list, headings and paragraphs, or none', async (t) => {
  const dl = page(
    '    <section id="faq">\n      <h2>FAQ</h2>\n      <dl>\n        <dt>Do you bake daily?</dt><dd>Yes.</dd>\n      </dl>\n    </section>',
  );
  t.match(
    html(applyEdit('add FAQs about parking and refunds', dl).files),
    '<dt>Do you bake daily?</dt><dd>Yes.</dd>\n        <dt>Is there parking nearby?</dt><dd>',
  );
  const headed = page('    <div>\n      <h2>Questions</h2>\n      <h3>Do you bake daily?</h3>\n      <p>Yes.</p>\n    </div>');
  t.match(html(applyEdit('Add FAQ entries about delivery', headed).files), '      <p>Yes.</p>\n      <h3>Do you deliver?</h3>\n      <p>');
  const none = page('    <main>\n      <h1>Panadería</h1>\n    </main>', 'es');
  const out = html(applyEdit('Añade preguntas frecuentes sobre aparcamiento y devoluciones', none).files);
  t.match(out, /<section id="faq" class="sw-added section section-faq"[\s\S]*<h2 id="faq-title">Preguntas frecuentes<\/h2>/);
  t.match(out, '<summary>¿Hay aparcamiento cerca?</summary>');
  t.match(out, '<summary>¿Cuál es la política de devoluciones?</summary>');
  t.equal(out.match(/<details>/g)!.length, 2, 'only the asked-for entries');
});

t.test('questions listed after a colon: one entry each, the question as asked', async (t) => {
  const topics = (text: string) => {
    const ops = splitInstructions(text).map((instruction) => parseInstruction(instruction));
    return ops.length === 1 && ops[0]?.kind === 'faq' ? ops[0].topics : ops;
  };
  t.same(topics('Add FAQs: do you do house calls, are you insured, which towns do you cover?'), [
    'Do you do house calls?',
    'Are you insured?',
    'Which towns do you cover?',
  ]);
  t.same(topics('Add these questions to the FAQ: Can I bring my dog? Is there a minimum order?'), [
    'Can I bring my dog?',
    'Is there a minimum order?',
  ]);
  t.same(topics('Add FAQ entries for: how long does a haircut take; do you take walk-ins'), [
    'How long does a haircut take?',
    'Do you take walk-ins?',
  ]);
  t.same(topics('Füge FAQs hinzu: Haben Sie WLAN? Kann ich mit Karte zahlen?'), ['Haben Sie WLAN?', 'Kann ich mit Karte zahlen?']);
  // No questions: the topics listed (until the twenty-first session, the stock FAQ without them).
  t.same(topics('Add a FAQ section: parking and refunds'), ['parking', 'refunds'], 'no questions: topics');
  const out = html(applyEdit('Add FAQs: do you do house calls, are you insured?', page('<main><h1>Blue Door</h1></main>')).files);
  t.match(out, '<details><summary>Do you do house calls?</summary><p>Ask us by phone or e-mail');
  t.match(out, '<details><summary>Are you insured?</summary>');
});

t.test('topics asked as indirect questions become the questions a visitor asks', async (t) => {
  const topics = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'faq' ? op.topics : op;
  };
  t.same(topics('Add an FAQ answering whether we stock vegan cheese and whether you can collect in store'), [
    'Do you stock vegan cheese?',
    'Can I collect in store?',
  ]);
  t.same(topics('Please add FAQs on whether we are open at Easter and about how to join the club'), [
    'Are you open at Easter?',
    'How do I join the club?',
  ]);
  t.same(topics('add some FAQ entries that explain what areas we serve, when the studio is busiest and if it has showers'), [
    'What areas do you serve?',
    'When is the studio busiest?',
    'Does it have showers?',
  ]);
  t.same(topics('Add a FAQ covering whether we ship to Ireland or France'), ['Do you ship to Ireland or France?'], 'a short part stays');
  t.same(topics('add FAQs about lockers, how to sign up and towels'), ['lockers', 'How do I sign up?', 'towels'], 'a list of topics');
  t.same(topics('Add FAQs: whether children are welcome, what to wear'), ['Are children welcome?', 'What should I wear?']);
  t.same(topics("Add a FAQ on whether we're wheelchair friendly"), ['Are you wheelchair friendly?'], 'a contraction');
  t.same(
    topics('FAQ: how much does a lesson cost, what is included?'),
    ['How much does a lesson cost?', 'What is included?'],
    'asked already',
  );
});

t.test('an indirect question lands in the page as a question with a plain answer', async (t) => {
  const out = html(
    applyEdit('Add a FAQ section answering whether we bake rye on Saturdays', page('<main><h1>Blue Door</h1></main>')).files,
  );
  t.match(out, '<details><summary>Do you bake rye on Saturdays?</summary><p>Ask us by phone or e-mail');
  t.notMatch(out, 'What about whether');
});

t.test('topics listed after a colon, in four languages', async (t) => {
  const topics = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'faq' ? op.topics : op;
  };
  t.same(topics('Bitte ein FAQ ergänzen: Parkplätze, Kartenzahlung, Termine online buchen'), [
    'Parkplätze',
    'Kartenzahlung',
    'Termine online buchen',
  ]);
  t.same(topics('Add a FAQ: parking, card payment, booking online'), ['parking', 'card payment', 'booking online']);
  t.same(topics('Ajoutez une FAQ : stationnement, paiement par carte'), ['stationnement', 'paiement par carte']);
  t.same(topics('Añade preguntas frecuentes: aparcamiento, pago con tarjeta y reservas'), ['aparcamiento', 'pago con tarjeta', 'reservas']);
  t.same(
    topics('Add FAQs: do you work weekends, are you insured?'),
    ['Do you work weekends?', 'Are you insured?'],
    'questions stay questions',
  );
  // Topics and a question in one list: the topics stay topics ("Parking?" was no question a visitor asks).
  t.same(topics('Add FAQs: parking, refunds, do you deliver?'), ['parking', 'refunds', 'Do you deliver?'], 'topics beside a question');
  t.same(
    topics('FAQ ergänzen: Parkplätze, Kartenzahlung, liefert ihr auch?'),
    ['Parkplätze', 'Kartenzahlung', 'Liefert ihr auch?'],
    'a question opening with its verb is still one',
  );
  t.same(topics('Ajoutez une FAQ : le parking, livrez-vous le dimanche ?'), ['parking', 'Livrez-vous le dimanche?']);
  t.same(topics('Add FAQs: Parking? Refunds?'), ['Parking?', 'Refunds?'], 'each written with its own question mark: as written');
  const out = html(applyEdit('Add FAQs: parking, refunds, do you deliver?', page('<main><h1>Blue Door</h1></main>')).files);
  t.match(out, '<summary>Is there parking nearby?</summary>');
  t.notMatch(out, '<summary>Parking?</summary>');
});

t.test('booking and card payment get questions of their own, each asked once', async (t) => {
  const site = generateSite('Friseur Haarmonie in Mainz mit Leistungen und Preisen').files;
  const out = applyEdit('Bitte ein FAQ ergänzen: Parkplätze, Kartenzahlung, Termine online buchen', site).files;
  const questions = [...html(out).matchAll(/<summary>([^<]+)<\/summary>/g)].map((m) => m[1]);
  t.same(questions, ['Gibt es Parkplätze in der Nähe?', 'Kann ich mit Karte bezahlen?', 'Wie buche ich einen Termin?']);
  const english = generateSite('A bakery called Blue Door with a FAQ').files;
  const booked = html(applyEdit('Add a FAQ about group bookings, online booking and how to book', english).files);
  t.match(booked, '<summary>What about group bookings?</summary>', 'a topic of its own keeps its words');
  t.equal(booked.match(/<summary>How do I book\?<\/summary>/g)?.length, 1, 'two topics, one question');
  const again = html(applyEdit('Add a FAQ about online booking', applyEdit('Add a FAQ about how to book', english).files).files);
  t.equal(again.match(/<summary>How do I book\?<\/summary>/g)?.length, 1, 'not asked again by a later edit');
});

t.test('the written-out answers promise nothing the business has not said, in four languages', async (t) => {
  const topics = ['parking', 'refunds', 'delivery', 'card payment', 'wheelchair access', 'cancelling', 'booking'];
  for (const lang of ['en', 'de', 'es', 'fr']) {
    const out = html(applyEdit(`Add FAQs about ${topics.join(', ')}`, page('<main><h1>Blue Door</h1></main>', lang)).files);
    const answers = [...out.matchAll(/<summary>[^<]*<\/summary><p>([^<]*)<\/p>/g)].map((m) => m[1]!);
    t.equal(answers.length, topics.length, `${lang}: an answer for each topic`);
    for (const answer of answers) {
      t.notMatch(answer, /\d/, `${lang}: no number of days or hours promised: ${answer}`);
      t.notMatch(answer, /^(?:yes|ja|sí|oui)\b/i, `${lang}: no yes to what was not asked of the business: ${answer}`);
    }
  }
});

t.test('round 15: payments asked about in general get how to pay, not whether by card', async (t) => {
  for (const [start, ask, question] of [
    [
      'Floristería Amapola en Córdoba con ramos y precios',
      'Añade preguntas frecuentes sobre envíos y pagos',
      '¿Qué formas de pago aceptáis?',
    ],
    ['A bakery called Blue Door with a FAQ', 'Add a FAQ about payments', 'How can I pay?'],
    ['Friseur Haarmonie in Mainz mit Leistungen', 'Bitte ein FAQ zur Zahlung ergänzen', 'Welche Zahlungsarten gibt es?'],
    ['Fleuriste Pivoine à Lyon avec nos bouquets', 'Ajoutez une FAQ sur le paiement', 'Quels moyens de paiement acceptez-vous ?'],
  ] as const) {
    const questions = [...html(applyEdit(ask, generateSite(start).files).files).matchAll(/<summary>([^<]+)<\/summary>/g)].map((m) => m[1]);
    t.ok(questions.includes(question), `${ask}: ${questions.join(' | ')}`);
  }
});

t.test("a new site's own FAQ and a topic of its own promise no time, price or yes either, in four languages", async (t) => {
  const PROMISE =
    /\d|\b(?:one|un|una|eine[sn]?)\s+(?:working|jour|día|Werktag)|working day|Werktag|laborable|jour ouvré|^(?:yes|ja|sí|oui)\b|\bfree\b|kostenlos|sin coste|sans frais|contactless|sin contacto|sans contact|kontaktlos/i;
  for (const request of [
    'A bakery called Blue Door in Leeds with a FAQ',
    'Bäckerei Korn in Jena mit FAQ',
    'Panadería La Espiga en Salamanca con preguntas frecuentes',
    'Boulangerie Au Bon Pain à Lille avec une FAQ',
  ]) {
    const site = generateSite(request).files;
    const answers = [...html(site).matchAll(/<summary>[^<]*<\/summary>\s*<p>([^<]*)<\/p>/g)].map((m) => m[1]!);
    t.ok(answers.length >= 4, `${request}: its FAQ (${answers.length} answers)`);
    for (const answer of answers) t.notMatch(answer, PROMISE, `${request}: ${answer}`);
    const topic = [
      ...html(applyEdit('Add a FAQ about the garden', site).files).matchAll(/<summary>[^<]*garden[^<]*<\/summary>\s*<p>([^<]*)<\/p>/gi),
    ];
    for (const m of topic) t.notMatch(m[1]!, PROMISE, `${request}: ${m[1]}`);
  }
});

t.test('round 16: VAT and tax returns are filed, not refunded', async (t) => {
  const site = generateSite('Accountancy firm Ledger & Co in Cardiff with services and a contact form').files;
  const questions = [
    ...html(applyEdit('Add FAQs on VAT returns, self assessment and fees', site).files).matchAll(/<summary>([^<]+)<\/summary>/g),
  ].map((m) => m[1]);
  t.ok(questions.includes('What about VAT returns?'), questions.join(' | '));
  t.notOk(questions.includes('What is your refund policy?'), 'no refund policy');
  const shop = generateSite('A bakery called Blue Door with a FAQ').files;
  t.ok(html(applyEdit('Add a FAQ about returns', shop).files).includes('What is your refund policy?'), 'a shop’s returns still are');
});
