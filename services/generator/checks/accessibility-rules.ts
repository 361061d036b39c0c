// Accessibility rules that can be read from the markup alone: a language, a title, alt text on
// images, a label on every form control, a name on every button and link, headings in order.
import type { CheckProblem } from '../../../shared/jobs/site-checks.ts';
import { ancestors, attr, lineOf, textOf, type Element, type ParsedPage } from './parsed-page.ts';

const UNLABELLED_INPUT_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

function hasOwnName(el: Element): boolean {
  return !!(attr(el, 'aria-label')?.trim() || attr(el, 'aria-labelledby')?.trim() || attr(el, 'title')?.trim());
}

/** Visible text, or the alt text of an image, or an SVG's <title>, inside the element. */
function innerName(el: Element): string {
  const alts: string[] = [];
  const visit = (node: Element) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (child.tagName === 'img' && attr(child, 'alt')) alts.push(attr(child, 'alt')!);
      if (child.tagName === 'svg' || child.tagName === 'title') {
        if (child.tagName === 'title') alts.push(textOf(child));
      }
      visit(child);
    }
  };
  visit(el);
  return `${textOf(el)} ${alts.join(' ')}`.trim();
}

export function accessibilityProblems(page: ParsedPage): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const add = (el: Element | undefined, rule: string, message: string) =>
    problems.push({ path: page.path, rule, message: el ? `line ${lineOf(el)}: ${message}` : message });
  const html = page.elements.find((el) => el.tagName === 'html');
  if (!html || !attr(html, 'lang')?.trim()) add(html, 'html-lang', 'the page does not declare its language (<html lang>)');
  const title = page.elements.find((el) => el.tagName === 'title');
  if (!title || !textOf(title).trim()) add(title, 'document-title', 'the page has no <title>');
  const labelledIds = new Set(page.elements.filter((el) => el.tagName === 'label' && attr(el, 'for')).map((el) => attr(el, 'for')!));
  let lastLevel = 0;
  for (const el of page.elements) {
    const hidden = attr(el, 'aria-hidden') === 'true' || ancestors(el).some((a) => attr(a, 'aria-hidden') === 'true');
    switch (el.tagName) {
      case 'img':
        if (attr(el, 'alt') === undefined && !hidden && attr(el, 'role') !== 'presentation')
          add(el, 'img-alt', `the image ${attr(el, 'src') ?? ''} has no alt text`.replace('  ', ' '));
        break;
      case 'input':
      case 'select':
      case 'textarea': {
        if (el.tagName === 'input' && UNLABELLED_INPUT_TYPES.has((attr(el, 'type') ?? 'text').toLowerCase())) break;
        const id = attr(el, 'id');
        const labelled = (id && labelledIds.has(id)) || ancestors(el).some((a) => a.tagName === 'label') || hasOwnName(el);
        if (!labelled && !hidden)
          add(
            el,
            'form-label',
            `the ${el.tagName === 'input' ? `${attr(el, 'type') ?? 'text'} field` : el.tagName}${attr(el, 'name') ? ` "${attr(el, 'name')}"` : ''} has no label`,
          );
        break;
      }
      case 'button':
        if (!hidden && !hasOwnName(el) && !innerName(el))
          add(el, 'button-name', 'a button has no accessible name (no text, aria-label or title)');
        break;
      case 'a':
        if (attr(el, 'href') !== undefined && !hidden && !hasOwnName(el) && !innerName(el))
          add(el, 'link-name', `the link to ${attr(el, 'href')} has no accessible name`);
        break;
      default:
        if (/^h[1-6]$/.test(el.tagName) && !hidden) {
          const level = Number(el.tagName[1]);
          if (level > lastLevel + 1)
            add(el, 'heading-order', `heading level jumps from ${lastLevel === 0 ? 'none' : `h${lastLevel}`} to h${level}`);
          lastLevel = level;
        }
    }
  }
  return problems;
}
