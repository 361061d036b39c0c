import { defineEntity, p } from '@mikro-orm/core';

export const Deployment = defineEntity({
  name: 'Deployment',
  tableName: 'deployments',
  indexes: [{ properties: ['jobId'] }],
  properties: {
    /** The DeploymentReported event's stream sequence: unique and replay-stable. */
    seq: p.bigint('number').primary().autoincrement(false),
    jobId: p.string(),
    accountId: p.string(),
    deployUrl: p.text(),
    deploymentId: p.string(),
    reportedAt: p.datetime(),
  },
});
