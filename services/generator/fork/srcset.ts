// The `srcset` / `imagesrcset` micro-syntax (HTML "parse a srcset attribute"): URLs may contain
// commas, so a plain split on "," would corrupt data: URLs and some CDN URLs.

export interface SrcsetCandidate {
  url: string;
  descriptor: string;
}

const SPACE = /[\t\n\f\r ]/;

export function parseSrcset(value: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && (SPACE.test(value[i] ?? '') || value[i] === ',')) i += 1;
    if (i >= value.length) break;
    let end = i;
    while (end < value.length && !SPACE.test(value[end] ?? '')) end += 1;
    let url = value.slice(i, end);
    i = end;
    let descriptor = '';
    if (url.endsWith(',')) {
      // Trailing commas cut from the end: `replace(/,+$/, '')` restarts at every comma of a long run.
      let end = url.length;
      while (end > 0 && url[end - 1] === ',') end--;
      url = url.slice(0, end);
    } else {
      let depth = 0;
      const start = i;
      while (i < value.length) {
        const ch = value[i];
        if (ch === '(') depth += 1;
        else if (ch === ')') depth = Math.max(0, depth - 1);
        else if (ch === ',' && depth === 0) break;
        i += 1;
      }
      descriptor = value.slice(start, i).trim();
      i += 1;
    }
    candidates.push({ url, descriptor });
  }
  return candidates;
}

export function serializeSrcset(candidates: readonly SrcsetCandidate[]): string {
  return candidates.map(({ url, descriptor }) => (descriptor ? `${url} ${descriptor}` : url)).join(', ');
}
