// One active instance of a service (the projector, the scheduler): a PostgreSQL advisory lock held
// on its own connection. A standby waits for it and takes over when the active instance's session
// ends (a crash or a SIGKILL ends it too).
import pg from 'pg';

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
