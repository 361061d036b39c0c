// The pictures among a request's files (issue 27), as both engines tell them: a raster image sent
// as base64 (its extension one of PNG, JPEG, GIF, WebP, AVIF, ICO), or an SVG, which is text.
import type { SiteFile } from '../../../shared/files/site-file.ts';
import { formatOfName } from '../../../shared/images/image-header.ts';

// Design-token files may come with the pictures of a new site.
const TOKEN_FILES = new Set(['tokens.json', 'design.tokens.json']);

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The file is a picture a page can show: a raster image sent as base64, or an SVG. */
export function isImageFile(file: SiteFile): boolean {
  if (/\.svg$/i.test(file.path)) return file.encoding !== 'base64';
  return file.encoding === 'base64' && formatOfName(baseName(file.path)) !== null;
}

/** The files are pictures (and maybe design tokens) but no page: a new site is made around them. */
export function picturesOnly(files: readonly SiteFile[]): boolean {
  return files.some(isImageFile) && files.every((f) => isImageFile(f) || TOKEN_FILES.has(baseName(f.path).toLowerCase()));
}
