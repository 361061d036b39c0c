import t from 'tap';
import { MAX_SOURCE_URL_LENGTH, sourceUrlProblem } from '../../services/generator/fork/source-url.ts';

t.test('sourceUrlProblem accepts public http(s) URLs', async (t) => {
  t.equal(sourceUrlProblem('https://example.com/'), null);
  t.equal(sourceUrlProblem('http://example.com:8080/a/b?c=d#e'), null);
  t.equal(sourceUrlProblem('HTTPS://EXAMPLE.COM'), null);
});

t.test('sourceUrlProblem refuses malformed URLs with a plain reason', async (t) => {
  t.equal(sourceUrlProblem(''), 'must not be empty');
  t.equal(sourceUrlProblem('example.com'), 'must be an absolute http:// or https:// URL');
  t.equal(sourceUrlProblem('http://'), 'must be an absolute http:// or https:// URL');
  t.equal(sourceUrlProblem('ftp://example.com/'), 'must be an http:// or https:// URL (got ftp:)');
  t.equal(sourceUrlProblem('file:///etc/passwd'), 'must be an http:// or https:// URL (got file:)');
  t.equal(sourceUrlProblem('javascript:alert(1)'), 'must be an http:// or https:// URL (got javascript:)');
  t.equal(sourceUrlProblem('gopher://example.com/'), 'must be an http:// or https:// URL (got gopher:)');
  t.equal(sourceUrlProblem('http://user:pw@example.com/'), 'must not contain a user name or password');
  t.equal(sourceUrlProblem('http://user@example.com/'), 'must not contain a user name or password');
  const long = `https://example.com/${'a'.repeat(MAX_SOURCE_URL_LENGTH)}`;
  t.equal(sourceUrlProblem(long), `must be at most 2048 characters (got ${long.length})`);
  t.equal(sourceUrlProblem(`https://example.com/${'a'.repeat(MAX_SOURCE_URL_LENGTH - 20)}`), null);
});

t.test('with an allow-list, local names and literal forbidden addresses fail early', async (t) => {
  const check = { allowedHosts: ['127.0.0.1:8080'] };
  const suffix = '; forking is allowed only from public http(s) sites';
  t.equal(sourceUrlProblem('http://localhost/', check), `localhost is a local host name${suffix}`);
  t.equal(sourceUrlProblem('http://LOCALHOST./', check), `localhost. is a local host name${suffix}`);
  t.equal(sourceUrlProblem('http://app.localhost:3000/', check), `app.localhost is a local host name${suffix}`);
  t.equal(sourceUrlProblem('http://10.0.0.5/', check), `10.0.0.5 is a private address${suffix}`);
  t.equal(sourceUrlProblem('http://2130706433/', check), `127.0.0.1 is a loopback address${suffix}`);
  t.equal(sourceUrlProblem('http://0x7f.1/', check), `127.0.0.1 is a loopback address${suffix}`);
  t.equal(sourceUrlProblem('http://0/', check), `0.0.0.0 is the unspecified address${suffix}`);
  t.equal(sourceUrlProblem('http://[::1]/', check), `::1 is a loopback address${suffix}`);
  t.equal(sourceUrlProblem('http://[::ffff:127.0.0.1]/', check), `::ffff:7f00:1 is an IPv4-mapped IPv6 address${suffix}`);
  t.equal(sourceUrlProblem('http://127.0.0.1:8081/', check), `127.0.0.1 is a loopback address${suffix}`);
  t.equal(sourceUrlProblem('http://127.0.0.1:8080/', check), null);
  t.equal(sourceUrlProblem('http://example.com/', check), null, 'names are resolved later, at fetch time');
  t.equal(sourceUrlProblem('http://10.0.0.5/'), null, 'without an allow-list only the syntax is checked');
});
