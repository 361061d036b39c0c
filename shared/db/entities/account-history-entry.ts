import { defineEntity, p } from '@mikro-orm/core';

/** An event of an account's profile or keys, in log order (migration 0008). */
export const AccountHistoryEntry = defineEntity({
  name: 'AccountHistoryEntry',
  tableName: 'account_history',
  indexes: [{ properties: ['accountId', 'seq'] }],
  properties: {
    seq: p.bigint('number').primary().autoincrement(false),
    accountId: p.string(),
    subject: p.string(),
    type: p.string(),
    version: p.integer(),
    eventId: p.string(),
    occurredAt: p.datetime(),
    actor: p.string(),
    requestId: p.string().nullable(),
    data: p.json<Record<string, unknown>>(),
  },
});
