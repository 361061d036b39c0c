// Colour, theme and font edits. On a site with design custom properties (ours, or any that names
// them like --primary / --bg) the variables change; otherwise rules for body, headings and
// buttons are set or appended.
import type { FontPart } from './instructions.ts';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import namesPlugin from 'colord/plugins/names';
import { readableOn, textOn } from '../design/palette.ts';
import { FONT_STACKS } from '../design/design.ts';
import { attr, HtmlSource, textContent } from './html-source.ts';
import { eachDecl, eachRule, parseCss, setDeclaration, setVariable, topLevelRulesFor, variablesLike } from './css-edit.ts';
import type { SiteFiles } from './site-files.ts';
import { EditFailure } from './edit-failure.ts';
import { keepReadable } from './readable-colours.ts';
import type { Root } from 'postcss';
import type { TextSizeOp } from './text-size.ts';

extend([a11yPlugin, mixPlugin, namesPlugin]);

interface StyleTarget {
  path: string;
  root: Root;
  inline?: { page: string };
}

/** The stylesheet to edit: the first .css file, else the first <style> element of the home page. */
function styleTarget(files: SiteFiles): StyleTarget {
  const css = files.css()[0];
  if (css) return { path: css.path, root: parseCss(css.content, css.path) };
  const page = files.html()[0];
  if (!page) throw new EditFailure('there is no page or stylesheet to restyle');
  const doc = new HtmlSource(page.content);
  const style = doc.first('style');
  return {
    path: page.path,
    root: parseCss(style ? textContent(style) : '', `the <style> element of ${page.path}`),
    inline: { page: page.path },
  };
}

function save(files: SiteFiles, target: StyleTarget): void {
  const css = target.root.toString();
  if (!target.inline) {
    files.set(target.path, css);
    return;
  }
  const page = files.get(target.inline.page)!;
  const doc = new HtmlSource(page.content);
  const style = doc.first('style');
  if (style) doc.replaceInner(style, css);
  else {
    const head = doc.first('head');
    if (!head?.sourceCodeLocation) throw new EditFailure('the page has no <head> for styles');
    doc.append(head, `<style>\n${css}\n</style>\n`);
  }
  files.set(page.path, doc.result());
}

function firstVariable(root: Root, pattern: RegExp): string | undefined {
  return variablesLike(root, pattern)[0];
}

export function changeColours(
  files: SiteFiles,
  change: { background?: string; component?: string; text?: string; theme?: 'dark' | 'light' },
): string {
  const target = styleTarget(files);
  const { root } = target;
  const ours = variablesLike(root, /^--(bg|accent|on-accent|accent-ink)$/).length >= 3;
  const said: string[] = [];
  let background = change.background;
  let text = change.text;
  if (change.theme && !background) {
    background = change.theme === 'dark' ? '#121417' : '#fbfaf7';
    said.push(`${change.theme} theme`);
  }
  if (background) {
    const bgText = text ?? textOn(background);
    if (ours) {
      // Cards and panels sit a little lighter on a dark page, paler on a light one; when the caller's
      // own text colour would not read on that ("white text" on a mid green), a little darker instead.
      const lighter = colord(background).isDark()
        ? colord(background).lighten(0.06).toHex()
        : colord(background).mix('#ffffff', 0.55).toHex();
      const surface = colord(bgText).contrast(lighter) >= 4.5 ? lighter : colord(background).darken(0.06).toHex();
      setVariable(root, '--bg', background);
      setVariable(root, '--surface', surface);
      setVariable(root, '--text', bgText);
      setVariable(root, '--muted', readableOn(colord(bgText).mix(background, 0.35).toHex(), [background, surface]));
      setVariable(root, '--border', colord(bgText).mix(background, 0.8).toHex());
      const soft = colord(change.component ?? accentOf(root) ?? bgText)
        .mix(background, 0.85)
        .toHex();
      setVariable(root, '--soft', soft);
      // Links and eyebrows are drawn in the accent: keep them readable on the new background.
      setVariable(root, '--accent-ink', readableOn(change.component ?? accentOf(root) ?? bgText, [background, surface, soft]));
    } else {
      const bgVar = firstVariable(root, /(^--(bg|background)|background|bg-colou?r|page-bg)/i);
      if (bgVar) setVariable(root, bgVar, background);
      setDeclaration(root, 'body', 'background-color', background);
      setDeclaration(root, 'body', 'color', bgText);
      keepReadable(root, background);
      // Links the stylesheet leaves to the browser are drawn in its blue and purple, unreadable on a dark page.
      if (colord(DEFAULT_LINK).contrast(background) < 4.5 && !setsColour(root, ['a', 'a:link']))
        setDeclaration(root, 'a', 'color', readableOn(DEFAULT_LINK, [background]));
    }
    if (!change.theme) said.push(`background ${background}`);
    text = undefined;
  }
  if (change.component) {
    const component = change.component;
    const bg = ours ? (variableValue(root, '--bg') ?? '#ffffff') : (background ?? '#ffffff');
    if (ours) {
      setVariable(root, '--accent', component);
      setVariable(root, '--on-accent', textOn(component));
      // The tint of cards and panels follows the new accent, as the engine's palette makes it, and the
      // accent's ink must read on it too (a ghost button on a tinted pricing card).
      const soft = colord(component).mix(bg, 0.85).toHex();
      if (variableValue(root, '--soft')) setVariable(root, '--soft', soft);
      setVariable(root, '--accent-ink', readableOn(component, [bg, variableValue(root, '--surface') ?? bg, soft]));
    } else {
      const accentVar = firstVariable(root, /(primary|accent|brand|main-colou?r|theme-colou?r)/i);
      if (accentVar) setVariable(root, accentVar, component);
      for (const selector of ['button, .button, .btn, input[type="submit"]', 'header, .site-header, nav']) {
        setDeclaration(root, selector, 'background-color', component);
        setDeclaration(root, selector, 'color', textOn(component));
      }
      setDeclaration(root, 'a', 'color', readableOn(component, [bg]));
    }
    said.push(`components ${component}`);
  }
  if (text) {
    if (ours) setVariable(root, '--text', text);
    else setDeclaration(root, 'body', 'color', text);
    said.push(`text ${text}`);
  }
  if (said.length === 0) throw new EditFailure('I could not tell which colours to use');
  save(files, target);
  if (background && !ours) readableEverywhere(files, target, background);
  return `Changed the colours (${said.join(', ')})`;
}

/** The stylesheets and style attributes besides the one edited, kept readable on the new background. */
function readableEverywhere(files: SiteFiles, edited: StyleTarget, background: string): void {
  for (const css of files.css()) {
    if (css.path === edited.path) continue;
    const root = parseCss(css.content, css.path);
    if (keepReadable(root, background) > 0) files.set(css.path, root.toString());
  }
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    doc.elements('style').forEach((style, index) => {
      if (edited.inline?.page === page.path && index === 0) return;
      const root = parseCss(textContent(style), `a <style> element of ${page.path}`);
      if (keepReadable(root, background) > 0) doc.replaceInner(style, root.toString());
    });
    for (const el of doc.elements()) {
      const style = attr(el, 'style');
      if (!style || !/colou?r|background/i.test(style) || !el.sourceCodeLocation?.attrs?.style) continue;
      const root = parseCss(`x{${style}}`, `a style attribute of ${page.path}`);
      if (keepReadable(root, background) === 0) continue;
      let rewritten = '';
      eachRule(root, (rule) => {
        rewritten = rule.nodes.map((node) => node.toString()).join('; ');
      });
      doc.setAttribute(el, 'style', rewritten);
    }
    if (doc.changed) files.set(page.path, doc.result());
  }
}

const DEFAULT_LINK = '#0000ee';

/** Whether a top-level rule for one of `selectors` sets a text colour. */
function setsColour(root: Root, selectors: string[]): boolean {
  let found = false;
  for (const rule of topLevelRulesFor(root, selectors)) {
    eachDecl(
      rule,
      () => {
        found = true;
      },
      'color',
    );
    if (found) return true;
  }
  return false;
}

function variableValue(root: Root, name: string): string | undefined {
  let value: string | undefined;
  eachDecl(
    root,
    (decl) => {
      value ??= decl.value;
    },
    name,
  );
  return value;
}

function accentOf(root: Root): string | undefined {
  return variableValue(root, '--accent');
}

const FONT_ALIASES: [RegExp, string][] = [
  [/\b(mono|monospace|code|typewriter)\b/i, FONT_STACKS.mono!],
  [/\b(rounded|friendly|soft)\b/i, FONT_STACKS.rounded!],
  [/\b(slab)\b/i, FONT_STACKS.slab!],
  [/\b(sans|sans-serif|modern|clean|geometric)\b/i, FONT_STACKS.sans!],
  [/\b(serif|classic|elegant|traditional|bookish)\b/i, FONT_STACKS.serif!],
];

/** A CSS font-family value for what the user named ("serif", "Georgia", "a monospace font"). */
export function fontStack(family: string): string {
  for (const [pattern, stack] of FONT_ALIASES) if (pattern.test(family)) return stack;
  const name = family.replace(/["';{}<>]/g, '').trim();
  if (!/^[\p{L}\d ]{2,40}$/u.test(name)) throw new EditFailure(`"${family}" is not a font name I can use`);
  const generic = /georgia|times|garamond|baskerville|palatino|serif/i.test(name) ? 'serif' : 'sans-serif';
  return `"${name}", ${generic === 'serif' ? FONT_STACKS.serif! : FONT_STACKS.sans!}`;
}

/** The page's background as the stylesheet sets it (`--bg`, or the body's), when it is a colour. */
export function pageBackground(files: SiteFiles): string | undefined {
  const { root } = styleTarget(files);
  let body: string | undefined;
  for (const rule of topLevelRulesFor(root, ['body'])) {
    eachDecl(
      rule,
      (decl) => {
        body = decl.value;
      },
      /^background(-color)?$/,
    );
  }
  const value = variableValue(root, '--bg') ?? body;
  return value && colord(value).isValid() ? colord(value).toHex() : undefined;
}

/** Font lists as CSS (from design tokens): the site's font variables where it has them, else body and heading rules. */
export function setFonts(files: SiteFiles, fonts: { heading?: string; body?: string }): void {
  const target = styleTarget(files);
  const { root } = target;
  if (fonts.body && !setVariable(root, '--font-body', fonts.body)) setDeclaration(root, 'body', 'font-family', fonts.body);
  if (fonts.heading && !setVariable(root, '--font-heading', fonts.heading))
    setDeclaration(root, 'h1, h2, h3', 'font-family', fonts.heading);
  save(files, target);
}

/** The corner radius, on a site that names it (`--radius`); returns whether it had one. */
export function setRadius(files: SiteFiles, radius: string): boolean {
  const target = styleTarget(files);
  const found = setVariable(target.root, '--radius', radius);
  if (found) save(files, target);
  return found;
}

/** The typeface of the whole text, or of its headings or body alone ("Use Georgia for the headings"). */
export function changeFont(files: SiteFiles, family: string, part?: FontPart): string {
  const stack = fontStack(family);
  const target = styleTarget(files);
  const { root } = target;
  const hasBody = part !== 'headings' && setVariable(root, '--font-body', stack);
  const hasHeading = part !== 'body' && setVariable(root, '--font-heading', stack);
  if (!hasBody && part !== 'headings') setDeclaration(root, 'body', 'font-family', stack);
  if (!hasHeading && part !== 'body') setDeclaration(root, 'h1, h2, h3', 'font-family', stack);
  save(files, target);
  return part ? `Changed the font of the ${part === 'headings' ? 'headings' : 'body text'} to ${family}` : `Changed the font to ${family}`;
}

// The root font size of a site as written, in percent of the browser's; 100 when none is set.
function rootPercent(root: Root): number {
  let percent = 100;
  for (const rule of topLevelRulesFor(root, ['html', ':root'])) {
    eachDecl(
      rule,
      (decl) => {
        const value = decl.value.trim();
        const m = value.match(/^(\d+(?:\.\d+)?)(%|px|rem|em)$/);
        if (m) percent = m[2] === '%' ? Number(m[1]) : m[2] === 'px' ? (Number(m[1]) / 16) * 100 : Number(m[1]) * 100;
      },
      'font-size',
    );
  }
  return percent;
}

/** The site's text made larger or smaller, or set to the size asked for, through the root font size. */
export function changeTextSize(files: SiteFiles, op: TextSizeOp): string {
  const target = styleTarget(files);
  const before = rootPercent(target.root);
  const percent = Math.round((op.percent ?? before * (op.factor ?? 1)) * 10) / 10;
  // Between 80 % and 150 % of the reader's own setting: past that, lines no longer fit a phone.
  const bounded = Math.min(150, Math.max(80, percent));
  if (bounded === before) throw new EditFailure(`the text is already at ${before} % of the browser's size, as far as it goes`);
  setDeclaration(target.root, 'html', 'font-size', `${bounded}%`);
  save(files, target);
  const said = bounded > before ? 'larger' : 'smaller';
  return `Made the text ${said}: ${bounded} % of the browser's size (was ${Math.round(before * 10) / 10} %)`;
}
