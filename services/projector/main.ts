// `npm run projector`: the read-model projector, against NATS_URL and DATABASE_URL. Run two for
// a hot standby: only one is active at a time.
import { loadConfig } from '../../shared/config/config.ts';
import { createLogger } from '../../shared/logging/logger.ts';
import { runUntilSignalled } from '../../shared/process/run-until-signalled.ts';
import { startTracing, stoppingTracingToo } from '../../shared/telemetry/start-tracing.ts';

const config = loadConfig();
const logger = createLogger('projector', config.LOG_LEVEL);
const tracing = await startTracing(config, 'projector');
// Imported once tracing has started, so the instrumentation of pg sees pg load.
const { startProjector } = await import('./start-projector.ts');
await runUntilSignalled(logger, async () => stoppingTracingToo(await startProjector(config, logger), tracing), config.SHUTDOWN_GRACE_MS);
