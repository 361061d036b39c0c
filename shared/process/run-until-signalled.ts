// Every service's entry point: start, then on SIGTERM or SIGINT stop gracefully (draining
// in-flight work), and exit non-zero if start-up or shutdown fails.
import type { Logger } from 'pino';

/**
 * Given on the command line of a service that `npm start` runs as its child: the service stops
 * (as on SIGTERM) when its stdin, a pipe from the parent, closes, that is when the parent is gone.
 */
export const STOP_WITH_PARENT_FLAG = '--stop-with-parent';

export interface Stoppable {
  stop(): Promise<void>;
}

export async function runUntilSignalled(logger: Logger, start: () => Promise<Stoppable>, graceMs: number): Promise<void> {
  let handle: Stoppable;
  try {
    handle = await start();
  } catch (error) {
    logger.fatal({ err: error }, `could not start: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs + 5_000);
    force.unref();
    try {
      await handle.stop();
      logger.info('stopped');
    } catch (error) {
      logger.error({ err: error }, 'error while stopping');
      process.exitCode = 1;
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  if (process.argv.includes(STOP_WITH_PARENT_FLAG)) {
    process.stdin.once('close', () => void stop('parent exited'));
    process.stdin.resume();
    // Watching the pipe must not keep the process alive once the service has stopped.
    process.stdin.unref();
  }
}
