import { defineEntity, p } from '@mikro-orm/core';

/** One job's facts for analytics and the operators' job search (migration 0008). */
export const JobFact = defineEntity({
  name: 'JobFact',
  tableName: 'job_facts',
  indexes: [{ properties: ['accountId', 'seq'] }, { properties: ['day', 'accountId'] }],
  uniques: [{ properties: ['seq'] }],
  properties: {
    jobId: p.string().primary(),
    /** Stream sequence of the job's JobRequested: jobs become visible in this order. */
    seq: p.bigint('number'),
    accountId: p.string(),
    createdAt: p.datetime(),
    /** UTC day of createdAt: the day the job counts for. */
    day: p.string().columnType('date'),
    status: p.string(),
    source: p.string(),
    /** Engine of the last attempt; '' when the job never started. */
    engine: p.string(),
    finishedAt: p.datetime().nullable(),
    buildSeconds: p.double().nullable(),
    promptTokens: p.bigint('number'),
    completionTokens: p.bigint('number'),
    totalTokens: p.bigint('number'),
    deployments: p.integer(),
  },
});
