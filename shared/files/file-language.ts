// Best-effort language labels (CONTRACT.md section 2): derived from the extension when the
// caller gives none, `text` otherwise. Binary files (images, fonts) take their format's label
// (`png`, `jpeg`, `font`, ...) from shared/files/binary-formats.ts.
import { binaryFormatOf } from './binary-formats.ts';

const BY_EXTENSION: Record<string, string> = {
  html: 'html',
  htm: 'html',
  css: 'css',
  scss: 'scss',
  sass: 'sass',
  less: 'less',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'typescript',
  json: 'json',
  webmanifest: 'json',
  md: 'markdown',
  markdown: 'markdown',
  svg: 'svg',
  xml: 'xml',
  txt: 'text',
  yml: 'yaml',
  yaml: 'yaml',
  toml: 'toml',
  py: 'python',
  sh: 'shell',
  vue: 'vue',
  svelte: 'svelte',
};

const BY_NAME: Record<string, string> = {
  dockerfile: 'dockerfile',
  makefile: 'makefile',
};

export function languageForPath(path: string): string {
  const name = (path.split('/').pop() ?? '').toLowerCase();
  const byName = BY_NAME[name];
  if (byName) return byName;
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return 'text';
  return BY_EXTENSION[name.slice(dot + 1)] ?? binaryFormatOf(name)?.language ?? 'text';
}

/** Content type for serving a file (previews) from its path. */
export function contentTypeForPath(path: string): string {
  const binary = binaryFormatOf(path);
  if (binary) return binary.contentType;
  const name = path.toLowerCase();
  const ext = name.slice(name.lastIndexOf('.') + 1);
  const types: Record<string, string> = {
    html: 'text/html; charset=utf-8',
    htm: 'text/html; charset=utf-8',
    css: 'text/css; charset=utf-8',
    js: 'text/javascript; charset=utf-8',
    mjs: 'text/javascript; charset=utf-8',
    json: 'application/json; charset=utf-8',
    webmanifest: 'application/manifest+json; charset=utf-8',
    svg: 'image/svg+xml; charset=utf-8',
    xml: 'application/xml; charset=utf-8',
    txt: 'text/plain; charset=utf-8',
    md: 'text/markdown; charset=utf-8',
  };
  return types[ext] ?? 'text/plain; charset=utf-8';
}
