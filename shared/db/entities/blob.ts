import { defineEntity, p } from '@mikro-orm/core';

export const Blob = defineEntity({
  name: 'Blob',
  tableName: 'blobs',
  properties: {
    /** Each account's bodies are its own (issue 31); migration 0017. */
    accountId: p.string().primary(),
    digest: p.string().primary(),
    content: p.text(),
    size: p.integer(),
    /** `utf-8`: `content` is the text; `base64`: the bytes of a binary file, in base64. */
    encoding: p.string().default('utf-8'),
  },
});
