// Multi-row writes in one statement each: the rows travel as one JSON array parameter and
// `json_to_recordset` turns it back into typed rows in the database. (Array parameters for
// `unnest` were tried first: node-postgres spent most of a batch escaping their elements, while
// JSON.stringify and PostgreSQL's JSON parser are fast.)
import type pg from 'pg';

export type SqlType = 'text' | 'int' | 'bigint' | 'timestamptz' | 'jsonb' | 'boolean' | 'double precision';

export interface Column<R> {
  name: string;
  type: SqlType;
  /** The column's value; a `jsonb` column takes the object itself. */
  value(row: R): unknown;
}

/** What a projection reads and writes through: a pooled client in a transaction, or the pool itself. */
export interface Db {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

/**
 * One statement of a batch, built (rows serialised) when the batch is folded and run later inside
 * its transaction: while one batch commits, the next one's rows are built. It must send its
 * statement when called, before awaiting anything: a batch's writes are sent one after another
 * without waiting for answers (apply-batch.ts), in the order of the list.
 */
export type Write = (db: Db) => Promise<unknown>;

/** The write of an empty row set. */
export const NO_WRITE: Write = async () => undefined;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

function rowSetOf<R>(columns: readonly Column<R>[], rows: readonly R[]): { sql: string; params: [string] } {
  // Plain loops: a row's object is built in place, with no array of entries per row (the
  // projector builds thousands of rows a batch, and the garbage showed in its profile).
  const objects = new Array<Record<string, unknown>>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const object: Record<string, unknown> = {};
    for (const column of columns) object[column.name] = column.value(row) ?? null;
    objects[i] = object;
  }
  const json = JSON.stringify(objects);
  const sql = `json_to_recordset($1::json) as u(${columns.map((column) => `${quoteIdent(column.name)} ${column.type}`).join(', ')})`;
  return { sql, params: [json] };
}

/** Runs the statement `sqlOf` makes around the rows' set (a row source named `u`); nothing for no rows. */
export function statementWithRows<R>(columns: readonly Column<R>[], rows: readonly R[], sqlOf: (rowSet: string) => string): Write {
  if (rows.length === 0) return NO_WRITE;
  const { sql, params } = rowSetOf(columns, rows);
  const text = sqlOf(sql);
  return (db) => db.query(text, params);
}

/**
 * Inserts rows, each key at most once per call. On a key that exists: `nothing` keeps the stored
 * row, `update` overwrites every non-key column.
 */
export function insertRows<R>(
  table: string,
  columns: readonly Column<R>[],
  rows: readonly R[],
  conflict: { keys: readonly string[]; action: 'nothing' | 'update' },
): Write {
  return statementWithRows(columns, rows, (rowSet) => {
    const names = columns.map((column) => quoteIdent(column.name)).join(', ');
    const keys = conflict.keys.map(quoteIdent).join(', ');
    const updates = columns
      .filter((column) => !conflict.keys.includes(column.name))
      .map((column) => `${quoteIdent(column.name)} = excluded.${quoteIdent(column.name)}`);
    const action = conflict.action === 'nothing' || updates.length === 0 ? 'do nothing' : `do update set ${updates.join(', ')}`;
    return `insert into ${table} (${names}) select ${names} from ${rowSet} on conflict (${keys}) ${action}`;
  });
}

/** Deletes the rows whose key columns match one of `rows`. */
export function deleteRows<R>(table: string, keys: readonly Column<R>[], rows: readonly R[]): Write {
  return statementWithRows(keys, rows, (rowSet) => {
    const match = keys.map((key) => `t.${quoteIdent(key.name)} = u.${quoteIdent(key.name)}`).join(' and ');
    return `delete from ${table} as t using ${rowSet} where ${match}`;
  });
}

/** Runs `set <assignments> from the rows where <match>`: `t` is the table, `u` the row. */
export function updateRows<R>(table: string, columns: readonly Column<R>[], rows: readonly R[], assignments: string, match: string): Write {
  return statementWithRows(columns, rows, (rowSet) => `update ${table} as t set ${assignments} from ${rowSet} where ${match}`);
}
