// `npm run projector`: the read-model projector, against NATS_URL and DATABASE_URL. Run two for
// a hot standby: only one is active at a time.
import { loadConfig } from '../../shared/config/config.ts';
import { createLogger } from '../../shared/logging/logger.ts';
import { runUntilSignalled } from '../../shared/process/run-until-signalled.ts';
import { startProjector } from './start-projector.ts';

const config = loadConfig();
const logger = createLogger('projector', config.LOG_LEVEL);
await runUntilSignalled(logger, () => startProjector(config, logger), config.SHUTDOWN_GRACE_MS);
