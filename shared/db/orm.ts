import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
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

/** Brings the schema up to date; safe to call from every service at start. */
export async function migrate(orm: Orm): Promise<void> {
  await orm.migrator.up();
}
