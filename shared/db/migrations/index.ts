import { Migration0001InitialReadModel } from './0001-initial-read-model.ts';
import { Migration0002ProjectsAndSearch } from './0002-projects-and-search.ts';
import { Migration0003AccountScopedSearch } from './0003-account-scoped-search.ts';
import { Migration0004ProjectionStatus } from './0004-projection-status.ts';
import { Migration0005ExactRequestIndex } from './0005-exact-request-index.ts';
import { Migration0008AnalyticsAndAudit } from './0008-analytics-and-audit.ts';
import { Migration0009ReusableResults } from './0009-reusable-results.ts';
import { Migration0010ReusableColumn } from './0010-reusable-column.ts';
import { Migration0011IdenticalReusesNotReusable } from './0011-identical-reuses-not-reusable.ts';
import { Migration0012TrigramSignatureLength } from './0012-trigram-signature-length.ts';
import { Migration0013QueuedJobs } from './0013-queued-jobs.ts';
import { Migration0014RenderedStatus } from './0014-rendered-status.ts';
import { Migration0015BinaryBlobs } from './0015-binary-blobs.ts';
import { Migration0016RecentTrigramSearch } from './0016-recent-trigram-search.ts';
import { Migration0017AccountRetention } from './0017-account-retention.ts';
import { Migration0018PerAccountBlobs } from './0018-per-account-blobs.ts';
import { Migration0019ErasureTombstones } from './0019-erasure-tombstones.ts';

/** Every migration, in order. Run from code at start (see shared/db/orm.ts). */
export const MIGRATIONS = [
  { name: '0001-initial-read-model', class: Migration0001InitialReadModel },
  { name: '0002-projects-and-search', class: Migration0002ProjectsAndSearch },
  { name: '0003-account-scoped-search', class: Migration0003AccountScopedSearch },
  { name: '0004-projection-status', class: Migration0004ProjectionStatus },
  { name: '0005-exact-request-index', class: Migration0005ExactRequestIndex },
  { name: '0008-analytics-and-audit', class: Migration0008AnalyticsAndAudit },
  { name: '0009-reusable-results', class: Migration0009ReusableResults },
  { name: '0010-reusable-column', class: Migration0010ReusableColumn },
  { name: '0011-identical-reuses-not-reusable', class: Migration0011IdenticalReusesNotReusable },
  { name: '0012-trigram-signature-length', class: Migration0012TrigramSignatureLength },
  { name: '0013-queued-jobs', class: Migration0013QueuedJobs },
  { name: '0014-rendered-status', class: Migration0014RenderedStatus },
  { name: '0015-binary-blobs', class: Migration0015BinaryBlobs },
  { name: '0016-recent-trigram-search', class: Migration0016RecentTrigramSearch },
  { name: '0017-account-retention', class: Migration0017AccountRetention },
  { name: '0018-per-account-blobs', class: Migration0018PerAccountBlobs },
  { name: '0019-erasure-tombstones', class: Migration0019ErasureTombstones },
];
