// Where a copied URL lives in the file set, and how one copied file links to another.
// Paths use only URL-safe characters, so a relative link needs no further escaping, and always
// pass filePathProblem.

import { createHash } from 'node:crypto';
import { filePathProblem, MAX_PATH_LENGTH } from '../../../shared/files/file-path.ts';
import type { TextKind } from './content-kind.ts';
import type { ImageFormat } from '../../../shared/images/image-header.ts';
import { pictureExtension } from './copy-picture.ts';

const PAGE_SCRIPT_EXTENSIONS = new Set(['php', 'asp', 'aspx', 'jsp', 'cfm', 'cgi', 'shtml', 'xhtml']);

// Extensions a file of each kind may keep; anything else gets the first one appended.
const EXTENSIONS: Record<Exclude<TextKind, 'html'>, string[]> = {
  css: ['css'],
  js: ['js', 'mjs', 'cjs'],
  svg: ['svg'],
  json: ['json', 'webmanifest', 'map'],
  xml: ['xml', 'rss', 'atom'],
  text: ['txt', 'md', 'csv', 'vtt'],
};

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function sanitizeSegment(segment: string): string {
  const clean = safeDecode(segment).replace(/[^A-Za-z0-9._~-]/g, '_');
  return clean === '.' || clean === '..' ? '_' : clean;
}

function splitName(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return { stem: name, extension: '' };
  return { stem: name.slice(0, dot), extension: name.slice(dot + 1).toLowerCase() };
}

/** The natural path of `url` holding a `kind` file; the query string is not part of it. */
export function pathForUrl(url: URL, kind: TextKind): string {
  const raw = url.pathname.split('/').slice(1);
  const last = raw.pop() ?? '';
  const folders = raw.filter((segment) => segment !== '').map(sanitizeSegment);
  let name = last === '' ? '' : sanitizeSegment(last);
  const { stem, extension } = splitName(name);

  if (kind === 'html') {
    // `/about` and `/about/` both become about/index.html, which static hosts serve for both.
    if (name === '') name = 'index.html';
    else if (extension === 'html' || extension === 'htm') name = `${stem}.html`;
    else if (PAGE_SCRIPT_EXTENSIONS.has(extension)) name = `${stem}.html`;
    else {
      folders.push(name);
      name = 'index.html';
    }
  } else {
    const allowed = EXTENSIONS[kind];
    if (name === '') name = `index.${allowed[0]}`;
    else if (!allowed.includes(extension)) name = `${name}.${allowed[0]}`;
  }
  return [...folders, name].join('/');
}

/** The natural path of a copied picture: its URL's, ending with the extension of its real format. */
export function pathForPicture(url: URL, format: ImageFormat): string {
  const raw = url.pathname.split('/').slice(1);
  const last = raw.pop() ?? '';
  const folders = raw.filter((segment) => segment !== '').map(sanitizeSegment);
  const name = last === '' ? 'index' : sanitizeSegment(last);
  const extension = pictureExtension(name, format);
  return [...folders, extension ? `${name}.${extension}` : name].join('/');
}

function shortHash(text: string, length: number): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

function withSuffix(path: string, suffix: string): string {
  const slash = path.lastIndexOf('/');
  const folder = path.slice(0, slash + 1);
  const { stem, extension } = splitName(path.slice(slash + 1));
  return `${folder}${stem}-${suffix}${extension ? `.${extension}` : ''}`;
}

/**
 * Hands out paths so that no two files share one and no file sits where another needs a folder
 * (`about` the file and `about/index.html` cannot both be written to a disk).
 */
export class PathRegistry {
  readonly #files = new Set<string>();
  readonly #folders = new Set<string>();

  #free(path: string): boolean {
    if (filePathProblem(path) !== null) return false;
    if (this.#files.has(path) || this.#folders.has(path)) return false;
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i += 1) {
      if (this.#files.has(parts.slice(0, i).join('/'))) return false;
    }
    return true;
  }

  #take(path: string): string {
    this.#files.add(path);
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i += 1) this.#folders.add(parts.slice(0, i).join('/'));
    return path;
  }

  /** Claims `preferred`, or a variant made unique by a hash of `identity` (the full URL). */
  claim(preferred: string, identity: string): string {
    const extension = splitName(preferred.slice(preferred.lastIndexOf('/') + 1)).extension;
    const candidates = [preferred, withSuffix(preferred, shortHash(identity, 8)), withSuffix(preferred, shortHash(identity, 16))];
    for (const candidate of candidates) {
      if (candidate.length <= MAX_PATH_LENGTH && this.#free(candidate)) return this.#take(candidate);
    }
    // Very long or pathological URLs: a flat, hashed name still keeps the file.
    for (let n = 0; ; n += 1) {
      const candidate = `files/${shortHash(`${identity}#${n}`, 16)}${extension ? `.${extension}` : ''}`;
      if (this.#free(candidate)) return this.#take(candidate);
    }
  }
}

/** A relative URL from the file at `from` to the file at `to` (both file-set paths). */
export function relativePath(from: string, to: string): string {
  const fromFolders = from.split('/').slice(0, -1);
  const toParts = to.split('/');
  let common = 0;
  while (common < fromFolders.length && common < toParts.length - 1 && fromFolders[common] === toParts[common]) {
    common += 1;
  }
  return '../'.repeat(fromFolders.length - common) + toParts.slice(common).join('/');
}
