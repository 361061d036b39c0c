// The fork fetcher: copies a live site (source_url) into a file set under CONTRACT.md section 7.
//
// Same-origin pictures (PNG, JPEG, GIF, WebP, AVIF, icons: `<img src>`, `srcset`, icons, CSS
// `url()`) are copied as binary files (base64 SiteFiles, issue 27) after every text file, each
// within its own byte limit and what the fork's byte and file limits have left, and kept only
// when their bytes are the picture they claim to be (copy-picture.ts); the references then point
// at the copies. A picture that does not fit, is not one, or lives on another site stays a link
// and is listed in `skipped`. Other binary assets (fonts, audio, video, PDFs...) are not copied:
// a same-origin one is recorded in `skipped` and every reference to it is rewritten to its
// absolute original URL, so the copy keeps showing it while the original site is up. Those
// recognised by extension are never even requested; others are detected from the response's
// Content-Type and their body is not read.
//
// Kept: HTML pages (parsed and rewritten), CSS (parsed and rewritten), pictures, and JavaScript,
// SVG, JSON, XML and plain text copied unchanged (URLs inside scripts are not rewritten).

import pLimit from 'p-limit';
import { languageForPath } from '../../../shared/files/file-language.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import { createTargetResolver, systemLookup } from '../../../shared/net/resolve-target.ts';
import type { LookupAll } from '../../../shared/net/resolve-target.ts';
import { decodeText, isBinaryExtension, isImageExtension, looksLikePage, mimeOf } from './content-kind.ts';
import type { ImageFormat } from '../../../shared/images/image-header.ts';
import { forkFullReason, pictureBudget, pictureFormat } from './copy-picture.ts';
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
import { PathRegistry, pathForPicture, pathForUrl, relativePath } from './url-to-path.ts';
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
const BINARY_REASON = 'binary file (font, media or download): not copied, linked to the original site';
const OTHER_SITE_PICTURE = 'picture on another site: not copied, linked to it';

interface Resource {
  key: string;
  url: URL;
  wanted: RefKind;
  finalUrl?: URL;
  status?: number;
  bytes?: number;
  kind?: TextKind;
  text?: string;
  /** A copied picture: its bytes, checked to be this format. */
  picture?: { bytes: Buffer; format: ImageFormat };
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
  // Pictures known by their extension wait until every text file is in: they only take what is left.
  const pictures: Resource[] = [];
  let origin = '';
  let pages = 0;
  let files = 0;

  const register = (url: URL, wanted: RefKind): Resource => {
    const resource: Resource = { key: url.href, url, wanted };
    resources.set(resource.key, resource);
    order.push(resource);
    return resource;
  };

  const load = async (resource: Resource, entry: boolean, read?: 'any' | 'images'): Promise<void> => {
    const fetched = await limiter(() =>
      fetchWithRedirects(resource.url, {
        headers,
        maxRedirects: limits.maxRedirects,
        signal,
        budget,
        resolveTarget,
        sameOrigin: entry ? null : origin,
        accept: acceptFor(resource.wanted, entry),
        ...(read ? { binary: { read, budget: () => pictureBudget(budget, limits.maxImageBytes) } } : {}),
      }),
    );
    if (fetched.kind === 'binary') {
      keepPicture(resource, fetched);
      return;
    }
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

  // A picture's bytes are checked before they count: one that is not a picture, or that no longer
  // fits the fork's bytes or files, is skipped (thrown as a non-fatal error).
  const keepPicture = (resource: Resource, fetched: Awaited<ReturnType<typeof fetchWithRedirects>>): void => {
    const checked = pictureFormat(fetched.body, fetched.contentType);
    if ('refused' in checked) throw new ForkError('unsupported_type', checked.refused);
    const twin = byFinalUrl.get(fetched.finalUrl.href);
    if (twin) {
      resource.aliasOf = twin;
      return;
    }
    if (files >= limits.maxFiles)
      throw new ForkError(
        'picture_skipped',
        `the limit of ${limits.maxFiles} files was reached: picture not copied, linked to the original site`,
      );
    if (!budget.fits(fetched.body.length)) throw new ForkError('picture_skipped', forkFullReason(budget));
    files += 1;
    byFinalUrl.set(fetched.finalUrl.href, resource);
    if (!resources.has(fetched.finalUrl.href)) resources.set(fetched.finalUrl.href, resource);
    Object.assign(resource, { finalUrl: fetched.finalUrl, status: fetched.status, bytes: fetched.body.length });
    resource.picture = { bytes: fetched.body, format: checked.format };
  };

  // Never rejects: a failed file is skipped, a broken limit stops the whole fork via `fail`.
  const run = async (resource: Resource, read?: 'any' | 'images'): Promise<void> => {
    try {
      await load(resource, false, read);
      for (const ref of resource.css?.refs ?? []) discover(ref, []);
    } catch (error) {
      if (signal.aborted || (error instanceof ForkError && error.fatal)) fail(error);
      else skipped.set(resource.key, error instanceof ForkError ? error.reason : 'could not be fetched');
    }
  };

  const discover = (ref: UrlRef, nextPages: Resource[]): void => {
    if (ref.kind === 'link') return;
    const target = withoutHash(ref.target);
    const key = target.href;
    const picture = (ref.kind === 'asset' || ref.kind === 'page') && isImageExtension(target);
    if (target.origin !== origin) {
      if (picture && ref.kind === 'asset' && !skipped.has(key)) skipped.set(key, OTHER_SITE_PICTURE);
      return;
    }
    if (resources.has(key) || skipped.has(key)) return;
    if (picture) {
      pictures.push(register(target, 'asset'));
      return;
    }
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
    // An asset with no telling extension may be a picture: its Content-Type decides.
    pending.push(run(register(target, ref.kind), ref.kind === 'asset' ? 'images' : undefined));
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
      await Promise.all(next.map((page) => run(page)));
      if (fatal) throw fatal;
      level = next;
    }
    while (pending.length > 0) {
      await Promise.all(pending.splice(0));
      if (fatal) throw fatal;
    }
    await Promise.all(pictures.map((resource) => run(resource, 'any')));
    if (fatal) throw fatal;
    return assemble(entryUrl);
  };

  const assemble = (entryUrl: URL): ForkResult => {
    const registry = new PathRegistry();
    const kept = order.filter((resource) => (resource.text !== undefined || resource.picture) && !resource.aliasOf);
    for (const resource of kept) {
      const finalUrl = resource.finalUrl ?? resource.url;
      const natural = resource.picture ? pathForPicture(finalUrl, resource.picture.format) : pathForUrl(finalUrl, resource.kind ?? 'text');
      resource.path = registry.claim(natural, finalUrl.href);
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
      if (resource.picture)
        return { path, content: resource.picture.bytes.toString('base64'), language: languageForPath(path), encoding: 'base64' };
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
