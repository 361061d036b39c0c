// Edits of structure: add or remove a section or app, add a page linked from every page's
// navigation. New markup is rendered by the same section renderers as new sites.
import { escapeAttr, escapeHtml, slugify } from '../render/html-text.ts';
import { renderSection } from '../sections/registry.ts';
import type { SectionId } from '../sections/section-ids.ts';
import { FEATURE_WORDS, parseCounts } from '../request/features.ts';
import { buildScript, scriptPart, SCRIPT_ORDER } from '../apps/scripts.ts';
import { COMPONENT_CSS, variablesCss } from '../design/stylesheet.ts';
import { themeToggleButton } from '../apps/widgets.ts';
import type { RenderContext } from '../render/render-context.ts';
import { attr, closest, hasClass, HtmlSource, textContent, type Element } from './html-source.ts';
import { checkBlocksClosed, scopeCss } from './css-edit.ts';
import type { SiteFiles } from './site-files.ts';
import { siteContext } from './site-context.ts';
import { EditFailure } from './edit-failure.ts';
import { withOneFinalNewline } from './text-ends.ts';
import { removeItem } from './item-remove.ts';
import { pageContent } from './page-content.ts';

const OWN_SCRIPT = 'script.js';
const ADDED_SCRIPT = 'sitewright.js';
const ADDED_CSS = 'sitewright.css';

/** A site the engine made: its stylesheet has the engine's custom properties and section rules. */
export function isOurs(files: SiteFiles): boolean {
  const css = files.css()[0];
  return !!css && /--accent-ink:/.test(css.content) && /\.section \{/.test(css.content);
}

function mainNav(doc: HtmlSource): Element | undefined {
  const navs = doc.elements('nav');
  return navs.find((n) => closest(n, 'header')) ?? navs[0];
}

/** Adds a link to the page's main navigation, formatted like the links already there. */
function addNavLink(doc: HtmlSource, href: string, label: string, current = false): boolean {
  const nav = mainNav(doc);
  if (!nav) return false;
  const links = doc.elements('a').filter((a) => closest(a, 'nav') === nav);
  const cur = current ? ' aria-current="page"' : '';
  const last = links[links.length - 1];
  if (!last) {
    doc.append(nav, `<a href="${escapeAttr(href)}"${cur}>${escapeHtml(label)}</a>`);
    return true;
  }
  const li = closest(last, 'li');
  const classes = attr(last, 'class');
  const link = `<a href="${escapeAttr(href)}"${classes && !/active|current/.test(classes) ? ` class="${escapeAttr(classes)}"` : ''}${cur}>${escapeHtml(label)}</a>`;
  if (li && closest(li, 'nav') === nav) {
    const between =
      doc.text.slice(li.sourceCodeLocation!.startOffset - 40, li.sourceCodeLocation!.startOffset).match(/(\n[ \t]*)$/)?.[1] ?? '';
    doc.insertAfter(li, `${between}<li${attr(li, 'class') ? ` class="${escapeAttr(attr(li, 'class')!)}"` : ''}>${link}</li>`);
  } else doc.insertAfter(last, `\n${doc.indentOf(last)}${link}`);
  return true;
}

function ensureScripts(files: SiteFiles, ctx: RenderContext, pagePath: string): void {
  if (ctx.scripts.size === 0) return;
  const own = files.get(OWN_SCRIPT);
  const ourScript = own && /^'use strict';\n\/\/ nav\n/.test(own.content);
  const path = ourScript ? OWN_SCRIPT : ADDED_SCRIPT;
  const existing = files.get(path)?.content;
  if (existing === undefined) files.set(path, buildScript(ctx.scripts));
  else {
    const missing = SCRIPT_ORDER.filter((id) => ctx.scripts.has(id) && !existing.includes(`// ${id}\n(function`));
    if (missing.length > 0) files.set(path, `${withOneFinalNewline(existing)}\n${missing.map(scriptPart).join('\n')}`);
  }
  for (const page of files.html()) {
    if (page.path !== pagePath && path === OWN_SCRIPT) continue;
    const doc = new HtmlSource(page.content);
    if (doc.elements('script').some((s) => attr(s, 'src') === path)) continue;
    if (page.path !== pagePath) continue;
    const head = doc.first('head');
    if (head?.sourceCodeLocation?.endTag) doc.append(head, `<script src="${path}" defer></script>\n`);
    files.set(page.path, doc.result());
  }
}

function ensureComponentCss(files: SiteFiles, ctx: RenderContext, pagePath: string): void {
  if (isOurs(files)) return;
  const block = `/* Sitewright components, scoped to the sections it added. */\n${variablesCss(ctx.design.palette, '.sw-added', ctx.design)}\n${scopeCss(COMPONENT_CSS, '.sw-added')}\n`;
  const css = files.css()[0];
  if (css) {
    if (!css.content.includes('/* Sitewright components')) files.set(css.path, `${withOneFinalNewline(css.content)}\n${block}`);
    return;
  }
  if (!files.has(ADDED_CSS)) files.set(ADDED_CSS, block);
  const page = files.get(pagePath)!;
  const doc = new HtmlSource(page.content);
  if (!doc.elements('link').some((l) => attr(l, 'href') === ADDED_CSS)) {
    const head = doc.first('head');
    if (head?.sourceCodeLocation?.endTag) {
      doc.append(head, `<link rel="stylesheet" href="${ADDED_CSS}">\n`);
      files.set(page.path, doc.result());
    }
  }
}

/**
 * Adds (or remakes) a section. `render`, when given, writes the section instead of the stock
 * renderer: an edit that says what goes in it (hours, FAQ topics) is rendered from its words.
 * `heading`, when given, is the heading the caller named it by, or (when `newOnly`) the one a
 * new section takes from the caller's words while a section already there keeps its own.
 */
export function addSection(
  files: SiteFiles,
  section: SectionId,
  instruction: string,
  render?: (ctx: RenderContext) => string,
  heading?: { text: string; newOnly: boolean },
): string {
  const page = files.html()[0];
  if (!page) throw new EditFailure('there is no HTML page to add to');
  const ctx = siteContext(files, instruction);
  const doc = new HtmlSource(page.content);
  if (section === 'themeToggle') {
    if (doc.elements().some((el) => attr(el, 'data-theme-toggle') !== undefined))
      throw new EditFailure('the site already has a dark-mode toggle');
    const button = themeToggleButton(ctx);
    const header = doc.first('header') ?? doc.first('body');
    if (!header?.sourceCodeLocation) throw new EditFailure('the page has no header or body to put the toggle in');
    doc.append(header, `${button}\n`);
    files.set(page.path, doc.result());
    if (isOurs(files)) {
      const css = files.css()[0]!;
      if (!css.content.includes('html.theme-dark')) {
        files.set(
          css.path,
          `${withOneFinalNewline(css.content)}\nhtml.theme-dark {\n  --bg: #121417;\n  --surface: #1c1f24;\n  --text: #eceff3;\n  --muted: #b4bac3;\n  --border: #343a42;\n  --accent-ink: #9ecbff;\n  --soft: #23272d;\n}\n`,
        );
      }
    } else {
      const css = files.css()[0];
      const rule =
        '\nhtml.theme-dark, html.theme-dark body { background-color: #121417; color: #eceff3; }\nhtml.theme-dark a { color: #9ecbff; }\n';
      // A rule appended to a stylesheet left open ("@media {") would land inside its block: refused, in words.
      if (css) checkBlocksClosed(css.content, css.path);
      if (css) files.set(css.path, `${withOneFinalNewline(css.content)}${rule}`);
      else {
        const withStyle = new HtmlSource(files.get(page.path)!.content);
        const head = withStyle.first('head');
        if (head?.sourceCodeLocation?.endTag) {
          withStyle.append(head, `<style>${rule}</style>\n`);
          files.set(page.path, withStyle.result());
        }
      }
    }
    ensureScripts(files, ctx, page.path);
    return 'Added a dark-mode toggle';
  }
  // What the instruction itself counts ("three reviews") wins over what the page suggests.
  const counts = parseCounts(instruction);
  const pageCount = ctx.count;
  ctx.count = (id, fallback) => counts[id] ?? pageCount(id, fallback);
  const named = heading && !(heading.newOnly && doc.elements().some((el) => attr(el, 'id') === section)) ? heading.text : undefined;
  const title = named ?? instruction.match(/\b(?:titled|called|named|headed|heading|title)\s+[“"«„']([^”"»“']{1,80})[”"»“']/i)?.[1];
  const existing = doc.elements().find((el) => attr(el, 'id') === section);
  if (existing) {
    // The page has this section already: make it what was asked instead of refusing.
    let markup = render ? render(ctx) : renderSection(section, ctx);
    if (title) markup = markup.replace(/(<h2 id="[^"]+-title">)[^<]*(<\/h2>)/, `$1${escapeHtml(title)}$2`);
    if (!isOurs(files)) markup = markup.replace(/^<section id="([^"]+)" class="/, '<section id="$1" class="sw-added ');
    doc.replaceOuter(existing, markup);
    files.set(page.path, doc.result());
    ensureScripts(files, ctx, page.path);
    ensureComponentCss(files, ctx, page.path);
    return `Updated the ${title ?? ctx.t.titles[section] ?? section} section of ${page.path}`;
  }
  let markup = render ? render(ctx) : renderSection(section, ctx);
  if (title) markup = markup.replace(/(<h2 id="[^"]+-title">)[^<]*(<\/h2>)/, `$1${escapeHtml(title)}$2`);
  placeSection(files, page.path, doc, markup, section, title ?? ctx.t.titles[section] ?? section, ctx);
  return `Added the ${title ?? ctx.t.titles[section] ?? section} section to ${page.path}`;
}

/** Puts a new section at the end of the page's main content and links it from the navigation. */
function placeSection(
  files: SiteFiles,
  path: string,
  doc: HtmlSource,
  section: string,
  id: string,
  label: string,
  ctx: RenderContext,
): void {
  const markup = isOurs(files) ? section : section.replace(/^<section id="([^"]+)" class="/, '<section id="$1" class="sw-added ');
  const main = doc.first('main');
  const footer = doc.elements('footer').find((f) => !closest(f, 'main') && !closest(f, 'article'));
  if (main?.sourceCodeLocation?.endTag) doc.append(main, `${markup}\n`);
  else if (footer?.sourceCodeLocation) doc.insertBefore(footer, `${markup}\n`);
  else {
    const body = doc.first('body');
    if (!body?.sourceCodeLocation?.endTag) throw new EditFailure('the page has no <body> to add to');
    doc.append(body, `${markup}\n`);
  }
  addNavLink(doc, `#${id}`, label);
  files.set(path, doc.result());
  ensureScripts(files, ctx, path);
  ensureComponentCss(files, ctx, path);
}

/** Adds a section of the caller's own naming ("a 'Press' section"), rendered by `render`. */
export function addNamedSection(
  files: SiteFiles,
  name: string,
  instruction: string,
  render: (ctx: RenderContext, id: string) => string,
): string {
  const page = files.html()[0];
  if (!page) throw new EditFailure('there is no HTML page to add to');
  const ctx = siteContext(files, instruction);
  const doc = new HtmlSource(page.content);
  const id = slugify(name) || 'more';
  if (doc.elements().some((el) => attr(el, 'id') === id)) throw new EditFailure(`the page already has a section "${id}"`);
  placeSection(files, page.path, doc, render(ctx, id), id, name, ctx);
  return `Added the ${name} section to ${page.path}`;
}

function sectionMatches(el: Element, name: string, ids: string[]): boolean {
  const id = (attr(el, 'id') ?? '').toLowerCase();
  const classes = (attr(el, 'class') ?? '').toLowerCase().split(/\s+/);
  const slug = slugify(name);
  if (id && (ids.includes(id) || id === slug || id.includes(slug))) return true;
  if (classes.some((c) => ids.some((i) => c === i || c === `section-${i}`) || c === slug)) return true;
  return false;
}

function headingOf(el: Element): string {
  // Breadth first, read by an index: shift() and push(...children) copy the queue, and a node
  // with hundreds of thousands of children would be too many arguments for a call.
  const queue = [...el.childNodes];
  for (let next = 0; next < queue.length; next++) {
    const node = queue[next]!;
    if ('tagName' in node && /^h[1-6]$/.test(node.tagName)) return textContent(node).toLowerCase();
    if ('childNodes' in node) for (const child of node.childNodes) queue.push(child);
  }
  return '';
}

export function removeSection(files: SiteFiles, name: string): string {
  const ids = FEATURE_WORDS.filter(([, pattern]) => pattern.test(name)).map(([id]) => id as string);
  const words = name
    .toLowerCase()
    .replace(/\b(the|a|an|our|section|block)\b/g, ' ')
    .trim();
  let removed = 0;
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    const candidates = doc
      .elements('section', 'div', 'article', 'aside')
      .filter((el) => el.tagName === 'section' || attr(el, 'id') !== undefined);
    let target =
      candidates.find((el) => el.tagName === 'section' && sectionMatches(el, words, ids)) ??
      candidates.find((el) => sectionMatches(el, words, ids));
    target ??= candidates.find((el) => el.tagName === 'section' && words.length > 2 && headingOf(el).includes(words));
    if (!target || hasClass(target, 'hero') || target.tagName === 'main') continue;
    const id = attr(target, 'id');
    doc.remove(target);
    if (id) {
      for (const a of doc.elements('a')) {
        if (attr(a, 'href') !== `#${id}` || !closest(a, 'nav')) continue;
        const li = closest(a, 'li');
        doc.remove(li && textContent(li).trim() === textContent(a).trim() ? li : a);
      }
    }
    files.set(page.path, doc.result());
    removed++;
  }
  if (removed === 0) {
    // Not a section: an item of a list ("remove gutter cleaning from the services").
    if (removeItem(files, name) > 0) return `Removed ${name}`;
    throw new EditFailure(`I could not find a "${name}" section or item to remove`);
  }
  return `Removed the ${name} section`;
}

export function addPage(files: SiteFiles, name: string, instruction: string): string {
  const home = files.html()[0];
  if (!home) throw new EditFailure('there is no home page to copy the layout from');
  const cleanName = name.replace(/\b(new|page)\b/gi, '').trim() || name;
  const label = cleanName.charAt(0).toUpperCase() + cleanName.slice(1);
  const slug = slugify(cleanName);
  const path = `${slug}.html`;
  if (files.has(path)) throw new EditFailure(`the site already has a page ${path}`);
  const ctx = siteContext(files, instruction);
  const content = pageContent(cleanName, label, slug, instruction, ctx);
  const intro = `<section class="section page-intro${isOurs(files) ? '' : ' sw-added'}" aria-labelledby="page-title">\n<div class="wrap">\n<h1 id="page-title">${escapeHtml(label)}</h1>\n</div>\n</section>\n`;
  const doc = new HtmlSource(home.content);
  const main = doc.first('main');
  const newMain = `\n${intro}${isOurs(files) ? content : content.replace(/^<section id="([^"]+)" class="/, '<section id="$1" class="sw-added ')}\n`;
  if (main?.sourceCodeLocation?.endTag) doc.replaceInner(main, newMain);
  else {
    const body = doc.first('body');
    if (!body?.sourceCodeLocation?.endTag) throw new EditFailure('the home page has no <body> to copy');
    const header = doc.elements('header').find((h) => !closest(h, 'main'));
    const footer = doc.elements('footer').find((f) => !closest(f, 'main'));
    const kept = `${header ? doc.text.slice(header.sourceCodeLocation!.startOffset, header.sourceCodeLocation!.endOffset) : ''}\n<main id="main">${newMain}</main>\n${footer ? doc.text.slice(footer.sourceCodeLocation!.startOffset, footer.sourceCodeLocation!.endOffset) : ''}\n`;
    doc.replaceInner(body, `\n${kept}`);
  }
  const title = doc.first('title');
  if (title?.sourceCodeLocation) doc.replaceInner(title, `${escapeHtml(label)} · ${escapeHtml(ctx.name)}`);
  // With only its main replaced, the new page keeps the home page's other elements as they are:
  // they are changed in the same read of it (a large page is parsed once, not three times).
  const inPlace = main?.sourceCodeLocation?.endTag ? main : null;
  const kept = (el: Element) => !inPlace || el === inPlace || closest(el, 'main') !== inPlace;
  for (const a of doc.elements('a'))
    if (kept(a) && attr(a, 'aria-current') !== undefined && a.sourceCodeLocation?.attrs?.['aria-current'])
      doc.setAttribute(a, 'aria-current', 'false');
  const page = inPlace ? doc : new HtmlSource(doc.result());
  // Anchors of the home page ("#menu") must point back to it from the new page. The ids are
  // gathered once (looking through every element for each link is quadratic): the kept elements',
  // and those of the new main, which is our own markup.
  const ids = new Set(
    page
      .elements()
      .filter(kept)
      .map((el) => attr(el, 'id')),
  );
  if (inPlace) for (const m of newMain.matchAll(/\bid="([^"]+)"/g)) ids.add(m[1]);
  for (const a of page.elements('a')) {
    const href = attr(a, 'href') ?? '';
    if (kept(a) && /^#[\w-]+$/.test(href) && href !== '#main' && closest(a, 'nav') && !ids.has(href.slice(1)))
      page.setAttribute(a, 'href', `${home.path}${href}`);
  }
  addNavLink(page, path, label, true);
  files.set(path, page.result());
  for (const page of files.html()) {
    if (page.path === path) continue;
    const other = new HtmlSource(page.content);
    if (addNavLink(other, path, label)) files.set(page.path, other.result());
  }
  ensureScripts(files, ctx, path);
  ensureComponentCss(files, ctx, path);
  if (!isOurs(files) && files.has(ADDED_CSS)) {
    const page = new HtmlSource(files.get(path)!.content);
    if (!page.elements('link').some((l) => attr(l, 'href') === ADDED_CSS)) {
      const head = page.first('head');
      if (head?.sourceCodeLocation?.endTag) {
        page.append(head, `<link rel="stylesheet" href="${ADDED_CSS}">\n`);
        files.set(path, page.result());
      }
    }
  }
  return `Added the page ${path} and linked it from every page`;
}
