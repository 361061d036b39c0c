// One HTML page parsed once for every rule: its elements in document order with their source
// lines, and the ids it defines.
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

export interface ParsedPage {
  path: string;
  content: string;
  elements: Element[];
  ids: Set<string>;
}

function collect(node: Node, out: Element[]): void {
  if ('tagName' in node) out.push(node);
  if ('childNodes' in node) for (const child of node.childNodes) collect(child, out);
  if ('content' in node && node.content) collect(node.content as Node, out);
}

export function parsePage(path: string, content: string): ParsedPage {
  const elements: Element[] = [];
  collect(parse(content, { sourceCodeLocationInfo: true }), elements);
  const ids = new Set<string>();
  for (const el of elements) {
    const id = attr(el, 'id');
    if (id) ids.add(id);
  }
  return { path, content, elements, ids };
}

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (!('childNodes' in node)) return '';
  return node.childNodes.map(textOf).join('');
}

export function lineOf(el: Element): number {
  return el.sourceCodeLocation?.startLine ?? 0;
}

export function ancestors(el: Element): Element[] {
  const out: Element[] = [];
  let node = el.parentNode as Node | null;
  while (node && 'tagName' in node) {
    out.push(node);
    node = node.parentNode as Node | null;
  }
  return out;
}
