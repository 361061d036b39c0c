import { Migration } from '@mikro-orm/migrations';

/**
 * The projector reports a batch the database refuses on its checkpoint row: the stream sequence
 * of the event it cannot store, the database's reason, since when, and a running failure count.
 * The gateway's /readyz and /metrics read them from there.
 */
export class Migration0004ProjectionStatus extends Migration {
  override name = '0004-projection-status';

  override up(): void {
    this.addSql(`alter table "projection_checkpoints" add column "failing_seq" bigint null`);
    this.addSql(`alter table "projection_checkpoints" add column "failure" text not null default ''`);
    this.addSql(`alter table "projection_checkpoints" add column "failing_since" timestamptz null`);
    this.addSql(`alter table "projection_checkpoints" add column "failures" bigint not null default 0`);
    // The defaults only fill the existing row; the projector writes every column.
    this.addSql(`alter table "projection_checkpoints" alter column "failure" drop default`);
    this.addSql(`alter table "projection_checkpoints" alter column "failures" drop default`);
  }
}
