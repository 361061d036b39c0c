import { Migration } from '@mikro-orm/migrations';

/**
 * The cache search's trigram index keeps 128-byte signatures instead of pg_trgm's default 12. A
 * request is a sentence of 50 to 200 trigrams, which nearly fills a 96-bit signature: the index
 * then tells entries apart so poorly that the nearest-neighbour search reads most of an account's
 * pages (360 pages and 7 ms a search at 20,000 distinct requests of one account; 95 pages and 2 to
 * 3 ms with 128 bytes, the same answers, an index of about the same size and the same cost to
 * insert into).
 */
export class Migration0012TrigramSignatureLength extends Migration {
  override name = '0012-trigram-signature-length';

  override up(): void {
    this.addSql(`drop index if exists "jobs_ready_account_query_trgm"`);
    this.addSql(
      `create index "jobs_ready_account_query_trgm" on "jobs" using gist ("account_id", "query" gist_trgm_ops(siglen = 128)) where "status" = 'ready' and "reusable"`,
    );
  }
}
