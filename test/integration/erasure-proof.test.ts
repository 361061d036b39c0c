// Issue 31's proof, end to end on a real stack (nats-server, PostgreSQL, the offline engine): markers
// planted in a job's request, in one of its files and in its user_id are never in nats-server's
// stored bytes (the JOBS stream, the key store, the object stores: every file of its store
// directory), and after DELETE /job they are in no API answer, no database dump (pg_dump), no export
// line; the file another account holds byte for byte is untouched and still served to it.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';

const run = promisify(execFile);
let stack: TestStack;

t.before(async () => {
  // Bodies are collected as soon as their job is erased (the default waits 10 minutes for in-flight writers).
  stack = await startStack({ env: { BLOB_COLLECT_GRACE_MS: '1' } });
});
t.teardown(() => stack?.stop());

const marker = (what: string) => `zq${what}${randomBytes(6).toString('hex')}`;

/** Every file under nats-server's store directory that holds `text`, as bytes. */
async function storeFilesHolding(text: string): Promise<string[]> {
  const needle = Buffer.from(text);
  const holding: string[] = [];
  for (const entry of await readdir(stack.nats.storeDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if ((await readFile(path)).includes(needle)) holding.push(path);
  }
  return holding;
}

async function databaseDump(): Promise<string> {
  const { stdout } = await run('pg_dump', ['--data-only', stack.db.url], { maxBuffer: 256 * 1024 * 1024 });
  return stdout;
}

async function generate(apiKey: string, body: Record<string, unknown>): Promise<any> {
  const started = await stack.http('POST', '/generate', { apiKey, body });
  if (started.status !== 200) throw new Error(`generate refused: ${started.text}`);
  const job = await stack.waitForJob(started.body.job_id, apiKey);
  if (job.status !== 'ready') throw new Error(`job failed: ${job.error}`);
  return job;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

t.test('after DELETE /job no answer, dump, export or stored byte holds the job; the other account keeps its identical file', async (t) => {
  const query = marker('query');
  const inFile = marker('file');
  const user = marker('user');
  const shared = marker('shared');
  const page = (words: string) =>
    `<!doctype html><html lang="en"><head><title>Shop</title></head><body><h1>Shop</h1><p>${words}</p></body></html>`;
  const sharedCss = `/* ${shared} */\nbody { margin: 0; }\n`;
  const mine = await stack.createAccount({ name: 'Forgetful', burst: 50, rate_limit_per_minute: 600 });
  const theirs = await stack.createAccount({ name: 'Neighbour', burst: 50, rate_limit_per_minute: 600 });

  const job = await generate(mine.apiKey, {
    query: `Change the main heading to "Welcome ${query}"`,
    user_id: `user-${user}`,
    files: [
      { path: 'index.html', content: page(inFile) },
      { path: 'style.css', content: sharedCss },
    ],
  });
  const other = await generate(theirs.apiKey, {
    query: 'Change the main heading to "Hello"',
    files: [
      { path: 'index.html', content: page('nothing special') },
      { path: 'style.css', content: sharedCss },
    ],
  });
  await stack.caughtUp();

  // Before: the read model serves the job, so the dump holds its markers (the search below can find them)...
  const before = await databaseDump();
  t.ok(before.includes(query) && before.includes(inFile) && before.includes(user), 'the dump holds the markers before');
  // ...but nats-server never stored them in clear: every event field and body that holds them is sealed.
  for (const text of [query, inFile, user, shared])
    t.same(await storeFilesHolding(text), [], `no stored byte of nats-server holds ${text.slice(0, 8)}`);

  const erased = await stack.http('DELETE', `/job/${job.job_id}`, { apiKey: mine.apiKey });
  t.equal(erased.status, 200, erased.text);
  t.equal(erased.body.status, 'erased');

  const read = await stack.http('GET', `/job/${job.job_id}`, { apiKey: mine.apiKey });
  t.equal(read.status, 404);
  t.equal(read.body.code ?? read.body.error_code, 'erased', read.text);
  t.notMatch(read.text, query);

  // The read model forgets it and its bodies no other job uses are collected (the collector runs
  // once the erasing batch has committed).
  await until('the dump forgets the job', async () => {
    const dump = await databaseDump();
    return !dump.includes(query) && !dump.includes(inFile) && !dump.includes(user);
  });
  for (const text of [query, inFile, user]) t.same(await storeFilesHolding(text), [], 'still nothing in nats-server');

  // The export shows the job's events as tombstones: ids, types and times, `erased`, no content.
  const exported = await fetch(`${stack.baseUrl}/admin/events`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  const lines = (await exported.text()).split('\n').filter((line) => line.includes(job.job_id));
  t.ok(lines.length >= 3, 'the job is in the export');
  for (const text of [query, inFile, user])
    t.notOk(
      lines.some((line) => line.includes(text)),
      'no export line holds a marker',
    );
  t.ok(
    lines.some((line) => line.includes('"erased":true')),
    'its events say they are erased',
  );

  // The other account's identical stylesheet is its own body, untouched.
  const kept = await stack.http('GET', `/job/${other.job_id}`, { apiKey: theirs.apiKey });
  t.equal(kept.status, 200);
  t.ok(
    kept.body.files.some((file: { path: string; content: string }) => file.path === 'style.css' && file.content.includes(shared)),
    "the other account's identical file is still served",
  );
  t.ok((await databaseDump()).includes(shared), "its body stays in the other account's read model");
});
