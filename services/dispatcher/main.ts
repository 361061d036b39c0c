// `npm run dispatcher`: delivers webhooks, against NATS_URL. Run as many as needed.
import { loadConfig } from '../../shared/config/config.ts';
import { createLogger } from '../../shared/logging/logger.ts';
import { runUntilSignalled } from '../../shared/process/run-until-signalled.ts';
import { startTracing, stoppingTracingToo } from '../../shared/telemetry/start-tracing.ts';

const config = loadConfig();
const logger = createLogger('dispatcher', config.LOG_LEVEL);
const tracing = await startTracing(config, 'dispatcher');
// Imported once tracing has started, so the instrumentation of pg sees pg load.
const { startDispatcher } = await import('./start-dispatcher.ts');
await runUntilSignalled(logger, async () => stoppingTracingToo(await startDispatcher(config, logger), tracing), config.SHUTDOWN_GRACE_MS);
