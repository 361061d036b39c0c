// "Asked-for coverage": does the site have the things its request asked for? Each expectation is
// checked in headless Chromium on every page of the site, against what a visitor (or a screen
// reader) gets: headings, form labels, link names, visible text and working controls.
import type { Browser } from 'playwright-core';
import { serveFiles } from './serve-files.ts';

export type Expectation =
  | { name: string }
  | { heading: RegExp }
  | { field: RegExp }
  | { link: RegExp }
  | { text: RegExp }
  | { control: string; what: string }
  | { note: RegExp }
  | { any: Expectation[]; what: string };

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
  if ('control' in expectation || 'any' in expectation) return expectation.what;
  return `progress says ${expectation.note}`;
}

interface PageFacts {
  brand: string[];
  headings: string[];
  fields: string[];
  links: string[];
  text: string;
  controls: string[];
}

/** What Chromium shows on one page, read once for every expectation. */
async function readPage(browser: Browser, url: string, selectors: string[]): Promise<PageFacts> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 800 } });
  try {
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate((wanted: string[]) => {
      const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const labelOf = (control: Element) => {
        const id = control.getAttribute('id');
        const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : control.closest('label');
        return [text(label), control.getAttribute('aria-label') ?? '', control.getAttribute('placeholder') ?? ''].join(' ').trim();
      };
      return {
        brand: [...document.querySelectorAll('.brand, h1, title')].map(text),
        headings: [...document.querySelectorAll('h1, h2, h3, h4, legend, summary, th, caption')].map(text),
        fields: [...document.querySelectorAll('input, select, textarea')].map(labelOf),
        links: [...document.querySelectorAll('a[href]')].map(
          (a) => `${text(a)} ${a.getAttribute('aria-label') ?? ''} ${a.getAttribute('href') ?? ''}`,
        ),
        // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees, not hidden markup
        text: document.body.innerText.replace(/\s+/g, ' '),
        controls: wanted.filter((selector) => document.querySelector(selector) !== null),
      };
    }, selectors);
  } finally {
    await page.close();
  }
}

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
  const selectors = expects.flatMap(flat).flatMap((e) => ('control' in e ? [e.control] : []));
  const facts: PageFacts[] = [];
  try {
    for (const file of files.filter((f) => /\.html?$/.test(f.path))) facts.push(await readPage(browser, served.url + file.path, selectors));
  } finally {
    await served.close();
  }
  const any = (pick: (f: PageFacts) => string[], pattern: RegExp) => facts.some((f) => pick(f).some((s) => pattern.test(s)));
  const result: AskedForResult = { met: [], missed: [] };
  const holds = (e: Expectation): boolean => {
    let ok: boolean;
    if ('any' in e) ok = e.any.some(holds);
    else if ('name' in e) ok = facts.some((f) => f.brand.some((b) => b.toLowerCase().includes(e.name.toLowerCase())));
    else if ('heading' in e) ok = any((f) => f.headings, e.heading);
    else if ('field' in e) ok = any((f) => f.fields, e.field);
    else if ('link' in e) ok = any((f) => f.links, e.link);
    else if ('text' in e) ok = facts.some((f) => e.text.test(f.text));
    else if ('control' in e) ok = facts.some((f) => f.controls.includes(e.control));
    else ok = e.note.test(progress);
    return ok;
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
