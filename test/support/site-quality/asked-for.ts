// "Asked-for coverage": does the site have the things its request asked for? Each expectation is
// checked in headless Chromium on every page of the site, against what a visitor (or a screen
// reader) gets: headings, form labels and input types, link names and targets, visible text, prices
// beside their items, colours, pages in the navigation, and widgets that work when used.
import type { Browser } from 'playwright-core';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { serveFiles } from './serve-files.ts';
import { readPage, type PageFacts, type PriceWanted } from './page-facts.ts';
import { cartWorks, todoWorks } from './widget-checks.ts';

extend([a11yPlugin]);

export type Hue = 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink';

export type Expectation =
  | { name: string }
  | { heading: RegExp }
  | { field: RegExp }
  | { link: RegExp }
  | { text: RegExp }
  | { control: string; what: string }
  | { note: RegExp }
  | { any: Expectation[]; what: string }
  /** A listed item (a service, dish, product, plan, speaker...): in a heading or the visible text, any case. */
  | { item: string }
  /** A working link: an <a href> with that name (text or aria-label) whose href is neither empty nor '#'. */
  | { namedLink: RegExp; where?: 'footer' }
  /** A labelled form field of one of these input types (two date fields for check-in and check-out). */
  | { input: RegExp; types: string[] }
  /** At least this many pages, each reached from the first page's navigation; named ones by their nav link. */
  | { pages: number; named?: RegExp[] }
  /** The price asked for, beside its item, in the currency of the place. */
  | { price: string; amount: number; currency: string }
  /** The page's background as asked: dark (low luminance) or light. */
  | { theme: 'dark' | 'light' }
  /** The buttons (or the header) in the colour asked for. */
  | { colour: Hue; where: 'buttons' | 'header' }
  /** A widget that works for a person: a to-do list (add, see, remove) or a cart (add, the count goes up). */
  | { widget: 'todo' | 'cart' }
  /** Something that must not be said, on any page: a contradiction of the request. */
  | { absent: RegExp; what: string };

export interface SuiteRequest {
  query: string;
  expects: Expectation[];
}

export function describe(expectation: Expectation): string {
  if ('name' in expectation) return `name "${expectation.name}"`;
  if ('heading' in expectation) return `a heading ${expectation.heading}`;
  if ('field' in expectation) return `a form field ${expectation.field}`;
  if ('link' in expectation) return `a link ${expectation.link}`;
  if ('text' in expectation) return `text ${expectation.text}`;
  if ('item' in expectation) return `item "${expectation.item}"`;
  if ('namedLink' in expectation)
    return `a working link ${expectation.namedLink}${expectation.where ? ` in the ${expectation.where}` : ''}`;
  if ('input' in expectation) return `a field ${expectation.input} of type ${expectation.types.join(' or ')}`;
  if ('pages' in expectation)
    return `${expectation.pages} pages in the navigation${expectation.named ? ` (${expectation.named.join(', ')})` : ''}`;
  if ('price' in expectation) return `"${expectation.price}" at ${expectation.currency}${expectation.amount}`;
  if ('theme' in expectation) return `a ${expectation.theme} theme`;
  if ('colour' in expectation) return `${expectation.colour} ${expectation.where}`;
  if ('widget' in expectation) return expectation.widget === 'todo' ? 'a working to-do list' : 'a working cart';
  if ('control' in expectation || 'any' in expectation || 'absent' in expectation) return expectation.what;
  return `progress says ${expectation.note}`;
}

/** The spellings a visitor reads as the currency: the symbol and its code. */
const CURRENCIES: Record<string, string[]> = {
  '£': ['£', 'GBP'],
  '€': ['€', 'EUR'],
  $: ['$', 'USD'],
  CHF: ['CHF', 'Fr.'],
  '¥': ['¥', '￥', 'JPY'],
  A$: ['A$', 'AU$', '$', 'AUD'],
  C$: ['C$', 'CA$', '$', 'CAD'],
  MX$: ['MX$', '$', 'MXN'],
};

const HUES: Record<Hue, [number, number][]> = {
  red: [
    [345, 360],
    [0, 15],
  ],
  orange: [[15, 45]],
  yellow: [[45, 70]],
  green: [[70, 165]],
  teal: [[165, 200]],
  blue: [[200, 255]],
  purple: [[255, 290]],
  pink: [[290, 345]],
};

function hasHue(css: string, hue: Hue): boolean {
  const c = colord(css);
  if (!c.isValid() || c.alpha() === 0) return false;
  const { h, s, l } = c.toHsl();
  if (s < 25 || l < 8 || l > 92) return false;
  // A pale red is what people call pink (CSS's own "pink" is 350°, 88 % light): pink, not red.
  const paleRed = l >= 75 && HUES.red.some(([from, to]) => h >= from && h < to);
  if (paleRed) return hue === 'pink';
  // A dark magenta is what people call purple: CSS's own "purple" is 300°, 25 % light (fuchsia, as
  // light as a full colour, stays pink).
  if (h >= 290 && h < 310 && l < 40) return hue === 'purple';
  return HUES[hue].some(([from, to]) => h >= from && h < to);
}

/** Relative luminance (0 black, 1 white) of a computed colour; transparent reads as the browser's white. */
function luminance(css: string): number {
  const c = colord(css);
  return !c.isValid() || c.alpha() === 0 ? 1 : c.luminance();
}

const samePage = (href: string) =>
  href
    .replace(/^\.?\//, '')
    .split('#')[0]!
    .split('?')[0]!;

export interface AskedForResult {
  met: string[];
  missed: string[];
}

export async function checkAskedFor(
  browser: Browser,
  files: { path: string; content: string }[],
  expects: Expectation[],
  progress: string,
): Promise<AskedForResult> {
  const served = await serveFiles(files);
  const flat = (e: Expectation): Expectation[] => ('any' in e ? e.any.flatMap(flat) : [e]);
  const all = expects.flatMap(flat);
  const selectors = all.flatMap((e) => ('control' in e ? [e.control] : []));
  const priced = all.filter((e) => 'price' in e);
  const prices: PriceWanted[] = priced.map((e) => ({ item: e.price, amount: e.amount, spellings: CURRENCIES[e.currency] ?? [e.currency] }));
  const pages = files.filter((f) => /\.html?$/.test(f.path));
  const facts: PageFacts[] = [];
  const widgets = new Map<'todo' | 'cart', boolean>();
  try {
    for (const file of pages) facts.push(await readPage(browser, served.url + file.path, file.path, selectors, prices));
    for (const e of all) {
      if (!('widget' in e) || widgets.has(e.widget)) continue;
      let works = false;
      for (const file of pages) {
        if (works) break;
        works = e.widget === 'todo' ? await todoWorks(browser, served.url + file.path) : await cartWorks(browser, served.url + file.path);
      }
      widgets.set(e.widget, works);
    }
  } finally {
    await served.close();
  }
  const first = facts.find((f) => f.path === 'index.html') ?? facts[0];
  const any = (pick: (f: PageFacts) => string[], pattern: RegExp) => facts.some((f) => pick(f).some((s) => pattern.test(s)));
  const result: AskedForResult = { met: [], missed: [] };
  const holds = (e: Expectation): boolean => {
    if ('any' in e) return e.any.some(holds);
    if ('name' in e) return facts.some((f) => f.brand.some((b) => b.toLowerCase().includes(e.name.toLowerCase())));
    if ('heading' in e) return any((f) => f.headings, e.heading);
    if ('field' in e) return any((f) => f.fields, e.field);
    if ('link' in e) return any((f) => f.links, e.link);
    if ('text' in e) return facts.some((f) => e.text.test(f.text));
    if ('control' in e) return facts.some((f) => f.controls.includes(e.control));
    if ('item' in e) {
      const item = e.item.toLowerCase();
      return facts.some((f) => f.text.toLowerCase().includes(item) || f.headings.some((h) => h.toLowerCase().includes(item)));
    }
    if ('namedLink' in e)
      return facts.some((f) =>
        f.namedLinks.some((l) => e.namedLink.test(l.name) && l.href !== '' && l.href !== '#' && (!e.where || l.footer)),
      );
    if ('input' in e) return facts.some((f) => f.inputs.some((i) => e.input.test(i.label) && e.types.includes(i.type)));
    if ('pages' in e) {
      if (!first || pages.length < e.pages) return false;
      const reached = new Set(first.nav.map((l) => samePage(l.href) || first.path));
      const everyPage = pages.every((p) => p.path === first.path || reached.has(p.path));
      return everyPage && (e.named ?? []).every((name) => first.nav.some((l) => name.test(l.name)));
    }
    if ('price' in e) return facts.some((f) => f.prices[priced.indexOf(e)] === true);
    if ('theme' in e) {
      if (!first) return false;
      const l = luminance(first.background);
      return e.theme === 'dark' ? l < 0.2 : l > 0.6;
    }
    if ('colour' in e)
      return facts.some((f) => (e.where === 'buttons' ? f.buttonColours : f.headerColours).some((c) => hasHue(c, e.colour)));
    if ('widget' in e) return widgets.get(e.widget) === true;
    if ('absent' in e) return !facts.some((f) => e.absent.test(f.text));
    return e.note.test(progress);
  };
  for (const e of expects) (holds(e) ? result.met : result.missed).push(describe(e));
  return result;
}

// WebGen-Bench's instructions come with no list of what they ask for, so one is read from each
// instruction here, independently of the engine's parser: each rule is a thing people ask for
// and the working control that shows a site has it.
const WEBGEN_RULES: [RegExp, Expectation][] = [
  [/\bsearch/i, { control: 'input[type="search"]', what: 'a search box' }],
  [/\bfilter/i, { control: 'select, [data-filter-category], input[type="search"]', what: 'a filter' }],
  [/\bsort/i, { control: '[data-sort], [data-explorer-sort], .sort-button', what: 'a sort control' }],
  [
    /\b(shopping cart|add to cart|checkout|purchase|buy (products|items|tickets))/i,
    { control: '[data-add-to-cart], [data-add-item]', what: 'an add-to-cart button' },
  ],
  [/\b(charts?|graphs?|visuali[sz]\w*)\b/i, { control: 'svg[role="img"], canvas', what: 'a chart' }],
  [/\b(log ?in|sign ?in)\b/i, { control: 'input[type="password"]', what: 'a log-in form' }],
  [/\b(register|registration|sign ?up|create an account)\b/i, { control: 'form input[type="email"]', what: 'a sign-up form' }],
  [
    /\b(contact (form|us)|get in touch|send (a |us a )?message)\b/i,
    { control: 'form textarea, form input[type="email"]', what: 'a contact form' },
  ],
  [
    /\b(book(ing)?s? (a |an )?(table|appointment|session|class|room|tour|ticket)|reservations?|appointments?)\b/i,
    { control: 'input[type="date"]', what: 'a booking form with a date' },
  ],
  [/\b(gallery|photo gallery|portfolio)\b/i, { control: 'figure, .gallery', what: 'a gallery' }],
  [/\b(quiz|quizzes|trivia)\b/i, { control: 'fieldset, [data-quiz]', what: 'a quiz' }],
  [/\b(map|directions)\b/i, { control: 'svg.map, address', what: 'a map or address' }],
  [/\b(reviews?|testimonials?|ratings?)\b/i, { control: 'blockquote, [data-rating], .quotes', what: 'reviews' }],
  [/\b(countdown|timer|stopwatch|pomodoro)\b/i, { control: '[role="timer"], [data-timer], [data-countdown]', what: 'a timer' }],
  [/\b(to-?do|task list)\b/i, { control: '[data-todo], [data-todo-form], form', what: 'a task list' }],
  [/\bcalculat/i, { control: '[data-calculator], output', what: 'a calculator' }],
  [/\b(pricing|price plans?|subscription plans?|membership plans?)\b/i, { control: '.tier, .tiers', what: 'pricing plans' }],
  [/\b(faqs?|frequently asked)\b/i, { control: 'details summary', what: 'FAQ answers' }],
  [/\bnewsletter\b/i, { control: 'input[type="email"]', what: 'a newsletter sign-up' }],
  [/\b(blog|articles?)\b/i, { control: 'article, .post, .result', what: 'articles' }],
  [/\bdark mode\b/i, { control: '[data-theme-toggle]', what: 'a dark-mode toggle' }],
  [/\b(tables?|spreadsheet)\b/i, { control: 'table', what: 'a table' }],
  [/\buploads?\b/i, { control: 'input[type="file"]', what: 'an upload field' }],
  [/\bcomments?\b/i, { control: 'textarea', what: 'a comment box' }],
  [
    /\b(payments?|pay online)\b/i,
    {
      any: [{ control: '[data-add-to-cart], [data-add-item], [data-checkout]', what: '' }, { note: /payments/i }],
      what: 'payments built or plainly declined',
    },
  ],
  [
    /\b(chat|messaging)\b/i,
    { any: [{ control: 'textarea', what: '' }, { note: /chat/i }], what: 'a way to send messages, or a plain note' },
  ],
  [/\bgames?\b/i, { control: '.game-board, [data-game]', what: 'a playable game' }],
];

export function webgenExpectations(instruction: string): Expectation[] {
  // The closing colour rule ("Use white for the background and navy for components") asks for colours only.
  const asked = instruction
    .split(/(?<=[.!?])\s+/)
    .filter((s) => !/\bcolou?rs?\b/i.test(s))
    .join(' ');
  return WEBGEN_RULES.filter(([pattern]) => pattern.test(asked)).map(([, expectation]) => expectation);
}
