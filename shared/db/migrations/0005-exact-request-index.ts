import { Migration } from '@mikro-orm/migrations';

/**
 * The cache search's fast path: an account's ready result for the very same request (same text
 * up to case and spacing) is found by an index on a hash of the normalised request, before the
 * trigram search. `created_at` last: the oldest such result comes first without a sort, so the
 * same request keeps finding the same result (whose files the gateway keeps serialised). An expression index rather than a stored column: nothing writes it, so the
 * projector is unchanged, and the hash is not kept twice. The expression is repeated exactly in
 * services/gateway/starting-point/cache-search.ts, which the planner needs to use the index.
 */
export class Migration0005ExactRequestIndex extends Migration {
  override name = '0005-exact-request-index';

  override up(): void {
    this.addSql(
      `create index "jobs_ready_account_request_hash" on "jobs" ("account_id", md5(lower(regexp_replace(btrim("query"), '\\s+', ' ', 'g'))), "created_at") where "status" = 'ready'`,
    );
  }
}
