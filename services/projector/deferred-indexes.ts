// A rebuild writes every row of the read model. Keeping its secondary indexes current row by row
// (the GiST trigram index of the cache search above all) costs PostgreSQL more than building each
// once over the finished table, so a rebuild drops them after its migrations and builds them again
// before the switch. Unique indexes stay: the projector's upserts need them. The definitions wait
// in a table of the rebuild schema, so a rebuild that is interrupted and started again still
// builds every one of them, and that table is gone before the schema is switched in.
import type pg from 'pg';
import { quoteIdent } from './sql/row-set.ts';

const TABLE = 'deferred_indexes';

/** Records the definitions of the schema's non-unique indexes and drops them, in one transaction. */
export async function deferIndexes(db: pg.ClientBase, schema: string): Promise<string[]> {
  const table = `${quoteIdent(schema)}.${quoteIdent(TABLE)}`;
  await db.query('begin');
  try {
    // With nothing on the search path, pg_get_indexdef names every table and operator class with
    // its schema: a definition can never resolve to the live table of the same name.
    await db.query('set local search_path to pg_catalog');
    await db.query(`create table if not exists ${table} (name text primary key, definition text not null)`);
    const indexes = await db.query<{ name: string; definition: string }>(
      `select c.relname as name, pg_get_indexdef(x.indexrelid) as definition
         from pg_index x join pg_class c on c.oid = x.indexrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and not x.indisunique and not x.indisprimary`,
      [schema],
    );
    for (const index of indexes.rows) {
      await db.query(`insert into ${table} (name, definition) values ($1, $2) on conflict (name) do nothing`, [index.name, index.definition]);
      await db.query(`drop index ${quoteIdent(schema)}.${quoteIdent(index.name)}`);
    }
    await db.query('commit');
    return indexes.rows.map((index) => index.name);
  } catch (error) {
    await db.query('rollback').catch(() => {});
    throw error;
  }
}

/** Builds every deferred index again and drops the table that held their definitions. */
export async function restoreIndexes(db: pg.ClientBase, schema: string): Promise<string[]> {
  const table = `${quoteIdent(schema)}.${quoteIdent(TABLE)}`;
  const deferred = await db.query<{ name: string; definition: string }>(`select name, definition from ${table} order by name`);
  for (const index of deferred.rows) {
    // pg_get_indexdef gives `CREATE INDEX name ON schema.table ...`; IF NOT EXISTS lets a rebuild
    // stopped halfway through this loop run it again.
    await db.query(index.definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
    await db.query(`delete from ${table} where name = $1`, [index.name]);
  }
  await db.query(`drop table ${table}`);
  return deferred.rows.map((index) => index.name);
}
