// Host-level rules that need no DNS: the operator's allow-list (FORK_ALLOWED_HOSTS,
// WEBHOOK_ALLOWED_HOSTS) and names or literal addresses that are refused before anything is
// resolved or requested.

import { isIP } from 'node:net';
import { addressProblem, bareAddress } from './address-policy.ts';

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

interface AllowedHost {
  hostname: string;
  /** null: the entry gave no port, so it matches the scheme's default port. */
  port: string | null;
}

function parseEntry(entry: string): AllowedHost | null {
  // Parsing through URL normalises case, IPv6 brackets and numeric IPv4 forms exactly as the
  // requested URL is normalised, so "exact host:port" compares like with like.
  let parsed: URL;
  try {
    parsed = new URL(`http://${entry.trim()}`);
  } catch {
    return null;
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.username || parsed.password) return null;
  const explicitPort = /:\d+$/.test(entry.trim());
  return { hostname: parsed.hostname, port: explicitPort ? parsed.port || '80' : null };
}

export function effectivePort(url: URL): string {
  return url.port || DEFAULT_PORTS[url.protocol] || '';
}

/** True when the operator allowed this exact host and port. */
export function isAllowedHost(url: URL, allowedHosts: readonly string[]): boolean {
  const port = effectivePort(url);
  return allowedHosts.some((entry) => {
    const allowed = parseEntry(entry);
    if (!allowed || allowed.hostname !== url.hostname) return false;
    return allowed.port === null ? url.port === '' : allowed.port === port;
  });
}

function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === 'localhost.localdomain';
}

/**
 * Why the host of `url` is refused without asking DNS (a local name or a forbidden literal
 * address), or null when it may be resolved and checked further.
 */
export function hostNameProblem(url: URL): string | null {
  const host = bareAddress(url.hostname);
  if (isLocalhostName(host)) return `${host} is a local host name`;
  if (isIP(host) !== 0) return addressProblem(host);
  return null;
}
