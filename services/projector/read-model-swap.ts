// Blue/green for the read model. A rebuild builds every table in a schema of its own (all the
// migrations run there), then moves them into the live schema in one transaction: readers see the
// old complete model until that commit and the new complete one after it. Nothing names the
// tables: whatever the migrations made in the rebuild schema is what gets switched in.
import type pg from 'pg';
import { SWAP_LOCK } from './checkpoint.ts';
import { quoteIdent } from './sql/row-set.ts';

export const REBUILD_SCHEMA = 'sitewright_rebuild';
const RETIRED_SCHEMA = 'sitewright_retired';

/**
 * Tables kept from the live model instead of switched: blob bodies are content-addressed and
 * immutable, so a rebuild fills the live table with the ones it lacks and keeps the rest.
 */
export const KEPT_TABLES = new Set(['blobs']);

const KIND: Record<string, string> = { r: 'table', p: 'table', v: 'view', m: 'materialized view' };

export interface LiveSchema {
  /** The schema readers resolve the read model's names to (current_schema()). */
  name: string;
  /** The search path a rebuild's connections use: the rebuild schema first, then the live path. */
  rebuildSearchPath: string;
}

export async function liveSchema(db: pg.ClientBase): Promise<LiveSchema> {
  const row = (await db.query<{ name: string; path: string[] }>('select current_schema() as name, current_schemas(false)::text[] as path'))
    .rows[0]!;
  if (!row.name) throw new Error('the database connection has no schema to read the read model from');
  // Passed as a connection option, where quotes and spaces do not survive: plain names only.
  const path = [REBUILD_SCHEMA, ...row.path];
  const odd = path.find((name) => !/^[A-Za-z_][A-Za-z0-9_$]*$/.test(name));
  if (odd) throw new Error(`schema "${odd}" on the search path needs quoting; a rebuild supports plain schema names only`);
  return { name: row.name, rebuildSearchPath: path.join(',') };
}

/** Takes the swap lock: live batches wait (between transactions) until `releaseSwapLock`. */
export async function takeSwapLock(db: pg.ClientBase): Promise<void> {
  await db.query('select pg_advisory_lock(hashtext($1))', [SWAP_LOCK]);
}

export async function releaseSwapLock(db: pg.ClientBase): Promise<void> {
  await db.query('select pg_advisory_unlock(hashtext($1))', [SWAP_LOCK]);
}

/**
 * Moves the rebuilt relations into the live schema and drops the old ones, in one transaction.
 * The moves take each table's exclusive lock in turn; a reader that holds one table and wants
 * another the switch already holds would deadlock with it. So the switch gives up its locks after
 * a short wait and tries again: a reader is never the one that fails.
 */
export async function switchInRebuild(db: pg.ClientBase, live: string, patienceMs = 120_000): Promise<string[]> {
  // Busy readers leave only short gaps between their statements, so the switch keeps trying, with
  // short jittered pauses, for as long as its patience lasts rather than a fixed number of times.
  const deadline = Date.now() + patienceMs;
  for (;;) {
    try {
      return await switchOnce(db, live);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if ((code !== LOCK_NOT_AVAILABLE && code !== DEADLOCK) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 45));
    }
  }
}

const LOCK_NOT_AVAILABLE = '55P03';
const DEADLOCK = '40P01';

async function switchOnce(db: pg.ClientBase, live: string): Promise<string[]> {
  await db.query('begin');
  try {
    // Shorter than deadlock_timeout (1 s by default), so the switch backs off before a reader is chosen to fail.
    await db.query(`set local lock_timeout = '200ms'`);
    const relations = (
      await db.query<{ name: string; kind: string }>(
        `select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') order by c.relname`,
        [REBUILD_SCHEMA],
      )
    ).rows;
    const existing = new Set(
      (
        await db.query<{ name: string }>(
          `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1`,
          [live],
        )
      ).rows.map((row) => row.name),
    );
    // Every live relation at once, in one statement, before the first move: the locks are taken
    // within microseconds of each other instead of one ALTER at a time, so a reader that runs
    // between them (holding one table, wanting another) rarely meets a half-locked model.
    const moving = relations.filter((relation) => !KEPT_TABLES.has(relation.name) && existing.has(relation.name));
    if (moving.length > 0) {
      await db.query(
        `lock table ${moving.map((relation) => `${quoteIdent(live)}.${quoteIdent(relation.name)}`).join(', ')} in access exclusive mode`,
      );
    }
    await db.query(`drop schema if exists ${quoteIdent(RETIRED_SCHEMA)} cascade`);
    await db.query(`create schema ${quoteIdent(RETIRED_SCHEMA)}`);
    const switched: string[] = [];
    for (const relation of relations) {
      if (KEPT_TABLES.has(relation.name)) continue;
      const kind = KIND[relation.kind]!;
      if (existing.has(relation.name))
        await db.query(`alter ${kind} ${quoteIdent(live)}.${quoteIdent(relation.name)} set schema ${quoteIdent(RETIRED_SCHEMA)}`);
      await db.query(`alter ${kind} ${quoteIdent(REBUILD_SCHEMA)}.${quoteIdent(relation.name)} set schema ${quoteIdent(live)}`);
      switched.push(relation.name);
    }
    await db.query(`drop schema ${quoteIdent(RETIRED_SCHEMA)} cascade`);
    await db.query(`drop schema ${quoteIdent(REBUILD_SCHEMA)} cascade`);
    await db.query('commit');
    return switched;
  } catch (error) {
    await db.query('rollback').catch(() => {});
    throw error;
  }
}
