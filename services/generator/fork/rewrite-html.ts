// URLs in an HTML page, found with parse5 (the WHATWG parsing algorithm) so that attributes,
// comments, <template> content and inline CSS are read the way a browser reads them.

import { parse, serialize } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { parseCss } from './rewrite-css.ts';
import { parseSrcset, serializeSrcset } from './srcset.ts';
import { resolveRef } from './url-ref.ts';
import type { RefKind, UrlRef } from './url-ref.ts';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Attribute = Element['attrs'][number];

export interface ParsedHtml {
  refs: UrlRef[];
  serialize(): string;
}

const URL_ATTRIBUTES: Record<string, [string, RefKind][]> = {
  a: [['href', 'page']],
  area: [['href', 'page']],
  iframe: [['src', 'page']],
  frame: [['src', 'page']],
  script: [['src', 'script']],
  img: [['src', 'asset']],
  source: [['src', 'asset']],
  video: [
    ['src', 'asset'],
    ['poster', 'asset'],
  ],
  audio: [['src', 'asset']],
  track: [['src', 'asset']],
  embed: [['src', 'asset']],
  object: [['data', 'asset']],
  input: [
    ['src', 'asset'],
    ['formaction', 'link'],
  ],
  button: [['formaction', 'link']],
  form: [['action', 'link']],
  blockquote: [['cite', 'link']],
  q: [['cite', 'link']],
  del: [['cite', 'link']],
  ins: [['cite', 'link']],
  body: [['background', 'asset']],
  table: [['background', 'asset']],
  td: [['background', 'asset']],
  th: [['background', 'asset']],
  // inline SVG; parse5 maps xlink:href to name "href" with prefix "xlink"
  image: [['href', 'asset']],
  use: [['href', 'asset']],
  feImage: [['href', 'asset']],
};

const SRCSET_ATTRIBUTES: Record<string, string> = { img: 'srcset', source: 'srcset', link: 'imagesrcset' };

const ICON_RELS = new Set(['icon', 'shortcut', 'apple-touch-icon', 'apple-touch-icon-precomposed', 'mask-icon', 'manifest']);

function linkKind(element: Element): RefKind {
  const rels = new Set((attribute(element, 'rel')?.value ?? '').toLowerCase().split(/\s+/));
  const as = (attribute(element, 'as')?.value ?? '').toLowerCase();
  if (rels.has('stylesheet')) return 'stylesheet';
  if ([...rels].some((rel) => ICON_RELS.has(rel))) return 'asset';
  if (rels.has('modulepreload')) return 'script';
  if (rels.has('preload') || rels.has('prefetch')) {
    if (as === 'style') return 'stylesheet';
    if (as === 'script') return 'script';
    if (as === 'image' || as === 'font' || as === 'fetch') return 'asset';
  }
  return 'link';
}

function attribute(element: Element, name: string): Attribute | undefined {
  return element.attrs.find((attr) => attr.name === name);
}

function elementsOf(root: ParentNode): Element[] {
  const found: Element[] = [];
  const visit = (node: ParentNode): void => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      found.push(child);
      visit(child);
      if ('content' in child) visit(child.content);
    }
  };
  visit(root);
  return found;
}

/** Takes the elements out of their parents, each parent's children filtered once (not one splice per element). */
function removeElements(elements: Element[]): void {
  const gone = new Set<unknown>(elements);
  const parents = new Set(elements.map((element) => element.parentNode).filter((parent) => parent !== null));
  for (const parent of parents) parent.childNodes = parent.childNodes.filter((child) => !gone.has(child));
}

export function parseHtml(html: string, pageUrl: URL): ParsedHtml {
  const document = parse(html);
  const elements = elementsOf(document);
  const refs: UrlRef[] = [];
  // Writers that put re-serialised attribute or CSS values back once every ref has been set.
  const finishers: (() => void)[] = [];

  // <base href> decides how relative URLs resolve; the copy's links are rewritten relative to
  // its own files, so the element must go or it would redirect them back to the original.
  let base = pageUrl;
  const bases = elements.filter((el) => el.tagName === 'base' && attribute(el, 'href'));
  for (const element of bases) {
    if (base === pageUrl) base = resolveRef(attribute(element, 'href')?.value ?? '', pageUrl) ?? pageUrl;
  }
  removeElements(bases);

  const addAttribute = (element: Element, attr: Attribute, kind: RefKind): void => {
    const target = resolveRef(attr.value, base);
    if (!target) return;
    refs.push({
      raw: attr.value,
      target,
      kind,
      set(value, copied) {
        attr.value = value;
        // A copied style sheet is rewritten, so its Subresource Integrity hash no longer holds.
        if (copied && kind === 'stylesheet') element.attrs = element.attrs.filter((a) => a.name !== 'integrity');
      },
    });
  };

  const addCss = (css: string, write: (text: string) => void): void => {
    const parsed = parseCss(css, base);
    if (parsed.refs.length === 0) return;
    refs.push(...parsed.refs);
    finishers.push(() => write(parsed.serialize()));
  };

  for (const element of elements) {
    const tag = element.tagName;
    const rules = tag === 'link' ? [['href', linkKind(element)] as [string, RefKind]] : (URL_ATTRIBUTES[tag] ?? []);
    for (const [name, kind] of rules) {
      const attr = attribute(element, name);
      if (attr) addAttribute(element, attr, kind);
    }

    const srcsetName = SRCSET_ATTRIBUTES[tag];
    const srcset = srcsetName ? attribute(element, srcsetName) : undefined;
    if (srcset) {
      const candidates = parseSrcset(srcset.value);
      let touched = false;
      for (const candidate of candidates) {
        const target = resolveRef(candidate.url, base);
        if (!target) continue;
        refs.push({
          raw: candidate.url,
          target,
          kind: 'asset',
          set(value) {
            candidate.url = value;
            touched = true;
          },
        });
      }
      finishers.push(() => {
        if (touched) srcset.value = serializeSrcset(candidates);
      });
    }

    const style = attribute(element, 'style');
    if (style) addCss(style.value, (text) => (style.value = text));

    if (tag === 'style') {
      const texts = element.childNodes.filter((node) => node.nodeName === '#text');
      const css = texts.map((node) => ('value' in node ? node.value : '')).join('');
      addCss(css, (text) => {
        texts.forEach((node, index) => {
          if ('value' in node) node.value = index === 0 ? text : '';
        });
      });
    }

    // Files in the set are UTF-8 strings, whatever the original page was encoded in.
    if (tag === 'meta') {
      const charset = attribute(element, 'charset');
      if (charset) charset.value = 'utf-8';
      const httpEquiv = attribute(element, 'http-equiv')?.value.toLowerCase();
      const content = attribute(element, 'content');
      if (httpEquiv === 'content-type' && content) content.value = 'text/html; charset=utf-8';
    }
  }

  return {
    refs,
    serialize() {
      for (const finish of finishers) finish();
      return serialize(document);
    },
  };
}
