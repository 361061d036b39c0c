// A whole Sitewright stack for one test file: its own nats-server (random port, temporary
// directory), its own PostgreSQL database, and the three services in-process over real
// connections (the projector, the scheduler, the generators and the gateway).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { pino } from 'pino';
import { loadConfig, type Config } from '../../shared/config/config.ts';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import { startNatsServer, type NatsServerProcess } from '../../infra/nats/nats-server-process.ts';
import { natsAuthOptions } from '../../shared/nats/nats-auth-options.ts';
import { startGateway, type GatewayHandle } from '../../services/gateway/start-gateway.ts';
import { startGenerator, type GeneratorHandle } from '../../services/generator/start-generator.ts';
import { startProjector, type ProjectorHandle } from '../../services/projector/start-projector.ts';
import { startScheduler, type SchedulerHandle } from '../../services/scheduler/start-scheduler.ts';
import { startDispatcher, type DispatcherHandle } from '../../services/dispatcher/start-dispatcher.ts';
import { startRenderer, type RendererHandle } from '../../services/renderer/start-renderer.ts';
import { createTestDatabase, type TestDatabase } from './postgres.ts';
import { TEST_MASTER_KEY } from './sealing.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

export interface HttpResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface StackOptions {
  env?: Record<string, string>;
  generators?: number;
  projector?: boolean;
  /** False: no scheduler, so no job is admitted to the generators (tests that start their own). */
  scheduler?: boolean;
  /** A module exporting `createEngine(env)` that the generators run on their engine threads. */
  engineModule?: string;
  /** True: a webhook dispatcher too (tests of webhooks mostly start their own, with options). */
  dispatcher?: boolean;
  /** True: a renderer too (screenshots and browser checks), with the machine's Chromium unless `env` sets CHROMIUM_PATH. */
  renderer?: boolean;
  /** More nats-server configuration, appended as is: an authorization block, a tls block. */
  natsConfig?: string;
  /** Settings of one service only, over `env` (its NATS user, for example); the gateway's serve the stack's own connections too. */
  serviceEnv?: {
    gateway?: Record<string, string>;
    generator?: Record<string, string>;
    projector?: Record<string, string>;
    scheduler?: Record<string, string>;
  };
}

export interface TestStack {
  baseUrl: string;
  config: Config;
  env: Record<string, string>;
  nats: NatsServerProcess;
  db: TestDatabase;
  gateway: GatewayHandle;
  projector: ProjectorHandle | undefined;
  scheduler: SchedulerHandle | undefined;
  generators: GeneratorHandle[];
  dispatcher: DispatcherHandle | undefined;
  renderer: RendererHandle | undefined;
  addGenerator(env?: Record<string, string>): Promise<GeneratorHandle>;
  /** Starts the scheduler of a stack started with `scheduler: false`, once it is active: jobs requested before wait until then. */
  startScheduler(): Promise<SchedulerHandle>;
  http<T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; rawBody?: string; headers?: Record<string, string>; apiKey?: string },
  ): Promise<HttpResult<T>>;
  createAccount(options?: {
    name?: string;
    rate_limit_per_minute?: number;
    burst?: number;
  }): Promise<{ accountId: string; apiKey: string; keyId: string }>;
  waitForJob(jobId: string, apiKey: string, until?: (job: any) => boolean, timeoutMs?: number): Promise<any>;
  /** Resolves once the read model holds every event appended so far. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** Waits for a stop and gives back its error, if any, so every part gets stopped before one is reported. */
async function settle(stopping: Promise<unknown> | undefined): Promise<unknown> {
  try {
    await stopping;
    return undefined;
  } catch (error) {
    return error ?? new Error('stop rejected without a reason');
  }
}

export const quietLogger = () => pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

export async function startStack(options: StackOptions = {}): Promise<TestStack> {
  const dir = await mkdtemp(join(tmpdir(), 'sitewright-test-'));
  const nats = await startNatsServer({ storeDir: join(dir, 'nats'), ...(options.natsConfig ? { extraConfig: options.natsConfig } : {}) });
  const db = await createTestDatabase();
  const env: Record<string, string> = {
    NATS_URL: nats.url,
    DATABASE_URL: db.url,
    PORT: '0',
    ADMIN_TOKEN,
    LOG_LEVEL: 'silent',
    GENERATOR_ACK_WAIT_MS: '5000',
    SHUTDOWN_GRACE_MS: '5000',
    // Account keys wrapped as in production; test/support/sealing.ts opens the log with the same.
    MASTER_KEY: TEST_MASTER_KEY,
    ...options.env,
  };
  const config = loadConfig({ ...env, ...options.serviceEnv?.gateway });
  const logger = quietLogger();
  const projector =
    options.projector === false ? undefined : await startProjector(loadConfig({ ...env, ...options.serviceEnv?.projector }), logger);
  const schedulerConfig = loadConfig({ ...env, ...options.serviceEnv?.scheduler });
  const scheduler = options.scheduler === false ? undefined : await startScheduler(schedulerConfig, logger);
  const generators: GeneratorHandle[] = [];
  const addGenerator = async (extra: Record<string, string> = {}) => {
    const merged = { ...env, ...options.serviceEnv?.generator, ...extra };
    const generator = await startGenerator(loadConfig(merged), logger, { env: merged, engineModule: options.engineModule });
    generators.push(generator);
    return generator;
  };
  for (let i = 0; i < (options.generators ?? 1); i++) await addGenerator();
  const dispatcher = options.dispatcher ? await startDispatcher(loadConfig(env), logger) : undefined;
  const renderer = options.renderer ? await startRenderer(loadConfig(env), logger) : undefined;
  const gateway = await startGateway(config, logger);
  const baseUrl = gateway.url;

  const http: TestStack['http'] = async (method, path, requestOptions = {}) => {
    const headers: Record<string, string> = { ...requestOptions.headers };
    if (requestOptions.apiKey) headers.authorization = `Bearer ${requestOptions.apiKey}`;
    let body: string | undefined = requestOptions.rawBody;
    if (requestOptions.body !== undefined) {
      body = JSON.stringify(requestOptions.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Left as text: a test asserting a JSON shape will fail on it.
    }
    return { status: response.status, headers: response.headers, body: parsed as any, text };
  };

  const stack: TestStack = {
    baseUrl,
    config,
    env,
    nats,
    db,
    gateway,
    projector,
    scheduler,
    generators,
    dispatcher,
    renderer,
    addGenerator,
    startScheduler: async () => {
      if (stack.scheduler) throw new Error('this stack already runs a scheduler');
      const started = await startScheduler(schedulerConfig, logger);
      stack.scheduler = started;
      await started.active();
      return started;
    },
    http,
    createAccount: async (account = {}) => {
      const response = await http('POST', '/admin/accounts', {
        body: { name: account.name ?? 'Test account', ...account },
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      if (response.status !== 200) throw new Error(`could not create an account: ${response.text}`);
      return { accountId: response.body.account_id, apiKey: response.body.api_key, keyId: response.body.key_id };
    },
    waitForJob: async (jobId, apiKey, until = (job) => job.status === 'ready' || job.status === 'failed', timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      let last: any;
      while (Date.now() < deadline) {
        const response = await http('GET', `/job/${jobId}`, { apiKey });
        last = response.body;
        if (response.status === 200 && until(response.body)) return response.body;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`job ${jobId} did not reach the expected state; last seen: ${JSON.stringify(last).slice(0, 500)}`);
    },
    caughtUp: async () => {
      const nc = await connect({ servers: nats.url, ...natsAuthOptions(config) });
      try {
        const info = await (await jetstreamManager(nc)).streams.info(JOBS_STREAM);
        await stack.projector?.waitFor(info.state.last_seq);
      } finally {
        await nc.close();
      }
    },
    // Everything is stopped even when one part fails to stop; then the failures are reported, so a
    // service that cannot shut down cleanly fails its test file instead of passing silently.
    stop: async () => {
      const results = [
        await settle(gateway.stop()),
        ...(await Promise.all(generators.map((generator) => settle(generator.stop())))),
        await settle(dispatcher?.stop()),
        await settle(renderer?.stop()),
        await settle(stack.scheduler?.stop()),
        await settle(stack.projector?.stop()),
        await settle(nats.stop()),
        await settle(db.drop()),
        await settle(rm(dir, { recursive: true, force: true })),
      ];
      const failures = results.filter((result) => result !== undefined);
      if (failures.length > 0) throw new AggregateError(failures, `stopping the test stack failed: ${failures.map(String).join('; ')}`);
    },
  };
  return stack;
}
