// The shipped nats-server configurations (infra/nats/single-node.conf, infra/nats/cluster/node-*.conf)
// started as they are, with their passwords in the environment, on this machine's nats-server:
// anonymous clients and routes are refused, the users' permissions are the ones `npm start`
// writes, and the three nodes form a cluster over authenticated routes.
import t from 'tap';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { authorizationBlock, NATS_USERS, passwordVariable } from '../../infra/nats/nats-authorization.ts';
import { findNatsServerBinary, freePort } from '../../infra/nats/nats-server-process.ts';
import { rawNatsExchange } from '../support/nats-protocol.ts';

const password = (user: string) => `${user}-${Math.random().toString(36).slice(2)}`;
const passwords = Object.fromEntries(NATS_USERS.map((user) => [passwordVariable(user), password(user)]));
const ROUTE_PASSWORD = password('route');
let dir: string;
const servers = new Set<ChildProcess>();

t.before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitewright-shipped-nats-'));
});
t.teardown(async () => {
  for (const server of servers) server.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

/**
 * The shipped file made runnable here: its ports and store moved to free ones and a temporary
 * directory, and `sync_interval` left out (nats-server 2.9 does not know it; production runs 2.14+).
 */
async function runnable(shipped: string, ports: Map<number, number>, storeDir: string): Promise<string> {
  let text = await readFile(shipped, 'utf8');
  text = text.replace(/^\s*sync_interval: always\n/m, '').replace(/store_dir: "[^"]+"/, `store_dir: ${JSON.stringify(storeDir)}`);
  for (const [from, to] of ports) text = text.replaceAll(`127.0.0.1:${from}"`, `127.0.0.1:${to}"`);
  const file = join(storeDir, 'server.conf');
  await writeFile(file, text);
  return file;
}

function startServer(file: string, env: Record<string, string>): ChildProcess {
  const child = spawn(findNatsServerBinary(), ['-c', file], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'ignore' });
  servers.add(child);
  return child;
}

/** PONG once the server listens (as `user`); retried while it starts. */
async function exchangeWhenUp(port: number, options: Record<string, unknown>, commands = ''): Promise<string[]> {
  for (const deadline = Date.now() + 15_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    try {
      return await rawNatsExchange(port, options, commands);
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

t.test('the shipped files carry the authorization block npm start writes', async (t) => {
  const block = authorizationBlock((user) => `$${passwordVariable(user)}`);
  for (const shipped of [
    'infra/nats/single-node.conf',
    'infra/nats/cluster/node-1.conf',
    'infra/nats/cluster/node-2.conf',
    'infra/nats/cluster/node-3.conf',
  ]) {
    t.ok((await readFile(shipped, 'utf8')).includes(block), shipped);
  }
});

t.test('single-node.conf: refuses anonymous clients, and a generator on keys.>', async (t) => {
  const port = await freePort();
  const file = await runnable('infra/nats/single-node.conf', new Map([[4222, port]]), await mkdtemp(join(dir, 'single-')));
  const unset = spawnSync(findNatsServerBinary(), ['-c', file], {
    env: { PATH: process.env.PATH ?? '' },
    encoding: 'utf8',
    timeout: 10_000,
  });
  t.not(unset.status, 0, 'without the password variables it does not start');
  t.match(`${unset.stdout}${unset.stderr}`, /SITEWRIGHT_NATS_GATEWAY_PASSWORD/);

  startServer(file, passwords);
  t.same(await exchangeWhenUp(port, { user: 'gateway', pass: passwords.SITEWRIGHT_NATS_GATEWAY_PASSWORD }), ['PONG']);
  t.same(await rawNatsExchange(port, {}), ["-ERR 'Authorization Violation'"]);
  t.same(
    await rawNatsExchange(port, { user: 'generator', pass: passwords.SITEWRIGHT_NATS_GENERATOR_PASSWORD }, 'PUB keys.key_x 2\r\n{}\r\n'),
    [`-ERR 'Permissions Violation for Publish to "keys.key_x"'`, 'PONG'],
  );
  t.same(
    await rawNatsExchange(port, { user: 'operator', pass: passwords.SITEWRIGHT_NATS_OPERATOR_PASSWORD }, 'PUB keys.key_x 2\r\n{}\r\n'),
    ['PONG'],
    'the operator may',
  );
});

t.test('cluster/node-*.conf: three nodes form a cluster over authenticated routes', async (t) => {
  const client = [await freePort(), await freePort(), await freePort()];
  const route = [await freePort(), await freePort(), await freePort()];
  const ports = new Map([...client.map((port, i) => [4222 + i, port] as const), ...route.map((port, i) => [6222 + i, port] as const)]);
  const env = {
    ...passwords,
    SITEWRIGHT_NATS_ROUTE_PASSWORD: ROUTE_PASSWORD,
    SITEWRIGHT_NATS_ROUTES: JSON.stringify(route.map((port) => `nats-route://route:${ROUTE_PASSWORD}@127.0.0.1:${port}`)),
  };
  for (const node of [1, 2, 3])
    startServer(await runnable(`infra/nats/cluster/node-${node}.conf`, ports, await mkdtemp(join(dir, `node-${node}-`))), env);
  for (const port of client)
    t.same(await exchangeWhenUp(port, {}), ["-ERR 'Authorization Violation'"], `client port ${port} refuses anonymous clients`);
  t.match((await rawNatsExchange(route[0]!, {})).join('\n'), /Authorization Violation/, 'a route without the route password is refused');

  // A stream of three replicas needs the three nodes to see each other: the routes are up.
  const nc = await connect({ servers: `nats://127.0.0.1:${client[0]}`, user: 'gateway', pass: passwords.SITEWRIGHT_NATS_GATEWAY_PASSWORD });
  try {
    let replicas = 0;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline && replicas === 0; ) {
      try {
        // Until the nodes have elected a JetStream leader, every JetStream request fails.
        const jsm = await jetstreamManager(nc, { timeout: 2_000 });
        replicas = (await jsm.streams.add({ name: 'PROBE', subjects: ['probe.>'], num_replicas: 3 })).config.num_replicas;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    t.equal(replicas, 3, 'an R3 stream was created');
  } finally {
    await nc.close();
  }
});
