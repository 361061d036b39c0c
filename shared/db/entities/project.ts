import { defineEntity, p } from '@mikro-orm/core';

export const Project = defineEntity({
  name: 'Project',
  tableName: 'projects',
  uniques: [{ properties: ['accountId', 'projectId'] }],
  properties: {
    sandboxSession: p.string().primary(),
    accountId: p.string(),
    projectId: p.string(),
    /** The job whose files the preview serves and the next edit starts from. */
    latestReadyJobId: p.string().nullable(),
    updatedAt: p.datetime(),
  },
});
