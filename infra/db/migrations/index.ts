import { Migration0001InitialReadModel } from './0001-initial-read-model.ts';
import { Migration0002ProjectsAndSearch } from './0002-projects-and-search.ts';
import { Migration0003AccountScopedSearch } from './0003-account-scoped-search.ts';

/** Every migration, in order. Run from code at start (see shared/db/orm.ts). */
export const MIGRATIONS = [
  { name: '0001-initial-read-model', class: Migration0001InitialReadModel },
  { name: '0002-projects-and-search', class: Migration0002ProjectsAndSearch },
  { name: '0003-account-scoped-search', class: Migration0003AccountScopedSearch },
];
