// `npm run scheduler`: the scheduler between the accounts' queues and the generators. Run two for
// a standby: one is active at a time.
import { loadConfig } from '../../shared/config/config.ts';
import { createLogger } from '../../shared/logging/logger.ts';
import { runUntilSignalled } from '../../shared/process/run-until-signalled.ts';
import { startScheduler } from './start-scheduler.ts';

const config = loadConfig();
const logger = createLogger('scheduler', config.LOG_LEVEL);
await runUntilSignalled(logger, () => startScheduler(config, logger), config.SHUTDOWN_GRACE_MS);
