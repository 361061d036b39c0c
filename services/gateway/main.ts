// `npm run gateway`: one gateway, against NATS_URL and DATABASE_URL.
import { loadConfig } from '../../shared/config/config.ts';
import { createLogger } from '../../shared/logging/logger.ts';
import { runUntilSignalled } from '../../shared/process/run-until-signalled.ts';
import { startGateway } from './start-gateway.ts';

const config = loadConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
await runUntilSignalled(logger, () => startGateway(config, logger), config.SHUTDOWN_GRACE_MS);
