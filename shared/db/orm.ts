import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { MIGRATIONS } from '../../infra/db/migrations/index.ts';
import { ENTITIES } from './entities/index.ts';

export type Orm = MikroORM;

export async function openOrm(databaseUrl: string, options: { poolMax?: number; timeoutMs?: number } = {}): Promise<Orm> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return await MikroORM.init({
    clientUrl: databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: { min: 0, max: options.poolMax ?? 10 },
    // A database that is down or stuck answers with an error within the request timeout, never a hang.
    driverOptions: { connectionTimeoutMillis: timeoutMs, statement_timeout: timeoutMs, query_timeout: timeoutMs },
    debug: false,
    allowGlobalContext: false,
  });
}

/**
 * Brings the schema up to date. Every service calls it at start, often at the same moment (the
 * embedded default starts them together), so runs are serialised with an advisory lock held on
 * a connection of its own.
 */
export async function migrate(orm: Orm, databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', ['sitewright-migrations']);
    await orm.migrator.up();
  } finally {
    await client.end();
  }
}
