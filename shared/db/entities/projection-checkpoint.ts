import { defineEntity, p } from '@mikro-orm/core';

export const ProjectionCheckpoint = defineEntity({
  name: 'ProjectionCheckpoint',
  tableName: 'projection_checkpoints',
  properties: {
    name: p.string().primary(),
    lastSeq: p.bigint('number'),
    updatedAt: p.datetime(),
  },
});
