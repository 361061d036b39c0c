// What a response is, from its Content-Type (or, when the server sends none or a generic one,
// from the URL's extension). Only these text kinds are ever parsed; pictures are kept as bytes.
import { formatOfName, IMAGE_MIME } from '../../../shared/images/image-header.ts';

export type TextKind = 'html' | 'css' | 'js' | 'svg' | 'json' | 'xml' | 'text';

const BY_MIME: Record<string, TextKind> = {
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/css': 'css',
  'text/javascript': 'js',
  'application/javascript': 'js',
  'application/x-javascript': 'js',
  'application/ecmascript': 'js',
  'text/ecmascript': 'js',
  'image/svg+xml': 'svg',
  'application/json': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
};

const BY_EXTENSION: Record<string, TextKind> = {
  html: 'html',
  htm: 'html',
  css: 'css',
  js: 'js',
  mjs: 'js',
  cjs: 'js',
  svg: 'svg',
  json: 'json',
  webmanifest: 'json',
  xml: 'xml',
  txt: 'text',
  md: 'text',
  csv: 'text',
  vtt: 'text',
};

// Never requested, unless a picture (isImageExtension): fonts, media and downloads stay links (see fetch-site.ts).
const BINARY_EXTENSIONS = new Set([
  'png',
  'jpg',
  'jpeg',
  'jfif',
  'gif',
  'webp',
  'avif',
  'ico',
  'cur',
  'bmp',
  'tif',
  'tiff',
  'heic',
  'heif',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'mp4',
  'm4v',
  'webm',
  'ogv',
  'mov',
  'avi',
  'mkv',
  'mp3',
  'm4a',
  'ogg',
  'oga',
  'wav',
  'flac',
  'aac',
  'opus',
  'pdf',
  'zip',
  'gz',
  'tgz',
  'bz2',
  'xz',
  '7z',
  'rar',
  'tar',
  'exe',
  'dmg',
  'msi',
  'apk',
  'iso',
  'bin',
  'wasm',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'psd',
  'swf',
]);

// Links to these are crawled as pages; any other extension is a download, not a page.
const PAGE_EXTENSIONS = new Set(['', 'html', 'htm', 'xhtml', 'shtml', 'php', 'asp', 'aspx', 'jsp', 'cfm', 'cgi']);

export function extensionOf(url: URL): string {
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A picture by its extension: copied as a binary file (fetch-site.ts), not skipped. */
export function isImageExtension(url: URL): boolean {
  return formatOfName(url.pathname) !== null;
}

/** The response's Content-Type names a raster picture the fork copies. */
export function isImageType(contentType: string): boolean {
  return IMAGE_TYPES.has(mimeOf(contentType));
}

const IMAGE_TYPES = new Set([...Object.values(IMAGE_MIME), 'image/jpg', 'image/pjpeg', 'image/vnd.microsoft.icon', 'image/ico']);

export function isBinaryExtension(url: URL): boolean {
  return BINARY_EXTENSIONS.has(extensionOf(url));
}

export function looksLikePage(url: URL): boolean {
  return PAGE_EXTENSIONS.has(extensionOf(url));
}

export function mimeOf(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

export function charsetOf(contentType: string): string | null {
  for (const part of contentType.split(';').slice(1)) {
    const [name = '', value = ''] = part.split('=');
    if (name.trim().toLowerCase() === 'charset') return value.trim().replace(/^"|"$/g, '') || null;
  }
  return null;
}

/** The text kind of a response, or null for anything binary or unknown. */
export function kindOfResponse(contentType: string, url: URL): TextKind | null {
  const mime = mimeOf(contentType);
  const known = BY_MIME[mime];
  if (known) return known;
  if (mime.endsWith('+json')) return 'json';
  if (mime.endsWith('+xml')) return 'xml';
  if (mime.startsWith('text/')) return BY_EXTENSION[extensionOf(url)] ?? 'text';
  if (mime === '' || mime === 'application/octet-stream') return BY_EXTENSION[extensionOf(url)] ?? null;
  return null;
}

export function decodeText(body: Buffer, contentType: string): string {
  const label = charsetOf(contentType) ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(body);
}
