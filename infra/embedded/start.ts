// Entry point of `npm start`.
import { loadConfig } from '../../shared/config/config.ts';
import { createLogger } from '../../shared/logging/logger.ts';
import { runUntilSignalled } from '../../shared/process/run-until-signalled.ts';
import { startTracing, stoppingTracingToo } from '../../shared/telemetry/start-tracing.ts';

const config = loadConfig();
const logger = createLogger('sitewright', config.LOG_LEVEL);
// The gateway runs in this process (the other services are children that start their own tracing).
const tracing = await startTracing(config, 'gateway');
const { startEmbedded, SERVERS_STOP_MS } = await import('./start-embedded.ts');
await runUntilSignalled(
  logger,
  async () => {
    const handle = await startEmbedded(process.env, logger);
    console.log(`Sitewright listening on ${handle.url}`);
    console.log(`API key: ${handle.apiKey}`);
    // Only what `npm start` generated itself is printed: an operator's ADMIN_TOKEN never is.
    console.log(handle.adminTokenFromEnvironment ? 'Admin token: the ADMIN_TOKEN you set' : `Admin token: ${handle.adminToken}`);
    console.log(`Previews on ${handle.previewUrl} (an origin of their own: generated pages never run on the API's)`);
    console.log(
      `Metrics: ${Object.entries(handle.metricsUrls)
        .map(([service, url]) => `${service} ${url}`)
        .join(', ')}`,
    );
    if (handle.natsMonitorUrl) console.log(`NATS monitoring: ${handle.natsMonitorUrl}/varz, /connz, /jsz`);
    if (tracing.enabled) console.log('Tracing: on (OTEL_* settings), every service sends its spans');
    return stoppingTracingToo(handle, tracing);
  },
  // The services' grace, then the servers' turn (start-embedded.ts).
  config.SHUTDOWN_GRACE_MS + SERVERS_STOP_MS,
);
