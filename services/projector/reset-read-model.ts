import type { EntityManager } from '@mikro-orm/postgresql';

const READ_MODEL_TABLES = ['jobs', 'job_files', 'blobs', 'deployments', 'accounts', 'api_keys', 'projects', 'projection_checkpoints'];

/**
 * Empties the read model and its checkpoint in one transaction. A running projector notices the
 * checkpoint went back and projects the whole stream again from sequence 1.
 */
export async function resetReadModel(em: EntityManager): Promise<void> {
  await em.getConnection().execute(`truncate table ${READ_MODEL_TABLES.map((table) => `"${table}"`).join(', ')}`);
}
