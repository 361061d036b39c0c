import { Migration } from '@mikro-orm/migrations';

/**
 * The analytics and audit read model: one row of facts per job (with the stream sequence of its
 * JobRequested, the order in which jobs become visible, for stable pagination), the history of
 * each account's profile and keys, and the views BI tools read. No schema is named: the read model
 * may live in any schema on the search path.
 */
export class Migration0008AnalyticsAndAudit extends Migration {
  override name = '0008-analytics-and-audit';

  override up(): void {
    // Issue 12 may add the same column on account creation; either migration may run first.
    this.addSql(`alter table "accounts" add column if not exists "monthly_token_limit" bigint null`);
    this.addSql(`create table "job_facts" (
      "job_id" varchar(255) not null primary key,
      "seq" bigint not null,
      "account_id" varchar(255) not null,
      "created_at" timestamptz not null,
      "day" date not null,
      "status" varchar(255) not null,
      "source" varchar(255) not null,
      "engine" varchar(255) not null,
      "finished_at" timestamptz null,
      "build_seconds" double precision null,
      "prompt_tokens" bigint not null,
      "completion_tokens" bigint not null,
      "total_tokens" bigint not null,
      "deployments" int not null
    )`);
    this.addSql(`create unique index "job_facts_seq_unique" on "job_facts" ("seq")`);
    this.addSql(`create index "job_facts_account_id_seq_index" on "job_facts" ("account_id", "seq")`);
    this.addSql(`create index "job_facts_day_account_id_index" on "job_facts" ("day", "account_id")`);
    this.addSql(`create table "account_history" (
      "seq" bigint not null primary key,
      "account_id" varchar(255) not null,
      "subject" varchar(255) not null,
      "type" varchar(255) not null,
      "version" int not null,
      "event_id" varchar(255) not null,
      "occurred_at" timestamptz not null,
      "actor" varchar(255) not null,
      "request_id" varchar(255) null,
      "data" jsonb not null
    )`);
    this.addSql(`create index "account_history_account_id_seq_index" on "account_history" ("account_id", "seq")`);
    this.addSql(ANALYTICS_ACCOUNT_DAY);
    this.addSql(ANALYTICS_ACCOUNT_DAY_ENGINE);
  }
}

/** One row per account and UTC day on which jobs were requested. Build seconds: ready jobs only. */
export const ANALYTICS_ACCOUNT_DAY = `create view "analytics_account_day" as
select "account_id", "day",
  count(*)::int as "jobs",
  count(*) filter (where "status" = 'ready')::int as "ready",
  count(*) filter (where "status" = 'failed')::int as "failed",
  count(*) filter (where "status" in ('building', 'partial'))::int as "running",
  count(*) filter (where "source" = 'generated')::int as "generated",
  count(*) filter (where "source" = 'cache')::int as "cache",
  count(*) filter (where "source" = 'fork')::int as "fork",
  percentile_cont(0.5) within group (order by "build_seconds") filter (where "status" = 'ready') as "median_build_seconds",
  percentile_cont(0.95) within group (order by "build_seconds") filter (where "status" = 'ready') as "p95_build_seconds",
  sum("prompt_tokens")::bigint as "prompt_tokens",
  sum("completion_tokens")::bigint as "completion_tokens",
  sum("total_tokens")::bigint as "total_tokens",
  sum("deployments")::int as "deployments"
from "job_facts"
group by "account_id", "day"`;

/** The same per engine ('' for jobs that never started: an identical request answered from the cache). */
export const ANALYTICS_ACCOUNT_DAY_ENGINE = `create view "analytics_account_day_engine" as
select "account_id", "day", "engine",
  count(*)::int as "jobs",
  count(*) filter (where "status" = 'ready')::int as "ready",
  count(*) filter (where "status" = 'failed')::int as "failed",
  percentile_cont(0.5) within group (order by "build_seconds") filter (where "status" = 'ready') as "median_build_seconds",
  percentile_cont(0.95) within group (order by "build_seconds") filter (where "status" = 'ready') as "p95_build_seconds",
  sum("total_tokens")::bigint as "total_tokens"
from "job_facts"
group by "account_id", "day", "engine"`;
