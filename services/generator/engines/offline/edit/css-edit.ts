// Stylesheet edits through postcss: declarations are changed where they are, new rules are
// appended, and postcss keeps every untouched byte (comments, spacing) as written.
import postcss, { type ChildNode, type Container, CssSyntaxError, type Declaration, Input, type Root, type Rule } from 'postcss';
import tokenizer from 'postcss/lib/tokenize';
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

/**
 * Refuses, in parseCss's words, a stylesheet that ends inside a block ("@media {"), where a rule
 * appended would land. Only postcss's tokens are read, not its tree: on 1 MiB of small rules the
 * tree took a quarter to half a second of CPU and this a fiftieth.
 */
export function checkBlocksClosed(text: string, path: string): void {
  let depth = 0;
  try {
    const tokens = tokenizer(new Input(text));
    while (depth >= 0 && !tokens.endOfFile()) {
      const type = tokens.nextToken()?.[0];
      if (type === '{') depth++;
      else if (type === '}') depth--;
    }
  } catch (error) {
    // An unclosed string or comment: the parser below names it.
    if (!(error instanceof CssSyntaxError)) throw error;
    depth = -1;
  }
  if (depth !== 0) parseCss(text, path);
}

// postcss's own walks (walkRules, walkDecls) keep bookkeeping on every container so that a callback
// may add or remove nodes as it goes; on a stylesheet of many small rules (1 MiB of `a{}` is 350,000
// rules) that bookkeeping cost more than the parse, and an edit walks the tree several times. The
// edits below only change values, or append to the rule being visited, so they walk plainly.

/** Every node under `container`, depth first in source order. `visit` may change values, not remove nodes. */
function eachNode(container: Container, visit: (node: ChildNode) => void): void {
  // A stack rather than recursion: blocks nested a hundred thousand deep are valid CSS.
  const stack: ChildNode[] = [];
  const pushChildren = (nodes: ChildNode[]) => {
    for (let i = nodes.length - 1; i >= 0; i--) stack.push(nodes[i]!);
  };
  pushChildren(container.nodes ?? []);
  for (let node = stack.pop(); node; node = stack.pop()) {
    visit(node);
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes) pushChildren(node.nodes);
  }
}

/** Every rule under `container`, nested ones (in @media) included. */
export function eachRule(container: Container, visit: (rule: Rule) => void): void {
  eachNode(container, (node) => {
    if (node.type === 'rule') visit(node);
  });
}

/** Every declaration under `container`, or those of one property. */
export function eachDecl(container: Container, visit: (decl: Declaration) => void, prop?: string | RegExp): void {
  eachNode(container, (node) => {
    if (node.type !== 'decl') return;
    if (prop === undefined || (typeof prop === 'string' ? node.prop === prop : prop.test(node.prop))) visit(node);
  });
}

/**
 * The rules at the top level of the stylesheet (not inside @media or another block) whose selector
 * list includes one of `selectors` ("body", ":root"). The selector text is searched before postcss
 * splits it into its list, which it does anew on every call.
 */
export function topLevelRulesFor(root: Root, selectors: string[]): Rule[] {
  const rules: Rule[] = [];
  for (const node of root.nodes) {
    if (node.type !== 'rule' || !selectors.some((s) => node.selector.includes(s))) continue;
    if (node.selectors.some((s) => selectors.includes(s.trim()))) rules.push(node);
  }
  return rules;
}

/** Sets `prop` in the first rule whose selector list includes `selector`, or appends a rule. */
export function setDeclaration(root: Root, selector: string, prop: string, value: string): void {
  let found = topLevelRulesFor(root, [selector])[0];
  if (!found) {
    found = postcss.rule({ selector });
    found.raws.between = ' ';
    root.append(found);
  }
  let set = false;
  eachDecl(
    found,
    (decl) => {
      decl.value = value;
      set = true;
    },
    prop,
  );
  if (!set) found.append(postcss.decl({ prop, value }));
}

/** Changes a custom property wherever it is defined at the top level; returns whether it existed. */
export function setVariable(root: Root, name: string, value: string): boolean {
  let found = false;
  eachDecl(
    root,
    (decl) => {
      if (decl.parent?.type === 'rule' && decl.parent.parent?.type === 'root') {
        decl.value = value;
        found = true;
      }
    },
    name,
  );
  return found;
}

/** Custom properties whose names suggest a role (`--brand-primary`, `--bg-color`). */
export function variablesLike(root: Root, pattern: RegExp): string[] {
  const names = new Set<string>();
  eachDecl(root, (decl) => {
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
