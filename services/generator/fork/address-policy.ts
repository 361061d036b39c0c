// Which IP addresses a fork may connect to (CONTRACT.md section 7). Pure: no DNS, no I/O, so the
// gateway can reuse it for early 400s and the fetcher applies it to every resolved address.
//
// The rule is an allow-list in spirit: IPv6 must be global unicast (2000::/3) and IPv4 must not
// sit in any IANA special-purpose range, so a range someone forgot to list fails closed for v6.

import { isIPv4, isIPv6 } from 'node:net';

interface Range {
  base: bigint;
  bits: number;
  kind: string;
}

function v4(cidr: string, kind: string): Range {
  const [address = '', bits = '32'] = cidr.split('/');
  return { base: BigInt(parseIPv4(address) ?? 0), bits: Number(bits), kind };
}

function v6(cidr: string, kind: string): Range {
  const [address = '', bits = '128'] = cidr.split('/');
  return { base: parseIPv6(address) ?? 0n, bits: Number(bits), kind };
}

// Most specific first: the first match names the problem.
const IPV4_RANGES: Range[] = [
  v4('0.0.0.0/32', 'the unspecified address'),
  v4('255.255.255.255/32', 'the broadcast address'),
  v4('0.0.0.0/8', 'a "this network" address'),
  v4('10.0.0.0/8', 'a private address'),
  v4('100.64.0.0/10', 'a shared (carrier-grade NAT) address'),
  v4('127.0.0.0/8', 'a loopback address'),
  v4('169.254.0.0/16', 'a link-local address'),
  v4('172.16.0.0/12', 'a private address'),
  v4('192.0.0.0/24', 'a reserved protocol address'),
  v4('192.0.2.0/24', 'a documentation address'),
  v4('192.88.99.0/24', 'a reserved relay address'),
  v4('192.168.0.0/16', 'a private address'),
  v4('198.18.0.0/15', 'a benchmarking address'),
  v4('198.51.100.0/24', 'a documentation address'),
  v4('203.0.113.0/24', 'a documentation address'),
  v4('224.0.0.0/4', 'a multicast address'),
  v4('240.0.0.0/4', 'a reserved address'),
];

const IPV6_RANGES: Range[] = [
  v6('::/128', 'the unspecified address'),
  v6('::1/128', 'a loopback address'),
  // IPv4-mapped and IPv4-translated addresses reach IPv4 hosts through the v6 socket API; no
  // public site needs them, and allowing them would invite `::ffff:127.0.0.1` tricks.
  v6('::ffff:0:0/96', 'an IPv4-mapped IPv6 address'),
  v6('::ffff:0:0:0/96', 'an IPv4-translated IPv6 address'),
  v6('64:ff9b:1::/48', 'a local-use NAT64 address'),
  v6('100::/64', 'a discard-only address'),
  v6('2001::/32', 'a Teredo tunnel address'),
  v6('2001:db8::/32', 'a documentation address'),
  v6('2001::/23', 'a reserved protocol address'),
  v6('3fff::/20', 'a documentation address'),
  v6('fc00::/7', 'a unique-local (private) address'),
  v6('fe80::/10', 'a link-local address'),
  v6('fec0::/10', 'a site-local address'),
  v6('ff00::/8', 'a multicast address'),
];

const NAT64 = v6('64:ff9b::/96', 'a NAT64 address');
const SIX_TO_FOUR = v6('2002::/16', 'a 6to4 address');
const GLOBAL_UNICAST = v6('2000::/3', 'global unicast');

function inRange(value: bigint, range: Range, width: number): boolean {
  const shift = BigInt(width - range.bits);
  return value >> shift === range.base >> shift;
}

function parseIPv4(address: string): number | null {
  if (!isIPv4(address)) return null;
  return address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

function formatIPv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

function parseIPv6(address: string): bigint | null {
  if (!isIPv6(address)) return null;
  let text = address;
  // A dotted IPv4 tail (`::ffff:1.2.3.4`) stands for the last two groups.
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const value = parseIPv4(tail);
    if (value === null) return null;
    text = `${text.slice(0, lastColon + 1)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  const groupsOf = (part: string): number[] => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const head = groupsOf(halves[0] ?? '');
  const rest = halves.length > 1 ? groupsOf(halves[1] ?? '') : [];
  const gap = halves.length > 1 ? 8 - head.length - rest.length : 0;
  const groups = [...head, ...new Array<number>(Math.max(gap, 0)).fill(0), ...rest];
  if (groups.length !== 8 || groups.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return null;
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n);
}

function ipv4Kind(value: number): string | null {
  const big = BigInt(value);
  for (const range of IPV4_RANGES) if (inRange(big, range, 32)) return range.kind;
  return null;
}

/** Strips `[...]` and an IPv6 zone (`%eth0`): a zone only ever names a local interface. */
export function bareAddress(ip: string): string {
  let text = ip.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const zone = text.indexOf('%');
  return zone === -1 ? text : text.slice(0, zone);
}

/**
 * What kind of forbidden address `ip` is ("a private address", ...), or null when a fork may
 * connect to it. Anything that is not a valid IP address is refused.
 */
export function addressKind(ip: string): string | null {
  const text = bareAddress(ip);
  const asV4 = parseIPv4(text);
  if (asV4 !== null) return ipv4Kind(asV4);
  const asV6 = parseIPv6(text);
  if (asV6 === null) return 'not an IP address';
  for (const range of IPV6_RANGES) if (inRange(asV6, range, 128)) return range.kind;
  if (inRange(asV6, NAT64, 128)) {
    const embedded = Number(asV6 & 0xffffffffn);
    const kind = ipv4Kind(embedded);
    return kind ? `a NAT64 address of ${formatIPv4(embedded)}, which is ${kind}` : null;
  }
  if (inRange(asV6, SIX_TO_FOUR, 128)) {
    const embedded = Number((asV6 >> 80n) & 0xffffffffn);
    const kind = ipv4Kind(embedded);
    return kind ? `a 6to4 address of ${formatIPv4(embedded)}, which is ${kind}` : null;
  }
  if (!inRange(asV6, GLOBAL_UNICAST, 128)) return 'a reserved address';
  return null;
}

/**
 * Plain-language reason a fork must not connect to `ip` ("10.0.0.5 is a private address"), or
 * null when the address is public.
 */
export function addressProblem(ip: string): string | null {
  const kind = addressKind(ip);
  if (kind === null) return null;
  return kind === 'not an IP address' ? `${ip} is not an IP address` : `${bareAddress(ip)} is ${kind}`;
}
