// The whole read model as rows, to compare a live model with a rebuilt one (or with itself later):
// every table of the live schema, each ordered by its primary key, and every index.
import pg from 'pg';

/** Every table of the live schema, each ordered by its primary key, and every index; columns that hold wall-clock times of the projector's own work are left out. */
export async function dump(url: string): Promise<Record<string, any[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ table: string; key: string }>(
        `select c.relname as table, string_agg(quote_ident(a.attname), ', ' order by k.ord) as key
           from pg_class c
           join pg_index i on i.indrelid = c.oid and i.indisprimary
           cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
          where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
          group by c.relname order by c.relname`,
      )
    ).rows;
    const out: Record<string, any[]> = {};
    for (const { table, key } of tables) {
      if (table === 'mikro_orm_migrations') out[table] = (await client.query(`select name from mikro_orm_migrations order by id`)).rows;
      else if (table === 'projection_checkpoints')
        out[table] = (await client.query('select name, last_seq, failing_seq from projection_checkpoints order by name')).rows;
      else out[table] = (await client.query(`select * from "${table}" order by ${key}`)).rows;
    }
    // And every index, by definition: a rebuild defers its secondary indexes and must build them all again.
    out['(indexes)'] = (
      await client.query(`select indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname`)
    ).rows;
    return out;
  } finally {
    await client.end();
  }
}
