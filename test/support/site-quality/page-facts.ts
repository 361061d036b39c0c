// What Chromium shows on one page, read once for every expectation: headings, form fields with
// their types, links with their names, the visible text, prices beside items, and the colours of
// the page, its header and its buttons. Only what a visitor (or a screen reader) gets.
import type { Browser } from 'playwright-core';

export interface PriceWanted {
  item: string;
  amount: number;
  /** Every spelling of the currency: a symbol and its code. */
  spellings: string[];
}

export interface PageFacts {
  path: string;
  brand: string[];
  headings: string[];
  fields: string[];
  inputs: { label: string; type: string }[];
  links: string[];
  namedLinks: { name: string; href: string; footer: boolean }[];
  nav: { name: string; href: string }[];
  text: string;
  controls: string[];
  prices: boolean[];
  background: string;
  buttonColours: string[];
  headerColours: string[];
}

export async function readPage(
  browser: Browser,
  url: string,
  path: string,
  selectors: string[],
  prices: PriceWanted[],
): Promise<PageFacts> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 800 } });
  try {
    await page.goto(url, { waitUntil: 'load' });
    const facts = await page.evaluate(
      ({ wanted, prices }) => {
        const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
        const labelOf = (control: Element) => {
          const id = control.getAttribute('id');
          const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : control.closest('label');
          return [text(label), control.getAttribute('aria-label') ?? '', control.getAttribute('placeholder') ?? ''].join(' ').trim();
        };
        const fields = [...document.querySelectorAll('input, select, textarea')];
        const anchors = [...document.querySelectorAll('a[href]')];
        const nameOf = (a: Element) => `${text(a)} ${a.getAttribute('aria-label') ?? ''} ${a.getAttribute('title') ?? ''}`.trim();
        // A price is a currency spelling next to a number, either way round ("£25", "25 €", "CHF 12.50").
        const amountsIn = (s: string, spellings: string[]) => {
          const found: { at: number; end: number; value: number }[] = [];
          const number = /\d[\d.,]*\d|\d/y;
          for (const cur of spellings) {
            for (let at = s.indexOf(cur); at >= 0; at = s.indexOf(cur, at + 1)) {
              let after = at + cur.length;
              while (s[after] === ' ' || s[after] === '\u00a0') after++;
              number.lastIndex = after;
              let m = number.exec(s);
              let start = after;
              if (!m) {
                let before = at;
                while (before > 0 && (s[before - 1] === ' ' || s[before - 1] === '\u00a0')) before--;
                let digits = before;
                while (digits > 0 && /[\d.,]/.test(s[digits - 1]!)) digits--;
                if (digits === before) continue;
                number.lastIndex = digits;
                m = number.exec(s);
                start = digits;
                if (!m) continue;
              }
              const raw = m[0];
              // The last separator followed by one or two digits is the decimal point; the others group thousands.
              const decimal = /[.,]\d{1,2}$/.test(raw) ? raw.length - raw.replace(/^.*[.,]/, '').length - 1 : -1;
              const whole = (decimal >= 0 ? raw.slice(0, decimal) : raw).replace(/[.,]/g, '');
              const value = Number(decimal >= 0 ? `${whole}.${raw.slice(decimal + 1)}` : whole);
              found.push({ at: Math.min(start, at), end: Math.max(start + m[0].length, at + cur.length), value });
            }
          }
          return found.sort((a, b) => a.at - b.at);
        };
        // The item's price is the nearest one after its name (or, with none after, before it) in the
        // smallest block around the name that shows any price: a table row, a card, a list.
        const priceBeside = (want: { item: string; amount: number; spellings: string[] }) => {
          const item = want.item.toLowerCase();
          const holders = [...document.body.querySelectorAll('*')].filter(
            (el) => text(el).toLowerCase().includes(item) && ![...el.children].some((c) => text(c).toLowerCase().includes(item)),
          );
          for (const holder of holders) {
            for (let block: Element | null = holder; block && block !== document.documentElement; block = block.parentElement) {
              const s = text(block);
              const amounts = amountsIn(s, want.spellings);
              if (amounts.length === 0) continue;
              const at = s.toLowerCase().indexOf(item);
              const after = amounts.find((a) => a.at >= at + item.length);
              const before = amounts.filter((a) => a.end <= at).pop();
              const nearest = after ?? before;
              if (nearest && Math.abs(nearest.value - want.amount) < 0.005) return true;
              break;
            }
          }
          return false;
        };
        const colour = (el: Element) => getComputedStyle(el).backgroundColor;
        const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
        const bodyBg = colour(document.body);
        return {
          brand: [...document.querySelectorAll('.brand, h1, title')].map(text),
          headings: [...document.querySelectorAll('h1, h2, h3, h4, legend, summary, th, caption, dt')].map(text),
          fields: fields.map(labelOf),
          inputs: fields.map((f) => ({
            label: labelOf(f),
            type: f.tagName === 'INPUT' ? (f.getAttribute('type') ?? 'text') : f.tagName.toLowerCase(),
          })),
          links: anchors.map((a) => `${text(a)} ${a.getAttribute('aria-label') ?? ''} ${a.getAttribute('href') ?? ''}`),
          namedLinks: anchors.map((a) => ({
            name: nameOf(a),
            href: (a.getAttribute('href') ?? '').trim(),
            footer: a.closest('footer') !== null,
          })),
          nav: [...document.querySelectorAll('nav a[href]')].map((a) => ({ name: nameOf(a), href: a.getAttribute('href') ?? '' })),
          // The text a visitor sees, plus, as written, what CSS shows in capitals ("ADELAIDE" in an eyebrow reads as Adelaide).
          // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees, not hidden markup
          text: `${document.body.innerText} ${[...document.querySelectorAll('body *')]
            .filter((el) => el.children.length === 0 && el.checkVisibility() && getComputedStyle(el).textTransform !== 'none')
            .map((el) => el.textContent ?? '')
            .join(' ')}`.replace(/\s+/g, ' '),
          controls: wanted.filter((selector) => document.querySelector(selector) !== null),
          prices: prices.map(priceBeside),
          background: /rgba\(.*, 0\)$|transparent/.test(bodyBg) ? colour(document.documentElement) : bodyBg,
          buttonColours: [
            ...document.querySelectorAll('button, input[type="submit"], [role="button"], a[class*="button"], a[class*="btn"]'),
          ]
            .filter(visible)
            .map(colour),
          headerColours: [...document.querySelectorAll('header, [role="banner"], nav')].map(colour),
        };
      },
      { wanted: selectors, prices },
    );
    return { path, ...facts };
  } finally {
    await page.close();
  }
}
