// `npm run renderer`: screenshots and browser checks of every ready job, against NATS_URL. Run as many as needed.
import { loadConfig } from '../../shared/config/config.ts';
import { createLogger } from '../../shared/logging/logger.ts';
import { runUntilSignalled } from '../../shared/process/run-until-signalled.ts';
import { startTracing, stoppingTracingToo } from '../../shared/telemetry/start-tracing.ts';

const config = loadConfig();
const logger = createLogger('renderer', config.LOG_LEVEL);
const tracing = await startTracing(config, 'renderer');
const { startRenderer } = await import('./start-renderer.ts');
await runUntilSignalled(logger, async () => stoppingTracingToo(await startRenderer(config, logger), tracing), config.SHUTDOWN_GRACE_MS);
