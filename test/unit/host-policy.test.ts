import t from 'tap';
import { hostNameProblem, isAllowedHost } from '../../shared/net/host-policy.ts';

t.test('isAllowedHost matches the exact host and port', async (t) => {
  const allowed = ['127.0.0.1:8080', 'Intranet.Example:443', '[::1]:9000', 'bare.example', 'not a host', 'x.example:1/path'];
  t.ok(isAllowedHost(new URL('http://127.0.0.1:8080/x'), allowed));
  t.notOk(isAllowedHost(new URL('http://127.0.0.1:8081/x'), allowed), 'other port');
  t.notOk(isAllowedHost(new URL('http://127.0.0.1/x'), allowed), 'default port');
  t.notOk(isAllowedHost(new URL('http://localhost:8080/x'), allowed), 'another name for the same address');
  t.ok(isAllowedHost(new URL('https://intranet.example/'), allowed), 'https default port 443, case-insensitive');
  t.notOk(isAllowedHost(new URL('http://intranet.example/'), allowed), 'http default port 80');
  t.ok(isAllowedHost(new URL('http://[::1]:9000/'), allowed));
  t.notOk(isAllowedHost(new URL('http://[::1]:9001/'), allowed));
  t.ok(isAllowedHost(new URL('http://bare.example/'), allowed), 'a bare host means the default port');
  t.ok(isAllowedHost(new URL('https://bare.example/'), allowed));
  t.notOk(isAllowedHost(new URL('http://bare.example:8080/'), allowed));
  t.notOk(isAllowedHost(new URL('http://x.example:1/'), allowed), 'entries with a path are ignored');
  t.notOk(isAllowedHost(new URL('http://127.0.0.1:80/'), ['127.0.0.1:80x']));
  t.ok(isAllowedHost(new URL('http://127.0.0.1/'), ['127.0.0.1:80']));
});

t.test('hostNameProblem needs no DNS', async (t) => {
  t.equal(hostNameProblem(new URL('http://example.com/')), null);
  t.equal(hostNameProblem(new URL('http://93.184.216.34/')), null);
  t.equal(hostNameProblem(new URL('http://localhost.localdomain/')), 'localhost.localdomain is a local host name');
  t.equal(hostNameProblem(new URL('http://[fe80::1]/')), 'fe80::1 is a link-local address');
});
