import { Migration } from '@mikro-orm/migrations';

/** Projects with their sandbox sessions, and trigram search over earlier requests (the cache). */
export class Migration0002ProjectsAndSearch extends Migration {
  override name = '0002-projects-and-search';

  override up(): void {
    this.addSql(`alter table "jobs" add column "sandbox_session" varchar(255) not null default ''`);
    this.addSql(`alter table "jobs" alter column "sandbox_session" drop default`);
    this.addSql(`create table "projects" (
      "sandbox_session" varchar(255) not null primary key,
      "account_id" varchar(255) not null,
      "project_id" varchar(255) not null,
      "latest_ready_job_id" varchar(255) null,
      "updated_at" timestamptz not null
    )`);
    this.addSql(`create unique index "projects_account_id_project_id_unique" on "projects" ("account_id", "project_id")`);
    this.addSql(`create extension if not exists pg_trgm`);
    // Only ready results are ever searched; the partial index keeps running jobs out of the scan.
    this.addSql(`create index "jobs_ready_query_trgm" on "jobs" using gist ("query" gist_trgm_ops) where "status" = 'ready'`);
  }
}
