// Keeps one child of `npm start` running: when it dies unexpectedly, it is started again after a
// backoff (0.5 s doubling to 30 s, back to the start once a run has lasted 10 s), and every
// death and restart is logged. Used for nats-server, the embedded PostgreSQL and the services
// (service-process.ts).
import type { Logger } from 'pino';

/** How a child process ended, when known: logged with its death. */
export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Running {
  /** Resolves when the child has exited, whatever the reason. */
  exited: Promise<ExitStatus | undefined>;
  stop(): Promise<void>;
}

export interface Supervised {
  stop(): Promise<void>;
}

const STABLE_AFTER_MS = 10_000;

export function restartDelayMs(failures: number): number {
  return Math.min(30_000, 500 * 2 ** Math.min(Math.max(failures - 1, 0), 6));
}

/**
 * Starts the child once (errors reach the caller), then restarts it whenever it dies, until
 * `shuttingDown` aborts or it is stopped. `npm start` aborts `shuttingDown` as soon as it begins to
 * stop: a Ctrl-C in a terminal reaches every process of the group at once, and a child that exits
 * then has not died unexpectedly.
 */
export async function supervise(
  name: string,
  logger: Logger,
  start: () => Promise<Running>,
  shuttingDown?: AbortSignal,
): Promise<Supervised> {
  let current: Running | null = await start();
  let stopping = false;
  let failures = 0;
  let startedAt = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | null = null;

  const restart = async (): Promise<void> => {
    timer = undefined;
    if (stopping) return;
    try {
      current = await start();
      startedAt = Date.now();
      if (stopping) return;
      logger.warn({ service: name, failures }, `${name} is running again`);
      watch(current);
    } catch (error) {
      failures += 1;
      const delay = restartDelayMs(failures);
      logger.error({ service: name, err: error, restart_in_ms: delay }, `${name} could not be started again; retrying`);
      timer = setTimeout(() => (restarting = restart()), delay);
    }
  };

  const watch = (running: Running) => {
    void running.exited.then((status) => {
      if (stopping || current !== running) return;
      current = null;
      if (Date.now() - startedAt > STABLE_AFTER_MS) failures = 0;
      failures += 1;
      const delay = restartDelayMs(failures);
      // Judged when the delay is over: a Ctrl-C reaches the child and `npm start` at the same moment,
      // and `npm start` may hear of the child's exit before its own signal.
      timer = setTimeout(() => {
        if (stopping) return;
        logger.error({ service: name, ...status, restarted_after_ms: delay, failures }, `${name} exited unexpectedly; starting it again`);
        restarting = restart();
      }, delay);
    });
  };
  watch(current);
  shuttingDown?.addEventListener(
    'abort',
    () => {
      stopping = true;
      clearTimeout(timer);
    },
    { once: true },
  );

  return {
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      // A restart under way finishes first, so the child it starts is stopped too.
      await restarting;
      await current?.stop();
    },
  };
}
