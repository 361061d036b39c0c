// A large log streams through GET /admin/events and `npm run export` in bounded memory: both run
// as processes of their own with heaps too small to hold the log, behind a slow reader.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
// Spawns the gateway and `npm run export` as processes of their own and streams tens of MiB: on a
// shared 2-core machine this can take longer than the default 120 s per file.
t.setTimeout(300_000);

let stack: TestStack;
let nc: NatsConnection;

t.before(async () => {
  // Only the log matters here: no generator, no projector.
  stack = await startStack({ generators: 0, projector: false });
  nc = await connect({ servers: stack.nats.url });
});
t.teardown(async () => {
  await nc?.close();
  await stack?.stop();
});

/** Peak resident memory (VmHWM) of a running process, in MiB. */
async function peakRssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function currentRssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk) => {
      seen += chunk;
      const match = pattern.exec(seen);
      if (match) resolve(match);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code} before ${pattern}: ${seen.slice(-500)}`)));
  });
}

// Under `npm test` tap's coverage instruments every process the test spawns (its process info
// wraps spawn): V8's precise coverage then keeps a counter array for every function, about 17 MiB
// more in the gateway (seen in a heap snapshot taken at the limit). The allowance is for that
// instrumentation, not for the export: either way the heap is far too small to hold the log.
const INSTRUMENTED = process.env._TAPJS_PROCESSINFO_COVERAGE_ === '1';
const GATEWAY_HEAP_MIB = 80 + (INSTRUMENTED ? 24 : 0);
const COMMAND_HEAP_MIB = 48;

/** Reads a byte stream, pausing `pauseMs` after every 4 MiB; counts its bytes and lines. */
async function readSlowly(stream: AsyncIterable<Uint8Array>, pauseMs: number): Promise<{ bytes: number; lines: number }> {
  let bytes = 0;
  let lines = 0;
  for await (const chunk of stream) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines++;
    if (bytes % (4 * 1024 * 1024) < chunk.length) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return { bytes, lines };
}

t.test('a large log streams through the gateway and the command in bounded memory', async (t) => {
  // About 75 MiB of events, appended straight to the stream (JobProgressed of a job nobody requested).
  const js = jetstream(nc);
  const progress = 'x'.repeat(256 * 1024);
  const jobId = 'job_01M7ZWKGQGNP718CS7J9W4J1ME';
  const count = 300;
  const acks = [];
  for (let i = 0; i < count; i++) {
    const event = {
      id: randomUUID(),
      type: 'JobProgressed',
      version: 1,
      occurred_at: new Date().toISOString(),
      account_id: 'acct_01M7ZWKGQGNP718CS7J9W4J1ME',
      job_id: jobId,
      actor: 'test',
      data: { progress: `${i} ${progress}` },
    };
    acks.push(js.publish(`jobs.${jobId}.work`, JSON.stringify(event)));
    if (acks.length >= 20) await Promise.all(acks.splice(0));
  }
  await Promise.all(acks);
  const head = (await (await jetstreamManager(nc)).streams.info(JOBS_STREAM)).state.last_seq;
  const logMiB = (count * progress.length) / 1024 / 1024;

  // Heaps too small to hold the log: an export that buffered it would die of it.
  const gateway = spawn(process.execPath, [`--max-old-space-size=${GATEWAY_HEAP_MIB}`, 'services/gateway/main.ts'], {
    env: { ...process.env, ...stack.env, PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  t.teardown(() => void gateway.kill('SIGKILL'));
  const url = (await waitForLine(gateway, /"url":"(http:[^"]+)"/))[1];
  const idle = await currentRssMiB(gateway.pid!);
  // A slow reader: the gateway may only read the stream as fast as the lines are taken.
  const response = await fetch(`${url}/admin/events?after_seq=0&limit=10000`, { headers: admin });
  t.equal(response.status, 200);
  const { bytes, lines } = await readSlowly(response.body!, 50);
  t.equal(lines, Math.min(head, 10_000), 'every event of the window');
  t.ok(bytes / 1024 / 1024 > logMiB, `streamed ${Math.round(bytes / 1024 / 1024)} MiB`);
  const peak = await peakRssMiB(gateway.pid!);
  t.equal(
    gateway.exitCode,
    null,
    `the gateway, its heap capped at ${GATEWAY_HEAP_MIB} MiB, streamed ${Math.round(logMiB)} MiB (resident memory ${Math.round(idle)} MiB idle, ${Math.round(peak)} MiB at most)`,
  );
  gateway.kill('SIGTERM');

  // The command writes to a pipe read more slowly still, so the export lasts several seconds on
  // any machine (progress is due every second) and must hold to the reader's pace.
  const command = spawn(
    process.execPath,
    [`--max-old-space-size=${COMMAND_HEAP_MIB}`, 'services/operators/export-events.ts', '--after-seq', '0'],
    {
      env: { ...process.env, NATS_URL: stack.nats.url, MASTER_KEY: stack.env.MASTER_KEY },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  command.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => command.once('exit', resolve));
  const started = Date.now();
  const exported = (await readSlowly(command.stdout!, 250)).lines;
  const code = await exited;
  const seconds = (Date.now() - started) / 1000;
  t.equal(code, 0, stderr);
  t.ok(seconds >= 3, `the export kept to the reader's pace (${seconds.toFixed(1)} s)`);
  const reported = [...stderr.matchAll(/export: at sequence \d+ of \d+ \(\d+%\), \d+ events written, memory (\d+) MiB/g)].map((match) =>
    Number(match[1]),
  );
  // The command's own running time (its closing line); a report is due once a second, checked
  // between events, so each interval may overrun by the time one blocked write takes.
  const ran = Number(/in (\d+) ms\./.exec(stderr)?.[1] ?? 0) / 1000;
  t.ok(
    reported.length >= 2 && reported.length >= Math.floor(ran / 1.5),
    `progress (with the memory in use) is reported on stderr every second (${reported.length} reports in ${ran.toFixed(1)} s)`,
  );
  t.equal(exported, head);
  t.pass(
    `npm run export, its heap capped at ${COMMAND_HEAP_MIB} MiB, wrote ${Math.round(logMiB)} MiB of events (at most ${Math.max(...reported)} MiB of heap and buffers in use when sampled)`,
  );
});
