// CSS selectors over parse5 trees (issue 27's targeted edits): css-what reads the selector,
// css-select matches it against a page parsed by parse5, through an adapter to parse5's own tree,
// so the matched elements keep their source offsets. The gateway refuses a selector this module
// cannot read; the generator finds what it matches in the starting files and in the result.
import { compile, selectAll, type Options } from 'css-select';
import { isTraversal, parse as parseSelectorText, SelectorType, type Selector } from 'css-what';
import type { DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

// Pseudo-classes that search an element's whole subtree or text for every element they are tried
// on: over a large page, the work grows with the square of its size, so they are refused.
const SUBTREE_PSEUDOS = new Set(['has', 'contains', 'icontains']);

const isElement = (node: Node): node is Element => 'tagName' in node;

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

const adapter: NonNullable<Options<Node, Element>['adapter']> = {
  isTag: isElement,
  getAttributeValue: (element, name) => element.attrs.find((attr) => attr.name === name)?.value,
  getChildren: (node) => ('childNodes' in node ? node.childNodes : []),
  getName: (element) => element.tagName,
  getParent: (element) => element.parentNode ?? null,
  getSiblings: (node) => {
    const parent = 'parentNode' in node ? node.parentNode : null;
    return parent ? parent.childNodes : [node];
  },
  getText: textOf,
  hasAttrib: (element, name) => element.attrs.some((attr) => attr.name === name),
  // Only called when several contexts are given; one document is.
  removeSubsets: (nodes) => nodes,
};

const options: Options<Node, Element> = { adapter };

/**
 * css-what also reads the relative selectors of `:has()` (`> p`, `p ~`) and the non-standard
 * parent combinator `<`: neither is a selector a browser accepts on its own.
 */
function combinatorProblem(selectors: Selector[][]): string | null {
  for (const sequence of selectors) {
    const first = sequence[0];
    const last = sequence.at(-1);
    if (first && isTraversal(first)) return 'must not start with a combinator (">", "+", "~")';
    if (last && isTraversal(last)) return 'must not end with a combinator (">", "+", "~")';
    for (const part of sequence) {
      if (part.type === SelectorType.Parent || part.type === SelectorType.ColumnCombinator) return 'uses a combinator CSS does not have';
      if (part.type === SelectorType.Pseudo && Array.isArray(part.data)) {
        const inner = combinatorProblem(part.data);
        if (inner) return inner;
      }
    }
  }
  return null;
}

/** The first pseudo-class in the selector that the edit scope refuses, if any. */
function refusedPseudo(selectors: Selector[][]): string | null {
  for (const sequence of selectors) {
    for (const part of sequence) {
      if (part.type === SelectorType.PseudoElement) return `::${part.name}`;
      if (part.type !== SelectorType.Pseudo) continue;
      if (SUBTREE_PSEUDOS.has(part.name)) return `:${part.name}()`;
      if (Array.isArray(part.data)) {
        const inner = refusedPseudo(part.data);
        if (inner) return inner;
      }
    }
  }
  return null;
}

/** A plain-language reason the selector cannot be used, or null when it can. */
export function selectorProblem(selector: string): string | null {
  let parsed: Selector[][];
  try {
    parsed = parseSelectorText(selector);
  } catch (error) {
    return `is not a valid CSS selector (${error instanceof Error ? error.message : 'unreadable'})`;
  }
  const combinator = combinatorProblem(parsed);
  if (combinator) return combinator;
  const refused = refusedPseudo(parsed);
  if (refused) {
    return refused.startsWith('::')
      ? `must name elements, not a pseudo-element (${refused})`
      : `must not use ${refused}, which searches inside every element; name the element itself (a class, an id, a tag)`;
  }
  try {
    // css-what reads any pseudo-class name; css-select knows which ones exist.
    compile(parsed, options);
  } catch (error) {
    return `is not a CSS selector this service can match (${error instanceof Error ? error.message : 'unsupported'})`;
  }
  return null;
}

/** Every element of the document the selector matches, in document order. */
export function selectElements(document: DefaultTreeAdapterMap['document'], selector: string): Element[] {
  return selectAll<Node, Element>(selector, document, options);
}
