// GET /: the playground page, and its static assets under /playground/. Everything is read once
// at start-up from this folder and from two browser builds in node_modules (eventsource-parser's
// stream parser, fflate's zip writer), so the page loads nothing from anywhere else; its
// Content-Security-Policy says so too. No API key is needed to load the page: the person pastes
// one, and the page's script sends it as a Bearer header. Previews are framed from their own
// origin (PREVIEW_BASE_URL), which no script source of this page matches.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteScope } from '../http/route-scope.ts';
import { raw } from '../openapi/responses.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const JS = 'text/javascript; charset=utf-8';

/** The page's policy: scripts only from this origin; the previews' origin only framed and polled. */
export function playgroundCsp(previewBaseUrl: string): string {
  const previews = new URL(previewBaseUrl).origin;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    // Screenshots are fetched with the key (an <img> cannot send it) and shown from blob: URLs.
    "img-src 'self' data: blob:",
    // The page waits until the preview serves the job's index.html before showing it.
    `connect-src 'self' ${previews}`,
    // The preview frame shows {PREVIEW_BASE_URL}/preview/{sandbox_session}/, sandboxed by its own CSP too.
    `frame-src ${previews}`,
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
}

interface Asset {
  type: string;
  body: string;
}

function moduleFile(specifier: string): string {
  return fileURLToPath(import.meta.resolve(specifier));
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function loadAssets(previewBaseUrl: string): Map<string, Asset> {
  const parserDir = dirname(moduleFile('eventsource-parser/stream'));
  const page = readFileSync(join(HERE, 'playground.html'), 'utf8').replace('{{PREVIEW_BASE_URL}}', escapeAttribute(previewBaseUrl));
  const assets = new Map<string, Asset>([
    ['/', { type: 'text/html; charset=utf-8', body: page }],
    ['/playground/playground.js', { type: JS, body: readFileSync(join(HERE, 'playground.js'), 'utf8') }],
    ['/playground/playground.css', { type: 'text/css; charset=utf-8', body: readFileSync(join(HERE, 'playground.css'), 'utf8') }],
    ['/playground/vendor/fflate.js', { type: JS, body: readFileSync(moduleFile('fflate/browser'), 'utf8') }],
  ]);
  // The parser's stream module imports its siblings by relative path.
  for (const name of ['stream.js', 'parse.js', 'errors.js']) {
    assets.set(`/playground/vendor/eventsource-parser/${name}`, { type: JS, body: readFileSync(join(parserDir, name), 'utf8') });
  }
  return assets;
}

export function registerPlaygroundRoutes(app: RouteScope, previewBaseUrl: string): void {
  const csp = playgroundCsp(previewBaseUrl);
  for (const [path, asset] of loadAssets(previewBaseUrl)) {
    // The page is in the OpenAPI document; its assets are not.
    const schema =
      path === '/'
        ? {
            summary: 'The playground: a web page to try the API with a key (its assets are under /playground/)',
            response: { 200: raw('text/html', 'HTML.') },
          }
        : { hide: true };
    app.get(path, { schema }, async (_request, reply) =>
      reply
        .type(asset.type)
        .header('content-security-policy', csp)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .header('cross-origin-opener-policy', 'same-origin')
        .header('cache-control', 'no-cache')
        .send(asset.body),
    );
  }
}
