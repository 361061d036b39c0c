// `npm run replay`: rebuilds the read model from sequence 1 of the JOBS stream, then exits.
// Safe while the service runs: the active projector (this one or another) replays the stream.
import { jetstreamManager } from '@nats-io/jetstream';
import { requireSetting, loadConfig } from '../../shared/config/config.ts';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import { createLogger } from '../../shared/logging/logger.ts';
import { closeNats, connectNats } from '../../shared/nats/connect-nats.ts';
import { readCheckpoint } from './apply-events.ts';
import { resetReadModel } from './reset-read-model.ts';
import { startProjector } from './start-projector.ts';
import type { Config } from '../../shared/config/config.ts';
import type { Logger } from 'pino';

export async function replayReadModel(config: Config, logger: Logger): Promise<{ events: number; ms: number }> {
  const started = Date.now();
  const nc = await connectNats(requireSetting(config, 'NATS_URL', 'replay reads the event log'), 'sitewright-replay', logger);
  const databaseUrl = requireSetting(config, 'DATABASE_URL', 'replay rebuilds the read model');
  const orm = await openOrm(databaseUrl, { poolMax: 2 });
  await migrate(orm, databaseUrl);
  const em = orm.em.fork();
  const projector = await startProjector(config, logger);
  try {
    const target = (await (await jetstreamManager(nc)).streams.info(JOBS_STREAM)).state.last_seq;
    await resetReadModel(em);
    logger.info({ target }, 'read model emptied; replaying');
    while ((await readCheckpoint(em)) < target) await new Promise((resolve) => setTimeout(resolve, 200));
    return { events: target, ms: Date.now() - started };
  } finally {
    await projector.stop();
    await orm.close();
    await closeNats(nc);
  }
}

if (import.meta.main) {
  const config = loadConfig();
  const logger = createLogger('replay', config.LOG_LEVEL);
  try {
    const result = await replayReadModel(config, logger);
    console.log(`Replayed ${result.events} events into the read model in ${result.ms} ms.`);
  } catch (error) {
    console.error(`Replay failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
