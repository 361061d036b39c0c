import { defineEntity, p } from '@mikro-orm/core';

export const ProjectionCheckpoint = defineEntity({
  name: 'ProjectionCheckpoint',
  tableName: 'projection_checkpoints',
  properties: {
    name: p.string().primary(),
    lastSeq: p.bigint('number'),
    updatedAt: p.datetime(),
    /** Stream sequence of the event whose batch the database refuses; null while projection works. */
    failingSeq: p.bigint('number').nullable(),
    /** The database's reason for refusing it; '' while projection works. */
    failure: p.text(),
    failingSince: p.datetime().nullable(),
    /** Batches refused since the read model was built (never reset by success). */
    failures: p.bigint('number'),
  },
});
