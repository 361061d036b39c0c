// The fork fetcher: copies a live site (source_url) into a file set under CONTRACT.md section 7.
//
// Binary assets (images, fonts, audio, video, PDFs...) are NOT copied. A SiteFile's content is
// a string: raw bytes would be corrupted by any text round trip, and base64 data: URLs would
// bloat every page that uses them past the 1 MiB file limit and fill the context of the model
// that edits the fork next with noise. So a same-origin binary asset is recorded in `skipped`
// and every reference to it is rewritten to its absolute original URL: the copy keeps showing
// it while the original site is up, and the files stay small, readable text. Binary assets
// recognised by extension are never even requested; others are detected from the response's
// Content-Type and their body is not read.
//
// Kept: HTML pages (parsed and rewritten), CSS (parsed and rewritten), and JavaScript, SVG,
// JSON, XML and plain text copied unchanged (URLs inside scripts are not rewritten).

import pLimit from 'p-limit';
import { languageForPath } from '../../../shared/files/file-language.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import { createTargetResolver, systemLookup } from '../../../shared/net/resolve-target.ts';
import type { LookupAll } from '../../../shared/net/resolve-target.ts';
import { decodeText, isBinaryExtension, looksLikePage, mimeOf } from './content-kind.ts';
import type { TextKind } from './content-kind.ts';
import { fetchWithRedirects } from './fetch-with-redirects.ts';
import { ForkError } from './fork-error.ts';
import { DEFAULT_FORK_LIMITS, describeSeconds } from './fork-limits.ts';
import type { ForkLimits } from './fork-limits.ts';
import { ByteBudget } from './read-body.ts';
import { parseCss } from './rewrite-css.ts';
import type { ParsedCss } from './rewrite-css.ts';
import { parseHtml } from './rewrite-html.ts';
import type { ParsedHtml } from './rewrite-html.ts';
import { sourceUrlProblem } from './source-url.ts';
import { PathRegistry, pathForUrl, relativePath } from './url-to-path.ts';
import type { RefKind, UrlRef } from './url-ref.ts';

export { ForkError } from './fork-error.ts';
export type { ForkErrorCode } from './fork-error.ts';
export { DEFAULT_FORK_LIMITS } from './fork-limits.ts';
export type { ForkLimits } from './fork-limits.ts';

export interface ForkOptions {
  /** "host:port" entries from FORK_ALLOWED_HOSTS that may be forked although not public. */
  allowedHosts: readonly string[];
  limits: ForkLimits;
  signal?: AbortSignal;
  userAgent?: string;
  /** DNS resolution (all addresses of a name); the system resolver when absent. */
  lookup?: LookupAll;
}

export interface ForkResult {
  files: SiteFile[];
  fetched: { url: string; path: string; status: number; bytes: number }[];
  finalUrl: string;
  skipped: { url: string; reason: string }[];
}

const CONCURRENCY = 4;
const DEFAULT_USER_AGENT = 'SitewrightFork/0.1';
const BINARY_REASON = 'binary file (image, font or media): not copied, linked to the original site';

interface Resource {
  key: string;
  url: URL;
  wanted: RefKind;
  finalUrl?: URL;
  status?: number;
  bytes?: number;
  kind?: TextKind;
  text?: string;
  html?: ParsedHtml;
  css?: ParsedCss;
  path?: string;
  /** Another resource ended at the same URL after redirects: one file serves both. */
  aliasOf?: Resource;
}

function withoutHash(url: URL): URL {
  const copy = new URL(url);
  copy.hash = '';
  return copy;
}

function isAbsoluteRef(raw: string): boolean {
  const value = raw.trim();
  return value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value);
}

function acceptFor(wanted: RefKind, entry: boolean) {
  return (kind: TextKind | null, contentType: string): string | null => {
    const mime = mimeOf(contentType) || 'no content type';
    if (entry) return kind === 'html' ? null : `the address is not a web page (the site sent ${mime})`;
    if (kind === null) return `binary file (${mime}): not copied, linked to the original site`;
    if (wanted === 'stylesheet' && kind !== 'css') return `not a style sheet (the site sent ${mime})`;
    if (wanted === 'script' && kind !== 'js') return `not a script (the site sent ${mime})`;
    if (wanted !== 'page' && kind === 'html') return 'the site sent a web page instead of a file';
    return null;
  };
}

export async function fetchSite(sourceUrl: string, options: ForkOptions): Promise<ForkResult> {
  const limits: ForkLimits = { ...DEFAULT_FORK_LIMITS, ...options.limits };
  const problem = sourceUrlProblem(sourceUrl);
  if (problem) throw new ForkError('invalid_url', problem);
  if (options.signal?.aborted) throw new ForkError('cancelled', 'the fork was cancelled');

  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const stop = new AbortController();
  const signal = AbortSignal.any(options.signal ? [timeout, stop.signal, options.signal] : [timeout, stop.signal]);
  let answered = false;
  let fatal: ForkError | null = null;

  // Every way a fork ends badly becomes one plain ForkError; library errors never leak.
  const failure = (error: unknown): ForkError => {
    if (options.signal?.aborted) return new ForkError('cancelled', 'the fork was cancelled');
    if (timeout.aborted) {
      const limit = describeSeconds(limits.timeoutMs);
      return answered
        ? new ForkError('timeout', `copying the site took longer than ${limit}`)
        : new ForkError('timeout', `the site did not answer within ${limit}`);
    }
    if (error instanceof ForkError) return error;
    return new ForkError('unreachable', 'the site could not be copied', { cause: error });
  };
  const fail = (error: unknown): void => {
    if (fatal) return;
    fatal = failure(error);
    stop.abort();
  };

  const budget = new ByteBudget(limits.maxBytes);
  // A few requests at a time: enough to finish a small site within the time limit, few enough to
  // be polite to the site being copied.
  const limiter = pLimit(CONCURRENCY);
  const resolveTarget = createTargetResolver('forking', options.allowedHosts, options.lookup ?? systemLookup, signal);
  const headers = {
    'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
    accept: 'text/html,application/xhtml+xml,text/css,*/*;q=0.8',
    'accept-encoding': 'gzip, deflate, br',
  };

  const resources = new Map<string, Resource>();
  const order: Resource[] = [];
  const byFinalUrl = new Map<string, Resource>();
  const skipped = new Map<string, string>();
  const pending: Promise<void>[] = [];
  let origin = '';
  let pages = 0;
  let files = 0;

  const register = (url: URL, wanted: RefKind): Resource => {
    const resource: Resource = { key: url.href, url, wanted };
    resources.set(resource.key, resource);
    order.push(resource);
    return resource;
  };

  const load = async (resource: Resource, entry: boolean): Promise<void> => {
    const fetched = await limiter(() =>
      fetchWithRedirects(resource.url, {
        headers,
        maxRedirects: limits.maxRedirects,
        signal,
        budget,
        resolveTarget,
        sameOrigin: entry ? null : origin,
        accept: acceptFor(resource.wanted, entry),
      }),
    );
    const text = decodeText(fetched.body, fetched.contentType);
    if (text.includes('\u0000')) throw new ForkError('unsupported_type', BINARY_REASON);
    const twin = byFinalUrl.get(fetched.finalUrl.href);
    if (twin) {
      resource.aliasOf = twin;
      return;
    }
    byFinalUrl.set(fetched.finalUrl.href, resource);
    // Links to where a redirect ended must not fetch the same file a second time.
    if (!resources.has(fetched.finalUrl.href)) resources.set(fetched.finalUrl.href, resource);
    if (files >= limits.maxFiles) {
      throw new ForkError(
        'too_many_files',
        `the site has more than ${limits.maxFiles} files; forking is limited to ${limits.maxFiles} files`,
      );
    }
    files += 1;
    Object.assign(resource, { finalUrl: fetched.finalUrl, status: fetched.status, bytes: fetched.body.length, kind: fetched.kind, text });
    if (fetched.kind === 'html') resource.html = parseHtml(text, fetched.finalUrl);
    else if (fetched.kind === 'css') resource.css = parseCss(text, fetched.finalUrl);
  };

  // Never rejects: a failed file is skipped, a broken limit stops the whole fork via `fail`.
  const run = async (resource: Resource): Promise<void> => {
    try {
      await load(resource, false);
      for (const ref of resource.css?.refs ?? []) discover(ref, []);
    } catch (error) {
      if (signal.aborted || (error instanceof ForkError && error.fatal)) fail(error);
      else skipped.set(resource.key, error instanceof ForkError ? error.reason : 'could not be fetched');
    }
  };

  const discover = (ref: UrlRef, nextPages: Resource[]): void => {
    if (ref.kind === 'link') return;
    const target = withoutHash(ref.target);
    if (target.origin !== origin) return;
    const key = target.href;
    if (resources.has(key) || skipped.has(key)) return;
    if (isBinaryExtension(target)) {
      skipped.set(key, BINARY_REASON);
      return;
    }
    if (ref.kind === 'page') {
      if (!looksLikePage(target)) return;
      if (pages >= limits.maxPages) {
        skipped.set(key, `page not copied: the limit of ${limits.maxPages} pages was reached`);
        return;
      }
      pages += 1;
      nextPages.push(register(target, 'page'));
      return;
    }
    pending.push(run(register(target, ref.kind)));
  };

  const crawl = async (): Promise<ForkResult> => {
    const entry = register(withoutHash(new URL(sourceUrl)), 'page');
    pages = 1;
    await load(entry, true);
    answered = true;
    const entryUrl = entry.finalUrl ?? entry.url;
    origin = entryUrl.origin;

    // Breadth-first by levels: a level's pages are fetched together, then read in document
    // order, so which pages fit in maxPages does not depend on which answered first.
    let level = [entry];
    while (level.length > 0) {
      const next: Resource[] = [];
      for (const page of level) for (const ref of page.html?.refs ?? []) discover(ref, next);
      await Promise.all(next.map(run));
      if (fatal) throw fatal;
      level = next;
    }
    while (pending.length > 0) {
      await Promise.all(pending.splice(0));
      if (fatal) throw fatal;
    }
    return assemble(entryUrl);
  };

  const assemble = (entryUrl: URL): ForkResult => {
    const registry = new PathRegistry();
    const kept = order.filter((resource) => resource.text !== undefined && !resource.aliasOf);
    for (const resource of kept) {
      const finalUrl = resource.finalUrl ?? resource.url;
      resource.path = registry.claim(pathForUrl(finalUrl, resource.kind ?? 'text'), finalUrl.href);
    }
    const pathFor = (key: string): string | undefined => {
      const resource = resources.get(key);
      return (resource?.aliasOf ?? resource)?.path ?? byFinalUrl.get(key)?.path;
    };
    const rewrite = (ref: UrlRef, from: string): void => {
      const path = pathFor(withoutHash(ref.target).href);
      if (path) ref.set(relativePath(from, path) + ref.target.hash, true);
      // Same-origin files that were not copied must point back at the original, since the copy
      // will live somewhere else; cross-origin URLs stay exactly as written.
      else if (ref.target.origin === origin || !isAbsoluteRef(ref.raw)) ref.set(ref.target.href, false);
    };

    const siteFiles: SiteFile[] = kept.map((resource) => {
      const path = resource.path ?? '';
      let content = resource.text ?? '';
      const parsed = resource.html ?? resource.css;
      if (parsed) {
        for (const ref of parsed.refs) rewrite(ref, path);
        content = parsed.serialize();
      }
      return { path, content, language: languageForPath(path) };
    });
    return {
      files: siteFiles,
      fetched: kept.map((resource) => ({
        url: (resource.finalUrl ?? resource.url).href,
        path: resource.path ?? '',
        status: resource.status ?? 0,
        bytes: resource.bytes ?? 0,
      })),
      finalUrl: entryUrl.href,
      skipped: [...skipped].map(([url, reason]) => ({ url, reason })),
    };
  };

  try {
    return await crawl();
  } catch (error) {
    throw fatal ?? failure(error);
  } finally {
    stop.abort();
  }
}
