import { defineEntity, p } from '@mikro-orm/core';

export const Blob = defineEntity({
  name: 'Blob',
  tableName: 'blobs',
  properties: {
    digest: p.string().primary(),
    content: p.text(),
    size: p.integer(),
    /** `utf-8`: `content` is the text; `base64`: the bytes of a binary file, in base64. */
    encoding: p.string().default('utf-8'),
  },
});
