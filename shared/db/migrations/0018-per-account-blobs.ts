import { Migration } from '@mikro-orm/migrations';

/**
 * File bodies are each account's own (issue 31): the `blobs` table is keyed by account and digest,
 * as the object store names them (`<account_id>/<digest>`), so erasing one account's bodies never
 * touches another's identical file. `job_files` carries its job's account, so the read paths join
 * a file to its body by both, and the collector finds whether an account still uses a body in one
 * index probe. `job_blob_refs` holds the other bodies a job uses, which no read path joins: its
 * starting files (`input`) and its screenshots (`screenshot`), so they are not collected either.
 *
 * Rows written before are copied to every account whose jobs use them, then the unowned ones go:
 * a body no job names is the collector's anyway.
 */
export class Migration0018PerAccountBlobs extends Migration {
  override name = '0018-per-account-blobs';

  override up(): void {
    this.addSql(`alter table "job_files" add column "account_id" varchar(255) not null default ''`);
    this.addSql(`update "job_files" f set "account_id" = j."account_id" from "jobs" j where j."id" = f."job_id"`);
    this.addSql(`alter table "job_files" alter column "account_id" drop default`);
    this.addSql(`create index "job_files_account_digest" on "job_files" ("account_id", "digest")`);

    this.addSql(`create table "job_blob_refs" (
      "job_id" varchar(255) not null,
      "kind" varchar(255) not null,
      "digest" varchar(255) not null,
      "account_id" varchar(255) not null,
      primary key ("job_id", "kind", "digest")
    )`);
    this.addSql(`create index "job_blob_refs_account_kind_digest" on "job_blob_refs" ("account_id", "kind", "digest")`);
    this.addSql(`insert into "job_blob_refs" ("job_id", "kind", "digest", "account_id")
      select distinct j."id", 'input', i->>'digest', j."account_id"
        from "jobs" j cross join lateral jsonb_array_elements(coalesce(j."state"->'inputFiles', '[]'::jsonb)) i
      union
      select distinct j."id", 'screenshot', s->>'digest', j."account_id"
        from "jobs" j cross join lateral jsonb_array_elements(coalesce(j."state"->'rendered'->'screenshots', '[]'::jsonb)) s`);

    this.addSql(`alter table "blobs" drop constraint "blobs_pkey"`);
    this.addSql(`alter table "blobs" add column "account_id" varchar(255) not null default ''`);
    this.addSql(`insert into "blobs" ("account_id", "digest", "content", "size", "encoding")
      select o."account_id", b."digest", b."content", b."size", b."encoding"
        from (select "account_id", "digest" from "job_files"
              union
              select "account_id", "digest" from "job_blob_refs" where "kind" = 'input') o
        join "blobs" b on b."digest" = o."digest" and b."account_id" = ''`);
    this.addSql(`delete from "blobs" where "account_id" = ''`);
    this.addSql(`alter table "blobs" alter column "account_id" drop default`);
    this.addSql(`alter table "blobs" add primary key ("account_id", "digest")`);
  }
}
