import pg from 'pg';
import { SEARCH_SQL } from '../../services/gateway/starting-point/cache-search.ts';
const c = new pg.Client(process.argv[2]); await c.connect();
const acct = (await c.query(`select account_id, count(*) from jobs group by 1 order by 2 desc limit 1`)).rows[0].account_id;
console.log((await c.query(`select relname, n_live_tup, last_autoanalyze, n_mod_since_analyze from pg_stat_user_tables where relname in ('jobs','job_files')`)).rows);
for (const q of ['A website for a bakery called Sunrise Bakery in Lyon']) {
  for (let i = 0; i < 3; i++) {
  const r = await c.query({ text: `explain (analyze) ${SEARCH_SQL}`, values: [acct, q] });
  console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  }
}
await c.end();
