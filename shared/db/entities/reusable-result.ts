import { defineEntity, p } from '@mikro-orm/core';

/** The cache search's same-request table (shared/db/reusable-results.ts); migration 0009. */
export const ReusableResult = defineEntity({
  name: 'ReusableResult',
  tableName: 'reusable_results',
  properties: {
    accountId: p.string().primary(),
    requestHash: p.text().primary(),
    jobId: p.string(),
    createdAt: p.datetime(),
  },
});
