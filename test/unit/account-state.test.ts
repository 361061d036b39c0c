// The account fold: created, then settings changed field by field (a null limit means none), then
// maybe erased for good.
import t from 'tap';
import { evolveAccount, initialAccountState } from '../../shared/accounts/account-state.ts';
import { isJobEvent, parseEvent, type AccountEvent } from '../../shared/events/catalogue.ts';
import { accountEnvelope } from '../../shared/event-log/event-envelope.ts';
import { monthOf, secondsUntilNextMonth } from '../../shared/quotas/monthly-usage.ts';

const ctx = { accountId: 'acct_1', actor: 'admin' };

t.test('AccountCreated without a limit (older events) means no limit', async (t) => {
  const old = parseEvent({
    ...accountEnvelope({ type: 'AccountCreated', version: 1, data: { name: 'Old', rate_limit_per_minute: 60, burst: 10 } }, ctx),
  });
  if (isJobEvent(old)) throw new Error('an account event was parsed as a job event');
  const state = evolveAccount(initialAccountState, old satisfies AccountEvent);
  t.ok(state.exists);
  t.equal(state.monthlyTokenLimit, null);
});

t.test('AccountSettingsChanged changes only the fields it carries', async (t) => {
  let state = evolveAccount(
    initialAccountState,
    accountEnvelope(
      { type: 'AccountCreated', version: 1, data: { name: 'A', rate_limit_per_minute: 60, burst: 10, monthly_token_limit: 5000 } },
      ctx,
    ),
  );
  t.equal(state.monthlyTokenLimit, 5000);
  state = evolveAccount(state, accountEnvelope({ type: 'AccountSettingsChanged', version: 1, data: { burst: 20 } }, ctx));
  t.same([state.name, state.ratePerMinute, state.burst, state.monthlyTokenLimit], ['A', 60, 20, 5000]);
  state = evolveAccount(
    state,
    accountEnvelope({ type: 'AccountSettingsChanged', version: 1, data: { name: 'B', monthly_token_limit: null } }, ctx),
  );
  t.same([state.name, state.monthlyTokenLimit], ['B', null], 'null removes the limit');
  t.same(
    evolveAccount(initialAccountState, accountEnvelope({ type: 'AccountSettingsChanged', version: 1, data: { name: 'X' } }, ctx)),
    initialAccountState,
    'settings of an unknown account change nothing',
  );
  t.throws(
    () => parseEvent(accountEnvelope({ type: 'AccountSettingsChanged', version: 1, data: { monthly_token_limit: 0 } }, ctx)),
    { name: 'ZodError', issues: [{ path: ['data', 'monthly_token_limit'], code: 'too_small' }] },
    'a monthly token limit of 0 is refused (null removes the limit)',
  );
});

t.test('retention_days: set on creation, changed and removed by settings', async (t) => {
  let state = evolveAccount(
    initialAccountState,
    accountEnvelope(
      { type: 'AccountCreated', version: 1, data: { name: 'A', rate_limit_per_minute: 60, burst: 10, retention_days: 30 } },
      ctx,
    ),
  );
  t.equal(state.retentionDays, 30);
  state = evolveAccount(state, accountEnvelope({ type: 'AccountSettingsChanged', version: 1, data: { burst: 20 } }, ctx));
  t.equal(state.retentionDays, 30, 'kept when not given');
  state = evolveAccount(state, accountEnvelope({ type: 'AccountSettingsChanged', version: 1, data: { retention_days: null } }, ctx));
  t.equal(state.retentionDays, null, 'null: without limit');
  const old = evolveAccount(
    initialAccountState,
    accountEnvelope({ type: 'AccountCreated', version: 1, data: { name: 'Old', rate_limit_per_minute: 60, burst: 10 } }, ctx),
  );
  t.equal(old.retentionDays, null, 'an account created before retention keeps its jobs');
});

t.test('AccountErased: the account exists no more, says it was erased, and nothing brings it back', async (t) => {
  const created = evolveAccount(
    initialAccountState,
    accountEnvelope(
      { type: 'AccountCreated', version: 1, data: { name: 'A', rate_limit_per_minute: 60, burst: 10, retention_days: 7 } },
      ctx,
    ),
  );
  const erased = evolveAccount(created, accountEnvelope({ type: 'AccountErased', version: 1, data: { reason: 'Asked to.' } }, ctx));
  t.match(erased, { exists: false, erased: true, accountId: 'acct_1', name: '', retentionDays: null, ratePerMinute: 0 });
  const after = [
    accountEnvelope({ type: 'AccountSettingsChanged', version: 1, data: { name: 'Back' } }, ctx),
    accountEnvelope({ type: 'AccountCreated', version: 1, data: { name: 'Again', rate_limit_per_minute: 60, burst: 10 } }, ctx),
  ].reduce(evolveAccount, erased);
  t.same(after, erased, 'no later event revives it');
});

t.test('months are calendar months in UTC', async (t) => {
  t.equal(monthOf(new Date('2026-03-31T23:59:59Z')), '2026-03');
  t.equal(secondsUntilNextMonth(new Date('2026-03-31T23:59:00Z')), 60);
  t.equal(secondsUntilNextMonth(new Date('2026-12-31T23:59:59.500Z')), 1);
});
