// An SVG's size as a page would lay it out: the root element's width and height in pixels, else
// its viewBox. Only the opening <svg> tag is read, within the first few kilobytes.
const SCANNED = 8192;

function pixels(value: string | undefined): number | null {
  if (value === undefined) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(value);
  const number = match ? Math.round(Number(match[1])) : 0;
  return number > 0 ? number : null;
}

export function svgSize(text: string): { width: number | null; height: number | null } {
  const head = text.slice(0, SCANNED);
  const start = head.search(/<svg[\s>]/i);
  const end = start < 0 ? -1 : head.indexOf('>', start);
  if (end < 0) return { width: null, height: null };
  const attributes = new Map<string, string>();
  for (const match of head.slice(start + 4, end).matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? '');
  }
  const width = pixels(attributes.get('width'));
  const height = pixels(attributes.get('height'));
  if (width && height) return { width, height };
  const box = (attributes.get('viewbox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  return { width: null, height: null };
}
