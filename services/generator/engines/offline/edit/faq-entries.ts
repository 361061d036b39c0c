// "Add FAQs about parking and refunds": one entry per topic, a question about the topic and a
// plain answer, added to the FAQ the page has (in its own shape: <details>, <dt>/<dd> or
// heading and paragraph) or in a new FAQ section. Answers promise nothing the business has not
// said: they point to the ways to ask.
import { escapeHtml } from '../render/html-text.ts';
import type { Lang } from '../request/language.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from '../sections/shell.ts';
import { ADD_WORDS, CHANGE_WORDS, REMOVE_VERBS, wordsPattern } from './edit-words.ts';
import { directQuestion } from './faq-questions.ts';
import { attr, HtmlSource, isElement, textContent, type Element, type Node } from './html-source.ts';
import type { SiteFiles } from './site-files.ts';

export interface FaqOp {
  kind: 'faq';
  topics: string[];
}

const FAQ_WORDS = wordsPattern([
  ...['faq', 'faqs', 'frequently asked', 'questions', 'preguntas', 'fragen', 'questions fréquentes'],
  ...['q&a', 'q & a', 'q and a', 'questions-réponses', 'questions/réponses'],
  // "A few things customers ask us all the time: ...".
  '(?:things|what)\\s+(?:people|customers|clients|visitors|parents|guests|patients)\\s+(?:always\\s+|often\\s+|keep\\s+)?ask(?:ing)?',
]);
// One question asked to be added ("Ajoutez une question : ...", "Add another question: ..."): only
// beside a word of adding, since "I have a question: ..." is the caller asking.
const ONE_QUESTION = wordsPattern([
  ...['a question', 'another question', 'une question', 'une autre question', 'una pregunta', 'otra pregunta'],
  ...['eine frage', 'noch eine frage', 'eine weitere frage'],
]);

/** The word that makes the text about the FAQ, or null. */
function faqWord(text: string): RegExpMatchArray | null {
  return text.match(FAQ_WORDS) ?? (ADD_WORDS.test(text) ? text.match(ONE_QUESTION) : null);
}
// What introduces the topics: "about parking", "answering whether we deliver", "that explain how to book".
const ABOUT = wordsPattern([
  ...['about', 'on', 'covering', 'regarding', 'answering', 'that answers?', 'to answer', 'explaining', 'that explains?'],
  ...['addressing', 'dealing with', 'zu', 'zur', 'zum', 'zu den', 'über', 'sobre', 'acerca de', 'sur', 'concernant'],
]);
// Topics are parted by commas and by "and"/"or"; the parts are kept, so that a short part after a
// question can be joined back to it ("whether we deliver to Leeds and York").
// "on whether we deliver and about how to book": each topic may repeat the word that introduces it.
const LEAD = /^(?:about|on|regarding|covering|answering|explaining)\s+/i;
const JOINS = /(,|;|\s&\s|\s(?:and|or|und|oder|y|o|et|ou)\s)/i;
const TAIL = wordsPattern([
  'hinzu',
  'please',
  'bitte',
  'to the faq',
  'in the faq',
  'to our faq',
  'to the faq section',
  'zu den fragen',
  'a las preguntas',
  'à la faq',
]);
// "Add a FAQ on the home page" names where, not what.
const PLACES = /^(?:home ?page|page|site|website|bottom|top|end)$/i;
const ARTICLE = /^(?:the|our|a|an|die|der|das|den|el|la|los|las|le|les|du|des|de|l')\s+/i;

// "Add FAQs: do you work weekends, are you insured?" lists the questions themselves after a colon.
// A colon a few words after the FAQ word ("FAQs:", "questions to the FAQ:", "FAQs hinzu:", "questions
// people keep asking, can they go on the site:").
// "Could you put in a questions bit? How long does ...": the ask ends with the FAQ word (and a word
// for a part of the page), and the questions follow it in sentences of their own.
// (A dash opens the list as a colon does: "Add a couple of FAQs - Is there parking? ...".)
const LISTED =
  /^(?:[^:?.!]{0,60}:|\s[–—-]\s|\s*(?:bit|section|part|area|block|page|bereich|teil|abschnitt|sección|apartado|parte|rubrique|partie)?\s*(?:please|pls|bitte|por favor|svp)?\s*[?.!](?=\s+\S|\s*$))/iu;
// "How long does a lash lift last (six to eight weeks) and can I wear mascara after (yes, after 24
// hours)": each answer in brackets after its question, read as a question mark and an answer.
// (It opens on the bracket: the blanks before it are taken off after, so a run of them is read once.)
const BRACKETED_ANSWER = /\(([^()]{1,200})\)\s*(?:[,;.]\s*)?(?:(?:and|or|und|oder|y|o|et|ou)\s+)?/giu;

function bracketedAnswers(asked: string): string {
  // Only after questions: "FAQ: opening times (summer and winter)" is a topic with its note.
  // "Can I bring my dog (yes, on a lead)?": the question mark after the brackets is the question's.
  const list = asked.replace(/\)\s*\?/g, ')');
  const bracketed = [...list.matchAll(BRACKETED_ANSWER)];
  if (bracketed.length === 0 || list.includes('?')) return asked;
  let previousEnd = 0;
  for (const m of bracketed) {
    if (
      !opensQuestion(
        list
          .slice(previousEnd, m.index)
          .trim()
          .replace(/^(?:and|or|und|oder|y|o|et|ou)\s+/i, ''),
      )
    )
      return asked;
    previousEnd = m.index + m[0].length;
  }
  return list
    .replace(BRACKETED_ANSWER, (_, answer: string, offset: number, whole: string) => {
      const end = offset + _.length >= whole.length;
      return `? ${answer.trim().replace(/[.!]+$/, '')}.${end ? '' : ' '}`;
    })
    .replace(/(?<![ \t])[ \t]+\?/g, '?');
}

// How questions open, so that "FAQ: parking, refunds" stays a list of topics.
const QUESTION_OPENERS = new Set(
  (
    'do does did is are am was can could will would should have has may which what how when where who why whose whether ' +
    'gibt haben hat ist sind kann können wie was wo wann welche welcher wer warum ' +
    '¿ puedo puedes hacéis hay tienen tenéis cómo qué dónde cuándo cuál quién por ' +
    'est-ce pouvez puis-je faites avez êtes acceptez livrez comment que quand où quel quelle quels qui pourquoi'
  ).split(' '),
);
// How an answer given with its question opens ("Do I need my own mat? No, we lend them"): a yes or
// no, or the business or the visitor as its subject. Anything else after a question is read as it
// was before: another question, or another instruction.
const ANSWER_OPENERS = new Set(
  (
    'yes no yep nope sure absolutely definitely sadly unfortunately we you our it there they i ' +
    'ja nein klar leider wir sie es unser unsere ' +
    'sí si claro desgraciadamente nosotros tenemos hacemos podemos ' +
    'oui non bien évidemment malheureusement nous vous on il elle'
  ).split(' '),
);
const opensAnswer = (text: string) => ANSWER_OPENERS.has((text.trim().match(/^\p{L}+/u)?.[0] ?? '').toLowerCase());
// A sentence right after a question that asks for no change is its answer too ("What should I
// wear? Something comfy."); one that asks for an edit is an instruction of its own.
const REMOVE_OPENERS = wordsPattern([...REMOVE_VERBS, 'rename']);
const asksEdit = (text: string) =>
  ADD_WORDS.test(text) || CHANGE_WORDS.test(text) || REMOVE_OPENERS.test(text) || /^(?:please|bitte|then|also|and)\b/i.test(text);

/**
 * "Do I need my own mat? No, we lend them for free": the question and the caller's own answer
 * (null when the topic gives none).
 */
export function questionAndAnswer(topic: string): [question: string, answer: string | null] {
  const mark = topic.indexOf('?');
  const answer = mark === -1 ? '' : topic.slice(mark + 1).trim();
  if (answer.length === 0) return [topic, null];
  return [topic.slice(0, mark + 1).trim(), `${answer.charAt(0).toUpperCase()}${answer.slice(1)}`.replace(/(?<![.!])$/, '.')];
}

/**
 * Questions listed with answers ("Do you deliver? Yes, within five miles. Are you insured? Yes."):
 * each question with the text after its question mark up to the last full stop before the next
 * question, when that text opens as an answer does. Null when no question has an answer.
 */
function answeredQuestions(list: string): string[] | null {
  const chunks = list.split('?');
  const questions: string[] = [];
  let answered = false;
  let next = chunks[0]!;
  for (let i = 1; i < chunks.length; i++) {
    const chunk = chunks[i]!;
    const last = i === chunks.length - 1;
    let answer = '';
    if (opensAnswer(chunk) || !asksEdit(chunk.trim())) {
      const end = last ? chunk.length : Math.max(chunk.lastIndexOf('. '), chunk.lastIndexOf('! ')) + 1;
      answer = chunk.slice(0, end).trim();
    }
    const question = next.trim().replace(/^(?:and|or|und|oder|y|o|et|ou)\s+/i, '');
    if (question.length > 0 && question.length <= 160) {
      const asked = directQuestion(question) ?? `${question[0]!.toUpperCase()}${question.slice(1)}?`;
      questions.push(answer.length > 0 && answer.length <= 400 ? `${asked} ${answer}` : asked);
    }
    answered ||= answer.length > 0;
    next = answer.length > 0 ? chunk.slice(answer.length + (chunk.length - chunk.trimStart().length)) : chunk;
  }
  return answered ? questions : null;
}

// Someone spoken to or speaking, in the four languages: a part with one is a question however it opens.
const PERSON = wordsPattern([
  'i',
  'you',
  'we',
  'ich',
  'du',
  'ihr',
  'wir',
  'sie',
  'man',
  'yo',
  'tú',
  'usted',
  'ustedes',
  'vosotros',
  'je',
  'tu',
  'vous',
  'nous',
  'on',
]);

const opensQuestion = (q: string) => QUESTION_OPENERS.has(q.replace(/^¿/, '').split(/\s/, 1)[0]!.toLowerCase()) || q.startsWith('¿');

/** The questions listed after "FAQs:", each as asked, capitalised and ending in "?"; none if they are no questions. */
function listedQuestions(asked: string): string[] {
  const list = bracketedAnswers(asked);
  const withAnswers = answeredQuestions(list);
  if (withAnswers) return withAnswers;
  // Several question marks part the questions; with one at most, commas and semicolons do.
  const parts = (list.match(/\?/g)?.length ?? 0) > 1 ? list.split('?') : list.split(/[,;?]/);
  const questions = parts
    .map((q) =>
      q
        .trim()
        .replace(/^(?:and|or|und|oder|y|o|et|ou)\s+/i, '')
        .replace(/[.!]+$/, ''),
    )
    .filter((q) => q.length > 0 && q.length <= 160);
  if (!list.includes('?') && !questions.every(opensQuestion)) return [];
  // With one question mark, a part that neither opens as a question does nor speaks to anyone is a
  // topic beside the questions: "FAQs: parking, refunds, do you deliver?" asks about parking, not
  // "Parking?"; "liefert ihr" is still a question.
  const oneMark = (list.match(/\?/g)?.length ?? 0) <= 1;
  const isTopic = (q: string) => oneMark && !opensQuestion(q) && !PERSON.test(q);
  return questions.map((q) => directQuestion(q) ?? (isTopic(q) ? q.replace(ARTICLE, '') : `${q[0]!.toUpperCase()}${q.slice(1)}?`));
}

/**
 * "Add FAQs: Do you deliver? Are you insured?" reaches the edit as sentences, one per question:
 * the questions that follow a listing FAQ request are joined back onto it.
 */
export function joinListedQuestions(parts: string[]): string[] {
  const joined: string[] = [];
  let listing = false;
  let answering = false;
  for (const part of parts) {
    const previous = joined[joined.length - 1] ?? '';
    // An answer follows its question ("... my own mat? No, we lend them for free.") and may run on
    // over sentences that open as answers do.
    const answer: boolean =
      listing &&
      !part.endsWith('?') &&
      ((previous.endsWith('?') && !asksEdit(part)) || ((previous.endsWith('?') || answering) && opensAnswer(part)));
    if (listing && (part.endsWith('?') || previous.endsWith(';') || answer || opensQuestion(part))) {
      joined[joined.length - 1] += ` ${part}`;
      answering = answer;
      continue;
    }
    answering = false;
    const faq = faqWord(part);
    listing = faq?.index !== undefined && LISTED.test(part.slice(faq.index + faq[0].length));
    joined.push(part);
  }
  return joined;
}

/** "Add FAQs about parking and refunds" -> the topics, or null when no topics are named. */
export function parseFaq(text: string): FaqOp | null {
  const faq = faqWord(text);
  if (!faq || faq.index === undefined) return null;
  const after = text.slice(faq.index + faq[0].length);
  const listed = after.match(LISTED);
  if (listed) {
    const questions = listedQuestions(after.slice(listed[0].length));
    if (questions.length > 0) return { kind: 'faq', topics: questions.slice(0, 12) };
  }
  // "FAQs about parking and refunds", or topics after the colon: "Bitte ein FAQ ergänzen: Parkplätze, Kartenzahlung".
  const about = text.match(ABOUT);
  let list: string;
  if (about?.index !== undefined) list = text.slice(about.index + about[0].length);
  else if (listed) list = after.slice(listed[0].length);
  else return null;
  const tail = list.match(TAIL);
  if (tail?.index !== undefined) list = list.slice(0, tail.index);
  const topics = splitTopics(list)
    .filter((t) => t.length <= 160)
    .map((t) =>
      t
        .trim()
        .replace(ARTICLE, '')
        .replace(/[.!]+$/, ''),
    )
    .filter((t) => t.length > 0 && !PLACES.test(t))
    .map((t) => directQuestion(t) ?? t);
  return topics.length > 0 ? { kind: 'faq', topics: topics.slice(0, 12) } : null;
}

/**
 * The topics of a list: parted at commas and at "and"/"or", except that the one short part of a
 * list of questions, joined by "and"/"or" to the question before it, belongs to that question
 * ("whether we deliver to Leeds or York"); in "parking, how to book and refunds" it does not.
 */
function splitTopics(list: string): string[] {
  // "opening times (summer and winter)": a note in brackets is part of its topic.
  const notes: string[] = [];
  const masked = list.replace(/\([^()]{0,200}\)/g, (note) => `\u0000${notes.push(note) - 1}\u0000`);
  const parts = masked.split(JOINS).map((part) => part.replace(/\u0000(\d+)\u0000/g, (_, i: string) => notes[Number(i)]!));
  const plain = parts.filter((part, i) => i % 2 === 0 && directQuestion(part.trim()) === null);
  const topics: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const part = parts[i]!.trim();
    const join = parts[i - 1] ?? '';
    const last = topics.length - 1;
    const joinsQuestion =
      plain.length === 1 &&
      last >= 0 &&
      /\S/.test(join) &&
      !/[,;]/.test(join) &&
      directQuestion(topics[last]!) !== null &&
      directQuestion(part) === null &&
      part.split(/\s+/).length <= 3;
    if (joinsQuestion) topics[last] += `${join}${part}`;
    else topics.push(part.replace(LEAD, ''));
  }
  return topics;
}

type Entry = [question: string, answer: string];

// Topics people ask about most, written out; any other topic gets the plain template below. The
// answers say how to find out, never a fact of the business (until the twenty-first session they
// promised parking nearby, refunds within 14 days, delivery, cards and cash, and free cancelling a
// day ahead, which no request had said).
const KNOWN: [RegExp, Record<Lang, Entry>][] = [
  [
    /parking|parken|parkpl|aparcamiento|estacionamiento|stationnement/i,
    {
      en: ['Is there parking nearby?', 'Ask us when you book or get in touch: we will tell you where to park and how to find us.'],
      de: [
        'Gibt es Parkplätze in der Nähe?',
        'Fragen Sie uns bei der Buchung oder per Nachricht: Wir sagen Ihnen, wo Sie parken können und wie Sie uns finden.',
      ],
      es: ['¿Hay aparcamiento cerca?', 'Pregúntanos al reservar o escríbenos: te diremos dónde aparcar y cómo llegar.'],
      fr: [
        'Peut-on se garer à proximité ?',
        'Demandez-nous en réservant ou écrivez-nous : nous vous dirons où vous garer et comment venir.',
      ],
    },
  ],
  [
    // "VAT returns" and "tax returns" are filed, not refunded.
    /refund|(?<!(?:vat|tax|self[- ]assessment)\s)return|rückgabe|erstattung|devoluci|reembolso|rembourse|retour/i,
    {
      en: ['What is your refund policy?', 'If something is not right, tell us as soon as you can and we will tell you what we can do.'],
      de: [
        'Wie funktionieren Rückgabe und Erstattung?',
        'Wenn etwas nicht stimmt, melden Sie sich so bald wie möglich: Wir sagen Ihnen, was wir tun können.',
      ],
      es: ['¿Cuál es la política de devoluciones?', 'Si algo no está bien, avísanos cuanto antes y te diremos qué podemos hacer.'],
      fr: [
        'Quelle est votre politique de remboursement ?',
        'Si quelque chose ne va pas, dites-le-nous au plus vite : nous vous dirons ce que nous pouvons faire.',
      ],
    },
  ],
  [
    /deliver|shipping|versand|liefer|envío|envio|entrega|livraison/i,
    {
      en: ['Do you deliver?', 'Ask us where you are and what you need, and we will tell you what we can deliver and when.'],
      de: ['Liefern Sie auch?', 'Sagen Sie uns, wo Sie sind und was Sie brauchen: Wir sagen Ihnen, was wir wann liefern können.'],
      es: ['¿Hacéis envíos?', 'Dinos dónde estás y qué necesitas, y te diremos qué podemos enviar y cuándo.'],
      fr: ['Livrez-vous ?', 'Dites-nous où vous êtes et ce qu’il vous faut : nous vous dirons ce que nous pouvons livrer, et quand.'],
    },
  ],
  [
    // Gift cards are gifts, not a way to pay (they read as "Can I pay by card?" until the twenty-third session).
    /gift ?cards?|gift vouchers?|vouchers?|gutschein|tarjetas? regalo|cheques? regalo|cartes? cadeaux?|bons? cadeaux?/i,
    {
      en: ['Do you offer gift cards?', 'Ask us and we will tell you what we can offer as a gift.'],
      de: ['Gibt es Gutscheine?', 'Fragen Sie uns: Wir sagen Ihnen, was wir als Geschenk anbieten können.'],
      es: ['¿Tenéis tarjetas regalo?', 'Pregúntanos y te diremos qué podemos ofrecer como regalo.'],
      fr: ['Proposez-vous des cartes cadeaux ?', 'Demandez-nous : nous vous dirons ce que nous pouvons offrir.'],
    },
  ],
  [
    // A card to pay with; "Speisekarte", "Weinkarte" and French "la carte" are menus.
    /(?<![\p{L}])(?:cards?|credit cards?|debit cards?|contactless|karte|kartenzahlung|ec-karte|tarjetas?|carte bancaire|carte bleue|paiement par carte|payer par carte)(?![\p{L}])/iu,
    {
      en: ['Can I pay by card?', 'Ask us before you come, and ask for an invoice if you need one.'],
      de: ['Kann ich mit Karte bezahlen?', 'Fragen Sie uns vor Ihrem Besuch, und fragen Sie nach einer Rechnung, wenn Sie eine brauchen.'],
      es: ['¿Puedo pagar con tarjeta?', 'Pregúntanos antes de venir, y pídenos factura si la necesitas.'],
      fr: ['Puis-je payer par carte ?', 'Demandez-nous avant de venir, et demandez une facture si besoin.'],
    },
  ],
  [
    // Payments in general ("payments", "Zahlung", "pagos", "paiement"): how, not whether by card.
    /pay|zahl|pago|paiement/i,
    {
      en: ['How can I pay?', 'Ask us before you come or order: we will tell you how you can pay, and send an invoice if you need one.'],
      de: [
        'Welche Zahlungsarten gibt es?',
        'Fragen Sie uns vor Ihrem Besuch oder Ihrer Bestellung: Wir sagen Ihnen, wie Sie bezahlen können, und schicken eine Rechnung, wenn Sie eine brauchen.',
      ],
      es: [
        '¿Qué formas de pago aceptáis?',
        'Pregúntanos antes de venir o de pedir: te diremos cómo puedes pagar, y te enviamos factura si la necesitas.',
      ],
      fr: [
        'Quels moyens de paiement acceptez-vous ?',
        'Demandez-nous avant de venir ou de commander : nous vous dirons comment payer, et vous enverrons une facture si besoin.',
      ],
    },
  ],
  [
    /access|wheelchair|barrierefrei|rollstuhl|accesib|silla de ruedas|accessib|fauteuil/i,
    {
      en: ['Is it accessible?', 'Tell us what you need before you visit and we will tell you how we can help.'],
      de: ['Ist es barrierefrei?', 'Sagen Sie uns vor Ihrem Besuch, was Sie brauchen: Wir sagen Ihnen, wie wir helfen können.'],
      es: ['¿Es accesible?', 'Dinos qué necesitas antes de venir y te diremos cómo podemos ayudarte.'],
      fr: [
        'Est-ce accessible ?',
        'Dites-nous ce dont vous avez besoin avant votre visite : nous vous dirons comment nous pouvons vous aider.',
      ],
    },
  ],
  [
    /cancel|storn|cancela|annul/i,
    {
      en: ['Can I cancel or change a booking?', 'Tell us as early as you can and we will tell you what is possible.'],
      de: ['Kann ich stornieren oder umbuchen?', 'Sagen Sie uns so früh wie möglich Bescheid: Wir sagen Ihnen, was möglich ist.'],
      es: ['¿Puedo cancelar o cambiar una reserva?', 'Avísanos lo antes posible y te diremos qué se puede hacer.'],
      fr: ['Puis-je annuler ou modifier une réservation ?', 'Prévenez-nous le plus tôt possible : nous vous dirons ce qui est possible.'],
    },
  ],
  [
    // Booking itself ("Termine online buchen", "online booking", "how to book"); "group bookings" is a topic of its own.
    /^(?:(?:how to|online|en ligne|en l[ií]nea)\s+)*(?:book(?:ing)?s?|appointments?|termine?|buchung(?:en)?|reservations?|réservations?|reservas?|citas?|rendez-vous)(?:\s+(?:online|en ligne|en l[ií]nea|buchen|book|booking))*$/i,
    {
      en: ['How do I book?', 'Call or e-mail us with the day and time you would like, and we will confirm it.'],
      de: ['Wie buche ich einen Termin?', 'Rufen Sie uns an oder schreiben Sie uns mit Ihrem Wunschtermin; wir bestätigen ihn.'],
      es: ['¿Cómo puedo reservar?', 'Llámanos o escríbenos con el día y la hora que prefieras y te lo confirmamos.'],
      fr: ['Comment réserver ?', 'Appelez-nous ou écrivez-nous avec le jour et l’heure souhaités : nous vous le confirmons.'],
    },
  ],
];

// The answer to a question asked word for word: where to ask, since the engine cannot know.
const ASK_US: Record<Lang, string> = {
  en: 'Ask us by phone or e-mail and we will get back to you.',
  de: 'Fragen Sie uns per Telefon oder E-Mail; wir melden uns bei Ihnen.',
  es: 'Pregúntanos por teléfono o correo y te responderemos.',
  fr: 'Posez-nous la question par téléphone ou e-mail : nous vous répondrons.',
};

function entryFor(topic: string, lang: Lang): Entry {
  const [question, given] = questionAndAnswer(topic);
  if (given) return [question, given];
  if (topic.endsWith('?')) return [topic, ASK_US[lang]];
  const known = KNOWN.find(([pattern]) => pattern.test(topic));
  if (!known) return TEMPLATE[lang](topic);
  // The topic in the caller's words heads a question that says it otherwise ("Versand: Liefern Sie
  // auch?"), so the reader finds what was asked by its name.
  const [knownQuestion, answer] = known[1][lang];
  // The question says it when one of its words starts as the topic does ("delivery" and "deliver"),
  // when the topic starts with one of them ("payments" and "pay") or holds one ("Geschenkgutscheine"
  // and "Gutscheine"); "livraison" and "Livrez-vous ?" share too little: the topic heads the question.
  const lower = topic.toLowerCase();
  const stem = lower.slice(0, 5);
  const said = (knownQuestion.toLowerCase().match(/\p{L}+/gu) ?? []).some(
    (word) => word.startsWith(stem) || (word.length >= 3 && lower.startsWith(word)) || (word.length >= 5 && lower.includes(word)),
  );
  const label = `${topic.charAt(0).toUpperCase()}${topic.slice(1)}${lang === 'fr' ? ' :' : ':'}`;
  return said ? [knownQuestion, answer] : [`${label} ${knownQuestion}`, answer];
}

const TEMPLATE: Record<Lang, (topic: string) => Entry> = {
  en: (t) => [`What about ${t}?`, `Ask us about ${t} by phone or e-mail and we will get back to you.`],
  de: (t) => [`Was muss ich zu ${t} wissen?`, `Fragen Sie uns zu ${t} per Telefon oder E-Mail; wir melden uns bei Ihnen.`],
  es: (t) => [`¿Qué hay de ${t}?`, `Pregúntanos por ${t} por teléfono o correo y te responderemos.`],
  fr: (t) => [`Qu'en est-il de ${t} ?`, `Posez-nous vos questions sur ${t} par téléphone ou e-mail : nous vous répondrons.`],
};

export function faqEntries(topics: string[], lang: Lang): Entry[] {
  // "online booking and how to book": two topics, one question.
  const entries = topics.map((topic) => entryFor(topic, lang));
  return entries.filter(([question], i) => entries.findIndex(([other]) => other === question) === i);
}

const details = ([q, a]: Entry) => `<details><summary>${escapeHtml(q)}</summary><p>${escapeHtml(a)}</p></details>`;

/** A new FAQ section holding only the asked-for entries. */
export function faqMarkup(topics: string[]): (ctx: RenderContext) => string {
  return (ctx) =>
    shell(
      'faq',
      sectionTitle(ctx, 'faq'),
      `<div class="faq-list">\n${faqEntries(topics, ctx.request.lang).map(details).join('\n')}\n</div>`,
    );
}

function lastOf(root: Element, tags: string[]): Element | undefined {
  let last: Element | undefined;
  const stack: Node[] = [...root.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (tags.includes(node.tagName)) last = node;
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
  }
  return last;
}

/** The FAQ block of the page: named faq by id or class, or headed so. */
function faqBlock(doc: HtmlSource): Element | undefined {
  const named = doc
    .elements('section', 'div', 'article', 'aside', 'dl')
    .find((el) => /faq/i.test(`${attr(el, 'id') ?? ''} ${attr(el, 'class') ?? ''}`));
  if (named) return named;
  const heading = doc.elements('h1', 'h2', 'h3').find((h) => /faq|frequently asked|questions|preguntas|fragen/i.test(textContent(h)));
  for (let node = heading?.parentNode; node && isElement(node); node = node.parentNode)
    if (['section', 'article', 'aside', 'div'].includes(node.tagName)) return node;
  return undefined;
}

/** Adds the entries to the page's FAQ; returns false when the pages have no FAQ. */
export function addFaqEntries(files: SiteFiles, topics: string[], lang: Lang): boolean {
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    const block = faqBlock(doc);
    if (!block?.sourceCodeLocation) continue;
    // A question the FAQ already answers is not asked twice.
    const asked = textContent(block);
    const entries = faqEntries(topics, lang).filter(([question]) => !asked.includes(question));
    const lastDetails = lastOf(block, ['details']);
    const lastDd = lastOf(block, ['dd']);
    const lastP = lastOf(block, ['p']);
    const at = lastDetails ?? lastDd ?? lastP;
    const sep = at ? `\n${doc.indentOf(at)}` : '\n';
    if (lastDetails) doc.insertAfter(lastDetails, entries.map((e) => `${sep}${details(e)}`).join(''));
    else if (lastDd) doc.insertAfter(lastDd, entries.map(([q, a]) => `${sep}<dt>${escapeHtml(q)}</dt><dd>${escapeHtml(a)}</dd>`).join(''));
    else if (lastP)
      doc.insertAfter(lastP, entries.map(([q, a]) => `${sep}<h3>${escapeHtml(q)}</h3>${sep}<p>${escapeHtml(a)}</p>`).join(''));
    else doc.append(block, `${entries.map(details).join('\n')}\n`);
    files.set(page.path, doc.result());
    return true;
  }
  return false;
}
