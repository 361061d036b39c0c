// Two measures of the machine the benches ran on, so figures from different machines (and from
// one shared machine at different hours) can be compared: the same fixed JavaScript work, and a
// round trip between two processes over loopback TCP. Every figure of the benches is made of
// both: the stack's CPU work, and messages between its processes (gateway, generator, projector,
// nats-server, PostgreSQL). On virtual machines where waking another process is costly the
// second dominates, and it varies between machines far more than the first.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';

export interface Calibration {
  /** The fixed JavaScript work, in ms (median of 5 rounds): lower is a faster core. */
  js_ms: number;
  /** One round trip of 64 bytes to an echo server in another process, in µs (median of 3 runs of 2,000). */
  round_trip_us: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function jsWork(): number {
  const jobs = Array.from({ length: 2_000 }, (_, i) => ({
    id: `job_${i}`,
    query: `A website for a bakery number ${i}`,
    files: Array.from({ length: 5 }, (_, j) => ({ path: `page-${j}.html`, digest: 'ab'.repeat(32), size: j * 100 })),
  }));
  const started = performance.now();
  let sink = 0;
  for (let round = 0; round < 20; round++) {
    const text = JSON.stringify(jobs);
    const byId = new Map<string, { query: string }>();
    for (const job of JSON.parse(text) as typeof jobs) byId.set(job.id, { ...job, query: job.query.toUpperCase() });
    sink += text.length + byId.size;
  }
  if (sink === 0) throw new Error('unreachable: keeps the work from being optimised away');
  return performance.now() - started;
}

const ECHO_SERVER = `require('node:net').createServer((s) => s.pipe(s)).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;

async function roundTrips(count: number): Promise<number> {
  const server = spawn(process.execPath, ['-e', ECHO_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      server.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      server.once('exit', () => reject(new Error('the echo server exited before listening')));
    });
    const socket = connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const payload = Buffer.alloc(64, 120);
    const started = performance.now();
    for (let i = 0; i < count; i++) {
      const echoed = new Promise<void>((resolve) => {
        let received = 0;
        const onData = (chunk: Buffer) => {
          received += chunk.length;
          if (received < payload.length) return;
          socket.off('data', onData);
          resolve();
        };
        socket.on('data', onData);
      });
      socket.write(payload);
      await echoed;
    }
    const elapsed = performance.now() - started;
    socket.destroy();
    return (elapsed * 1000) / count;
  } finally {
    server.kill();
  }
}

export async function calibrate(): Promise<Calibration> {
  const js: number[] = [];
  jsWork();
  for (let i = 0; i < 5; i++) js.push(jsWork());
  const trips: number[] = [];
  for (let i = 0; i < 3; i++) trips.push(await roundTrips(2_000));
  return { js_ms: Math.round(median(js)), round_trip_us: Math.round(median(trips)) };
}

export const describeCalibration = (c: Calibration) =>
  `machine calibration: fixed JavaScript work ${c.js_ms} ms, process-to-process round trip ${c.round_trip_us} µs (lower is faster; see docs/benchmarks.md)`;
