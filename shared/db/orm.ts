import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { MIGRATIONS } from './migrations/index.ts';
import { ENTITIES } from './entities/index.ts';

export type Orm = MikroORM;

export interface OrmOptions {
  poolMax?: number;
  timeoutMs?: number;
  /**
   * Another schema than the live read model's, for a rebuild: the migrations (and their tracking
   * table) go there, with `searchPath` set on every connection so unqualified names resolve there first.
   */
  schema?: string;
  searchPath?: string;
}

export async function openOrm(databaseUrl: string, options: OrmOptions = {}): Promise<Orm> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return await MikroORM.init({
    clientUrl: databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    // The analytics views (migration 0008) are SQL for BI tools, not entities: the schema diff leaves them alone.
    schemaGenerator: { skipViews: [/^analytics_/] },
    pool: { min: 0, max: options.poolMax ?? 10 },
    // A database that is down or stuck answers with an error within the request timeout, never a hang.
    driverOptions: {
      connectionTimeoutMillis: timeoutMs,
      statement_timeout: timeoutMs,
      query_timeout: timeoutMs,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    },
    ...(options.schema ? { schema: options.schema } : {}),
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
