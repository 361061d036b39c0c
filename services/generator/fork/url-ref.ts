// A URL found in a copied file, with a way to write a new value back into the parsed document.

export type RefKind =
  /** a link to another page: crawled within maxPages */
  | 'page'
  | 'stylesheet'
  | 'script'
  /** images, icons, fonts, media, manifests */
  | 'asset'
  /** never fetched (form actions, canonical links...): only made absolute or relative */
  | 'link';

export interface UrlRef {
  /** As written in the file. */
  raw: string;
  /** Resolved against the file's base URL; always http(s). */
  target: URL;
  kind: RefKind;
  /** `copied`: the value points at a copied file whose content may differ from the original. */
  set(value: string, copied: boolean): void;
}

/** Resolves a reference, or null for ones that stay as they are (fragments, data:, mailto:...). */
export function resolveRef(raw: string, base: URL): URL | null {
  const value = raw.trim();
  if (value === '' || value.startsWith('#')) return null;
  let target: URL;
  try {
    target = new URL(value, base);
  } catch {
    return null;
  }
  return target.protocol === 'http:' || target.protocol === 'https:' ? target : null;
}
