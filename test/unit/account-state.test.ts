// The account fold: created, then settings changed field by field; a null limit means none.
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

t.test('months are calendar months in UTC', async (t) => {
  t.equal(monthOf(new Date('2026-03-31T23:59:59Z')), '2026-03');
  t.equal(secondsUntilNextMonth(new Date('2026-03-31T23:59:00Z')), 60);
  t.equal(secondsUntilNextMonth(new Date('2026-12-31T23:59:59.500Z')), 1);
});
