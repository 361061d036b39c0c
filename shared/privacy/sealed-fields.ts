// Which fields of each event are personal data or customer content, sealed in the log with a key
// of the key store (key-store.ts), and what each reads as once its key is erased. Everything else
// (ids, types, times, sizes, token counts, statuses, digests) stays clear, so audits, statistics and
// replays keep working on what is left. docs/data-protection.md lists the same fields for people.
import type { EventType, SitewrightEvent } from '../events/catalogue.ts';
import { accountKeyName, jobKeyName, projectKeyName, type KeyName } from './key-store.ts';

/** A sealed field's value once erased: what an empty one of its kind is, so every reader folds it as ever. */
type Placeholder = string | null | readonly [] | undefined;

interface SealRule {
  /** Whose key seals it: the job's, the account's, or the project's (named by the event's project subject). */
  by: 'job' | 'account' | 'project';
  fields: Readonly<Record<string, Placeholder>>;
}

const REQUEST_FIELDS = {
  query: '',
  files: [],
  source_url: null,
  user_id: null,
  project_id: null,
  design_tokens: undefined,
  target: undefined,
  locked_paths: undefined,
} as const;

/** Types absent here have nothing to seal. */
export const SEAL_RULES: Readonly<Record<string, SealRule | undefined>> = {
  JobRequested: { by: 'job', fields: REQUEST_FIELDS },
  JobReused: { by: 'job', fields: { ...REQUEST_FIELDS, progress: '', checks: null } },
  SourceForked: { by: 'job', fields: { source_url: '', final_url: '', files: [], skipped: [] } },
  FilesEmitted: { by: 'job', fields: { files: [], progress: '' } },
  JobProgressed: { by: 'job', fields: { progress: '' } },
  JobCompleted: { by: 'job', fields: { files: [], progress: '', checks: null } },
  JobFailed: { by: 'job', fields: { error: 'Erased.' } },
  DeploymentReported: { by: 'job', fields: { deploy_url: '' } },
  JobRendered: { by: 'job', fields: { reason: '', checks: null, screenshots: [] } },
  AccountCreated: { by: 'account', fields: { name: '' } },
  AccountSettingsChanged: { by: 'account', fields: { name: undefined } },
  ApiKeyIssued: { by: 'account', fields: { label: '' } },
  ProjectCreated: { by: 'project', fields: { project_id: '' } },
  ProjectVersionReady: { by: 'project', fields: { project_id: '' } },
  WebhookRegistered: { by: 'account', fields: { url: '', secret: '' } },
  WebhookDisabled: { by: 'account', fields: { reason: '' } },
  WebhookDeliveryAttempted: { by: 'account', fields: { error: '' } },
} satisfies Partial<Record<EventType, SealRule>>;

/** The key that seals an event's personal fields, or null when it has none. */
export function sealingKeyOf(event: SitewrightEvent): KeyName | null {
  const rule = SEAL_RULES[event.type];
  if (!rule) return null;
  if (rule.by === 'account') return accountKeyName(event.account_id);
  if (rule.by === 'job') return 'job_id' in event ? jobKeyName(event.job_id) : null;
  const projectEvent = event.type === 'ProjectCreated' || event.type === 'ProjectVersionReady';
  return projectEvent ? projectKeyName(event.account_id, event.data.project_id, event.data.sandbox_session) : null;
}
