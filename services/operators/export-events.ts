// `npm run -s export -- [--after-seq N] [--until TIME] [--type T] [--account-id A] [--out FILE]`:
// writes the JOBS stream as NDJSON CloudEvents (the same lines as GET /admin/events), read
// straight from the stream with an ordered consumer. Writes wait for the output to drain, so memory
// stays flat for any log size. Progress goes to stderr. With --out, an existing file is resumed
// from its last complete line.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { open, stat, truncate, type FileHandle } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Writable } from 'node:stream';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { matchesFilter, parseStoredEnvelope, toCloudEvent, type ExportFilter } from '../../shared/events/cloud-event.ts';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import { readRange } from '../../shared/event-log/read-range.ts';
import { loadConfig } from '../../shared/config/config.ts';
import { natsAuthOptions, type NatsAuthSettings } from '../../shared/nats/nats-auth-options.ts';
import { createEventSealer } from '../../shared/privacy/event-sealing.ts';
import { openKeyStore } from '../../shared/privacy/key-store.ts';

export interface ExportOptions {
  natsUrl: string;
  /** NATS credentials and TLS (NATS_CREDS, NATS_USER, NATS_TLS_CA, ...); none when left out. */
  natsAuth?: NatsAuthSettings;
  /** The key store's settings, as the services have them (MASTER_KEY): sealed fields are opened. */
  keySettings?: { STREAM_REPLICAS: number; MASTER_KEY?: string | undefined };
  afterSeq: number;
  /** Stop before the first event the stream stored after this time (ms since the epoch). */
  until?: number;
  filter: ExportFilter;
  output: Writable;
  progress: (line: string) => void;
  signal?: AbortSignal;
  progressEveryMs?: number;
}

export interface ExportResult {
  events: number;
  /** The last stream sequence read: resume with --after-seq <lastSeq>. */
  lastSeq: number;
  headSeq: number;
}

export async function exportEvents(options: ExportOptions): Promise<ExportResult> {
  const nc = await connect({ servers: options.natsUrl.split(','), name: 'sitewright-export', ...natsAuthOptions(options.natsAuth ?? {}) });
  const keys = await openKeyStore(nc, options.keySettings ?? { STREAM_REPLICAS: 1 });
  const sealer = createEventSealer(keys);
  try {
    const jsm = await jetstreamManager(nc);
    const headSeq = (await jsm.streams.info(JOBS_STREAM)).state.last_seq;
    let events = 0;
    let lastSeq = options.afterSeq;
    let lastReport = Date.now();
    const total = Math.max(0, headSeq - options.afterSeq);
    for await (const message of readRange(jsm.jetstream(), sealer, { afterSeq: options.afterSeq, untilSeq: headSeq })) {
      if (options.signal?.aborted) break;
      if (options.until !== undefined && message.storedAt > options.until) break;
      const envelope = parseStoredEnvelope(message.body);
      if (matchesFilter(envelope, options.filter)) {
        events++;
        if (!options.output.write(`${JSON.stringify(toCloudEvent(message.seq, message.subject, envelope))}\n`))
          await once(options.output, 'drain');
      }
      lastSeq = message.seq;
      if (Date.now() - lastReport >= (options.progressEveryMs ?? 1_000)) {
        lastReport = Date.now();
        const done = lastSeq - options.afterSeq;
        const memory = process.memoryUsage();
        options.progress(
          `export: at sequence ${lastSeq} of ${headSeq} (${total ? Math.floor((done / total) * 100) : 100}%), ${events} events written, ` +
            `memory ${Math.round((memory.heapUsed + memory.external) / 1024 / 1024)} MiB`,
        );
      }
    }
    return { events, lastSeq, headSeq };
  } finally {
    await keys.stop();
    await nc.close();
  }
}

/** Position of the last newline before `before`, or -1; reads backwards in blocks. */
async function lastNewline(handle: FileHandle, before: number): Promise<number> {
  const block = Buffer.alloc(64 * 1024);
  for (let end = before; end > 0; ) {
    const start = Math.max(0, end - block.length);
    await handle.read(block, 0, end - start, start);
    const found = block.subarray(0, end - start).lastIndexOf(0x0a);
    if (found >= 0) return start + found;
    end = start;
  }
  return -1;
}

/**
 * The sequence to resume an existing export file from: the streamseq of its last complete line.
 * An incomplete last line (the export was killed mid-write) is cut off first.
 */
export async function resumePoint(path: string): Promise<number> {
  const size = await stat(path).then(
    (info) => info.size,
    () => 0,
  );
  if (size === 0) return 0;
  const handle = await open(path, 'r');
  try {
    const completeEnd = (await lastNewline(handle, size)) + 1;
    if (completeEnd < size) await truncate(path, completeEnd);
    if (completeEnd === 0) return 0;
    const lineStart = (await lastNewline(handle, completeEnd - 1)) + 1;
    const line = Buffer.alloc(completeEnd - 1 - lineStart);
    await handle.read(line, 0, line.length, lineStart);
    const seq = (JSON.parse(line.toString('utf8')) as { streamseq?: unknown }).streamseq;
    if (typeof seq !== 'number') throw new Error(`the last line of ${path} has no streamseq; is it an export?`);
    return seq;
  } finally {
    await handle.close();
  }
}

const USAGE = `Usage: npm run -s export -- [--after-seq N] [--until TIME] [--type TYPE]... [--account-id ID] [--out FILE]
  Writes the JOBS stream as NDJSON CloudEvents to stdout (or FILE), from sequence N + 1 (default 0)
  up to the stream's last event when it started, or the first event stored after TIME (ISO 8601).
  --type keeps only these types (JobFailed, JobFailed@1 or sitewright.JobFailed.v1); repeat or comma-separate.
  --out FILE appends to FILE, resuming after its last complete line. Needs NATS_URL.`;

function parseExportArgs() {
  return parseArgs({
    options: {
      'after-seq': { type: 'string' },
      until: { type: 'string' },
      type: { type: 'string', multiple: true },
      'account-id': { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  }).values;
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parseExportArgs>;
  try {
    args = parseExportArgs();
  } catch (error) {
    console.error(`export: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.error(USAGE);
    return 0;
  }
  const natsUrl = process.env.NATS_URL;
  if (!natsUrl) {
    console.error('export: NATS_URL is not set: the export reads the event log.');
    return 2;
  }
  const until = args.until === undefined ? undefined : Date.parse(args.until);
  if (until !== undefined && Number.isNaN(until)) {
    console.error(`export: --until must be an ISO 8601 time (got ${args.until})`);
    return 2;
  }
  if (args['after-seq'] !== undefined && !/^\d+$/.test(args['after-seq'])) {
    console.error(`export: --after-seq must be a whole number (got ${args['after-seq']})`);
    return 2;
  }
  let afterSeq = Number(args['after-seq'] ?? 0);
  let output: Writable = process.stdout;
  if (args.out) {
    if (args['after-seq'] === undefined) afterSeq = await resumePoint(args.out);
    output = createWriteStream(args.out, { flags: 'a' });
  }
  const stopping = new AbortController();
  process.once('SIGINT', () => stopping.abort());
  process.once('SIGTERM', () => stopping.abort());
  const started = Date.now();
  const filter: ExportFilter = {
    types: (args.type ?? [])
      .flatMap((type) => type.split(','))
      .map((type) => type.trim())
      .filter(Boolean),
    ...(args['account-id'] ? { accountId: args['account-id'] } : {}),
  };
  const config = loadConfig();
  const result = await exportEvents({
    natsUrl,
    natsAuth: config,
    keySettings: config,
    afterSeq,
    ...(until !== undefined ? { until } : {}),
    filter,
    output,
    progress: (line) => console.error(line),
    signal: stopping.signal,
  });
  await new Promise<void>((resolve, reject) =>
    output === process.stdout ? resolve() : output.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  const where = args.out ? ` to ${args.out}` : '';
  console.error(
    `export: ${result.events} events written${where} (sequences ${afterSeq + 1} to ${result.lastSeq} read) in ${Date.now() - started} ms. ` +
      `${stopping.signal.aborted ? 'Interrupted. ' : ''}Resume with --after-seq ${result.lastSeq}${args.out ? ` (or --out ${args.out} alone)` : ''}.`,
  );
  return stopping.signal.aborted ? 130 : 0;
}

if (import.meta.main) {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(`export failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
