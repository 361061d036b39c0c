// Two gateways lease tokens from the same account bucket (a real NATS KV bucket) and spend them
// locally. Whatever the interleaving, together they never accept more than the burst plus the
// documented overshoot (one leased block, less the request that leased it, per gateway).
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import { openRateLimitBucket } from '../../shared/jetstream/log-declarations.ts';
import { createRateLimiter, type RateLimiter } from '../../services/gateway/rate-limit/rate-limiter.ts';
import { leaseBlock, leaseOvershoot } from '../../services/gateway/rate-limit/token-bucket.ts';
import { startTestNats, type TestNats } from '../support/nats.ts';

let nats: TestNats;
const connections: NatsConnection[] = [];

t.before(async () => {
  nats = await startTestNats('lease');
});
t.teardown(async () => {
  for (const nc of connections) await nc.close();
  await nats?.stop();
});

/** One gateway's limiter, with its own NATS connection, on a clock the test moves. */
async function gateway(clock: { now: number }, leaseTokens: number, leaseMs: number): Promise<RateLimiter> {
  const nc = await connect({ servers: nats.url });
  connections.push(nc);
  return createRateLimiter(await openRateLimitBucket(nc, 1), { leaseTokens, leaseMs, now: () => clock.now });
}

const allowedOf = async (takes: Promise<{ allowed: boolean }>[]) => (await Promise.all(takes)).filter((result) => result.allowed).length;

t.test('two gateways together never exceed burst + the documented overshoot', async (t) => {
  const policy = { ratePerMinute: 60, burst: 20 };
  const leaseTokens = 5;
  t.equal(leaseBlock(policy, leaseTokens), 5);
  const overshoot = leaseOvershoot(policy, leaseTokens, 2);
  t.equal(overshoot, 8, 'two gateways may each hold 4 tokens of a block leased earlier');

  for (const [round, account] of ['acct-worst', 'acct-mixed', 'acct-fresh'].entries()) {
    const clock = { now: 1_000_000_000_000 };
    // Leases live long enough here that what a gateway holds before the window is still spendable in it.
    const [a, b] = [await gateway(clock, leaseTokens, 3_600_000), await gateway(clock, leaseTokens, 3_600_000)];
    if (round < 2) {
      // Each gateway leases a block before the window opens and spends one token of it.
      t.ok((await a.take(account, policy)).allowed);
      t.ok((await b.take(account, policy)).allowed);
      // Long enough for the shared bucket to be full again.
      clock.now += 60_000;
    }
    // The window: time stands still, so the bucket gives at most `burst`.
    const takes: Promise<{ allowed: boolean }>[] = [];
    for (let i = 0; i < 60; i++) {
      const gatewayOf = round === 1 ? (i % 3 === 0 ? a : b) : i % 2 === 0 ? a : b;
      takes.push(gatewayOf.take(account, policy));
      if (i % 7 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    const allowed = await allowedOf(takes);
    t.ok(allowed <= policy.burst + overshoot, `round ${round}: ${allowed} accepted <= burst ${policy.burst} + overshoot ${overshoot}`);
    t.ok(allowed >= policy.burst, `round ${round}: the whole burst is accepted (${allowed})`);
    if (round === 2) t.equal(allowed, policy.burst, 'with nothing leased before the window, exactly the burst');
  }
});

t.test('a lease unspent at its expiry goes back to the bucket; a changed policy applies at the next request', async (t) => {
  const clock = { now: 2_000_000_000_000 };
  const policy = { ratePerMinute: 1, burst: 8 };
  const a = await gateway(clock, 4, 1_000);
  const b = await gateway(clock, 4, 1_000);
  // Block of 2 (a quarter of the burst): a takes 2, spends 1, holds 1.
  const first = await a.take('acct-return', policy);
  t.ok(first.allowed);
  t.equal(first.remaining, 7, 'its own token plus the six left in the bucket');
  clock.now += 1_500; // a's lease has expired; the bucket has refilled by a fraction of a token only.
  // b spends the six left in the bucket.
  t.equal(await allowedOf(Array.from({ length: 10 }, () => b.take('acct-return', policy))), 6);
  // a's next request gives back its unspent token in the same write and takes it again.
  t.ok((await a.take('acct-return', policy)).allowed, 'the token a held was not lost');
  t.notOk((await a.take('acct-return', policy)).allowed, 'and nothing more');

  // A smaller burst (as an operator's change would bring) is applied at once, not after the lease.
  const generous = { ratePerMinute: 60, burst: 40 };
  const c = await gateway(clock, 10, 60_000);
  t.ok((await c.take('acct-change', generous)).allowed, 'leases a block of 10');
  const strict = { ratePerMinute: 1, burst: 1 };
  const results = [];
  for (let i = 0; i < 5; i++) results.push(await c.take('acct-change', strict));
  t.same(
    results.map((result) => result.allowed),
    [true, false, false, false, false],
    'the nine tokens held under the old policy are not spent under the new one',
  );
  t.ok(results[1]!.retryAfterSeconds >= 1);
});
