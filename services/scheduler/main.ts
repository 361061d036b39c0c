// `npm run scheduler`: the scheduler between the accounts' queues and the generators. Run two for
// a standby: one is active at a time.
import { loadConfig } from '../../shared/config/config.ts';
import { createLogger } from '../../shared/logging/logger.ts';
import { runUntilSignalled } from '../../shared/process/run-until-signalled.ts';
import { startTracing, stoppingTracingToo } from '../../shared/telemetry/start-tracing.ts';

const config = loadConfig();
const logger = createLogger('scheduler', config.LOG_LEVEL);
const tracing = await startTracing(config, 'scheduler');
// Imported once tracing has started, so the instrumentation of pg sees pg load.
const { startScheduler } = await import('./start-scheduler.ts');
await runUntilSignalled(logger, async () => stoppingTracingToo(await startScheduler(config, logger), tracing), config.SHUTDOWN_GRACE_MS);
