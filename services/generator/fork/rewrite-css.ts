// URLs in CSS: `@import` targets and `url(...)` / `image-set(...)` values, found with postcss
// and postcss-value-parser so strings, comments and escapes are handled by a real tokeniser.

import postcss from 'postcss';
import valueParser from 'postcss-value-parser';
import type { Node as ValueNode } from 'postcss-value-parser';
import { resolveRef } from './url-ref.ts';
import type { RefKind, UrlRef } from './url-ref.ts';

export interface ParsedCss {
  refs: UrlRef[];
  serialize(): string;
}

// Characters that would end an unquoted url() or a quoted string early. Percent-encoding them
// keeps the same URL without having to know which form the value was written in.
function cssSafe(url: string): string {
  return url.replace(/[\s()'"\\]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

const URL_HINT = /url\(|image-set\(/i;

/**
 * Parses a style sheet or the content of a `style` attribute (postcss accepts bare
 * declarations). CSS that postcss cannot parse is kept byte for byte, with no references.
 */
export function parseCss(css: string, base: URL): ParsedCss {
  // A stylesheet that names no other file (no url(), image-set() or @import) is copied as it is:
  // parsing it would only find nothing, at most of a second for a large one.
  if (!URL_HINT.test(css) && !/@import/i.test(css)) return { refs: [], serialize: () => css };
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return { refs: [], serialize: () => css };
  }
  const refs: UrlRef[] = [];

  const collect = (value: string, write: (value: string) => void, kind: RefKind): void => {
    const parsed = valueParser(value);
    const add = (node: ValueNode): void => {
      const target = resolveRef(node.value, base);
      if (!target) return;
      refs.push({
        raw: node.value,
        target,
        kind,
        set(value) {
          node.value = cssSafe(value);
          write(parsed.toString());
        },
      });
    };
    parsed.walk((node) => {
      if (node.type !== 'function') return undefined;
      const name = node.value.toLowerCase();
      if (name === 'url') {
        const inner = node.nodes[0];
        if (inner && (inner.type === 'word' || inner.type === 'string')) add(inner);
        return false;
      }
      if (name === 'image-set' || name === '-webkit-image-set') {
        for (const inner of node.nodes) if (inner.type === 'string') add(inner);
      }
      return undefined;
    });
    // `@import "x.css"` names its target with a bare string.
    if (kind === 'stylesheet') {
      const first = parsed.nodes.find((node) => node.type !== 'space' && node.type !== 'comment');
      if (first?.type === 'string') add(first);
    }
  };

  // One walk for both: a stylesheet of hundreds of thousands of rules is walked once.
  root.walk((node) => {
    if (node.type === 'atrule' && node.name.toLowerCase() === 'import')
      collect(node.params, (params) => (node.params = params), 'stylesheet');
    else if (node.type === 'decl' && URL_HINT.test(node.value)) collect(node.value, (value) => (node.value = value), 'asset');
  });
  return { refs, serialize: () => root.toString() };
}
