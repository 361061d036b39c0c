import { defineEntity, p } from '@mikro-orm/core';

/** The sandbox session of an erased project, with its account: a tombstone (issue 31); migration 0019. */
export const ErasedSession = defineEntity({
  name: 'ErasedSession',
  tableName: 'erased_sessions',
  properties: {
    sandboxSession: p.string().primary(),
    accountId: p.string(),
  },
});
