// Entry point of `npm start`.
import { loadConfig } from '../../shared/config/config.ts';
import { createLogger } from '../../shared/logging/logger.ts';
import { runUntilSignalled } from '../../shared/process/run-until-signalled.ts';
import { startEmbedded } from './start-embedded.ts';

const config = loadConfig();
const logger = createLogger('sitewright', config.LOG_LEVEL);
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
    return handle;
  },
  config.SHUTDOWN_GRACE_MS,
);
