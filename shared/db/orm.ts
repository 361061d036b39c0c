import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../../infra/db/migrations/index.ts';
import { ENTITIES } from './entities/index.ts';

export type Orm = MikroORM;

export async function openOrm(databaseUrl: string, options: { poolMax?: number } = {}): Promise<Orm> {
  return await MikroORM.init({
    clientUrl: databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: { min: 0, max: options.poolMax ?? 10 },
    debug: false,
    allowGlobalContext: false,
  });
}

/** Brings the schema up to date; safe to call from every service at start. */
export async function migrate(orm: Orm): Promise<void> {
  await orm.migrator.up();
}
