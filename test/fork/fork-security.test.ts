// CONTRACT.md section 7: a forbidden address never receives a single request, on the first
// request or on any redirect hop, however the URL spells it.

import t from 'tap';
import type { Test } from 'tap';
import { DEFAULT_FORK_LIMITS, ForkError, fetchSite } from '../../services/generator/fork/fetch-site.ts';
import type { ForkOptions } from '../../services/generator/fork/fetch-site.ts';
import type { ResolvedAddress } from '../../shared/net/resolve-target.ts';
import { siteHandler, startServer } from './fixtures/local-servers.ts';
import type { TestServer } from './fixtures/local-servers.ts';

const PUBLIC_ONLY = 'forking is allowed only from public http(s) sites';
const HTML = 'text/html; charset=utf-8';

async function forkError(t: Test, url: string, options: ForkOptions): Promise<ForkError> {
  try {
    await fetchSite(url, options);
  } catch (error) {
    t.ok(error instanceof ForkError, 'fails with a ForkError');
    return error as ForkError;
  }
  throw new Error(`fork of ${url} should have failed`);
}

function forbiddenServer(): Promise<TestServer> {
  return startServer((_request, response) => {
    response.writeHead(200, { 'content-type': HTML });
    response.end('<p>secret</p>');
  });
}

t.test('a server that is not allowed gets no request at all', async (t) => {
  const allowed = await startServer(siteHandler({ '/': [HTML, '<p>ok</p>'] }));
  const forbidden = await forbiddenServer();
  t.teardown(() => Promise.all([allowed.close(), forbidden.close()]));
  const options = { allowedHosts: [allowed.hostPort], limits: DEFAULT_FORK_LIMITS };

  const error = await forkError(t, `${forbidden.origin}/`, options);
  t.equal(error.message, `source_url: 127.0.0.1 is a loopback address; ${PUBLIC_ONLY}`);
  t.equal(error.code, 'blocked');
  t.equal(forbidden.connections(), 0);

  // The same check passes for the allowed host:port, which proves it is the allow-list that decides.
  const result = await fetchSite(`${allowed.origin}/`, options);
  t.same(
    result.files.map((f) => f.path),
    ['index.html'],
  );
  t.equal(allowed.connections(), 1);
});

t.test('every spelling of a local address is refused without a request', async (t) => {
  const forbidden = await forbiddenServer();
  t.teardown(() => forbidden.close());
  const port = forbidden.port;
  const options = { allowedHosts: ['127.0.0.1:1', 'localhost:1'], limits: DEFAULT_FORK_LIMITS };
  const cases: [string, string][] = [
    [`http://localhost:${port}/`, 'localhost is a local host name'],
    [`http://LocalHost.:${port}/`, 'localhost. is a local host name'],
    [`http://www.localhost:${port}/`, 'www.localhost is a local host name'],
    [`http://[::1]:${port}/`, '::1 is a loopback address'],
    [`http://0.0.0.0:${port}/`, '0.0.0.0 is the unspecified address'],
    [`http://0:${port}/`, '0.0.0.0 is the unspecified address'],
    [`http://[::]:${port}/`, ':: is the unspecified address'],
    [`http://[::ffff:127.0.0.1]:${port}/`, '::ffff:7f00:1 is an IPv4-mapped IPv6 address'],
    [`http://2130706433:${port}/`, '127.0.0.1 is a loopback address'],
    [`http://0x7f000001:${port}/`, '127.0.0.1 is a loopback address'],
    [`http://0177.0.0.1:${port}/`, '127.0.0.1 is a loopback address'],
    [`http://127.1:${port}/`, '127.0.0.1 is a loopback address'],
    [`http://127.0.0.1:${port}/`, '127.0.0.1 is a loopback address'],
    [`https://127.0.0.1:${port}/`, '127.0.0.1 is a loopback address'],
    ['http://10.0.0.5/', '10.0.0.5 is a private address'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address'],
    ['http://[fd00::1]/', 'fd00::1 is a unique-local (private) address'],
    ['http://[64:ff9b::a00:5]/', '64:ff9b::a00:5 is a NAT64 address of 10.0.0.5, which is a private address'],
    ['https://100.64.0.1/', '100.64.0.1 is a shared (carrier-grade NAT) address'],
  ];
  for (const [url, reason] of cases) {
    const error = await forkError(t, url, options);
    t.equal(error.message, `source_url: ${reason}; ${PUBLIC_ONLY}`, url);
  }
  t.equal(forbidden.connections(), 0);
});

t.test('numeric spellings of an allowed host:port are that host (the URL standard normalises them)', async (t) => {
  const allowed = await startServer(siteHandler({ '/': [HTML, '<p>ok</p>'] }));
  t.teardown(() => allowed.close());
  const options = { allowedHosts: [allowed.hostPort], limits: DEFAULT_FORK_LIMITS };
  const result = await fetchSite(`http://2130706433:${allowed.port}/`, options);
  t.equal(result.finalUrl, `${allowed.origin}/`);
  t.equal(allowed.connections(), 1);
  // ...while another name for the same address is not the allowed host.
  t.equal((await forkError(t, `http://localhost:${allowed.port}/`, options)).code, 'blocked');
  t.equal(allowed.connections(), 1);
});

t.test('non-http schemes and malformed URLs are refused', async (t) => {
  const options = { allowedHosts: [], limits: DEFAULT_FORK_LIMITS };
  t.equal((await forkError(t, 'file:///etc/passwd', options)).message, 'source_url: must be an http:// or https:// URL (got file:)');
  t.equal((await forkError(t, 'ftp://example.com/', options)).message, 'source_url: must be an http:// or https:// URL (got ftp:)');
  t.equal((await forkError(t, 'data:text/html,<p>x', options)).message, 'source_url: must be an http:// or https:// URL (got data:)');
  t.equal((await forkError(t, 'not a url', options)).code, 'invalid_url');
  t.equal((await forkError(t, 'http://a:b@example.com/', options)).message, 'source_url: must not contain a user name or password');
});

t.test('a redirect to a forbidden server is refused before it is requested', async (t) => {
  const forbidden = await forbiddenServer();
  const allowed = await startServer((request, response) => {
    const targets: Record<string, string> = {
      '/to-forbidden': `${forbidden.origin}/secret`,
      '/to-localhost': `http://localhost:${forbidden.port}/`,
      '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
      '/to-file': 'file:///etc/passwd',
      '/to-credentials': 'http://user:pw@example.com/',
    };
    const location = targets[request.url ?? ''];
    if (location) {
      response.writeHead(302, { location });
      response.end();
      return;
    }
    if (request.url === '/no-location') {
      response.writeHead(301);
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': HTML });
    response.end(`<link rel=stylesheet href="/to-forbidden"><a href="${forbidden.origin}/page">x</a><img src="${forbidden.origin}/x.svg">`);
  });
  t.teardown(() => Promise.all([allowed.close(), forbidden.close()]));
  const options = { allowedHosts: [allowed.hostPort], limits: DEFAULT_FORK_LIMITS };

  const error = await forkError(t, `${allowed.origin}/to-forbidden`, options);
  t.equal(
    error.message,
    `source_url: the site redirected to ${forbidden.origin}/secret, but 127.0.0.1 is a loopback address; ${PUBLIC_ONLY}`,
  );
  t.equal(error.code, 'blocked');
  t.equal(
    (await forkError(t, `${allowed.origin}/to-localhost`, options)).message,
    `source_url: the site redirected to http://localhost:${forbidden.port}/, but localhost is a local host name; ${PUBLIC_ONLY}`,
  );
  t.equal(
    (await forkError(t, `${allowed.origin}/to-metadata`, options)).message,
    `source_url: the site redirected to http://169.254.169.254/latest/meta-data/, but 169.254.169.254 is a link-local address; ${PUBLIC_ONLY}`,
  );
  t.equal(
    (await forkError(t, `${allowed.origin}/to-file`, options)).message,
    'source_url: the site redirected to a file: address; only http(s) can be forked',
  );
  t.equal(
    (await forkError(t, `${allowed.origin}/to-credentials`, options)).message,
    'source_url: the site redirected to an address with a user name or password',
  );
  t.equal(
    (await forkError(t, `${allowed.origin}/no-location`, options)).message,
    'source_url: the site answered 301 without a valid redirect address',
  );

  // From a copied page: the redirecting style sheet and the cross-origin links are left alone.
  const result = await fetchSite(`${allowed.origin}/`, options);
  t.same(
    result.files.map((f) => f.path),
    ['index.html'],
  );
  t.same(result.skipped, [{ url: `${allowed.origin}/to-forbidden`, reason: `redirects to another site (${forbidden.origin})` }]);
  t.match(result.files[0]?.content, `<a href="${forbidden.origin}/page">x</a><img src="${forbidden.origin}/x.svg">`);
  t.equal(forbidden.connections(), 0);
});

t.test('every address a name resolves to must be public', async (t) => {
  const server = await startServer(siteHandler({ '/': [HTML, '<p>ok</p>'] }));
  t.teardown(() => server.close());
  const answers: Record<string, ResolvedAddress[]> = {
    'private.test': [{ address: '10.0.0.5', family: 4 }],
    'mixed.test': [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ],
    'mapped.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
  };
  const looked: string[] = [];
  const lookup = async (hostname: string): Promise<ResolvedAddress[]> => {
    looked.push(hostname);
    const answer = answers[hostname];
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answer;
  };
  const options = { allowedHosts: [], limits: DEFAULT_FORK_LIMITS, lookup };
  const port = server.port;
  t.equal(
    (await forkError(t, `http://private.test:${port}/`, options)).message,
    `source_url: private.test resolves to 10.0.0.5, which is a private address; ${PUBLIC_ONLY}`,
  );
  t.equal(
    (await forkError(t, `http://mixed.test:${port}/`, options)).message,
    `source_url: mixed.test resolves to 127.0.0.1, which is a loopback address; ${PUBLIC_ONLY}`,
  );
  t.equal(
    (await forkError(t, `http://mapped.test:${port}/`, options)).message,
    `source_url: mapped.test resolves to ::ffff:127.0.0.1, which is an IPv4-mapped IPv6 address; ${PUBLIC_ONLY}`,
  );
  const missing = await forkError(t, `http://nowhere.test:${port}/`, options);
  t.equal(missing.message, 'source_url: the host name nowhere.test could not be found');
  t.notMatch(missing.message, 'getaddrinfo', 'no library text');
  t.same(looked, ['private.test', 'mixed.test', 'mapped.test', 'nowhere.test']);
  t.equal(server.connections(), 0);
});

t.test('the checked address is pinned: a changing DNS answer is never used', async (t) => {
  const hosts: string[] = [];
  const server = await startServer((request, response) => {
    hosts.push(request.headers.host ?? '');
    siteHandler({
      '/': [HTML, '<link rel=stylesheet href="/a.css"><a href="/b/">b</a><script src="/c.js"></script>'],
      '/a.css': ['text/css', 'p{}'],
      '/b/': [HTML, '<a href="/">home</a>'],
      '/c.js': ['text/javascript', '1'],
    })(request, response);
  });
  t.teardown(() => server.close());
  let calls = 0;
  // The first answer is the (allowed) test server; any later answer would point elsewhere. The
  // name does not exist in real DNS, so reaching the server at all proves the pinned lookup.
  const lookup = async (): Promise<ResolvedAddress[]> => {
    calls += 1;
    return [{ address: calls === 1 ? '127.0.0.1' : '10.9.9.9', family: 4 }];
  };
  const host = `rebind.test:${server.port}`;
  const result = await fetchSite(`http://${host}/`, { allowedHosts: [host], limits: DEFAULT_FORK_LIMITS, lookup });
  t.same(result.files.map((f) => f.path).sort(), ['a.css', 'b/index.html', 'c.js', 'index.html']);
  t.equal(calls, 1, 'resolved once for the whole fork');
  t.equal(hosts.length, 4);
  t.ok(
    hosts.every((h) => h === host),
    'the Host header keeps the name',
  );
});
