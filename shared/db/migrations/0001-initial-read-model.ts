import { Migration } from '@mikro-orm/migrations';

export class Migration0001InitialReadModel extends Migration {
  override name = '0001-initial-read-model';

  override up(): void {
    this.addSql(`create table "accounts" (
      "id" varchar(255) not null primary key,
      "name" text not null,
      "rate_limit_per_minute" int not null,
      "burst" int not null,
      "created_at" timestamptz not null,
      "prompt_tokens" bigint not null,
      "completion_tokens" bigint not null,
      "total_tokens" bigint not null
    )`);
    this.addSql(`create table "api_keys" (
      "key_id" varchar(255) not null primary key,
      "account_id" varchar(255) not null,
      "key_hash" varchar(255) not null,
      "label" text not null,
      "created_at" timestamptz not null,
      "revoked_at" timestamptz null
    )`);
    this.addSql(`create index "api_keys_account_id_index" on "api_keys" ("account_id")`);
    this.addSql(`create table "jobs" (
      "id" varchar(255) not null primary key,
      "account_id" varchar(255) not null,
      "status" varchar(255) not null,
      "query" text not null,
      "project_id" varchar(255) null,
      "user_id" varchar(255) null,
      "source_url" text null,
      "source" varchar(255) not null,
      "progress" text not null,
      "error" text not null,
      "created_at" timestamptz not null,
      "finished_at" timestamptz null,
      "deployment_id" varchar(255) not null,
      "deploy_url" text not null,
      "attempts" int not null,
      "prompt_tokens" bigint not null,
      "completion_tokens" bigint not null,
      "total_tokens" bigint not null,
      "state" jsonb not null,
      "last_seq" bigint not null
    )`);
    this.addSql(`create index "jobs_account_id_created_at_index" on "jobs" ("account_id", "created_at")`);
    this.addSql(`create index "jobs_account_id_project_id_index" on "jobs" ("account_id", "project_id")`);
    this.addSql(`create table "job_files" (
      "job_id" varchar(255) not null,
      "path" text not null,
      "position" int not null,
      "digest" varchar(255) not null,
      "size" int not null,
      "language" varchar(255) not null,
      primary key ("job_id", "path")
    )`);
    this.addSql(`create table "blobs" (
      "digest" varchar(255) not null primary key,
      "content" text not null,
      "size" int not null
    )`);
    this.addSql(`create table "deployments" (
      "seq" bigint not null primary key,
      "job_id" varchar(255) not null,
      "account_id" varchar(255) not null,
      "deploy_url" text not null,
      "deployment_id" varchar(255) not null,
      "reported_at" timestamptz not null
    )`);
    this.addSql(`create index "deployments_job_id_index" on "deployments" ("job_id")`);
    this.addSql(`create table "projection_checkpoints" (
      "name" varchar(255) not null primary key,
      "last_seq" bigint not null,
      "updated_at" timestamptz not null
    )`);
  }
}
