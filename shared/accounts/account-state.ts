// An account's settings folded from its profile subject (AccountCreated, then any number of
// AccountSettingsChanged, and at most one AccountErased, its last event). Pure, like the job state machine: the gateway folds the log with it to
// authenticate, rate-limit and hold quotas, the generator to stop running jobs at a quota, the
// projector to keep the accounts table.
import type { AccountEvent, SitewrightEvent } from '../events/catalogue.ts';
import { isJobEvent } from '../events/catalogue.ts';
import { accountSubject } from '../events/subjects.ts';
import type { EventLog } from '../event-log/event-log.ts';

export interface AccountState {
  /** Created and not erased: the account may authenticate, be changed, run jobs. */
  exists: boolean;
  /** An operator erased it (AccountErased): it exists no more, and is never made again. */
  erased: boolean;
  accountId: string;
  name: string;
  ratePerMinute: number;
  burst: number;
  /** Tokens the account may spend in a calendar month; null means no limit. */
  monthlyTokenLimit: number | null;
  /** The scheduler's concurrency limit for the account; null: the service's default (SCHEDULER_MAX_CONCURRENT_JOBS). */
  maxConcurrentJobs: number | null;
  /** The account's share of free generator capacity; null: the default, 1. */
  weight: number | null;
  /** Days its jobs are kept before the retention sweep erases them; null: without limit. */
  retentionDays: number | null;
  createdAt: string;
  updatedAt: string;
}

export const initialAccountState: AccountState = Object.freeze({
  exists: false,
  erased: false,
  accountId: '',
  name: '',
  ratePerMinute: 0,
  burst: 0,
  monthlyTokenLimit: null,
  maxConcurrentJobs: null,
  weight: null,
  retentionDays: null,
  createdAt: '',
  updatedAt: '',
});

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'AccountCreated':
      if (state.exists || state.erased) return state;
      return {
        exists: true,
        erased: false,
        accountId: event.account_id,
        name: event.data.name,
        ratePerMinute: event.data.rate_limit_per_minute,
        burst: event.data.burst,
        monthlyTokenLimit: event.data.monthly_token_limit ?? null,
        maxConcurrentJobs: null,
        weight: null,
        retentionDays: event.data.retention_days ?? null,
        createdAt: event.occurred_at,
        updatedAt: event.occurred_at,
      };
    case 'AccountSettingsChanged': {
      if (!state.exists) return state;
      const change = event.data;
      return {
        ...state,
        name: change.name ?? state.name,
        ratePerMinute: change.rate_limit_per_minute ?? state.ratePerMinute,
        burst: change.burst ?? state.burst,
        monthlyTokenLimit: change.monthly_token_limit === undefined ? state.monthlyTokenLimit : change.monthly_token_limit,
        maxConcurrentJobs: change.max_concurrent_jobs === undefined ? state.maxConcurrentJobs : change.max_concurrent_jobs,
        weight: change.weight === undefined ? state.weight : change.weight,
        retentionDays: change.retention_days === undefined ? state.retentionDays : change.retention_days,
        updatedAt: event.occurred_at,
      };
    }
    case 'AccountErased':
      // Nothing of its settings is kept: every reader of the fold sees no account, and GET
      // /admin/accounts/{id} says it was erased.
      return {
        ...initialAccountState,
        erased: true,
        accountId: event.account_id,
        createdAt: state.createdAt,
        updatedAt: event.occurred_at,
      };
    default:
      return state;
  }
}

export function foldAccount(events: Iterable<AccountEvent>): AccountState {
  let state = initialAccountState;
  for (const event of events) state = evolveAccount(state, event);
  return state;
}

/**
 * The account as its profile events in the log describe it now. Most accounts were never changed:
 * their last event is the AccountCreated, one direct get; an erased account's last event says so
 * alone. Only a changed account's subject is read whole (a scan that costs more as the stream
 * grows on nats-server 2.9).
 */
export async function readAccount(log: EventLog, accountId: string): Promise<AccountState> {
  const subject = accountSubject(accountId);
  const last = await log.last(subject);
  if (!last) return initialAccountState;
  const alone = last.event.type === 'AccountCreated' || last.event.type === 'AccountErased';
  const events = alone ? [last] : await log.readSubjects(subject);
  return foldAccount(events.map((stored) => stored.event).filter((event: SitewrightEvent): event is AccountEvent => !isJobEvent(event)));
}

/** Whether an operator erased the account: its AccountErased is its profile's last event (one direct get). */
export async function isAccountErased(log: EventLog, accountId: string): Promise<boolean> {
  return (await log.last(accountSubject(accountId)))?.event.type === 'AccountErased';
}
