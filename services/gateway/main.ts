// `npm run gateway`: one gateway, against NATS_URL and DATABASE_URL.
import { loadConfig } from '../../shared/config/config.ts';
import { createLogger } from '../../shared/logging/logger.ts';
import { runUntilSignalled } from '../../shared/process/run-until-signalled.ts';
import { startTracing, stoppingTracingToo } from '../../shared/telemetry/start-tracing.ts';

const config = loadConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const tracing = await startTracing(config, 'gateway');
// Imported once tracing has started, so the instrumentation of pg sees pg load.
const { startGateway } = await import('./start-gateway.ts');
await runUntilSignalled(logger, async () => stoppingTracingToo(await startGateway(config, logger), tracing), config.SHUTDOWN_GRACE_MS);
