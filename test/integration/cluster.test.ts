// A 3-node JetStream cluster with the stream and buckets replicated 3 times. (Fail-over is not
// tested here: nats-server 2.9.10, the machines' version, has known clustered-stream bugs; see
// the README's notes on production clusters.)
import t from 'tap';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startNatsServer, type NatsServerProcess } from '../../infra/nats/nats-server-process.ts';
import { loadConfig } from '../../shared/config/config.ts';
import { startGateway, type GatewayHandle } from '../../services/gateway/start-gateway.ts';
import { startGenerator, type GeneratorHandle } from '../../services/generator/start-generator.ts';
import { startProjector, type ProjectorHandle } from '../../services/projector/start-projector.ts';
import { startScheduler, type SchedulerHandle } from '../../services/scheduler/start-scheduler.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';
import { ADMIN_TOKEN, quietLogger } from '../support/stack.ts';

let dir: string;
let nodes: NatsServerProcess[] = [];
let db: TestDatabase;
let gateway: GatewayHandle;
let generator: GeneratorHandle;
let scheduler: SchedulerHandle;
let projector: ProjectorHandle;

t.before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitewright-cluster-'));
  const clientPorts = [await freePort(), await freePort(), await freePort()];
  const routePorts = [await freePort(), await freePort(), await freePort()];
  const routes = routePorts.map((port) => `nats-route://127.0.0.1:${port}`);
  nodes = await Promise.all(
    clientPorts.map((port, i) =>
      startNatsServer({ storeDir: join(dir, `n${i}`), port, serverName: `n${i}`, cluster: { name: 'sw', port: routePorts[i]!, routes } }),
    ),
  );
  db = await createTestDatabase();
  const config = loadConfig({
    NATS_URL: nodes.map((node) => node.url).join(','),
    DATABASE_URL: db.url,
    STREAM_REPLICAS: '3',
    PORT: '0',
    ADMIN_TOKEN,
    LOG_LEVEL: 'silent',
  });
  // The cluster needs a moment to elect a meta leader before streams can be created.
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      projector = await startProjector(config, quietLogger());
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  scheduler = await startScheduler(config, quietLogger());
  generator = await startGenerator(config, quietLogger());
  gateway = await startGateway(config, quietLogger());
});

t.teardown(async () => {
  await gateway?.stop();
  await generator?.stop();
  await scheduler?.stop();
  await projector?.stop();
  await Promise.all(nodes.map((node) => node.stop()));
  await db?.drop();
  await rm(dir, { recursive: true, force: true });
});

async function call(method: string, path: string, body: unknown, token: string) {
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function runJob(apiKey: string, query: string) {
  const started = await call('POST', '/generate', { query }, apiKey);
  if (started.status !== 200) return started;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const job = await call('GET', `/job/${started.body.job_id}`, undefined, apiKey);
    if (job.body.status === 'ready' || job.body.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('job did not finish');
}

t.test('jobs finish on a stream replicated on three nodes', async (t) => {
  const account = await call('POST', '/admin/accounts', { name: 'Cluster' }, ADMIN_TOKEN);
  t.equal(account.status, 200);
  for (const query of ['A website for a dentist called Bright Smile', 'A website for a law firm called Reed & Lowe']) {
    const job = await runJob(account.body.api_key, query);
    t.equal(job.body.status, 'ready', JSON.stringify(job.body).slice(0, 300));
  }
  const jsm = await import('@nats-io/jetstream');
  const { connect } = await import('@nats-io/transport-node');
  const nc = await connect({ servers: nodes[1]!.url });
  const info = await (await jsm.jetstreamManager(nc)).streams.info('JOBS');
  t.equal(info.config.num_replicas, 3, 'the JOBS stream has three replicas');
  t.equal((info.cluster?.replicas ?? []).length, 2, 'a leader and two followers');
  await nc.close();
});
