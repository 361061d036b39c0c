import { defineEntity, p } from '@mikro-orm/core';

export const Blob = defineEntity({
  name: 'Blob',
  tableName: 'blobs',
  properties: {
    digest: p.string().primary(),
    content: p.text(),
    size: p.integer(),
  },
});
