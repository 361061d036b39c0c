import { defineEntity, p } from '@mikro-orm/core';

export const Account = defineEntity({
  name: 'Account',
  tableName: 'accounts',
  properties: {
    id: p.string().primary(),
    name: p.text(),
    rateLimitPerMinute: p.integer(),
    burst: p.integer(),
    createdAt: p.datetime(),
    promptTokens: p.bigint('number'),
    completionTokens: p.bigint('number'),
    totalTokens: p.bigint('number'),
    /** Tokens a calendar month; null means no limit (migration 0008). */
    monthlyTokenLimit: p.bigint('number').nullable(),
    /** Days its jobs are kept before the retention sweep erases them; null: without limit (migration 0017). */
    retentionDays: p.integer().nullable(),
    /** Erased (AccountErased, issue 31): the row is a tombstone, its name blank; migration 0019. */
    erased: p.boolean().default(false),
  },
});
