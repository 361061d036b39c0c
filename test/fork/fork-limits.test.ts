// Bounded redirects, bytes, files, pages and time; and plain errors for sites that misbehave.

import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import t from 'tap';
import { DEFAULT_FORK_LIMITS, ForkError, fetchSite } from '../../services/generator/fork/fetch-site.ts';
import type { ForkLimits, ForkOptions } from '../../services/generator/fork/fetch-site.ts';
import { siteHandler, startServer } from './fixtures/local-servers.ts';
import type { TestServer } from './fixtures/local-servers.ts';

const HTML = 'text/html; charset=utf-8';

async function forkError(url: string, options: ForkOptions): Promise<ForkError> {
  try {
    await fetchSite(url, options);
  } catch (error) {
    if (error instanceof ForkError) return error;
    throw error;
  }
  throw new Error(`fork of ${url} should have failed`);
}

function optionsFor(server: TestServer, limits: Partial<ForkLimits> = {}, signal?: AbortSignal): ForkOptions {
  return { allowedHosts: [server.hostPort], limits: { ...DEFAULT_FORK_LIMITS, ...limits }, ...(signal ? { signal } : {}) };
}

t.test('redirects are bounded', async (t) => {
  const server = await startServer((request, response) => {
    const chain = /^\/r\/(\d+)$/.exec(request.url ?? '');
    const location = chain
      ? `/r/${Number(chain[1]) + 1}`
      : request.url === '/a'
        ? '/b'
        : request.url === '/b'
          ? '/a'
          : request.url === '/self'
            ? '/self'
            : null;
    if (location) {
      response.writeHead(307, { location });
      response.end();
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  t.teardown(() => server.close());

  const tooMany = await forkError(`${server.origin}/r/0`, optionsFor(server, { maxRedirects: 3 }));
  t.equal(tooMany.message, 'source_url: more than 3 redirects');
  t.equal(tooMany.code, 'redirects');
  t.same(server.requests, ['/r/0', '/r/1', '/r/2', '/r/3'], 'the fourth redirect is not followed');

  server.requests.length = 0;
  const loop = await forkError(`${server.origin}/a`, optionsFor(server));
  t.equal(loop.message, `source_url: the site redirects in a loop (${server.origin}/a)`);
  t.same(server.requests, ['/a', '/b']);
  t.equal((await forkError(`${server.origin}/self`, optionsFor(server))).code, 'redirects');
});

t.test('a body larger than maxBytes is cut off', async (t) => {
  let endlessClosed = false;
  const chunk = Buffer.alloc(16 * 1024, 'a');
  const server = await startServer((request, response) => {
    if (request.url === '/endless') {
      response.writeHead(200, { 'content-type': HTML });
      const timer = setInterval(() => response.write(chunk), 1);
      response.on('close', () => {
        clearInterval(timer);
        endlessClosed = true;
      });
    } else if (request.url === '/declared') {
      response.writeHead(200, { 'content-type': HTML, 'content-length': String(10 * 1024 * 1024) });
      response.write('<p>');
    } else if (request.url === '/bomb') {
      response.writeHead(200, { 'content-type': HTML, 'content-encoding': 'gzip' });
      response.end(gzipSync(Buffer.alloc(2 * 1024 * 1024, ' ')));
    } else if (request.url === '/two') {
      response.writeHead(200, { 'content-type': HTML });
      response.end(`<link rel=stylesheet href="/big.css"><p>${'x'.repeat(60 * 1024)}</p>`);
    } else {
      response.writeHead(200, { 'content-type': 'text/css' });
      response.end(`/* ${'y'.repeat(60 * 1024)} */`);
    }
  });
  t.teardown(() => server.close());
  const limits = { maxBytes: 100 * 1024 };
  const expected = 'source_url: the site is larger than 100 KB; forking is limited to 100 KB';

  const endless = await forkError(`${server.origin}/endless`, optionsFor(server, limits));
  t.equal(endless.message, expected);
  t.equal(endless.code, 'too_large');
  await new Promise((resolve) => setImmediate(resolve));
  for (let i = 0; i < 500 && !endlessClosed; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  t.ok(endlessClosed, 'the endless body was aborted');

  t.equal(
    (await forkError(`${server.origin}/declared`, optionsFor(server, limits))).message,
    expected,
    'a declared length over the limit is refused up front',
  );
  t.equal((await forkError(`${server.origin}/bomb`, optionsFor(server, limits))).message, expected, 'decompressed bytes count');
  t.equal((await forkError(`${server.origin}/two`, optionsFor(server, limits))).message, expected, 'bytes add up over all files');
  const ok = await fetchSite(`${server.origin}/two`, optionsFor(server, { maxBytes: 200 * 1024 }));
  t.same(
    ok.files.map((f) => f.path),
    ['two/index.html', 'big.css'],
  );
});

t.test('too many files fails the fork', async (t) => {
  const pages: Record<string, [string, string]> = {
    '/': [HTML, [1, 2, 3, 4, 5].map((n) => `<link rel=stylesheet href="/s${n}.css">`).join('')],
  };
  for (const n of [1, 2, 3, 4, 5]) pages[`/s${n}.css`] = ['text/css', `.s${n}{}`];
  const server = await startServer(siteHandler(pages));
  t.teardown(() => server.close());
  const error = await forkError(`${server.origin}/`, optionsFor(server, { maxFiles: 3 }));
  t.equal(error.message, 'source_url: the site has more than 3 files; forking is limited to 3 files');
  t.equal(error.code, 'too_many_files');
  const ok = await fetchSite(`${server.origin}/`, optionsFor(server, { maxFiles: 6 }));
  t.equal(ok.files.length, 6);
});

t.test('maxPages bounds the crawl breadth-first; other pages stay links', async (t) => {
  const server = await startServer(
    siteHandler({
      '/': [HTML, '<a href="/one">1</a><a href="/two">2</a>'],
      '/one': [HTML, '<a href="/one/deep">deep</a><a href="/">home</a>'],
      '/two': [HTML, '<a href="/">home</a>'],
      '/one/deep': [HTML, 'deep'],
    }),
  );
  t.teardown(() => server.close());
  const result = await fetchSite(`${server.origin}/`, optionsFor(server, { maxPages: 2 }));
  t.same(
    result.files.map((f) => f.path),
    ['index.html', 'one/index.html'],
  );
  t.match(result.files[0]?.content, `<a href="one/index.html">1</a><a href="${server.origin}/two">2</a>`);
  t.same(result.skipped, [
    { url: `${server.origin}/two`, reason: 'page not copied: the limit of 2 pages was reached' },
    { url: `${server.origin}/one/deep`, reason: 'page not copied: the limit of 2 pages was reached' },
  ]);
  t.notOk(server.requests.includes('/two'));
  t.notOk(server.requests.includes('/one/deep'));
});

t.test('a site that never answers times out with a plain message', async (t) => {
  const server = await startServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': HTML });
      response.end('<link rel=stylesheet href="/hang.css">');
    }
    // anything else: never answered
  });
  t.teardown(() => server.close());
  const silent = await forkError(`${server.origin}/silent`, optionsFor(server, { timeoutMs: 300 }));
  t.equal(silent.message, 'source_url: the site did not answer within 0.3 seconds');
  t.equal(silent.code, 'timeout');
  // Generous: the page itself must answer within the limit on a slow machine; only the style
  // sheet hangs.
  const partway = await forkError(`${server.origin}/`, optionsFor(server, { timeoutMs: 3000 }));
  t.equal(partway.message, 'source_url: copying the site took longer than 3 seconds');
});

t.test("the caller's signal cancels the fork", async (t) => {
  const server = await startServer(() => {
    // never answers
  });
  t.teardown(() => server.close());
  const controller = new AbortController();
  const pending = forkError(`${server.origin}/`, optionsFor(server, {}, controller.signal));
  const started = Date.now();
  while (server.requests.length === 0 && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 10));
  controller.abort();
  t.equal((await pending).message, 'source_url: the fork was cancelled');
  t.equal((await forkError(`${server.origin}/`, optionsFor(server, {}, AbortSignal.abort()))).code, 'cancelled');
});

t.test('the requested page itself must be a working web page', async (t) => {
  const server = await startServer((request, response) => {
    if (request.url === '/image') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.from([0x89, 0x50]));
    } else if (request.url === '/style.css') {
      response.writeHead(200, { 'content-type': 'text/css' });
      response.end('p{}');
    } else if (request.url === '/broken-gzip') {
      response.writeHead(200, { 'content-type': HTML, 'content-encoding': 'gzip' });
      response.end('this is not gzip');
    } else if (request.url === '/odd-encoding') {
      response.writeHead(200, { 'content-type': HTML, 'content-encoding': 'compress' });
      response.end('x');
    } else if (request.url === '/nul') {
      response.writeHead(200, { 'content-type': HTML });
      response.end('<p>\u0000</p>');
    } else if (request.url === '/teapot') {
      response.writeHead(418);
      response.end();
    } else {
      response.writeHead(500);
      response.end();
    }
  });
  t.teardown(() => server.close());
  const options = optionsFor(server);
  t.equal(
    (await forkError(`${server.origin}/image`, options)).message,
    'source_url: the address is not a web page (the site sent image/png)',
  );
  t.equal(
    (await forkError(`${server.origin}/style.css`, options)).message,
    'source_url: the address is not a web page (the site sent text/css)',
  );
  t.equal((await forkError(`${server.origin}/oops`, options)).message, 'source_url: the site answered 500 Internal Server Error');
  t.equal((await forkError(`${server.origin}/teapot`, options)).message, "source_url: the site answered 418 I'm a Teapot");
  t.equal((await forkError(`${server.origin}/broken-gzip`, options)).message, 'source_url: the site sent a corrupt compressed response');
  t.equal(
    (await forkError(`${server.origin}/odd-encoding`, options)).message,
    'source_url: the site sent an unsupported content encoding (compress)',
  );
  t.equal((await forkError(`${server.origin}/nul`, options)).code, 'unsupported_type');
});

t.test('network failures become plain reasons', async (t) => {
  // A port with nothing listening: bind, note the port, close.
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const refused = await forkError(`http://127.0.0.1:${closedPort}/`, {
    allowedHosts: [`127.0.0.1:${closedPort}`],
    limits: DEFAULT_FORK_LIMITS,
  });
  t.equal(refused.message, 'source_url: the site refused the connection');

  // A server that speaks something other than HTTP.
  const garbage = net.createServer((socket) => {
    socket.resume(); // read the request, or the socket never sees the client's close
    socket.end('NOT HTTP AT ALL\r\n\r\n');
  });
  await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => garbage.close(() => resolve())));
  const port = (garbage.address() as AddressInfo).port;
  const invalid = await forkError(`http://127.0.0.1:${port}/`, { allowedHosts: [`127.0.0.1:${port}`], limits: DEFAULT_FORK_LIMITS });
  t.equal(invalid.message, 'source_url: the site sent an invalid HTTP response');
  t.notOk(invalid.stack?.includes('HPE_'), 'the message carries no library text');

  // Speaking TLS to a plain HTTP server fails the handshake.
  const plain = await startServer(siteHandler({}));
  t.teardown(() => plain.close());
  const tls = await forkError(`https://${plain.hostPort}/`, { allowedHosts: [plain.hostPort], limits: DEFAULT_FORK_LIMITS });
  t.equal(tls.code, 'unreachable');
  t.match(tls.message, /^source_url: the site/);
});
