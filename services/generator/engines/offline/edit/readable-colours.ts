// After a hand-written site's background changes (a dark theme), its own colour declarations may
// no longer read: a dark logo or nav link on the new dark page, a white card under light text.
// Backgrounds of the other brightness become a surface of the new one, and every text colour that
// falls short of WCAG AA on what it is drawn on is moved until it reaches it.
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import namesPlugin from 'colord/plugins/names';
import postcss, { type Declaration, type Root, type Rule } from 'postcss';
import { readableOn, textOn } from '../design/palette.ts';
import { eachDecl, eachRule } from './css-edit.ts';

extend([a11yPlugin, mixPlugin, namesPlugin]);

const AA = 4.5;

function asColour(value: string) {
  const c = colord(value.trim());
  return c.isValid() && c.alpha() > 0.5 ? c : null;
}

/** The words of a declaration's value outside brackets (`#fff url(a b.png) no-repeat`). */
function tokens(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let word = '';
  for (const c of value) {
    if (c === '(') depth++;
    if (c === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && /\s/.test(c)) {
      if (word) out.push(word);
      word = '';
    } else word += c;
  }
  if (word) out.push(word);
  return out;
}

/** The custom properties a value reads (`var(--ink)`), in order. */
function variablesIn(value: string): string[] {
  return [...value.matchAll(/var\(\s*(--[\w-]{1,80})/g)].map((m) => m[1]!);
}

const isBackground = (decl: Declaration) => decl.prop === 'background' || decl.prop === 'background-color';

/**
 * Rewrites `root` so every text colour reads on `background` (or on its own rule's background).
 * Returns how many declarations changed.
 */
export function keepReadable(root: Root, background: string): number {
  const page = colord(background);
  const dark = page.isDark();
  const surface = dark ? page.lighten(0.06).toHex() : page.mix('#ffffff', 0.55).toHex();
  let changed = 0;
  // Custom properties are judged by where they are used: in `color` they are text, in a background a backdrop.
  const textVars = new Set<string>();
  const backdropVars = new Set<string>();
  eachDecl(root, (decl) => {
    if (decl.prop === 'color') for (const name of variablesIn(decl.value)) textVars.add(name);
    if (isBackground(decl)) for (const name of variablesIn(decl.value)) backdropVars.add(name);
  });
  // A page-like backdrop (white, off-white, pale grey) follows the new background; a coloured one
  // (a yellow button, a brand band) keeps its colour, and its text is judged against it.
  const backdrop = (value: string): string | null => {
    const c = asColour(value);
    if (!c || c.isDark() === dark) return null;
    const { s, l } = c.toHsl();
    return s < 25 || l > 90 || l < 10 ? surface : null;
  };
  eachDecl(root, (decl) => {
    if (!decl.prop.startsWith('--')) return;
    if (backdropVars.has(decl.prop) && !textVars.has(decl.prop)) {
      const next = backdrop(decl.value);
      if (next) {
        decl.value = next;
        changed++;
      }
    } else if (textVars.has(decl.prop) && !backdropVars.has(decl.prop)) {
      const c = asColour(decl.value);
      if (c && (c.contrast(background) < AA || c.contrast(surface) < AA)) {
        decl.value = readableOn(decl.value, [background, surface]);
        changed++;
      }
    }
  });
  eachRule(root, (rule: Rule) => {
    // Only the rule's last background colour shows: one written before it is left as it is.
    let last: { decl: Declaration; words: string[]; index: number } | undefined;
    rule.each((node) => {
      if (node.type !== 'decl' || !isBackground(node)) return;
      const words = tokens(node.value);
      const index = words.findIndex((word) => asColour(word) !== null);
      if (index >= 0) last = { decl: node, words, index };
    });
    let own: string | undefined;
    if (last) {
      const { decl, words, index } = last;
      const next = backdrop(words[index]!);
      if (next) {
        words[index] = /^(body|html)$/.test(rule.selector.trim()) ? background : next;
        decl.value = words.join(' ');
        changed++;
      }
      own = words[index];
    }
    const on = own ?? background;
    let hasColour = false;
    rule.each((node) => {
      if (node.type !== 'decl' || node.prop !== 'color') return;
      hasColour = true;
      const c = asColour(node.value);
      if (!c || c.contrast(on) >= AA) return;
      node.value = readableOn(node.value, own ? [own] : [background, surface]);
      changed++;
    });
    // A backdrop that kept its colour and the other brightness would show the page's new text
    // colour, inherited, on itself: it gets a text colour of its own.
    const kept = own ? asColour(own) : null;
    if (!hasColour && kept && kept.isDark() !== dark) {
      rule.append(postcss.decl({ prop: 'color', value: textOn(own!) }));
      changed++;
    }
  });
  return changed;
}
