import t from 'tap';
import { generateRequestSchema } from '../../shared/api/schemas.ts';
import { httpUrlProblem } from '../../shared/api/http-url.ts';
import { deploymentIdFor, sha256Hex } from '../../shared/files/digest.ts';
import { filePathProblem } from '../../shared/files/file-path.ts';
import { languageForPath } from '../../shared/files/file-language.ts';
import { isJobId, newJobId } from '../../shared/jobs/job-id.ts';
import { lease, take } from '../../services/gateway/rate-limit/token-bucket.ts';
import { loadConfig, ConfigError } from '../../shared/config/config.ts';

t.test('file path rules of CONTRACT.md section 4', async (t) => {
  for (const good of ['index.html', 'css/site.css', 'a/b/c/d.js', 'ünïcode.html', '.well-known/security.txt']) {
    t.equal(filePathProblem(good), null, good);
  }
  const bad: [string, RegExp][] = [
    ['', /empty/],
    ['/etc/passwd', /relative/],
    ['../up.html', /\.\./],
    ['a/../b.html', /\.\./],
    ['a\\b.html', /separator/],
    ['a//b.html', /empty segments/],
    ['./a.html', /normalised/],
    ['dir/', /folder/],
    ['a\u0000b', /control/],
    ['a\nb', /control/],
    ['x'.repeat(256), /255/],
  ];
  for (const [path, reason] of bad) t.match(filePathProblem(path), reason, JSON.stringify(path).slice(0, 30));
});

t.test('language labels come from the extension, text otherwise', async (t) => {
  t.equal(languageForPath('index.html'), 'html');
  t.equal(languageForPath('a/B.CSS'), 'css');
  t.equal(languageForPath('app.js'), 'javascript');
  t.equal(languageForPath('app.tsx'), 'typescript');
  t.equal(languageForPath('data.json'), 'json');
  t.equal(languageForPath('README.md'), 'markdown');
  t.equal(languageForPath('logo.svg'), 'svg');
  t.equal(languageForPath('feed.xml'), 'xml');
  t.equal(languageForPath('LICENSE'), 'text');
  t.equal(languageForPath('weird.unknownext'), 'text');
  t.equal(languageForPath('.gitignore'), 'text');
});

t.test('deployment ids are content-addressed and order-independent', async (t) => {
  const a = { path: 'a.html', digest: sha256Hex('a') };
  const b = { path: 'b.css', digest: sha256Hex('b') };
  t.equal(deploymentIdFor([a, b]), deploymentIdFor([b, a]));
  t.not(deploymentIdFor([a, b]), deploymentIdFor([a, { ...b, digest: sha256Hex('c') }]));
  t.not(deploymentIdFor([a]), deploymentIdFor([{ ...a, path: 'z.html' }]));
  t.match(deploymentIdFor([a]), /^dep_[0-9a-f]{32}$/);
});

t.test('job ids are prefixed, time-sortable ULIDs and nothing else passes', async (t) => {
  const first = newJobId(1_700_000_000_000);
  const second = newJobId(1_700_000_000_001);
  t.ok(isJobId(first));
  t.ok(first < second, 'sortable by time');
  t.ok(first.length <= 64);
  t.notOk(isJobId('job_../../etc'));
  t.notOk(isJobId('jobs.*.>'));
  t.notOk(isJobId(first.toLowerCase()));
  const many = new Set(Array.from({ length: 1000 }, () => newJobId(1)));
  t.equal(many.size, 1000, 'random part differs within the same millisecond');
});

t.test('URLs must be absolute http(s)', async (t) => {
  t.equal(httpUrlProblem('https://example.com/x'), null);
  t.match(httpUrlProblem('ftp://example.com'), /http or https/);
  t.match(httpUrlProblem('example.com'), /absolute/);
  t.match(httpUrlProblem('https://user:pw@example.com'), /password/);
  t.match(httpUrlProblem(`https://example.com/${'a'.repeat(2048)}`), /2048/);
});

t.test('generate request validation', async (t) => {
  const schema = generateRequestSchema({ maxFiles: 2, maxFileBytes: 10 });
  t.ok(schema.safeParse({ query: 'x' }).success);
  t.ok(schema.safeParse({ query: '🍰'.repeat(4000) }).success, '4000 characters, not UTF-16 units');
  t.notOk(schema.safeParse({ query: '' }).success);
  t.notOk(schema.safeParse({ query: 'x'.repeat(4001) }).success);
  t.notOk(
    schema.safeParse({
      query: 'x',
      files: [
        { path: 'a', content: '' },
        { path: 'b', content: '' },
        { path: 'c', content: '' },
      ],
    }).success,
  );
  t.notOk(schema.safeParse({ query: 'x', files: [{ path: 'a', content: '12345678901' }] }).success);
  t.notOk(
    schema.safeParse({
      query: 'x',
      files: [
        { path: 'a', content: '' },
        { path: 'a', content: '' },
      ],
    }).success,
  );
  t.notOk(schema.safeParse({ query: 'x', project_id: 'has space' }).success);
  t.notOk(schema.safeParse({ query: 'x', user_id: 'u'.repeat(129) }).success);
  t.ok(schema.safeParse({ query: 'x', user_id: null, project_id: null, source_url: null }).success);
});

t.test('token bucket: bursts, refill, retry-after', async (t) => {
  const policy = { ratePerMinute: 60, burst: 3 };
  let now = 1_000_000;
  let result = take(null, now, policy);
  t.ok(result.allowed);
  t.equal(result.remaining, 2);
  result = take(result.bucket, now, policy);
  result = take(result.bucket, now, policy);
  t.ok(result.allowed);
  t.equal(result.remaining, 0);
  const refused = take(result.bucket, now, policy);
  t.notOk(refused.allowed);
  t.equal(refused.retryAfterSeconds, 1, 'one token a second at 60 a minute');
  now += 1_000;
  t.ok(take(refused.bucket, now, policy).allowed, 'refilled after a second');
  const idle = take(result.bucket, now + 3_600_000, policy);
  t.equal(idle.remaining, 2, 'never more than the burst');
});

t.test('token bucket: a raised burst applies at once, a lowered one caps the bucket', async (t) => {
  const now = 1_000_000;
  const slow = { ratePerMinute: 1, burst: 1 };
  const empty = take(take(null, now, slow).bucket, now, slow);
  t.notOk(empty.allowed, 'the old limit is spent');
  const fast = { ratePerMinute: 6000, burst: 50 };
  const raised = lease(empty.bucket, now, fast, 12);
  t.equal(raised.granted, 12, 'the burst grew by 49 tokens the moment it was raised');
  t.equal(raised.remaining, 37);
  const lowered = lease(raised.bucket, now, { ratePerMinute: 60, burst: 5 }, 12);
  t.equal(lowered.granted, 5, 'never more than the new, lower burst');
  const older = lease({ tokens: 0, at: now }, now, fast, 12);
  t.equal(older.granted, 0, 'a bucket written without its burst is only refilled');
});

t.test('configuration is validated with plain messages', async (t) => {
  const config = loadConfig({});
  t.equal(config.PORT, 8080);
  t.equal(config.ENGINE, 'offline');
  t.equal(config.MAX_FILES, 500);
  t.equal(config.RATE_LIMIT_PER_MINUTE, 60);
  t.same(loadConfig({ FORK_ALLOWED_HOSTS: 'a:1, b:2,' }).FORK_ALLOWED_HOSTS, ['a:1', 'b:2']);
  t.throws(() => loadConfig({ PORT: 'eighty' }), ConfigError);
  t.throws(() => loadConfig({ ENGINE: 'magic' }), /ENGINE/);
  t.throws(() => loadConfig({ ADMIN_TOKEN: 'short' }), /ADMIN_TOKEN/);
});
