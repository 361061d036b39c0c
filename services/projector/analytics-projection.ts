// The analytics and audit projection: a fold over a batch of stored events into per-job facts and
// account history rows, then two multi-row statements that store them. They run inside the
// projector's batch transaction (see apply-batch.ts), so they move with the checkpoint and are
// rebuilt by a replay like the rest of the read model. Percentiles are not kept here: the views of
// migration 0008 compute them from the per-job build seconds at query time. An erasure (issue 31)
// keeps a job's facts (none is anyone's personal data) and blanks the personal fields of an erased
// account's history (erasure/erased-history.ts).
import { isJobEvent, opensJob, type AccountEvent, type JobEvent } from '../../shared/events/catalogue.ts';
import { isFinal, type JobStatus } from '../../shared/jobs/job-status.ts';
import type { StoredEvent } from '../../shared/event-log/event-log.ts';
import type { Projection } from './projection.ts';
import { createRecentStates, type RecentStates } from './recent-states.ts';
import { requestedIn } from './requested-in-batch.ts';
import { NO_WRITE, type Db, type Write } from './sql/row-set.ts';
import { blankAccountHistory } from './erasure/erased-history.ts';

export interface JobFactRow {
  job_id: string;
  seq: number;
  account_id: string;
  created_at: string;
  /** UTC day (YYYY-MM-DD) the job was requested: the day it counts for. */
  day: string;
  status: JobStatus;
  source: string;
  engine: string;
  finished_at: string | null;
  build_seconds: number | null;
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  deployments: number;
}

export interface AccountHistoryRow {
  seq: number;
  account_id: string;
  subject: string;
  type: string;
  version: number;
  event_id: string;
  occurred_at: string;
  actor: string;
  request_id: string | null;
  data: unknown;
}

function finish(fact: JobFactRow, status: 'ready' | 'failed', at: string): JobFactRow {
  const seconds = (Date.parse(at) - Date.parse(fact.created_at)) / 1000;
  return { ...fact, status, finished_at: at, build_seconds: Math.max(0, seconds) };
}

/** One job's facts after one more of its events. Like the job state machine, nothing moves a final job but a deployment. */
export function evolveJobFact(fact: JobFactRow | undefined, stored: StoredEvent<JobEvent>): JobFactRow | undefined {
  const event = stored.event;
  if (opensJob(event)) {
    if (fact) return fact;
    const requested: JobFactRow = {
      job_id: event.job_id,
      seq: stored.seq,
      account_id: event.account_id,
      created_at: event.occurred_at,
      day: new Date(event.occurred_at).toISOString().slice(0, 10),
      status: 'building',
      source: event.data.source,
      engine: '',
      finished_at: null,
      build_seconds: null,
      prompt_tokens: 0,
      completion_tokens: 0,
      total_tokens: 0,
      deployments: 0,
    };
    // A JobReused is requested and ready at once.
    return event.type === 'JobReused' ? finish(requested, 'ready', event.occurred_at) : requested;
  }
  if (!fact) return fact;
  if (isFinal(fact.status)) {
    return event.type === 'DeploymentReported' && fact.status === 'ready' ? { ...fact, deployments: fact.deployments + 1 } : fact;
  }
  switch (event.type) {
    case 'JobStarted':
      return { ...fact, engine: event.data.engine };
    case 'FilesEmitted':
      return { ...fact, status: 'partial' };
    case 'UsageRecorded':
      return {
        ...fact,
        prompt_tokens: fact.prompt_tokens + event.data.prompt_tokens,
        completion_tokens: fact.completion_tokens + event.data.completion_tokens,
        total_tokens: fact.total_tokens + event.data.total_tokens,
      };
    case 'JobCompleted':
      return finish(fact, 'ready', event.occurred_at);
    case 'JobFailed':
      return finish(fact, 'failed', event.occurred_at);
    default:
      return fact;
  }
}

/** The account's own history: its profile and its keys (not its projects or idempotency keys). */
export function isAccountHistory(stored: StoredEvent): stored is StoredEvent<AccountEvent> {
  return !isJobEvent(stored.event) && (stored.subject.startsWith('accounts.') || stored.subject.startsWith('keys.'));
}

function historyRow(stored: StoredEvent<AccountEvent>): AccountHistoryRow {
  const event = stored.event;
  return {
    seq: stored.seq,
    account_id: event.account_id,
    subject: stored.subject,
    type: event.type,
    version: event.version,
    event_id: event.id,
    occurred_at: event.occurred_at,
    actor: event.actor,
    request_id: event.request_id ?? null,
    data: event.data,
  };
}

export interface AnalyticsChanges {
  facts: JobFactRow[];
  history: AccountHistoryRow[];
}

/** Folds a batch (in stream order) over the facts already stored for its jobs. Pure. */
export function foldAnalytics(stored: ReadonlyMap<string, JobFactRow>, batch: readonly StoredEvent[]): AnalyticsChanges {
  const facts = new Map<string, JobFactRow | undefined>();
  const history: AccountHistoryRow[] = [];
  for (const item of batch) {
    if (isJobEvent(item.event)) {
      const jobId = item.event.job_id;
      const before = facts.has(jobId) ? facts.get(jobId) : stored.get(jobId);
      facts.set(jobId, evolveJobFact(before, item as StoredEvent<JobEvent>));
    } else if (isAccountHistory(item)) {
      history.push(historyRow(item));
    }
  }
  const changed = [...facts.values()].filter((fact): fact is JobFactRow => fact !== undefined && fact !== stored.get(fact.job_id));
  return { facts: changed, history };
}

const FACT_COLUMNS = `job_id varchar, seq bigint, account_id varchar, created_at timestamptz, day date, status varchar, source varchar, engine varchar,
  finished_at timestamptz, build_seconds double precision, prompt_tokens bigint, completion_tokens bigint, total_tokens bigint, deployments int`;

async function loadFacts(db: Db, jobIds: string[]): Promise<Map<string, JobFactRow>> {
  if (jobIds.length === 0) return new Map();
  const { rows } = await db.query<JobFactRow>(
    `select job_id, seq::float8 as seq, account_id, created_at, to_char(day, 'YYYY-MM-DD') as day, status, source, engine, finished_at, build_seconds,
       prompt_tokens::float8 as prompt_tokens, completion_tokens::float8 as completion_tokens, total_tokens::float8 as total_tokens, deployments
     from "job_facts" where job_id = any($1::text[])`,
    // `= any(array)`: one primary-key probe per id, whatever the table's statistics say.
    [jobIds],
  );
  return new Map(
    rows.map((row) => [
      row.job_id,
      {
        ...row,
        created_at: new Date(row.created_at).toISOString(),
        finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
      },
    ]),
  );
}

/** The writes: the changed facts and the new history rows, each in one statement. */
function analyticsWrites(changes: AnalyticsChanges): Write[] {
  const facts = JSON.stringify(changes.facts);
  const history = JSON.stringify(changes.history);
  return [
    changes.facts.length === 0
      ? NO_WRITE
      : (db) =>
          db.query(
            `insert into "job_facts" select * from jsonb_to_recordset($1::jsonb) as t(${FACT_COLUMNS})
             on conflict (job_id) do update set status = excluded.status, engine = excluded.engine, finished_at = excluded.finished_at,
               build_seconds = excluded.build_seconds, prompt_tokens = excluded.prompt_tokens, completion_tokens = excluded.completion_tokens,
               total_tokens = excluded.total_tokens, deployments = excluded.deployments`,
            [facts],
          ),
    changes.history.length === 0
      ? NO_WRITE
      : (db) =>
          db.query(
            `insert into "account_history" (seq, account_id, subject, type, version, event_id, occurred_at, actor, request_id, data)
             select seq, account_id, subject, type, version, event_id, occurred_at, actor, request_id, data
             from jsonb_to_recordset($1::jsonb) as t(seq bigint, account_id varchar, subject varchar, type varchar, version int, event_id varchar,
               occurred_at timestamptz, actor varchar, request_id varchar, data jsonb)
             on conflict (seq) do nothing`,
            [history],
          ),
  ];
}

/** Folds one batch of events (those the projector applies, in stream order) over the facts stored or recently folded for its jobs. */
export async function prepareAnalytics(db: Db, recent: RecentStates<JobFactRow>, batch: readonly StoredEvent[]): Promise<Write[]> {
  const requested = requestedIn(batch);
  const stored = new Map<string, JobFactRow>();
  const unknown = new Set<string>();
  for (const item of batch) {
    if (!isJobEvent(item.event) || requested.has(item.event.job_id)) continue;
    const fact = recent.get(item.event.job_id);
    if (fact) stored.set(fact.job_id, fact);
    else unknown.add(item.event.job_id);
  }
  for (const [jobId, fact] of await loadFacts(db, [...unknown])) stored.set(jobId, fact);
  const changes = foldAnalytics(stored, batch);
  for (const fact of changes.facts) recent.set(fact.job_id, fact);
  const erasedAccounts = batch.filter((item) => item.event.type === 'AccountErased').map((item) => item.event.account_id);
  return [...analyticsWrites(changes), blankAccountHistory(erasedAccounts)];
}

/** The analytics and audit tables as one projection of the batch (services/projector/projections). */
export function createAnalyticsProjection(recentJobs?: number): Projection {
  const recent = createRecentStates<JobFactRow>(recentJobs);
  return { name: 'analytics', prepare: ({ db }, batch) => prepareAnalytics(db, recent, batch), reset: () => recent.clear() };
}
