// `npm run replay`: rebuilds the read model from sequence 1 of the JOBS stream beside the live
// one, then switches readers to it in one transaction (read-model-swap.ts). Safe while the
// service runs: every read-model answer stays what it was until the switch. Interrupted, it
// leaves the live model untouched; started again, it resumes the unfinished rebuild.
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import pg from 'pg';
import type { Logger } from 'pino';
import { loadConfig, requireSetting, type Config } from '../../shared/config/config.ts';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import { createLogger } from '../../shared/logging/logger.ts';
import { closeNats, connectNats } from '../../shared/nats/connect-nats.ts';
import { openBlobStore } from '../../shared/jetstream/log-declarations.ts';
import { createEventSealer } from '../../shared/privacy/event-sealing.ts';
import { openKeyStore, type KeyStore } from '../../shared/privacy/key-store.ts';
import { projectorPool } from './apply-batch.ts';
import { CHECKPOINT_NAME, readCheckpoint } from './checkpoint.ts';
import { runProjection } from './projection-loop.ts';
import { createProjections } from './projections/index.ts';
import { liveSchema, REBUILD_SCHEMA, releaseSwapLock, switchInRebuild, takeSwapLock } from './read-model-swap.ts';
import { quoteIdent } from './sql/row-set.ts';

const REPLAY_LOCK = 'sitewright-replay';

export interface ReplayResult {
  /** Stream sequence the rebuilt model reached before it was switched in. */
  events: number;
  ms: number;
  /** Events applied by this run (fewer than `events` when it resumed an interrupted rebuild). */
  applied: number;
  /** Of `ms`, the time spent projecting events; the rest is fixed (connecting, migrations, the switch). */
  projectingMs: number;
}

export interface ReplayOptions {
  /** Aborting stops the rebuild before the switch; the live model is untouched. */
  signal?: AbortSignal;
  onCheckpoint?(seq: number): void;
}

export async function replayReadModel(config: Config, logger: Logger, options: ReplayOptions = {}): Promise<ReplayResult> {
  const started = Date.now();
  const signal = options.signal ?? new AbortController().signal;
  const databaseUrl = requireSetting(config, 'DATABASE_URL', 'replay rebuilds the read model');
  const nc = await connectNats(requireSetting(config, 'NATS_URL', 'replay reads the event log'), 'sitewright-replay', logger, config);
  const control = new pg.Client({ connectionString: databaseUrl });
  let pool: pg.Pool | undefined;
  let keys: KeyStore | undefined;
  try {
    await control.connect();
    const locked = (await control.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [REPLAY_LOCK])).rows[0]?.ok;
    if (!locked) throw new Error('another replay is running against this database');
    const live = await liveSchema(control);

    // Every migration, run in the rebuild schema: the rebuilt model has every table the live one has.
    await control.query(`create schema if not exists ${quoteIdent(REBUILD_SCHEMA)}`);
    const orm = await openOrm(databaseUrl, { poolMax: 1, schema: REBUILD_SCHEMA, searchPath: live.rebuildSearchPath });
    try {
      await migrate(orm, databaseUrl);
    } finally {
      await orm.close();
    }

    pool = projectorPool({ connectionString: databaseUrl, max: 2, options: `-c search_path=${live.rebuildSearchPath}` });
    const js = jetstream(nc);
    // Erasures are finished in it too (their keys destroyed again): projections/erasure-keys-projection.ts.
    keys = await openKeyStore(nc, config, logger);
    const sealer = createEventSealer(keys);
    const blobs = await openBlobStore(nc, config.STREAM_REPLICAS, keys, { cacheBytes: 0 });
    const projections = createProjections({
      blobs,
      keys,
      blobTable: `${quoteIdent(live.name)}."blobs"`,
      recentJobs: config.PROJECTOR_RECENT_JOBS,
    });
    const resumedFrom = await readCheckpoint(pool);
    let reached = resumedFrom;
    const project = (until: number) =>
      runProjection(
        {
          js,
          sealer,
          pool: pool!,
          projections,
          logger,
          maxBatch: config.PROJECTOR_MAX_BATCH,
          checkpointName: CHECKPOINT_NAME,
          takeSwapLock: false,
          // Nothing else writes the rebuild's tables: the next batch is folded while one commits.
          pipelined: true,
          until,
          onCheckpoint: (seq) => {
            reached = seq;
            options.onCheckpoint?.(seq);
          },
        },
        signal,
      );

    const head = (await (await jetstreamManager(nc)).streams.info(JOBS_STREAM)).state.last_seq;
    // Every job's key is needed once: read the key store in one pass rather than a request per key.
    const preloadedKeys = await keys.preload();
    logger.info({ head, resumedFrom, preloaded_keys: preloadedKeys }, 'rebuilding the read model beside the live one');
    const projectingFrom = Date.now();
    await project(head);
    let projectingMs = Date.now() - projectingFrom;
    if (signal.aborted) throw new Error('the replay was stopped before the switch; the live read model is unchanged');

    // Live batches wait while the rebuilt model takes the last steps the live one made, then the switch.
    await takeSwapLock(control);
    try {
      const liveCheckpoint = Number(
        (
          await control.query<{ last_seq: string }>(
            `select last_seq from ${quoteIdent(live.name)}.projection_checkpoints where name = $1`,
            [CHECKPOINT_NAME],
          )
        ).rows[0]?.last_seq ?? 0,
      );
      if (liveCheckpoint > reached) {
        const catchingUpFrom = Date.now();
        await project(liveCheckpoint);
        projectingMs += Date.now() - catchingUpFrom;
      }
      if (signal.aborted) throw new Error('the replay was stopped before the switch; the live read model is unchanged');
      const switched = await switchInRebuild(control, live.name);
      logger.info({ switched, reached }, 'the rebuilt read model is live');
    } finally {
      await releaseSwapLock(control).catch(() => {});
    }
    return { events: reached, ms: Date.now() - started, applied: reached - resumedFrom, projectingMs };
  } finally {
    await pool?.end();
    await keys?.stop();
    await control.end().catch(() => {});
    await closeNats(nc);
  }
}

if (import.meta.main) {
  const config = loadConfig();
  const logger = createLogger('replay', config.LOG_LEVEL);
  try {
    const result = await replayReadModel(config, logger);
    const rate = Math.round(result.applied / Math.max(0.001, result.ms / 1000));
    const projectingRate = Math.round(result.applied / Math.max(0.001, result.projectingMs / 1000));
    const cpu = process.cpuUsage();
    console.log(
      `Rebuilt the read model through event ${result.events} (${result.applied} applied, ${rate} events/s) in ${result.ms} ms, then switched readers to it. ` +
        `Projecting took ${result.projectingMs} ms (${projectingRate} events/s); the rest was connecting, migrations and the switch. CPU used by this process: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s.`,
    );
  } catch (error) {
    console.error(`Replay failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
