import { defineEntity, p } from '@mikro-orm/core';

export const ApiKey = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  indexes: [{ properties: ['accountId'] }],
  properties: {
    keyId: p.string().primary(),
    accountId: p.string(),
    keyHash: p.string(),
    label: p.text(),
    createdAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});
