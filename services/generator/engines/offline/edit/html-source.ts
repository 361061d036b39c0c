// HTML edits that keep the author's formatting: parse5 finds the nodes and their exact source
// offsets, and only those byte ranges are rewritten. Everything between them is left as typed.
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { breakAndIndentBefore, indentOfLineAt } from './text-ends.ts';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];
export type TextNode = DefaultTreeAdapterMap['textNode'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

interface Splice {
  start: number;
  end: number;
  text: string;
}

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

export function isText(node: Node): node is TextNode {
  return node.nodeName === '#text';
}

type Document = DefaultTreeAdapterMap['document'];

// Several steps of one edit read the same page (its context, its current name, the edit itself),
// and parsing is most of an edit's time on a large page. The tree of the last page read is kept
// while anything still holds it (a WeakRef lives at least until the edit's synchronous work is
// done, and no longer than the collector allows), so that page is parsed once. Trees are only
// read here: every change is a splice of the text.
let lastParsed: { text: string; document: WeakRef<Document> } | null = null;

function parsed(text: string): Document {
  const known = lastParsed?.text === text ? lastParsed.document.deref() : undefined;
  if (known) return known;
  const document = parse(text, { sourceCodeLocationInfo: true });
  lastParsed = { text, document: new WeakRef(document) };
  return document;
}

/** Visits every element in document order (a template's content too) until `found` says stop. */
function eachElement(root: Node, found: (el: Element) => boolean | undefined): void {
  const visit = (node: Node): boolean => {
    if (isElement(node) && found(node)) return true;
    if ('childNodes' in node) for (const child of node.childNodes) if (visit(child)) return true;
    if (isElement(node) && node.tagName === 'template')
      for (const child of (node as DefaultTreeAdapterMap['template']).content.childNodes) if (visit(child)) return true;
    return false;
  };
  visit(root);
}

export class HtmlSource {
  readonly text: string;
  readonly document: Document;
  private splices: Splice[] = [];

  constructor(text: string) {
    this.text = text;
    this.document = parsed(text);
  }

  /** Every element in document order, optionally only those with one of `tags`. */
  elements(...tags: string[]): Element[] {
    const out: Element[] = [];
    eachElement(this.document, (el) => {
      if (tags.length === 0 || tags.includes(el.tagName)) out.push(el);
      return false;
    });
    return out;
  }

  textNodes(root: Node = this.document): TextNode[] {
    const out: TextNode[] = [];
    const visit = (node: Node) => {
      if (isText(node)) out.push(node);
      if (isElement(node) && (node.tagName === 'script' || node.tagName === 'style')) return;
      const children = 'childNodes' in node ? (node as ParentNode).childNodes : [];
      for (const child of children) visit(child);
    };
    visit(root);
    return out;
  }

  first(tag: string): Element | undefined {
    let first: Element | undefined;
    eachElement(this.document, (el) => {
      if (el.tagName === tag) first = el;
      return first !== undefined;
    });
    return first;
  }

  /** Whether the element was written with an end tag we can see in the source. */
  hasSourceRange(el: Element): boolean {
    return !!el.sourceCodeLocation;
  }

  replaceInner(el: Element, html: string): void {
    const loc = el.sourceCodeLocation;
    if (!loc?.startTag) throw new Error('element has no source location');
    const end = loc.endTag ? loc.endTag.startOffset : loc.endOffset;
    this.splices.push({ start: loc.startTag.endOffset, end, text: html });
  }

  replaceOuter(el: Element, html: string): void {
    const loc = el.sourceCodeLocation;
    if (!loc) throw new Error('element has no source location');
    this.splices.push({ start: loc.startOffset, end: loc.endOffset, text: html });
  }

  /** Removes the element and the line break and indentation in front of it. */
  remove(el: Element): void {
    const loc = el.sourceCodeLocation;
    if (!loc) return;
    const start = loc.startOffset - breakAndIndentBefore(this.text, loc.startOffset);
    this.splices.push({ start, end: loc.endOffset, text: '' });
  }

  replaceText(node: TextNode, text: string): void {
    const loc = node.sourceCodeLocation;
    if (!loc) return;
    this.splices.push({ start: loc.startOffset, end: loc.endOffset, text });
  }

  /** The text node as written in the source, entities and all. */
  rawText(node: TextNode): string {
    const loc = node.sourceCodeLocation;
    return loc ? this.text.slice(loc.startOffset, loc.endOffset) : node.value;
  }

  setAttribute(el: Element, name: string, value: string): void {
    const loc = el.sourceCodeLocation;
    const attr = loc?.attrs?.[name];
    const written = `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`;
    if (attr) this.splices.push({ start: attr.startOffset, end: attr.endOffset, text: written });
    else if (loc?.startTag) {
      const tagEnd = loc.startTag.endOffset;
      const close = this.text[tagEnd - 2] === '/' ? tagEnd - 2 : tagEnd - 1;
      this.splices.push({ start: close, end: close, text: ` ${written}` });
    }
  }

  insertBefore(el: Element, html: string): void {
    const loc = el.sourceCodeLocation;
    if (!loc) return;
    this.splices.push({ start: loc.startOffset, end: loc.startOffset, text: html });
  }

  insertAfter(el: Element, html: string): void {
    const loc = el.sourceCodeLocation;
    if (!loc) return;
    this.splices.push({ start: loc.endOffset, end: loc.endOffset, text: html });
  }

  /** Appends inside the element, just before its end tag. */
  append(el: Element, html: string): void {
    const loc = el.sourceCodeLocation;
    if (!loc) return;
    const at = loc.endTag ? loc.endTag.startOffset : loc.endOffset;
    this.splices.push({ start: at, end: at, text: html });
  }

  /** The indentation of the line an element starts on, to format inserted markup alike. */
  indentOf(el: Element): string {
    return indentOfLineAt(this.text, el.sourceCodeLocation?.startOffset ?? 0);
  }

  get changed(): boolean {
    return this.splices.length > 0;
  }

  /**
   * The edited source. Overlapping edits are refused so a bug can never garble a page. The pieces
   * are joined once: rebuilding the whole page for every edit would take time growing with the
   * number of edits times the page's length.
   */
  result(): string {
    const sorted = [...this.splices].sort((a, b) => b.start - a.start || b.end - a.end);
    const pieces: string[] = [];
    let limit = Infinity;
    for (const s of sorted) {
      if (s.end > limit) throw new Error('overlapping HTML edits');
      pieces.push(this.text.slice(s.end, limit), s.text);
      limit = s.start;
    }
    pieces.push(this.text.slice(0, limit));
    return pieces.reverse().join('');
  }
}

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export function textContent(node: Node): string {
  if (isText(node)) return node.value;
  const children = 'childNodes' in node ? (node as ParentNode).childNodes : [];
  return children.map(textContent).join('');
}

export function hasClass(el: Element, name: string): boolean {
  return (attr(el, 'class') ?? '').split(/\s+/).includes(name);
}

export function closest(el: Element, tag: string): Element | undefined {
  let node: Node | null = el;
  while (node && 'parentNode' in node) {
    if (isElement(node) && node.tagName === tag) return node;
    node = node.parentNode as Node | null;
  }
  return undefined;
}

/** The page's own footer: the last <footer> outside <main> and <article>. */
export function pageFooter(doc: HtmlSource): Element | undefined {
  return doc
    .elements('footer')
    .filter((f) => !closest(f, 'main') && !closest(f, 'article'))
    .at(-1);
}

/** A footer of its own at the end of <body>, for a page that has none; false when the body's end cannot be found. */
export function appendFooter(doc: HtmlSource, inner: string): boolean {
  const body = doc.first('body');
  if (!body?.sourceCodeLocation?.endTag) return false;
  doc.append(body, `<footer class="site-footer sw-added">\n${inner}</footer>\n`);
  return true;
}
