// The other ways to log in to NATS, end to end against a real nats-server: an nkey seed (given
// inline or in a file) and a token, through the same connectNats every service uses; a wrong seed
// or token is refused. (A `.creds` file needs an operator's signed JWTs, which no tool here makes:
// its reading is covered in test/unit/nats-auth-settings.test.ts.)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser } from '@nats-io/nkeys';
import t from 'tap';
import { loadConfig } from '../../shared/config/config.ts';
import { closeNats, connectNats } from '../../shared/nats/connect-nats.ts';
import { quietLogger } from '../support/stack.ts';
import { startTestNats } from '../support/nats.ts';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Connects as a service would, publishes and reads back one message: the login works both ways. */
async function roundTrip(url: string, env: Record<string, string>): Promise<string> {
  const nc = await connectNats(url, 'login-test', quietLogger(), loadConfig({ NATS_URL: url, ...env }));
  try {
    const subscription = nc.subscribe('login.check', { max: 1 });
    nc.publish('login.check', 'hello');
    for await (const message of subscription) return message.string();
    return '';
  } finally {
    await closeNats(nc);
  }
}

t.test('an nkey seed, inline or from a file, logs in; another seed is refused', async (t) => {
  const user = createUser();
  const stranger = createUser();
  const nats = await startTestNats('nkey', `authorization { users = [ { nkey: "${user.getPublicKey()}" } ] }`);
  const dir = await mkdtemp(join(tmpdir(), 'sitewright-nkey-'));
  t.teardown(async () => {
    await nats.stop();
    await rm(dir, { recursive: true, force: true });
  });
  t.equal(await roundTrip(nats.url, { NATS_NKEY_SEED: decode(user.getSeed()) }), 'hello', 'NATS_NKEY_SEED');
  const seedFile = join(dir, 'user.nk');
  await writeFile(seedFile, `${decode(user.getSeed())}\n`, { mode: 0o600 });
  t.equal(await roundTrip(nats.url, { NATS_NKEY_SEED_FILE: seedFile }), 'hello', 'NATS_NKEY_SEED_FILE (a trailing line break is fine)');
  await t.rejects(
    roundTrip(nats.url, { NATS_NKEY_SEED: decode(stranger.getSeed()) }),
    /Authorization Violation/i,
    'a seed the server does not know',
  );
});

t.test('a token logs in; another token is refused', async (t) => {
  const nats = await startTestNats('token', 'authorization { token: "s3cret-token-for-the-log" }');
  t.teardown(() => nats.stop());
  t.equal(await roundTrip(nats.url, { NATS_TOKEN: 's3cret-token-for-the-log' }), 'hello');
  await t.rejects(roundTrip(nats.url, { NATS_TOKEN: 'guessed' }), /Authorization Violation/i);
});
