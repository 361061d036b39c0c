// Stylesheet edits through postcss: declarations are changed where they are, new rules are
// appended, and postcss keeps every untouched byte (comments, spacing) as written.
import postcss, { CssSyntaxError, type Root, type Rule } from 'postcss';
import { EditFailure } from './edit-failure.ts';

/** Parses a caller's stylesheet; one postcss cannot read is refused in plain words, naming where. */
export function parseCss(text: string, path: string): Root {
  try {
    return postcss.parse(text);
  } catch (error) {
    if (!(error instanceof CssSyntaxError)) throw error;
    throw new EditFailure(
      `${path} is not valid CSS (line ${error.line ?? 1}, column ${error.column ?? 1}: ${error.reason}), so it could not be edited; fix it and send the request again`,
    );
  }
}

/** Sets `prop` in the first rule whose selector list includes `selector`, or appends a rule. */
export function setDeclaration(root: Root, selector: string, prop: string, value: string): void {
  let found: Rule | undefined;
  root.walkRules((rule) => {
    if (!found && rule.parent?.type === 'root' && rule.selectors.map((s) => s.trim()).includes(selector)) found = rule;
  });
  if (!found) {
    found = postcss.rule({ selector });
    found.raws.between = ' ';
    root.append(found);
  }
  let set = false;
  found.walkDecls(prop, (decl) => {
    decl.value = value;
    set = true;
  });
  if (!set) found.append(postcss.decl({ prop, value }));
}

/** Changes a custom property wherever it is defined at the top level; returns whether it existed. */
export function setVariable(root: Root, name: string, value: string): boolean {
  let found = false;
  root.walkDecls(name, (decl) => {
    if (decl.parent?.type === 'rule' && decl.parent.parent?.type === 'root') {
      decl.value = value;
      found = true;
    }
  });
  return found;
}

export function hasVariable(root: Root, name: string): boolean {
  let found = false;
  root.walkDecls(name, () => {
    found = true;
  });
  return found;
}

/** Custom properties whose names suggest a role (`--brand-primary`, `--bg-color`). */
export function variablesLike(root: Root, pattern: RegExp): string[] {
  const names = new Set<string>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && pattern.test(decl.prop)) names.add(decl.prop);
  });
  return [...names];
}

/** Component CSS scoped under `scope`, for sections added to sites with their own styles. */
export function scopeCss(css: string, scope: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes/i.test((rule.parent as { name: string }).name)) return;
    rule.selectors = rule.selectors.map((s) => {
      const sel = s.trim();
      if (/^(html|body|:root|\*)/.test(sel)) return sel.replace(/^(html|body|:root)/, scope).replace(/^\*/, `${scope} *`);
      return `${scope} ${sel}`;
    });
  });
  return root.toString();
}
