import { defineEntity, p } from '@mikro-orm/core';

export const Job = defineEntity({
  name: 'Job',
  tableName: 'jobs',
  indexes: [
    { properties: ['accountId', 'createdAt'] },
    { properties: ['accountId', 'projectId'] },
    // Trigram search over an account's newest reusable ready results (the cache); migrations 0002, 0003, 0010, 0012 and 0016.
    {
      name: 'jobs_ready_account_query_trgm',
      expression: `create index "jobs_ready_account_query_trgm" on "jobs" using gist ("account_id", "created_at", "query" gist_trgm_ops(siglen = 128)) where "status" = 'ready' and "reusable"`,
    },
    // Where an account's newest reusable ready results begin (the cache search's window); migration 0016.
    {
      name: 'jobs_reusable_account_created',
      expression: `create index "jobs_reusable_account_created" on "jobs" ("account_id", "created_at") where "status" = 'ready' and "reusable"`,
    },
    // The jobs waiting in each account's queue, in request order (GET /job's queue_position); migration 0013.
    {
      name: 'jobs_queued_account_created',
      expression: `create index "jobs_queued_account_created" on "jobs" ("account_id", "created_at", "id") where "queued"`,
    },
  ],
  properties: {
    id: p.string().primary(),
    accountId: p.string(),
    status: p.string(),
    query: p.text(),
    projectId: p.string().nullable(),
    userId: p.string().nullable(),
    sourceUrl: p.text().nullable(),
    source: p.string(),
    sandboxSession: p.string(),
    progress: p.text(),
    error: p.text(),
    createdAt: p.datetime(),
    finishedAt: p.datetime().nullable(),
    deploymentId: p.string(),
    deployUrl: p.text(),
    attempts: p.integer(),
    promptTokens: p.bigint('number'),
    completionTokens: p.bigint('number'),
    totalTokens: p.bigint('number'),
    /** The folded JobState, so the projector resumes a job without re-reading its events. */
    state: p.json<Record<string, unknown>>(),
    /** A result a new request may take over unchanged (shared/jobs/reusable-result.ts); migration 0010. */
    reusable: p.boolean().default(false),
    /** Waiting in its account's queue (shared/jobs/job-state.ts isQueued); migration 0013. */
    queued: p.boolean().default(false),
    /** The renderer's status of the job (`pending` until its JobRendered); migration 0014. */
    renderedStatus: p.string().default('pending'),
    /** Stream sequence of the last event applied to this job. */
    lastSeq: p.bigint('number'),
  },
});
