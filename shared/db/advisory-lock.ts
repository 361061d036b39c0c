// One active instance of a service (the projector, the scheduler): a PostgreSQL advisory lock held
// on its own connection. A standby waits for it and takes over when the active instance's session
// ends (a crash or a SIGKILL ends it too).
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from '../logging/logger.ts';

export interface AdvisoryLock {
  /** Resolves once this instance holds the lock, or rejects when `signal` aborts. */
  acquire(signal: AbortSignal): Promise<void>;
  /** Resolves when the lock's session is lost. */
  lost: Promise<void>;
  release(): Promise<void>;
}

export async function createAdvisoryLock(databaseUrl: string, key: string, pollMs = 1_000): Promise<AdvisoryLock> {
  const client = new pg.Client({ connectionString: databaseUrl });
  let markLost: () => void = () => {};
  const lost = new Promise<void>((resolve) => (markLost = resolve));
  client.on('error', () => markLost());
  client.on('end', () => markLost());
  await client.connect();
  return {
    lost,
    acquire: async (signal) => {
      while (!signal.aborted) {
        const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [key]);
        if (result.rows[0]?.locked) return;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
      throw new Error(`stopped before the lock ${key} was acquired`);
    },
    release: async () => {
      try {
        await client.end();
      } catch {
        // Ending the session releases the lock whatever happens here.
      }
    },
  };
}

export interface ActiveTermsOptions {
  databaseUrl: string;
  /** The advisory lock's key: one active instance per key. */
  key: string;
  /** The service's name in its log lines (`projector active`). */
  role: string;
  logger: Logger;
  /** Aborted when the service stops: the term in progress ends and the lock is released. */
  signal: AbortSignal;
  /** One term of work while this instance holds the lock; its signal aborts when the lock is lost or the service stops. */
  term(signal: AbortSignal): Promise<void>;
  /** Pause before a term that failed is started again. */
  retryMs: number;
  /** Logged when a term failed and is started again. */
  retryMessage: string;
  /** Logged when the lock's session is lost while the service runs. */
  lostMessage: string;
  /** Told when this instance becomes the active one (true) and when it stops being it (false): its metrics' gauge. */
  onActive?(active: boolean): void;
}

/**
 * Active/standby for a service: takes the lock (waiting while another instance holds it), runs
 * terms one after another while it holds it, and when its session is lost ends the term and waits
 * for the lock again. Resolves once `signal` aborted and the lock is released.
 */
export async function runWhileActive(options: ActiveTermsOptions): Promise<void> {
  const { logger, signal } = options;
  while (!signal.aborted) {
    let lock: AdvisoryLock | undefined;
    try {
      lock = await createAdvisoryLock(options.databaseUrl, options.key);
      await lock.acquire(signal);
    } catch (error) {
      await lock?.release();
      if (signal.aborted) return;
      logger.error({ err: error }, `could not take the ${options.role} lock; retrying`);
      await sleep(1_000);
      continue;
    }
    logger.info(`${options.role} active`);
    options.onActive?.(true);
    let term: AbortController | undefined;
    let lockLost = false;
    const endTerm = () => term?.abort();
    signal.addEventListener('abort', endTerm, { once: true });
    void lock.lost.then(() => {
      lockLost = true;
      if (!signal.aborted) logger.error(options.lostMessage);
      endTerm();
    });
    while (!signal.aborted && !lockLost) {
      term = new AbortController();
      try {
        await options.term(term.signal);
      } catch (error) {
        if (signal.aborted || lockLost) break;
        logger.warn({ err: error }, options.retryMessage);
        term.abort();
        await sleep(options.retryMs);
      }
    }
    signal.removeEventListener('abort', endTerm);
    options.onActive?.(false);
    await lock.release();
  }
}
