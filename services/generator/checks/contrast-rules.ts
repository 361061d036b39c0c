// Contrast of the colours the stylesheets declare: every rule that sets both a text colour and a
// background colour, and the page's body text on its background, must reach WCAG AA (4.5:1).
// Custom properties are resolved from :root, and again for every scope that redefines them (a
// dark theme under `html.theme-dark`), so a theme whose pairs fail is caught too.
import postcss, { type Root, type Rule } from 'postcss';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import namesPlugin from 'colord/plugins/names';
import type { CheckProblem } from '../../../shared/jobs/site-checks.ts';
import { textOf, type ParsedPage } from './parsed-page.ts';

extend([a11yPlugin, namesPlugin]);

const AA = 4.5;
/** Scopes that redefine custom properties (themes such as `html.theme-dark`) checked besides :root. */
const MAX_THEME_SCOPES = 8;

// Selectors of text that sits on the page itself (links, headings, paragraphs), not inside a
// component that may have a background of its own.
const PAGE_LEVEL = /^(a|a:hover|a:visited|p|h[1-6]|li|main|article|section|\.lead|\.eyebrow|\.muted|\.hero-lead)$/i;

interface Sheet {
  path: string;
  root: Root;
}
type Vars = Map<string, string>;

// A stylesheet that sets no colour, background or custom property has nothing to check: it is not
// parsed (a large one costs the parser most of a second).
const COLOUR_WORDS = /color|background|--/i;

function parseSheet(path: string, css: string): Sheet | null {
  if (!COLOUR_WORDS.test(css)) return null;
  try {
    return { path, root: postcss.parse(css) };
  } catch {
    return null;
  }
}

function inMediaThatMayNotApply(rule: Rule): boolean {
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (
      parent.type === 'atrule' &&
      /print|prefers-color-scheme|forced-colors|prefers-contrast/i.test(`${(parent as postcss.AtRule).params}`)
    )
      return true;
  }
  return false;
}

function resolve(value: string, vars: Vars, depth = 0): string | null {
  const v = value.replace(/\s*!important\s*$/i, '').trim();
  const m = v.match(/^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/);
  if (m) {
    if (depth > 8) return null;
    const found = vars.get(m[1]!) ?? m[2];
    return found === undefined ? null : resolve(found, vars, depth + 1);
  }
  return v;
}

/** A solid colour, or null for anything else (gradients, images, transparent, inherit). */
function solid(value: string | undefined, vars: Vars): string | null {
  if (!value) return null;
  const resolved = resolve(value, vars);
  if (!resolved || /gradient|url\(|inherit|initial|unset|currentcolor|transparent|none/i.test(resolved)) return null;
  const c = colord(resolved);
  if (!c.isValid() || c.alpha() < 1) return null;
  return c.toHex();
}

/** What the check needs of one rule, read from its own declarations (the last of each wins, as in CSS). */
interface RuleColours {
  colour: string | undefined;
  background: string | undefined;
  custom: Vars;
}

function coloursOf(rule: Rule): RuleColours {
  const found: RuleColours = { colour: undefined, background: undefined, custom: new Map() };
  for (const node of rule.nodes) {
    if (node.type !== 'decl') continue;
    const prop = node.prop;
    if (prop.startsWith('--')) found.custom.set(prop, node.value);
    else if (/^color$/i.test(prop)) found.colour = node.value;
    else if (/^background(-color)?$/i.test(prop)) found.background = node.value;
  }
  return found;
}

interface ColourRule {
  path: string;
  selector: string;
  selectors: string[];
  colour: string | undefined;
  background: string | undefined;
}

/**
 * One pass over every rule of every sheet: the rules that set a text or background colour, and the
 * custom properties of :root and of each other scope. A stylesheet of hundreds of thousands of
 * rules is mostly rules without colours, so those cost one look at their declarations and nothing
 * more (their selectors are not even split).
 */
function readRules(sheets: Sheet[]): { rules: ColourRule[]; scopes: { name: string; vars: Vars }[] } {
  const rules: ColourRule[] = [];
  const base: Vars = new Map();
  const others: { name: string; vars: Vars }[] = [];
  for (const sheet of sheets) {
    sheet.root.walkRules((rule) => {
      const { colour, background, custom } = coloursOf(rule);
      if (colour === undefined && background === undefined && custom.size === 0) return;
      if (inMediaThatMayNotApply(rule)) return;
      if (custom.size > 0) {
        const selector = rule.selector.trim();
        if (/^(:root|html|body)$/i.test(selector)) for (const [k, v] of custom) base.set(k, v);
        else others.push({ name: selector, vars: custom });
      }
      if (colour === undefined && background === undefined) return;
      if (rule.parent?.type === 'atrule' && /keyframes/i.test((rule.parent as postcss.AtRule).name)) return;
      rules.push({ path: sheet.path, selector: rule.selector, selectors: rule.selectors.map((s) => s.trim()), colour, background });
    });
  }
  const scopes = [{ name: '', vars: base }];
  // A scope that sets the very same variables as an earlier one finds the very same pairs (a
  // problem is reported once whatever its scope), and every scope is another pass over every
  // rule: so repeats are skipped, and only the first few themes are checked.
  const kept = new Set<string>();
  for (const other of others) {
    if (kept.size >= MAX_THEME_SCOPES) break;
    const key = JSON.stringify([...other.vars]);
    if (kept.has(key)) continue;
    kept.add(key);
    scopes.push({ name: other.name, vars: new Map([...base, ...other.vars]) });
  }
  return { rules, scopes };
}

function ratio(a: string, b: string): number {
  return colord(a).contrast(b);
}

export function contrastProblems(pages: ParsedPage[], stylesheets: { path: string; content: string }[]): CheckProblem[] {
  const sheets: Sheet[] = [];
  for (const file of stylesheets) {
    const sheet = parseSheet(file.path, file.content);
    if (sheet) sheets.push(sheet);
  }
  for (const page of pages) {
    for (const style of page.elements.filter((el) => el.tagName === 'style')) {
      const sheet = parseSheet(page.path, textOf(style));
      if (sheet) sheets.push(sheet);
    }
  }
  const problems: CheckProblem[] = [];
  const seen = new Set<string>();
  const report = (path: string, where: string, scope: string, fg: string, bg: string) => {
    const r = ratio(fg, bg);
    if (r >= AA) return;
    const key = `${path}|${where}|${fg}|${bg}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push({
      path,
      rule: 'color-contrast',
      message: `${where}${scope ? ` (with ${scope})` : ''}: text ${fg} on ${bg} has a contrast of ${r.toFixed(2)}:1; it needs at least ${AA}:1`,
    });
  };
  // The rules' colours are read once; each scope then only resolves them.
  const { rules, scopes } = readRules(sheets);
  for (const scope of scopes) {
    let bodyText: { value: string; path: string } | undefined;
    let bodyBg: { value: string; path: string } | undefined;
    // Text coloured without a background of its own is drawn on the page's background.
    const alone: { path: string; selector: string; colour: string }[] = [];
    // Stylesheets repeat the same few values: each is resolved once a scope.
    const solids = new Map<string, string | null>();
    const solidInScope = (value: string): string | null => {
      let found = solids.get(value);
      if (found === undefined) {
        found = solid(value, scope.vars);
        solids.set(value, found);
      }
      return found;
    };
    for (const { path, selector, selectors, colour, background } of rules) {
      if (selectors.some((s) => s === 'body')) {
        if (colour) bodyText = { value: colour, path };
        if (background) bodyBg = { value: background, path };
      } else if (selectors.some((s) => s === 'html') && background && !bodyBg) bodyBg = { value: background, path };
      if (!colour) continue;
      const fg = solidInScope(colour);
      const bg = background === undefined ? null : solidInScope(background);
      if (fg && bg) report(path, selector, scope.name, fg, bg);
      else if (fg && background === undefined && selectors.every((s) => PAGE_LEVEL.test(s))) alone.push({ path, selector, colour });
    }
    const pageBg = bodyBg ? solid(bodyBg.value, scope.vars) : null;
    if (bodyText && pageBg) {
      const fg = solid(bodyText.value, scope.vars);
      if (fg) report(bodyText.path, 'body', scope.name, fg, pageBg);
    }
    if (pageBg) {
      for (const rule of alone) {
        const fg = solid(rule.colour, scope.vars);
        if (fg) report(rule.path, `${rule.selector} on the page background`, scope.name, fg, pageBg);
      }
    }
  }
  return problems;
}
