// A whole stack with every service in its own process (`services/<name>/main.ts`, as operators run
// them), over a nats-server and a database of the test's own: for what only whole processes show
// (tracing, which is set up once per process).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startNatsServer, type NatsServerProcess } from '../../infra/nats/nats-server-process.ts';
import { createTestDatabase, type TestDatabase } from './postgres.ts';

export const PROCESS_STACK_ADMIN_TOKEN = 'process-stack-admin-token-0123';
export const SERVICES = ['projector', 'scheduler', 'generator', 'dispatcher', 'gateway'] as const;
export type ServiceName = (typeof SERVICES)[number];

export interface ProcessStack {
  baseUrl: string;
  nats: NatsServerProcess;
  db: TestDatabase;
  /** Each service's JSON log lines (LOG_LEVEL info). */
  logs: Record<ServiceName, string[]>;
  /** Each service's process id (for CPU readings). */
  pids: Record<ServiceName, number>;
  createAccount(settings?: { rate_limit_per_minute?: number; burst?: number }): Promise<{ accountId: string; apiKey: string }>;
  stop(): Promise<void>;
}

async function waitUntilReady(baseUrl: string, children: ChildProcess[], timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dead = children.find((child) => child.exitCode !== null);
    if (dead) throw new Error(`a service exited while the stack started (exit code ${dead.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the stack did not become ready in time');
}

export async function startProcessStack(env: Record<string, string> = {}): Promise<ProcessStack> {
  const dir = await mkdtemp(join(tmpdir(), 'sitewright-processes-'));
  const nats = await startNatsServer({ storeDir: join(dir, 'nats') });
  const db = await createTestDatabase();
  const port = await freePort();
  const common: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NATS_URL: nats.url,
    DATABASE_URL: db.url,
    PORT: String(port),
    ADMIN_TOKEN: PROCESS_STACK_ADMIN_TOKEN,
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_MS: '3000',
    ...env,
  };
  const logs = Object.fromEntries(SERVICES.map((name) => [name, [] as string[]])) as Record<ServiceName, string[]>;
  const children: ChildProcess[] = [];
  const pids = {} as Record<ServiceName, number>;
  for (const name of SERVICES) {
    const child = spawn(process.execPath, [`services/${name}/main.ts`], { env: common, stdio: ['ignore', 'pipe', 'inherit'] });
    pids[name] = child.pid ?? 0;
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => logs[name].push(...chunk.split('\n').filter(Boolean)));
    children.push(child);
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }),
    );
    await nats.stop();
    await db.drop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, children);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    nats,
    db,
    logs,
    pids,
    createAccount: async (settings = {}) => {
      const response = await fetch(`${baseUrl}/admin/accounts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${PROCESS_STACK_ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Process stack', ...settings }),
      });
      const body = (await response.json()) as { account_id: string; api_key: string };
      if (response.status !== 200) throw new Error(`could not create an account: ${JSON.stringify(body)}`);
      return { accountId: body.account_id, apiKey: body.api_key };
    },
    stop,
  };
}
