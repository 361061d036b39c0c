// `npm run generator`: one generator (N concurrent jobs), against NATS_URL. Run as many as needed.
import { loadConfig } from '../../shared/config/config.ts';
import { createLogger } from '../../shared/logging/logger.ts';
import { runUntilSignalled } from '../../shared/process/run-until-signalled.ts';
import { startGenerator } from './start-generator.ts';

const config = loadConfig();
const logger = createLogger('generator', config.LOG_LEVEL);
await runUntilSignalled(logger, () => startGenerator(config, logger), config.SHUTDOWN_GRACE_MS);
