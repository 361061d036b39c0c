// Path rules of CONTRACT.md section 4. One function so the gateway (input), the engines
// (model output) and the fork fetcher (copied sites) all accept exactly the same paths.

export const MAX_PATH_LENGTH = 255;

/** Returns a plain-language reason the path is not acceptable, or null when it is. */
export function filePathProblem(path: string): string | null {
  if (path.length === 0) return 'must not be empty';
  if (path.length > MAX_PATH_LENGTH) return `must be at most ${MAX_PATH_LENGTH} characters (got ${path.length})`;
  if (path.includes('\\')) return 'must use "/" as the separator, not "\\"';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(path)) return 'must not contain NUL or control characters';
  if (!path.isWellFormed()) return 'must be valid Unicode (it holds a lone surrogate)';
  if (path.startsWith('/')) return 'must be relative (no leading "/")';
  if (path.endsWith('/')) return 'must name a file, not a folder (no trailing "/")';
  for (const segment of path.split('/')) {
    if (segment === '') return 'must not contain empty segments ("//")';
    if (segment === '..') return 'must not contain ".." segments';
    if (segment === '.') return 'must be normalised (no "." segments)';
  }
  return null;
}

/** An HTML page (`.html` or `.htm`), the files a site's visitors open. */
export function isPagePath(path: string): boolean {
  return /\.html?$/i.test(path);
}

export function isValidFilePath(path: string): boolean {
  return filePathProblem(path) === null;
}
