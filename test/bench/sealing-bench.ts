// What sealing costs per job (issue 31: encryption's cost per job in `npm run bench`). Every event
// with personal fields is sealed when appended and opened by every reader, every job has a key of
// its own (made when its first event is sealed, wrapped by its account's, stored in the key store's
// KV bucket), and every file body is sealed with its account's key. This measures each of the three
// on a real job's worth of data, the site of an offline job of the engine and its quality report:
//   - events: the job's events (request, admission, start, files, completion, rendering, deployment)
//     sealed, written as JSON, read back and opened, against the same events written and parsed
//     clear (what the log did before sealing: the bare baseline), keys already made;
//   - key: the job's key made in a real nats-server (one KV create), CPU of this process and of the
//     server per job;
//   - bodies: the site's files sealed and opened with AES-256-GCM, against hashing them with SHA-256
//     (what content addressing does to every body anyway).
// Rounds alternate the sealed and bare runs; each figure is the median of BENCH_SEALING_ROUNDS
// (default 5) rounds of BENCH_SEALING_JOBS (default 1,000) jobs. CPU is process CPU (user + system).
// `BENCH_ONLY=sealing npm run bench`; the whole bench runs it after tracing. One BENCH_JSON line.
import { createHash, randomBytes } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { checkSite } from '../../services/generator/checks/site-checks.ts';
import { generateSite } from '../../services/generator/engines/offline/generate-site.ts';
import { parseEvent, type JobEvent } from '../../shared/events/catalogue.ts';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import type { SiteFile } from '../../shared/files/site-file.ts';
import { open, seal } from '../../shared/privacy/aes-gcm.ts';
import { createEventSealer } from '../../shared/privacy/event-sealing.ts';
import { accountKeyName, createKeyStore, jobKeyName, openKeyBucket } from '../../shared/privacy/key-store.ts';
import { newJobId } from '../../shared/jobs/job-id.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestedEvent } from '../support/job-events.ts';
import { startNatsServer } from '../../infra/nats/nats-server-process.ts';
import { calibrate, describeCalibration } from './machine-calibration.ts';
import { cpuSecondsOf } from './process-cpu.ts';

const JOBS = Number(process.env.BENCH_SEALING_JOBS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_SEALING_ROUNDS ?? 5);
const ACCOUNT = 'acct_sealing_bench';
const QUERY =
  'A website for a flower shop called Petal House at 12 Park Street, Bristol BS1 5JG, phone 0117 496 0000, hello@petalhouse.example, with a gallery, opening hours and a contact form';

/** A body's bytes as the blob store stores them. */
const bytesOf = (file: SiteFile) => (file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : Buffer.from(file.content, 'utf8'));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const cpuMicros = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return used.user + used.system;
};

/** The site and report of one offline job: every job of the bench carries the same data under its own ids. */
async function sampleJob() {
  const site = generateSite(QUERY);
  const checks = await checkSite(site.files);
  const refs = site.files.map((file) => {
    const bytes = bytesOf(file);
    return {
      path: file.path,
      digest: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
      language: file.language,
      ...(file.encoding === 'base64' ? { encoding: 'base64' as const } : {}),
    };
  });
  return { checks, refs, bodies: site.files.map(bytesOf) };
}

type Sample = Awaited<ReturnType<typeof sampleJob>>;

/** A ready, rendered and deployed job's events, as its writers append them. */
function jobEvents(jobId: string, sample: Sample): JobEvent[] {
  const context = (actor: string) => ({ accountId: ACCOUNT, actor });
  const screenshot = (device: 'desktop' | 'phone', width: number) => ({
    page: 'index.html',
    device,
    digest: 'ab'.repeat(32),
    width,
    height: 2400,
    bytes: 180_000,
  });
  // The gateway's request, for a project, with the caller's end-user id.
  const request = requestedEvent(jobId, QUERY, ACCOUNT);
  if (request.type !== 'JobRequested') throw new Error('requestedEvent made no JobRequested');
  const requested: JobEvent = {
    ...request,
    data: {
      ...request.data,
      user_id: 'customer-4711@petalhouse.example',
      project_id: 'petal-house',
      sandbox_session: 'sbx_0123456789abcdef',
    },
  };
  return [
    requested,
    jobEnvelope(jobId, { type: 'JobAdmitted', version: 1, data: { requested_seq: 1, waited_ms: 3 } }, context('scheduler:bench')),
    jobEnvelope(
      jobId,
      { type: 'JobStarted', version: 1, data: { attempt: 1, generator_id: 'gen-1', engine: 'offline' } },
      context('generator:gen-1'),
    ),
    jobEnvelope(
      jobId,
      { type: 'FilesEmitted', version: 1, data: { files: sample.refs, progress: 'Writing the site' } },
      context('generator:gen-1'),
    ),
    jobEnvelope(
      jobId,
      {
        type: 'JobCompleted',
        version: 1,
        data: { files: sample.refs, deployment_id: 'dep_'.padEnd(24, '0'), progress: 'Done', checks: sample.checks },
      },
      context('generator:gen-1'),
    ),
    jobEnvelope(
      jobId,
      {
        type: 'JobRendered',
        version: 1,
        data: {
          status: 'done',
          reason: '',
          checks: { pages: 1, problems: [], problem_count: 0 },
          screenshots: [screenshot('desktop', 1280), screenshot('phone', 375)],
        },
      },
      context('renderer:bench'),
    ),
    jobEnvelope(
      jobId,
      { type: 'DeploymentReported', version: 1, data: { deploy_url: 'https://petal-house.example.net/', deployment_id: 'dep_1' } },
      context('gateway'),
    ),
  ];
}

async function main(): Promise<void> {
  // CPU figures on a shared machine move with its host: read them together with the calibration.
  const calibration = await calibrate();
  console.log(`[bench] sealing: ${describeCalibration(calibration)}`);
  const dir = await mkdtemp(join(tmpdir(), 'sitewright-sealing-bench-'));
  const nats = await startNatsServer({ storeDir: join(dir, 'nats') });
  const nc = await connect({ servers: nats.url });
  const keys = await createKeyStore(nc, await openKeyBucket(nc, 1), { masterKey: randomBytes(32) });
  const sealer = createEventSealer(keys);
  try {
    const sample = await sampleJob();
    const bodyBytes = sample.bodies.reduce((sum, body) => sum + body.length, 0);
    const jobs = Array.from({ length: JOBS }, () => jobEvents(newJobId(), sample));
    const account = await keys.key(accountKeyName(ACCOUNT), { parent: 'master' });
    if (account.state !== 'live') throw new Error('the account key was not made');

    // The keys of the measured jobs are made here as a job's first event makes its key (measured as
    // such, after a warm-up of other jobs' keys): the event runs below seal and open with keys the
    // store holds, as a service does for every job after its first event.
    for (let i = 0; i < Math.min(JOBS, 200); i++)
      await keys.key(jobKeyName(newJobId()), { parent: accountKeyName(ACCOUNT), expectNew: true });
    const serverSeconds = () => cpuSecondsOf(nats.process.pid ?? 0) ?? 0;
    const serverBefore = serverSeconds();
    const keyCpu = process.cpuUsage();
    const keyStarted = performance.now();
    for (const events of jobs) await keys.key(jobKeyName(events[0]!.job_id), { parent: accountKeyName(ACCOUNT), expectNew: true });
    const keyMicros = cpuMicros(keyCpu) / JOBS;
    const keyWallMs = (performance.now() - keyStarted) / JOBS;
    const keyServerMicros = ((serverSeconds() - serverBefore) * 1e6) / JOBS;

    const bare = async () => {
      for (const events of jobs) for (const event of events) parseEvent(JSON.parse(JSON.stringify(event)));
    };
    const sealed = async () => {
      for (const events of jobs) for (const event of events) await sealer.open(JSON.parse(JSON.stringify(await sealer.seal(event))));
    };
    const hashBodies = async () => {
      for (let job = 0; job < JOBS; job++) for (const body of sample.bodies) createHash('sha256').update(body).digest();
    };
    const sealBodies = async () => {
      for (let job = 0; job < JOBS; job++)
        sample.bodies.forEach((body, i) => {
          const name = `${ACCOUNT}/${sample.refs[i]!.digest}`;
          open(account.key, seal(account.key, body, name), name);
        });
    };

    const timed = async (run: () => Promise<void>) => {
      const since = process.cpuUsage();
      await run();
      return cpuMicros(since) / JOBS;
    };
    // A warm-up of each, then rounds that alternate them.
    for (const run of [bare, sealed, hashBodies, sealBodies]) await run();
    const rounds = { bare: [] as number[], sealed: [] as number[], hash: [] as number[], bodies: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      rounds.bare.push(await timed(bare));
      rounds.sealed.push(await timed(sealed));
      rounds.hash.push(await timed(hashBodies));
      rounds.bodies.push(await timed(sealBodies));
    }
    const events = { bare: median(rounds.bare), sealed: median(rounds.sealed) };
    const bodies = { hash: median(rounds.hash), sealed: median(rounds.bodies) };
    const added = events.sealed - events.bare + keyMicros + keyServerMicros + bodies.sealed;
    const figures = {
      jobs: JOBS,
      rounds: ROUNDS,
      events_per_job: jobs[0]!.length,
      files_per_job: sample.bodies.length,
      body_bytes_per_job: bodyBytes,
      events_us_per_job: {
        bare: Math.round(events.bare),
        sealed: Math.round(events.sealed),
        ratio: +(events.sealed / events.bare).toFixed(2),
      },
      key_us_per_job: Math.round(keyMicros),
      key_server_us_per_job: Math.round(keyServerMicros),
      key_ms_wall_per_job: +keyWallMs.toFixed(3),
      bodies_us_per_job: { sha256: Math.round(bodies.hash), sealed_and_opened: Math.round(bodies.sealed) },
      added_us_per_job: Math.round(added),
      calibration,
    };
    console.log(
      `[bench] sealing: ${figures.events_per_job} events of a job written and read: ${figures.events_us_per_job.sealed} µs CPU sealed and opened, ${figures.events_us_per_job.bare} µs clear (sealed / bare = ${figures.events_us_per_job.ratio})`,
    );
    console.log(
      `[bench] sealing: the job's key made in the key store (one KV write): ${figures.key_us_per_job} µs CPU here and ${figures.key_server_us_per_job} µs in nats-server, ${figures.key_ms_wall_per_job} ms wall`,
    );
    console.log(
      `[bench] sealing: the job's ${figures.files_per_job} file bodies (${bodyBytes} bytes) sealed and opened: ${figures.bodies_us_per_job.sealed_and_opened} µs CPU (hashing them, done anyway: ${figures.bodies_us_per_job.sha256} µs)`,
    );
    console.log(
      `[bench] sealing adds ${figures.added_us_per_job} µs of CPU per job (events, the key here and in nats-server, and bodies together)`,
    );
    console.log(`BENCH_JSON ${JSON.stringify({ sealing: figures })}`);
  } finally {
    await keys.stop();
    await nc.close();
    await nats.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
