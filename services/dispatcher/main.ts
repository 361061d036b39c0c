// `npm run dispatcher`: delivers webhooks, against NATS_URL. Run as many as needed.
import { loadConfig } from '../../shared/config/config.ts';
import { createLogger } from '../../shared/logging/logger.ts';
import { runUntilSignalled } from '../../shared/process/run-until-signalled.ts';
import { startDispatcher } from './start-dispatcher.ts';

const config = loadConfig();
const logger = createLogger('dispatcher', config.LOG_LEVEL);
await runUntilSignalled(logger, () => startDispatcher(config, logger), config.SHUTDOWN_GRACE_MS);
