// Which IP addresses an outbound request (a fork, a webhook delivery) may connect to (CONTRACT.md
// section 7). Pure: no DNS, no I/O, so the gateway can use it for early 400s and the resolver
// applies it to every resolved address.
//
// The rule is an allow-list in spirit: IPv6 must be global unicast (2000::/3) and IPv4 must not
// sit in any IANA special-purpose range, so a range someone forgot to list fails closed for v6.

import { BlockList, isIPv4, isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';

interface Range {
  kind: string;
  /** Node's own address matching; it reads every IPv6 spelling, `::a.b.c.d` tails included. */
  list: BlockList;
}

function range(cidr: string, family: 'ipv4' | 'ipv6', kind: string): Range {
  const [network = '', bits = ''] = cidr.split('/');
  const list = new BlockList();
  list.addSubnet(network, Number(bits), family);
  return { kind, list };
}

const v4 = (cidr: string, kind: string) => range(cidr, 'ipv4', kind);
const v6 = (cidr: string, kind: string) => range(cidr, 'ipv6', kind);

// Most specific first: the first match names the problem.
const IPV4_RANGES = [
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

const IPV6_RANGES = [
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

function ipv4Kind(address: string): string | null {
  return IPV4_RANGES.find((entry) => entry.list.check(address, 'ipv4'))?.kind ?? null;
}

/** The IPv4 address held in two 16-bit groups of an IPv6 address (NAT64, 6to4), dotted. */
function embeddedIPv4(address: string, high: number): string {
  const groups = ipaddr.IPv6.parse(address).parts;
  const [a = 0, b = 0] = [groups[high], groups[high + 1]];
  return [a >> 8, a & 255, b >> 8, b & 255].join('.');
}

/** Strips `[...]` and an IPv6 zone (`%eth0`): a zone only ever names a local interface. */
export function bareAddress(ip: string): string {
  let text = ip.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const zone = text.indexOf('%');
  return zone === -1 ? text : text.slice(0, zone);
}

/**
 * What kind of forbidden address `ip` is ("a private address", ...), or null when an outbound
 * request may connect to it. Anything that is not a valid IP address is refused.
 */
export function addressKind(ip: string): string | null {
  const text = bareAddress(ip);
  // node:net decides what is an address at all: strict dotted quads, no `127.1` or hex forms.
  if (isIPv4(text)) return ipv4Kind(text);
  if (!isIPv6(text)) return 'not an IP address';
  const listed = IPV6_RANGES.find((entry) => entry.list.check(text, 'ipv6'));
  if (listed) return listed.kind;
  for (const [prefix, high] of [
    [NAT64, 6],
    [SIX_TO_FOUR, 1],
  ] as const) {
    if (!prefix.list.check(text, 'ipv6')) continue;
    const embedded = embeddedIPv4(text, high);
    const kind = ipv4Kind(embedded);
    return kind ? `${prefix.kind} of ${embedded}, which is ${kind}` : null;
  }
  if (!GLOBAL_UNICAST.list.check(text, 'ipv6')) return 'a reserved address';
  return null;
}

/**
 * Plain-language reason an outbound request must not connect to `ip` ("10.0.0.5 is a private address"), or
 * null when the address is public.
 */
export function addressProblem(ip: string): string | null {
  const kind = addressKind(ip);
  if (kind === null) return null;
  return kind === 'not an IP address' ? `${ip} is not an IP address` : `${bareAddress(ip)} is ${kind}`;
}
