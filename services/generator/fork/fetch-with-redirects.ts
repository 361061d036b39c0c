// One resource, following redirects by hand so that every hop goes through the same host and
// address checks as the first request before it is requested.

import { STATUS_CODES, type IncomingMessage } from 'node:http';
import { OutboundRequestError } from '../../../shared/net/outbound-request-error.ts';
import { requestPinned } from '../../../shared/net/pinned-request.ts';
import type { PinnedTarget, TargetResolver } from '../../../shared/net/resolve-target.ts';
import { isImageType, kindOfResponse } from './content-kind.ts';
import type { TextKind } from './content-kind.ts';
import { ForkError } from './fork-error.ts';
import { readBody } from './read-body.ts';
import type { ByteBudget } from './read-body.ts';

export interface FetchRules {
  headers: Record<string, string>;
  maxRedirects: number;
  signal: AbortSignal;
  budget: ByteBudget;
  resolveTarget: TargetResolver;
  /** When set, a redirect to another origin stops here, before any request goes there. */
  sameOrigin: string | null;
  /** A reason to refuse the response from its headers (the body is then never read). */
  accept: (kind: TextKind | null, contentType: string, url: URL) => string | null;
  /**
   * Pictures are read as bytes against a budget of their own (a picture over it is skipped, it
   * never ends the fork): `any` reads every accepted response so (a `.png` is judged by its
   * bytes), `images` only those whose Content-Type is a picture.
   */
  binary?: { read: 'any' | 'images'; budget: () => ByteBudget };
}

export interface FetchedText {
  finalUrl: URL;
  status: number;
  contentType: string;
  /** `binary`: read as bytes under FetchRules.binary, to be checked as a picture. */
  kind: TextKind | 'binary';
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function networkReason(error: unknown): string {
  const code = String((error as { code?: unknown }).code ?? '');
  if (code === 'ECONNREFUSED') return 'the site refused the connection';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') return 'the site closed the connection unexpectedly';
  if (code.startsWith('HPE_')) return 'the site sent an invalid HTTP response';
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|HOSTNAME_MISMATCH/.test(code)) {
    return "the site's HTTPS certificate could not be verified";
  }
  return 'the site could not be reached';
}

function asForkError(error: unknown, signal: AbortSignal): unknown {
  // After an abort the caller translates (timeout, cancel, another file's limit); the raw
  // error here is only a symptom of that.
  if (signal.aborted || error instanceof ForkError) return error;
  return new ForkError('unreachable', networkReason(error), { cause: error });
}

export async function fetchWithRedirects(start: URL, rules: FetchRules): Promise<FetchedText> {
  let url = new URL(start);
  url.hash = '';
  const seen = new Set([url.href]);
  for (let hop = 0; ; hop += 1) {
    let target: PinnedTarget;
    try {
      target = await rules.resolveTarget(url);
    } catch (error) {
      if (!(error instanceof OutboundRequestError)) throw error;
      const refused = ForkError.fromOutbound(error);
      if (hop > 0) throw new ForkError(refused.code, `the site redirected to ${url.href}, but ${refused.reason}`);
      throw refused;
    }

    let response: IncomingMessage;
    try {
      response = await requestPinned(url, target, rules.headers, rules.signal);
    } catch (error) {
      throw asForkError(error, rules.signal);
    }
    const status = response.statusCode ?? 0;

    if (REDIRECTS.has(status)) {
      response.destroy();
      const location = response.headers.location;
      let next: URL;
      try {
        if (!location) throw new Error('no location');
        next = new URL(location, url);
      } catch {
        throw new ForkError('redirects', `the site answered ${status} without a valid redirect address`);
      }
      next.hash = '';
      if (next.protocol !== 'http:' && next.protocol !== 'https:') {
        throw new ForkError('blocked', `the site redirected to a ${next.protocol} address; only http(s) can be forked`);
      }
      if (next.username !== '' || next.password !== '') {
        throw new ForkError('blocked', 'the site redirected to an address with a user name or password');
      }
      if (seen.has(next.href)) throw new ForkError('redirects', `the site redirects in a loop (${next.href})`);
      if (hop + 1 > rules.maxRedirects) throw new ForkError('redirects', `more than ${rules.maxRedirects} redirects`);
      if (rules.sameOrigin !== null && next.origin !== rules.sameOrigin) {
        throw new ForkError('off_origin', `redirects to another site (${next.origin})`);
      }
      seen.add(next.href);
      url = next;
      continue;
    }

    if (status < 200 || status > 299) {
      response.destroy();
      const text = STATUS_CODES[status];
      throw new ForkError('http_status', `the site answered ${status}${text ? ` ${text}` : ''}`);
    }

    const contentType = String(response.headers['content-type'] ?? '');
    const textKind = kindOfResponse(contentType, url);
    const binary = rules.binary && (rules.binary.read === 'any' || isImageType(contentType)) ? rules.binary : null;
    const refusal = binary ? null : rules.accept(textKind, contentType, url);
    const kind = binary ? 'binary' : textKind;
    if (refusal !== null || kind === null) {
      response.destroy();
      throw new ForkError('unsupported_type', refusal ?? 'not a text file');
    }
    let body: Buffer;
    try {
      body = await readBody(response, binary ? binary.budget() : rules.budget);
    } catch (error) {
      throw asForkError(error, rules.signal);
    }
    return { finalUrl: url, status, contentType, kind, body };
  }
}
