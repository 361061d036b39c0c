// Edits of words: the main heading, the page title, any quoted text, the business name and the
// contact details. Text nodes and attributes are found by the parser and rewritten in place.
import { escapeHtml, escapeText } from '../render/html-text.ts';
import { appendFooter, attr, closest, hasClass, HtmlSource, pageFooter, textContent, type Element } from './html-source.ts';
import type { SiteFile } from '../../../../../shared/files/site-file.ts';
import type { SiteFiles } from './site-files.ts';
import { findEmail } from './email-address.ts';
import { EditFailure } from './edit-failure.ts';

const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder', 'content', 'data-name', 'value'];

/** The heading to change: the page's first <h1>, or within a target its first heading of any level. */
function headingOf(files: SiteFiles, file: SiteFile, doc: HtmlSource): Element | undefined {
  if (!files.target) return doc.first('h1');
  const inScope = files.scopeOf(file);
  const within = (el: Element) => !!el.sourceCodeLocation && inScope(el.sourceCodeLocation.startOffset, el.sourceCodeLocation.endOffset);
  const headings = doc.elements('h1', 'h2', 'h3', 'h4', 'h5', 'h6').filter(within);
  return headings.find((el) => el.tagName === 'h1') ?? headings[0];
}

export function setHeading(files: SiteFiles, text: string): string {
  for (const file of files.html()) {
    const doc = new HtmlSource(file.content);
    const h1 = headingOf(files, file, doc);
    if (!h1) continue;
    doc.replaceInner(h1, escapeText(text));
    files.set(file.path, doc.result());
    return `Changed the main heading of ${file.path}`;
  }
  throw new EditFailure(
    files.target
      ? `there is no heading inside ${JSON.stringify(files.target.selector)} to change`
      : 'there is no main heading (<h1>) in the files to change',
  );
}

// Classes a page gives the line under its main heading.
const TAGLINE_CLASS = /(?:^|[\s_-])(?:lead|tagline|subtitle|subheading|slogan|strapline|intro)(?:$|[\s_-])/i;

/**
 * The tagline: the line under the main heading ("Change our tagline to ..."). It is the element the
 * page marks as such (a class "hero-lead", "tagline", "subtitle"), else the paragraph right after the
 * first <h1>; when there is none, a paragraph is put after the heading.
 */
export function setTagline(files: SiteFiles, text: string): string {
  for (const file of files.html()) {
    const doc = new HtmlSource(file.content);
    const h1 = headingOf(files, file, doc);
    if (!h1?.sourceCodeLocation) continue;
    // Beside the heading: a marked line among the elements after it, else the paragraph right after it.
    const siblings = (h1.parentNode as Element | null)?.childNodes ?? [];
    const following = siblings.slice(siblings.indexOf(h1) + 1).filter((n): n is Element => 'tagName' in n);
    const marked = following.find((el) => ['p', 'div', 'span', 'h2'].includes(el.tagName) && TAGLINE_CLASS.test(attr(el, 'class') ?? ''));
    const line = marked ?? (following[0]?.tagName === 'p' ? following[0] : undefined);
    if (line?.sourceCodeLocation?.endTag) doc.replaceInner(line, escapeText(text));
    else doc.insertAfter(h1, `\n<p class="tagline">${escapeText(text)}</p>`);
    files.set(file.path, doc.result());
    return `Changed the tagline of ${file.path}`;
  }
  throw new EditFailure('there is no main heading (<h1>) in the files to put a tagline under');
}

export function setTitle(files: SiteFiles, text: string): string {
  const page = files.html()[0];
  if (!page) throw new EditFailure('there is no HTML page to retitle');
  const doc = new HtmlSource(page.content);
  const title = doc.first('title');
  if (title?.sourceCodeLocation) doc.replaceInner(title, escapeHtml(text));
  else {
    const head = doc.first('head');
    if (!head?.sourceCodeLocation) throw new EditFailure('the page has no <head> to put a title in');
    doc.append(head, `<title>${escapeHtml(text)}</title>\n`);
  }
  files.set(page.path, doc.result());
  return `Changed the title of ${page.path}`;
}

/** Replaces `from` with `to` in visible text and text-bearing attributes of every page. */
export function replaceEverywhere(files: SiteFiles, from: string, to: string): number {
  let count = 0;
  const fromLower = from.toLowerCase();
  for (const file of files.html()) {
    const doc = new HtmlSource(file.content);
    const inScope = files.scopeOf(file);
    const within = (loc: { startOffset: number; endOffset: number } | null | undefined) => !!loc && inScope(loc.startOffset, loc.endOffset);
    for (const node of doc.textNodes()) {
      if (!node.value.toLowerCase().includes(fromLower) || !within(node.sourceCodeLocation)) continue;
      // Rewrite the source text where the words appear as typed, so entities elsewhere survive.
      const raw = doc.rawText(node);
      const rawFrom = escapeText(from);
      doc.replaceText(
        node,
        raw.toLowerCase().includes(rawFrom.toLowerCase())
          ? replaceAll(raw, rawFrom, escapeText(to))
          : escapeText(replaceAll(node.value, from, to)),
      );
      count++;
    }
    for (const el of doc.elements()) {
      for (const name of TEXT_ATTRIBUTES) {
        const value = attr(el, name);
        if (value?.toLowerCase().includes(fromLower) && el.sourceCodeLocation?.attrs?.[name] && within(el.sourceCodeLocation)) {
          doc.setAttribute(el, name, replaceAll(value, from, to));
          count++;
        }
      }
    }
    if (doc.changed) files.set(file.path, doc.result());
  }
  return count;
}

function replaceAll(text: string, from: string, to: string): string {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(escaped, 'gi'), to);
}

// Words a title gives the page rather than the business ("Home | Tin Lantern").
const PAGE_WORDS = new Set(['home', 'homepage', 'home page', 'welcome', 'index', 'startseite', 'start', 'inicio', 'portada', 'accueil']);

/** The site's current name: the brand link, else the header's link home, else the title's part naming it, else the h1. */
export function currentName(files: SiteFiles): string | null {
  const page = files.html()[0];
  if (!page) return null;
  const doc = new HtmlSource(page.content);
  const brand = doc
    .elements()
    .find((el) => hasClass(el, 'brand') || hasClass(el, 'logo') || hasClass(el, 'site-title') || hasClass(el, 'navbar-brand'));
  const brandText = brand ? textContent(brand).trim() : '';
  if (brandText) return brandText;
  const header = doc.first('header');
  const home = header
    ? doc
        .elements('a')
        .find(
          (a) =>
            closest(a, 'header') === header && !closest(a, 'nav') && ['/', './', 'index.html', '#', '#top'].includes(attr(a, 'href') ?? ''),
        )
    : undefined;
  const homeText = home ? textContent(home).trim() : '';
  if (homeText) return homeText;
  const title = doc.first('title');
  const titleText = title
    ? (textContent(title)
        .split(/\s[|·–—-]\s/)
        .map((part) => part.trim())
        .find((part) => part && !PAGE_WORDS.has(part.toLowerCase())) ?? '')
    : '';
  if (titleText) return titleText;
  const h1 = doc.first('h1');
  return h1 ? textContent(h1).trim() || null : null;
}

export function rename(files: SiteFiles, to: string, from?: string): string {
  const old = from ?? currentName(files);
  if (!old) throw new EditFailure('I could not find the current name of the business (no brand, title or main heading)');
  const count = replaceEverywhere(files, old, to);
  if (count === 0) throw new EditFailure(`the name "${old}" does not appear in the pages`);
  return `Renamed "${old}" to "${to}" in ${count} place${count === 1 ? '' : 's'}`;
}

const PHONE = /\+?\d[\d\s().-]{5,}\d/;

function firstPhone(text: string): string | undefined {
  return text.match(PHONE)?.[0];
}

export function changeContact(files: SiteFiles, field: 'phone' | 'email', value: string): string {
  let count = 0;
  for (const file of files.html()) {
    const doc = new HtmlSource(file.content);
    const links = doc.elements('a');
    const scheme = field === 'phone' ? 'tel:' : 'mailto:';
    const find = field === 'phone' ? firstPhone : findEmail;
    const olds = new Set<string>();
    for (const a of links) {
      const href = attr(a, 'href') ?? '';
      if (!href.toLowerCase().startsWith(scheme)) continue;
      doc.setAttribute(a, 'href', `${scheme}${field === 'phone' ? value.replace(/[^+\d]/g, '') : value}`);
      const shown = find(textContent(a));
      if (shown) olds.add(shown);
      count++;
    }
    for (const node of doc.textNodes()) {
      const found = find(node.value);
      if (!found || (olds.size > 0 && !olds.has(found))) continue;
      if (field === 'phone' && found.replace(/\D/g, '').length < 7) continue;
      const raw = doc.rawText(node);
      doc.replaceText(node, raw.includes(found) ? raw.replace(found, escapeText(value)) : escapeText(node.value.replace(found, value)));
      count++;
    }
    if (doc.changed) files.set(file.path, doc.result());
  }
  if (count > 0) return `Changed the ${field} to ${value}`;
  // Pages that show none: asked to change it, the caller wants it shown, so it goes in every footer.
  const href = `${field === 'phone' ? 'tel:' : 'mailto:'}${field === 'phone' ? value.replace(/[^+\d]/g, '') : value}`;
  const line = `<p class="contact-line sw-added"><a href="${escapeHtml(href)}">${escapeText(value)}</a></p>\n`;
  let pages = 0;
  for (const file of files.html()) {
    const doc = new HtmlSource(file.content);
    const footer = pageFooter(doc);
    if (footer) doc.append(footer, line);
    else if (!appendFooter(doc, line)) continue;
    files.set(file.path, doc.result());
    pages++;
  }
  if (pages === 0)
    throw new EditFailure(`I could not find a ${field === 'email' ? 'e-mail address' : 'phone number'} in the pages to change`);
  return `Added the ${field} ${value} to the footer of ${pages} page${pages === 1 ? '' : 's'} (none was shown)`;
}
