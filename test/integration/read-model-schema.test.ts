// The migrations (run from code at start) and the MikroORM entities describe the same schema, and
// several services may migrate the same database at the same moment.
import t from 'tap';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import { createTestDatabase } from '../support/postgres.ts';

t.test('migrations build exactly the schema the entities describe; concurrent runs are safe', async (t) => {
  const db = await createTestDatabase();
  const orms = await Promise.all([openOrm(db.url), openOrm(db.url), openOrm(db.url)]);
  try {
    await Promise.all(orms.map((orm) => migrate(orm, db.url)));
    const diff = await orms[0]!.schema.getUpdateSchemaSQL();
    t.equal(diff.trim(), '', 'no difference between the migrated database and the entities');
    const applied = await orms[0]!.migrator.getExecuted();
    t.same(applied.map((m) => m.name), ['0001-initial-read-model', '0002-projects-and-search', '0003-account-scoped-search', '0004-projection-status', '0005-exact-request-index', '0008-analytics-and-audit', '0009-reusable-results'], 'each migration ran once');
  } finally {
    await Promise.all(orms.map((orm) => orm.close()));
    await db.drop();
  }
});
