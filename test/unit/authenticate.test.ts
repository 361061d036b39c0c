// authenticate(): a key and account in the registry's memory are answered at once (no promise);
// anything else goes to the lookup; every refusal is the same 401 either way.
import t from 'tap';
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../../services/gateway/auth/authenticate.ts';
import { newApiKey } from '../../services/gateway/auth/api-key-format.ts';
import type { AccountRecord, KeyRecord, KeyRegistry } from '../../services/gateway/auth/key-registry.ts';
import { ApiError } from '../../services/gateway/http/api-error.ts';

const issued = newApiKey();
const account: AccountRecord = {
  accountId: 'acct_01JB0000000000000000000000',
  name: 'A',
  ratePerMinute: 60,
  burst: 10,
  monthlyTokenLimit: null,
  retentionDays: null,
};
const record: KeyRecord = { keyId: issued.keyId, accountId: account.accountId, keyHash: issued.keyHash, revoked: false, seq: 1 };

/** A registry whose memory holds what `inMemory` says; lookups are counted. */
function registry(
  inMemory: { key?: KeyRecord; account?: AccountRecord },
  stored: { key: KeyRecord | null; account: AccountRecord | null },
) {
  const lookups = { keys: 0, accounts: 0 };
  const keys: KeyRegistry = {
    key: async () => {
      lookups.keys++;
      return stored.key;
    },
    account: async () => {
      lookups.accounts++;
      return stored.account;
    },
    cachedKey: (keyId) => (inMemory.key?.keyId === keyId ? inMemory.key : undefined),
    cachedAccount: (accountId) => (inMemory.account?.accountId === accountId ? inMemory.account : undefined),
    forget: () => {},
    forgetAccount: () => {},
    close: () => {},
  };
  return { keys, lookups };
}

const requestWith = (authorization: string | undefined) =>
  ({ headers: authorization === undefined ? {} : { authorization } }) as FastifyRequest;
const bearer = (apiKey: string) => requestWith(`Bearer ${apiKey}`);

/** The 401 code of a refusal, whether authenticate threw it or its promise rejected with it. */
async function refusal(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    return error instanceof ApiError ? error.code : `not an ApiError: ${String(error)}`;
  }
  return 'accepted';
}

t.test('a key and account in memory: the account at once, no promise, no lookup', async (t) => {
  const { keys, lookups } = registry({ key: record, account }, { key: record, account });
  const found = authenticate(bearer(issued.apiKey), keys);
  t.notOk(found instanceof Promise, 'answered synchronously');
  t.equal(found, account);
  t.same(lookups, { keys: 0, accounts: 0 });
});

t.test('a key in memory whose account is not: looked up', async (t) => {
  const { keys, lookups } = registry({ key: record }, { key: record, account });
  const found = authenticate(bearer(issued.apiKey), keys);
  t.ok(found instanceof Promise, 'a promise');
  t.equal(await found, account);
  t.same(lookups, { keys: 1, accounts: 1 });
});

t.test('nothing in memory: looked up', async (t) => {
  const { keys, lookups } = registry({}, { key: record, account });
  t.equal(await authenticate(bearer(issued.apiKey), keys), account);
  t.same(lookups, { keys: 1, accounts: 1 });
});

t.test('a key in memory does not let another secret with its id in', async (t) => {
  const other = `sw_${issued.keyId}_${'x'.repeat(40)}`;
  const { keys } = registry({ key: record, account }, { key: record, account });
  t.equal(await refusal(() => authenticate(bearer(other), keys)), 'unauthorized');
});

t.test('a revoked key in memory is refused', async (t) => {
  const revoked = { ...record, revoked: true };
  const { keys } = registry({ key: revoked, account }, { key: revoked, account });
  t.equal(await refusal(() => authenticate(bearer(issued.apiKey), keys)), 'unauthorized');
});

t.test('missing, malformed and unknown keys are refused', async (t) => {
  const { keys } = registry({}, { key: null, account: null });
  t.equal(await refusal(() => authenticate(requestWith(undefined), keys)), 'unauthorized', 'no header');
  t.equal(await refusal(() => authenticate(requestWith('Basic abc'), keys)), 'unauthorized', 'not Bearer');
  t.equal(await refusal(() => authenticate(bearer('sw_short'), keys)), 'unauthorized', 'not a key');
  t.equal(await refusal(() => authenticate(bearer(issued.apiKey), keys)), 'unauthorized', 'unknown');
});

t.test('a key whose account is gone is refused', async (t) => {
  const { keys } = registry({ key: record }, { key: record, account: null });
  t.equal(await refusal(() => authenticate(bearer(issued.apiKey), keys)), 'unauthorized');
});
