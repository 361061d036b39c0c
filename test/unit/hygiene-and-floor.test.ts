// The text rules, the production floor, the outer error shapes and the restart backoff, as pure functions.
import t from 'tap';
import { textProblem, toStorableText } from '../../shared/text/text-rules.ts';
import { productionFloorProblems, versionAtLeast } from '../../shared/nats/production-floor.ts';
import { jetstreamBlock } from '../../infra/nats/nats-server-process.ts';
import { shapeForPath } from '../../services/gateway/http/error-shapes.ts';
import { nestsDeeperThan } from '../../services/gateway/http/json-body.ts';
import { restartDelayMs } from '../../infra/embedded/supervise.ts';
import { parseEvent } from '../../shared/events/catalogue.ts';

t.test('text rules', async (t) => {
  t.equal(textProblem('A café 💐\tand\nmore', 'plain'), null);
  t.match(textProblem('a\u0000', 'storable'), /NUL characters \(found at character 2\)/);
  t.match(textProblem('a\ud800', 'storable'), /lone surrogate/);
  t.equal(textProblem('form\ffeed \u001b[0m \u0085', 'storable'), null, 'file contents keep other control characters');
  t.match(textProblem('bell\u0007', 'plain'), /U\+0007 at character 5/);
  t.match(textProblem('next\u0085line', 'plain'), /U\+0085/);
  t.match(textProblem('tab\there', 'single-line'), /U\+0009/);
  t.equal(toStorableText('a\u0000b\ud800'), 'a\ufffdb\ufffd');
  t.equal(toStorableText('fine'), 'fine');
});

t.test('the catalogue refuses what the read model cannot store', async (t) => {
  const base = {
    id: 'e1',
    occurred_at: new Date().toISOString(),
    account_id: 'acct_1',
    actor: 'gateway',
    type: 'JobProgressed',
    version: 1,
    job_id: 'job_1',
  };
  t.ok(parseEvent({ ...base, data: { progress: 'Writing\tindex.html' } }));
  t.throws(
    () => parseEvent({ ...base, data: { progress: 'nul \u0000' } }),
    { name: 'ZodError', issues: [{ path: ['data', 'progress'], message: /NUL characters/ }] },
    'NUL',
  );
  t.throws(
    () => parseEvent({ ...base, job_id: 'j'.repeat(200), data: { progress: 'x' } }),
    { name: 'ZodError', issues: [{ path: ['job_id'], message: 'must be at most 128 characters (got 200)' }] },
    'over-long ids',
  );
});

t.test('production floor', async (t) => {
  t.ok(versionAtLeast('v2.14.5', '2.14.5'));
  t.ok(versionAtLeast('2.15.0-beta', '2.14.5'));
  t.notOk(versionAtLeast('2.9.10', '2.10.0'));
  t.same(productionFloorProblems('2.14.5', 3), []);
  const old = productionFloorProblems('2.9.10', 1);
  t.equal(old.length, 3);
  t.match(old.join(' '), /older than 2\.14\.5/);
  t.match(old.join(' '), /sync_interval: always needs 2\.10\.0/);
  t.match(old.join(' '), /1 replica/);
  t.match(jetstreamBlock('/d', '2.10.0'), /sync_interval: always/);
  t.notMatch(jetstreamBlock('/d', '2.9.10'), /sync_interval/);
});

t.test('outer error shapes, JSON depth, restart backoff', async (t) => {
  t.equal(shapeForPath('/job/x/deployed'), 'deployed');
  t.equal(shapeForPath('/job/x?wait=1'), 'job');
  t.equal(shapeForPath('/admin/accounts/a/keys'), 'key');
  t.equal(shapeForPath('/admin/keys/k/revoke'), 'key');
  t.equal(shapeForPath('/admin/accounts/a'), 'account');
  t.equal(shapeForPath('/admin/jobs/j/events'), 'events');
  t.equal(shapeForPath('/whatever'), 'generate');
  t.equal(shapeForPath(''), 'generate');
  t.notOk(nestsDeeperThan({ a: [{ b: 1 }] }, 3));
  t.ok(nestsDeeperThan({ a: [{ b: [1] }] }, 3));
  t.same([1, 2, 3, 8, 20].map(restartDelayMs), [500, 1000, 2000, 30_000, 30_000]);
});
