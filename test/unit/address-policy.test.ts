import t from 'tap';
import { addressKind, addressProblem, bareAddress } from '../../shared/net/address-policy.ts';

// [address, expected problem or null when public]
const CASES: [string, string | null][] = [
  // public
  ['8.8.8.8', null],
  ['1.1.1.1', null],
  ['93.184.216.34', null],
  ['172.15.255.255', null],
  ['172.32.0.1', null],
  ['100.63.255.255', null],
  ['100.128.0.1', null],
  ['192.169.0.1', null],
  ['223.255.255.255', null],
  ['2606:4700:4700::1111', null],
  ['2a00:1450:4001:80b::200e', null],
  ['64:ff9b::808:808', null],
  ['2002:808:808::1', null],
  // IPv4 special purpose
  ['0.0.0.0', '0.0.0.0 is the unspecified address'],
  ['0.1.2.3', '0.1.2.3 is a "this network" address'],
  ['10.0.0.5', '10.0.0.5 is a private address'],
  ['10.255.255.255', '10.255.255.255 is a private address'],
  ['100.64.0.1', '100.64.0.1 is a shared (carrier-grade NAT) address'],
  ['100.127.255.254', '100.127.255.254 is a shared (carrier-grade NAT) address'],
  ['127.0.0.1', '127.0.0.1 is a loopback address'],
  ['127.255.255.254', '127.255.255.254 is a loopback address'],
  ['169.254.169.254', '169.254.169.254 is a link-local address'],
  ['172.16.0.1', '172.16.0.1 is a private address'],
  ['172.31.255.255', '172.31.255.255 is a private address'],
  ['192.0.0.8', '192.0.0.8 is a reserved protocol address'],
  ['192.0.2.1', '192.0.2.1 is a documentation address'],
  ['192.88.99.1', '192.88.99.1 is a reserved relay address'],
  ['192.168.1.1', '192.168.1.1 is a private address'],
  ['198.18.0.1', '198.18.0.1 is a benchmarking address'],
  ['198.19.255.255', '198.19.255.255 is a benchmarking address'],
  ['198.51.100.7', '198.51.100.7 is a documentation address'],
  ['203.0.113.9', '203.0.113.9 is a documentation address'],
  ['224.0.0.1', '224.0.0.1 is a multicast address'],
  ['239.255.255.250', '239.255.255.250 is a multicast address'],
  ['240.0.0.1', '240.0.0.1 is a reserved address'],
  ['255.255.255.255', '255.255.255.255 is the broadcast address'],
  // IPv6 special purpose
  ['::', ':: is the unspecified address'],
  ['::1', '::1 is a loopback address'],
  ['0:0:0:0:0:0:0:1', '0:0:0:0:0:0:0:1 is a loopback address'],
  ['[::1]', '::1 is a loopback address'],
  ['::ffff:127.0.0.1', '::ffff:127.0.0.1 is an IPv4-mapped IPv6 address'],
  ['::ffff:7f00:1', '::ffff:7f00:1 is an IPv4-mapped IPv6 address'],
  ['::ffff:8.8.8.8', '::ffff:8.8.8.8 is an IPv4-mapped IPv6 address'],
  ['::ffff:0:a00:1', '::ffff:0:a00:1 is an IPv4-translated IPv6 address'],
  ['::127.0.0.1', '::127.0.0.1 is a reserved address'],
  ['64:ff9b::7f00:1', '64:ff9b::7f00:1 is a NAT64 address of 127.0.0.1, which is a loopback address'],
  ['64:ff9b::10.0.0.1', '64:ff9b::10.0.0.1 is a NAT64 address of 10.0.0.1, which is a private address'],
  ['64:ff9b:1::1', '64:ff9b:1::1 is a local-use NAT64 address'],
  ['100::1', '100::1 is a discard-only address'],
  ['2001::1', '2001::1 is a Teredo tunnel address'],
  ['2001:db8::1', '2001:db8::1 is a documentation address'],
  ['2001:10::1', '2001:10::1 is a reserved protocol address'],
  ['2002:c0a8:101::1', '2002:c0a8:101::1 is a 6to4 address of 192.168.1.1, which is a private address'],
  ['3fff::1', '3fff::1 is a documentation address'],
  ['fc00::1', 'fc00::1 is a unique-local (private) address'],
  ['fd12:3456::1', 'fd12:3456::1 is a unique-local (private) address'],
  ['fe80::1', 'fe80::1 is a link-local address'],
  ['fe80::1%eth0', 'fe80::1 is a link-local address'],
  ['febf::1', 'febf::1 is a link-local address'],
  ['fec0::1', 'fec0::1 is a site-local address'],
  ['ff02::1', 'ff02::1 is a multicast address'],
  ['4000::1', '4000::1 is a reserved address'],
  ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8 is a reserved address'],
  // not addresses at all
  ['localhost', 'localhost is not an IP address'],
  ['', ' is not an IP address'],
  ['256.1.1.1', '256.1.1.1 is not an IP address'],
  ['2130706433', '2130706433 is not an IP address'],
  ['1::2::3', '1::2::3 is not an IP address'],
];

t.test('addressProblem over IPv4 and IPv6 cases', async (t) => {
  for (const [address, expected] of CASES) t.equal(addressProblem(address), expected, address);
});

t.test('addressKind names the kind without the address', async (t) => {
  t.equal(addressKind('10.1.2.3'), 'a private address');
  t.equal(addressKind('[fd00::1]'), 'a unique-local (private) address');
  t.equal(addressKind('8.8.4.4'), null);
});

t.test('bareAddress strips brackets and zones only', async (t) => {
  t.equal(bareAddress('[::1]'), '::1');
  t.equal(bareAddress('fe80::1%25eth0'), 'fe80::1');
  t.equal(bareAddress(' 1.2.3.4 '), '1.2.3.4');
});
