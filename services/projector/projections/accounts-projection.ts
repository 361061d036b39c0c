// Accounts, API keys and projects. Their events are folded per row (first creation wins, the
// latest pointer wins), then written as inserts followed by updates, which is what applying
// them one by one in stream order would leave.
// Erasures (issue 31): a ProjectErased deletes the project's row and keeps its sandbox session as a
// tombstone (`erased_sessions`); an AccountErased does the same for every project of the account,
// deletes its API keys and leaves its row as a tombstone (`erased`, its name blank). A project event
// read as erased (its key destroyed: a replay after the erasure) writes no row, only the tombstone.
import type { AccountEvent } from '../../../shared/events/catalogue.ts';
import { isJobEvent } from '../../../shared/events/catalogue.ts';
import type { Projection } from '../projection.ts';
import { insertRows, statementWithRows, updateRows, type Column } from '../sql/row-set.ts';

type Of<T extends AccountEvent['type']> = Extract<AccountEvent, { type: T }>;

const ACCOUNT_COLUMNS: Column<Of<'AccountCreated'>>[] = [
  { name: 'id', type: 'text', value: (e) => e.account_id },
  { name: 'name', type: 'text', value: (e) => e.data.name },
  { name: 'rate_limit_per_minute', type: 'int', value: (e) => e.data.rate_limit_per_minute },
  { name: 'burst', type: 'int', value: (e) => e.data.burst },
  { name: 'created_at', type: 'timestamptz', value: (e) => e.occurred_at },
  { name: 'prompt_tokens', type: 'bigint', value: () => 0 },
  { name: 'completion_tokens', type: 'bigint', value: () => 0 },
  { name: 'total_tokens', type: 'bigint', value: () => 0 },
  { name: 'monthly_token_limit', type: 'bigint', value: (e) => e.data.monthly_token_limit ?? null },
  { name: 'retention_days', type: 'int', value: (e) => e.data.retention_days ?? null },
];

type SettingsData = Of<'AccountSettingsChanged'>['data'];

/** An account's settings changes of one batch, merged (later wins per field); `has_*` tells a given field from an absent one. */
const SETTINGS_COLUMNS: Column<{ accountId: string; data: SettingsData }>[] = [
  { name: 'id', type: 'text', value: (row) => row.accountId },
  { name: 'has_name', type: 'boolean', value: (row) => row.data.name !== undefined },
  { name: 'name', type: 'text', value: (row) => row.data.name },
  { name: 'has_rate', type: 'boolean', value: (row) => row.data.rate_limit_per_minute !== undefined },
  { name: 'rate', type: 'int', value: (row) => row.data.rate_limit_per_minute },
  { name: 'has_burst', type: 'boolean', value: (row) => row.data.burst !== undefined },
  { name: 'burst', type: 'int', value: (row) => row.data.burst },
  { name: 'has_limit', type: 'boolean', value: (row) => row.data.monthly_token_limit !== undefined },
  { name: 'monthly_token_limit', type: 'bigint', value: (row) => row.data.monthly_token_limit },
  { name: 'has_retention', type: 'boolean', value: (row) => row.data.retention_days !== undefined },
  { name: 'retention_days', type: 'int', value: (row) => row.data.retention_days },
];

const KEY_COLUMNS: Column<Of<'ApiKeyIssued'>>[] = [
  { name: 'key_id', type: 'text', value: (e) => e.data.key_id },
  { name: 'account_id', type: 'text', value: (e) => e.account_id },
  { name: 'key_hash', type: 'text', value: (e) => e.data.key_hash },
  { name: 'label', type: 'text', value: (e) => e.data.label },
  { name: 'created_at', type: 'timestamptz', value: (e) => e.occurred_at },
  { name: 'revoked_at', type: 'timestamptz', value: () => null },
];

const REVOKE_COLUMNS: Column<Of<'ApiKeyRevoked'>>[] = [
  { name: 'key_id', type: 'text', value: (e) => e.data.key_id },
  { name: 'at', type: 'timestamptz', value: (e) => e.occurred_at },
];

const PROJECT_COLUMNS: Column<Of<'ProjectCreated'>>[] = [
  { name: 'sandbox_session', type: 'text', value: (e) => e.data.sandbox_session },
  { name: 'account_id', type: 'text', value: (e) => e.account_id },
  { name: 'project_id', type: 'text', value: (e) => e.data.project_id },
  { name: 'latest_ready_job_id', type: 'text', value: () => null },
  { name: 'updated_at', type: 'timestamptz', value: (e) => e.occurred_at },
];

const SESSION_COLUMNS: Column<{ sandboxSession: string; accountId: string }>[] = [
  { name: 'sandbox_session', type: 'text', value: (row) => row.sandboxSession },
  { name: 'account_id', type: 'text', value: (row) => row.accountId },
];

const ACCOUNT_ID_COLUMNS: Column<string>[] = [{ name: 'id', type: 'text', value: (accountId) => accountId }];

const POINTER_COLUMNS: Column<Of<'ProjectVersionReady'>>[] = [
  { name: 'sandbox_session', type: 'text', value: (e) => e.data.sandbox_session },
  { name: 'job_id', type: 'text', value: (e) => e.data.job_id },
  { name: 'at', type: 'timestamptz', value: (e) => e.occurred_at },
];

export function createAccountsProjection(): Projection {
  return {
    name: 'accounts',
    prepare: async (_db, events) => {
      const accounts = new Map<string, Of<'AccountCreated'>>();
      const settings = new Map<string, SettingsData>();
      const keys = new Map<string, Of<'ApiKeyIssued'>>();
      const revocations = new Map<string, Of<'ApiKeyRevoked'>>();
      const projects = new Map<string, Of<'ProjectCreated'>>();
      const pointers = new Map<string, Of<'ProjectVersionReady'>>();
      /** Erased projects' sessions, each with its account: rows deleted, tombstones kept. */
      const erasedSessions = new Map<string, string>();
      const erasedAccounts = new Set<string>();
      const eraseSession = (sandboxSession: string, accountId: string) => {
        projects.delete(sandboxSession);
        pointers.delete(sandboxSession);
        erasedSessions.set(sandboxSession, accountId);
      };
      for (const { event } of events) {
        if (isJobEvent(event)) continue;
        switch (event.type) {
          case 'AccountCreated':
            if (!accounts.has(event.account_id)) accounts.set(event.account_id, event);
            break;
          case 'AccountSettingsChanged': {
            const given = Object.fromEntries(Object.entries(event.data).filter(([, value]) => value !== undefined));
            settings.set(event.account_id, { ...settings.get(event.account_id), ...given });
            break;
          }
          case 'ApiKeyIssued':
            keys.set(event.data.key_id, event);
            revocations.delete(event.data.key_id);
            break;
          case 'ApiKeyRevoked':
            if (!revocations.has(event.data.key_id)) revocations.set(event.data.key_id, event);
            break;
          case 'ProjectCreated':
            if (event.erased) eraseSession(event.data.sandbox_session, event.account_id);
            else if (!projects.has(event.data.sandbox_session) && !erasedSessions.has(event.data.sandbox_session))
              projects.set(event.data.sandbox_session, event);
            break;
          case 'ProjectVersionReady':
            if (!event.erased && !erasedSessions.has(event.data.sandbox_session)) pointers.set(event.data.sandbox_session, event);
            break;
          case 'ProjectErased':
            eraseSession(event.data.sandbox_session, event.account_id);
            break;
          case 'AccountErased':
            erasedAccounts.add(event.account_id);
            for (const project of [...projects.values()].filter((created) => created.account_id === event.account_id))
              eraseSession(project.data.sandbox_session, event.account_id);
            for (const [keyId, issued] of [...keys].filter(([, issued]) => issued.account_id === event.account_id)) {
              keys.delete(keyId);
              revocations.delete(issued.data.key_id);
            }
            break;
          case 'IdempotencyKeyUsed':
            // Answered from the log by the gateway; nothing to project.
            break;
        }
      }
      return [
        insertRows('accounts', ACCOUNT_COLUMNS, [...accounts.values()], { keys: ['id'], action: 'nothing' }),
        updateRows(
          'accounts',
          SETTINGS_COLUMNS,
          [...settings].map(([accountId, data]) => ({ accountId, data })),
          `name = case when u.has_name then u.name else t.name end,
         rate_limit_per_minute = case when u.has_rate then u.rate else t.rate_limit_per_minute end,
         burst = case when u.has_burst then u.burst else t.burst end,
         monthly_token_limit = case when u.has_limit then u.monthly_token_limit else t.monthly_token_limit end,
         retention_days = case when u.has_retention then u.retention_days else t.retention_days end`,
          't.id = u.id',
        ),
        // Erased accounts' keys (issued in earlier batches: this batch's are left out above).
        statementWithRows(
          ACCOUNT_ID_COLUMNS,
          [...erasedAccounts],
          (rowSet) => `delete from api_keys t using ${rowSet} where t.account_id = u.id`,
        ),
        insertRows('api_keys', KEY_COLUMNS, [...keys.values()], { keys: ['key_id'], action: 'update' }),
        updateRows(
          'api_keys',
          REVOKE_COLUMNS,
          [...revocations.values()],
          'revoked_at = u.at',
          't.key_id = u.key_id and t.revoked_at is null',
        ),
        // Tombstones of the erased projects (an erased account's: every project it has), then their
        // rows go, before this batch's new projects come (the same project id may start again).
        insertRows(
          'erased_sessions',
          SESSION_COLUMNS,
          [...erasedSessions].map(([sandboxSession, accountId]) => ({ sandboxSession, accountId })),
          {
            keys: ['sandbox_session'],
            action: 'nothing',
          },
        ),
        statementWithRows(
          ACCOUNT_ID_COLUMNS,
          [...erasedAccounts],
          (rowSet) =>
            `insert into erased_sessions (sandbox_session, account_id) select p.sandbox_session, p.account_id from projects p join ${rowSet} on p.account_id = u.id on conflict (sandbox_session) do nothing`,
        ),
        statementWithRows(
          SESSION_COLUMNS,
          [...erasedSessions].map(([sandboxSession, accountId]) => ({ sandboxSession, accountId })),
          (rowSet) => `delete from projects t using ${rowSet} where t.sandbox_session = u.sandbox_session`,
        ),
        statementWithRows(
          ACCOUNT_ID_COLUMNS,
          [...erasedAccounts],
          (rowSet) => `delete from projects t using ${rowSet} where t.account_id = u.id`,
        ),
        insertRows('projects', PROJECT_COLUMNS, [...projects.values()], { keys: ['sandbox_session'], action: 'nothing' }),
        updateRows(
          'projects',
          POINTER_COLUMNS,
          [...pointers.values()],
          'latest_ready_job_id = u.job_id, updated_at = u.at',
          't.sandbox_session = u.sandbox_session',
        ),
        // What is left of an erased account: a tombstone with its ids, times, limits and token totals.
        updateRows('accounts', ACCOUNT_ID_COLUMNS, [...erasedAccounts], "name = '', erased = true", 't.id = u.id'),
      ];
    },
  };
}
