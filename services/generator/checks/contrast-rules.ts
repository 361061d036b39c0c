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

function parseSheet(path: string, css: string): Sheet | null {
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

function backgroundOf(rule: Rule): string | undefined {
  let value: string | undefined;
  rule.walkDecls(/^background(-color)?$/i, (decl) => {
    value = decl.value;
  });
  return value;
}

function colourOf(rule: Rule): string | undefined {
  let value: string | undefined;
  rule.walkDecls(/^color$/i, (decl) => {
    value = decl.value;
  });
  return value;
}

function variableScopes(sheets: Sheet[]): { name: string; vars: Vars }[] {
  const base: Vars = new Map();
  const others: { name: string; vars: Map<string, string> }[] = [];
  for (const sheet of sheets) {
    sheet.root.walkRules((rule) => {
      if (inMediaThatMayNotApply(rule)) return;
      const own = new Map<string, string>();
      rule.walkDecls(/^--/, (decl) => {
        own.set(decl.prop, decl.value);
      });
      if (own.size === 0) return;
      if (/^(:root|html|body)$/i.test(rule.selector.trim())) for (const [k, v] of own) base.set(k, v);
      else others.push({ name: rule.selector.trim(), vars: own });
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
  return scopes;
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
  const rules: { path: string; selector: string; selectors: string[]; colour: string | undefined; background: string | undefined }[] = [];
  for (const sheet of sheets) {
    sheet.root.walkRules((rule) => {
      if (inMediaThatMayNotApply(rule) || (rule.parent?.type === 'atrule' && /keyframes/i.test((rule.parent as postcss.AtRule).name)))
        return;
      rules.push({
        path: sheet.path,
        selector: rule.selector,
        selectors: rule.selectors.map((s) => s.trim()),
        colour: colourOf(rule),
        background: backgroundOf(rule),
      });
    });
  }
  for (const scope of variableScopes(sheets)) {
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
