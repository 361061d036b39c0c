// The event export: GET /admin/events and `npm run export` write the JOBS stream as CloudEvents,
// equal to the stream event for event and resumable from their cursor (flat memory for a large log:
// event-export-memory.test.ts); GET /admin/blobs answers the file bodies the events name.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { CloudEvent } from 'cloudevents';
import t from 'tap';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import { openTestSealer, type TestSealer } from '../support/sealing.ts';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';

const run = promisify(execFile);
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
// Spawns the gateway and `npm run export` as processes of their own and streams tens of MiB: on a
// shared 2-core machine this can take longer than the default 120 s per file.
t.setTimeout(300_000);

let stack: TestStack;
let nc: NatsConnection;
let jsm: JetStreamManager;
let dir: string;
let account: { accountId: string; apiKey: string };
let sealing: TestSealer;

t.before(async () => {
  stack = await startStack();
  nc = await connect({ servers: stack.nats.url });
  sealing = await openTestSealer(nc);
  jsm = await jetstreamManager(nc);
  dir = await mkdtemp(join(tmpdir(), 'sitewright-export-'));
  account = await stack.createAccount({ name: 'Exported', rate_limit_per_minute: 10000, burst: 100 });
  await makeJobs(3, 'first');
});
t.teardown(async () => {
  await sealing?.stop();
  await nc?.close();
  await stack?.stop();
  await rm(dir, { recursive: true, force: true });
});

async function makeJobs(count: number, label: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push(
      (await stack.http('POST', '/generate', { apiKey: account.apiKey, body: { query: `A ${label} site for a florist number ${i}` } })).body
        .job_id,
    );
  }
  for (const id of ids) await stack.waitForJob(id, account.apiKey);
  return ids;
}

async function lastSeq(): Promise<number> {
  return (await jsm.streams.info(JOBS_STREAM)).state.last_seq;
}

/** The stream itself, message by message (direct get by sequence), each event unsealed as appended. */
async function streamEvents(from: number, to: number) {
  const out = [];
  for (let seq = from; seq <= to; seq++) {
    const message = await jsm.direct.getMessage(JOBS_STREAM, { seq });
    out.push({
      seq,
      subject: message!.subject,
      stored: message!.json<any>(),
      event: (await sealing.sealer.unseal(message!.json())) as any,
    });
  }
  return out;
}

async function exportPage(query: string) {
  const response = await fetch(`${stack.baseUrl}/admin/events?${query}`, { headers: admin });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    lines:
      response.status === 200
        ? text
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line))
        : [],
  };
}

t.test('an export of the live log equals the stream, event for event, as valid CloudEvents', async (t) => {
  // Jobs keep being made while the export runs.
  const making = makeJobs(3, 'concurrent');
  const page = await exportPage('after_seq=0&limit=10000');
  await making;
  t.equal(page.status, 200);
  t.match(page.headers.get('content-type'), /^application\/x-ndjson/);
  const next = Number(page.headers.get('next-after-seq'));
  t.ok(next > 0);
  t.ok(Number(page.headers.get('stream-last-seq')) >= next);
  const stream = await streamEvents(1, next);
  t.equal(page.lines.length, stream.length, 'one line per event up to the cursor');
  page.lines.forEach((line, i) => {
    const { seq, subject, event } = stream[i]!;
    t.same(
      line,
      {
        specversion: '1.0',
        id: event.id,
        source: 'urn:sitewright:stream:JOBS',
        type: `sitewright.${event.type}.v${event.version}`,
        subject: event.job_id ?? event.account_id,
        time: event.occurred_at,
        datacontenttype: 'application/json',
        data: event.data,
        streamseq: seq,
        natssubject: subject,
        accountid: event.account_id,
        actor: event.actor,
        ...(event.request_id ? { requestid: event.request_id } : {}),
      },
      `line ${i + 1} is stream event ${seq}`,
    );
    // The CloudEvents SDK validates every attribute (spec version, names of extensions, types).
    t.doesNotThrow(() => new CloudEvent(line, true).validate(), `line ${i + 1} is a valid CloudEvent`);
  });
  // The stream holds the request's query sealed; the export gives it back as it was appended.
  const requested = stream.findIndex((entry) => entry.stored.type === 'JobRequested');
  t.equal(stream[requested]!.stored.data.query, undefined, 'the stored JobRequested has no query in the clear');
  t.ok(stream[requested]!.stored.data.sealed, 'it is sealed');
  t.match(page.lines[requested].data.query, /florist/, 'the exported one has it');
  const types = new Set(page.lines.map((line) => line.type));
  for (const type of [
    'sitewright.AccountCreated.v1',
    'sitewright.ApiKeyIssued.v1',
    'sitewright.JobRequested.v1',
    'sitewright.JobCompleted.v1',
  ])
    t.ok(types.has(type), type);
});

t.test('pages follow on from the cursor; filters keep only what was asked', async (t) => {
  const head = await lastSeq();
  const whole = (await exportPage(`after_seq=0&limit=${head}`)).lines;
  const pages: unknown[] = [];
  let cursor = 0;
  let requests = 0;
  for (;;) {
    const page = await exportPage(`after_seq=${cursor}&limit=7`);
    pages.push(...page.lines);
    requests++;
    const next = Number(page.headers.get('next-after-seq'));
    if (next >= head) break;
    t.equal(next, cursor + 7, 'the cursor moves by the window');
    cursor = next;
  }
  t.same(pages, whole, 'pages joined are the whole export: nothing skipped, nothing twice');
  t.equal(requests, Math.ceil(head / 7));

  const completed = (await exportPage(`after_seq=0&limit=${head}&type=JobCompleted`)).lines;
  t.equal(completed.length, whole.filter((line: any) => line.type === 'sitewright.JobCompleted.v1').length);
  t.ok(completed.length >= 6);
  const both = (await exportPage(`after_seq=0&limit=${head}&type=JobCompleted@1,sitewright.JobRequested.v1`)).lines;
  t.equal(both.length, completed.length * 2, 'a type may be named three ways, several at once');
  const other = await stack.createAccount({ name: 'Not exported' });
  const mine = (await exportPage(`after_seq=0&limit=10000&account_id=${account.accountId}`)).lines;
  t.ok(mine.length > 0 && mine.every((line: any) => line.accountid === account.accountId));
  t.notOk(mine.some((line: any) => line.subject === other.accountId));

  const past = await exportPage(`after_seq=${head + 1000}`);
  t.equal(past.status, 200);
  t.equal(past.text, '', 'nothing after the end');
  t.equal(past.headers.get('next-after-seq'), String(head + 1000));

  for (const query of ['after_seq=-1', 'after_seq=x', 'limit=0', 'limit=10001', 'account_id=nope', 'colour=red']) {
    const bad = await exportPage(query);
    t.equal(bad.status, 400, query);
    t.match(JSON.parse(bad.text), { status: 'failed', code: 'invalid_request' });
  }
  const anonymous = await fetch(`${stack.baseUrl}/admin/events`);
  t.equal(anonymous.status, 401);
});

t.test('GET /admin/blobs/{digest} answers the file body an event names', async (t) => {
  const [jobId] = await makeJobs(1, 'blob');
  const job = (await stack.http('GET', `/job/${jobId}`, { apiKey: account.apiKey })).body;
  const completed = (await exportPage(`after_seq=0&limit=10000&type=JobCompleted`)).lines.find((line: any) => line.subject === jobId);
  t.ok(completed.data.files.length > 0, 'JobCompleted names the files');
  for (const ref of completed.data.files) {
    const response = await fetch(`${stack.baseUrl}/admin/blobs/${ref.digest}?account_id=${completed.accountid}`, { headers: admin });
    t.equal(response.status, 200);
    const body = Buffer.from(await response.arrayBuffer());
    t.equal(createHash('sha256').update(body).digest('hex'), ref.digest, 'the body hashes to its digest');
    t.equal(body.toString('utf8'), job.files.find((file: any) => file.path === ref.path).content);
    t.equal(response.headers.get('etag'), `"${ref.digest}"`);
  }
  const missing = await fetch(`${stack.baseUrl}/admin/blobs/${'0'.repeat(64)}?account_id=${completed.accountid}`, { headers: admin });
  t.equal(missing.status, 404);
  t.match(await missing.json(), { status: 'failed', code: 'not_found' });
  // Each account's bodies are its own (issue 31): another account has none of these.
  const ref = completed.data.files[0];
  const otherAccount = `acct_${'0'.repeat(26)}`;
  const elsewhere = await fetch(`${stack.baseUrl}/admin/blobs/${ref.digest}?account_id=${otherAccount}`, { headers: admin });
  t.equal(elsewhere.status, 404, "another account's body of the same digest is not this one");
  const noAccount = await fetch(`${stack.baseUrl}/admin/blobs/${ref.digest}`, { headers: admin });
  t.equal(noAccount.status, 400, 'the account is required');
  t.match(await noAccount.json(), { code: 'invalid_request', error: /account_id/ });
  const bad = await fetch(`${stack.baseUrl}/admin/blobs/not-a-digest?account_id=${completed.accountid}`, { headers: admin });
  t.equal(bad.status, 400);
  t.match(await bad.json(), { code: 'invalid_request', error: /^digest: / });
  t.equal((await fetch(`${stack.baseUrl}/admin/blobs/${'0'.repeat(64)}`)).status, 401);
});

t.test('npm run export writes the same lines, stops at --until, and resumes a file from its last complete line', async (t) => {
  const env = { ...process.env, NATS_URL: stack.nats.url, MASTER_KEY: stack.env.MASTER_KEY };
  const head = await lastSeq();
  const viaHttp = (await exportPage(`after_seq=0&limit=${head}`)).text;
  const all = await run('npm', ['run', '-s', 'export', '--', '--after-seq', '0'], { env, maxBuffer: 64 * 1024 * 1024 });
  const exportCommand = (...args: string[]) =>
    run(process.execPath, ['services/operators/export-events.ts', ...args], { env, maxBuffer: 64 * 1024 * 1024 });
  t.equal(all.stdout.slice(0, viaHttp.length), viaHttp, 'the same NDJSON as GET /admin/events');
  t.match(all.stderr, /export: \d+ events written \(sequences 1 to \d+ read\) in \d+ ms\. Resume with --after-seq \d+\./);

  const cut = new Date();
  const cutSeq = await lastSeq();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await makeJobs(1, 'after the cut');
  const until = await exportCommand('--until', cut.toISOString());
  const untilLines = until.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  t.equal(untilLines.at(-1).streamseq, cutSeq, 'stops at the last event stored before --until');

  const file = join(dir, 'events.ndjson');
  const first = await exportCommand('--out', file, '--after-seq', '0');
  t.match(first.stderr, new RegExp(`to ${file.replace(/[.]/g, '\\.')}`));
  const firstText = await readFile(file, 'utf8');
  // A killed export leaves half a line behind.
  await appendFile(file, '{"specversion":"1.0","id":"half a li');
  await makeJobs(2, 'after the first export');
  const resumed = await exportCommand('--out', file);
  const firstLast = JSON.parse(firstText.trimEnd().split('\n').at(-1)!).streamseq;
  t.match(resumed.stderr, new RegExp(`sequences ${firstLast + 1} to \\d+ read`), 'resumed after the last complete line');
  const text = await readFile(file, 'utf8');
  const now = await lastSeq();
  t.equal(text, (await exportPage(`after_seq=0&limit=${now}`)).text, 'the resumed file is the whole export, the half line gone');

  const usage = await exportCommand('--after-seq', 'x').catch((error) => error);
  t.equal(usage.code, 2);
  const noNats = await run(process.execPath, ['services/operators/export-events.ts'], { env: { ...process.env, NATS_URL: '' } }).catch(
    (error) => error,
  );
  t.equal(noNats.code, 2);
  t.match(noNats.stderr, /NATS_URL is not set/);
});
