// How far behind the read model is, and whether the projector is stuck on an event the database
// refuses. The projector writes its report on its checkpoint row; the lag in seconds is the age
// of the oldest event it has not applied.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JetStreamManager } from '@nats-io/jetstream';
import { JOBS_STREAM } from '../../../shared/events/subjects.ts';

export interface ProjectionStatus {
  checkpoint: number;
  lagEvents: number;
  lagSeconds: number;
  /** Stream sequence of the event the database refuses, or null while projection works. */
  failingSeq: number | null;
  failure: string;
  failures: number;
}

interface CheckpointRow {
  last_seq: string;
  failing_seq: string | null;
  failure: string;
  failures: string;
}

export async function readProjectionStatus(em: EntityManager, jsm: JetStreamManager): Promise<ProjectionStatus> {
  const [stream, rows] = await Promise.all([
    jsm.streams.info(JOBS_STREAM),
    em
      .getConnection()
      .execute<CheckpointRow[]>(
        `select last_seq, failing_seq, failure, failures from projection_checkpoints where name = 'read-model'`,
        [],
        'all',
      ),
  ]);
  const row = rows[0];
  const checkpoint = Number(row?.last_seq ?? 0);
  const lagEvents = Math.max(0, stream.state.last_seq - checkpoint);
  let lagSeconds = 0;
  if (lagEvents > 0) {
    const oldest = await jsm.streams.getMessage(JOBS_STREAM, { seq: Math.max(checkpoint + 1, stream.state.first_seq) }).catch(() => null);
    if (oldest) lagSeconds = Math.max(0, (Date.now() - oldest.time.getTime()) / 1000);
  }
  return {
    checkpoint,
    lagEvents,
    lagSeconds,
    failingSeq: row?.failing_seq == null ? null : Number(row.failing_seq),
    failure: row?.failure ?? '',
    failures: Number(row?.failures ?? 0),
  };
}
