// Turns a URL into the one address an outbound request will connect to, after checking the host
// and every address DNS returns. The address is then pinned for the connection (pinned-request.ts),
// so a DNS answer that changes between this check and the connect (rebinding) is never used.

import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { addressKind, bareAddress } from './address-policy.ts';
import { hostNameProblem, isAllowedHost } from './host-policy.ts';
import { blockedTarget, hostNotFound, type OutboundPurpose } from './outbound-request-error.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface PinnedTarget {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses; replaceable so tests need no real DNS. */
export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: LookupAll = (hostname) => dnsLookup(hostname, { all: true, order: 'verbatim' });

function familyOf(address: string): 4 | 6 {
  return isIP(address) === 6 ? 6 : 4;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export type TargetResolver = (url: URL) => Promise<PinnedTarget>;

/**
 * A resolver for one task (a fork, a delivery attempt). DNS answers are cached per host name for
 * the resolver's life, so every request of the task to a host goes to the same checked address.
 * `allowedHosts` are "host:port" entries the operator lets through although not public.
 */
export function createTargetResolver(
  purpose: OutboundPurpose,
  allowedHosts: readonly string[],
  lookup: LookupAll,
  signal: AbortSignal,
): TargetResolver {
  const answers = new Map<string, Promise<ResolvedAddress[]>>();

  return async (url) => {
    const host = bareAddress(url.hostname);
    const allowed = isAllowedHost(url, allowedHosts);
    if (!allowed) {
      const problem = hostNameProblem(url);
      if (problem) throw blockedTarget(problem, purpose);
    }
    if (isIP(host) !== 0) return { address: host, family: familyOf(host) };

    let answer = answers.get(host);
    if (!answer) {
      answer = lookup(host);
      answers.set(host, answer);
      answer.catch(() => answers.delete(host));
    }
    let addresses: ResolvedAddress[];
    try {
      addresses = await abortable(answer, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw hostNotFound(host, purpose, error);
    }
    const first = addresses[0];
    if (!first) throw hostNotFound(host, purpose);
    if (!allowed) {
      // Every answer must pass: a client may pick any of them, and an attacker controls the order.
      for (const { address } of addresses) {
        const kind = addressKind(address);
        if (kind) throw blockedTarget(`${host} resolves to ${bareAddress(address)}, which is ${kind}`, purpose);
      }
    }
    return { address: first.address, family: familyOf(first.address) };
  };
}
