// Starts a child nats-server with JetStream. Used by the embedded default (`npm start`) and by the
// tests, which each run their own servers on random ports so runs never interfere.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, connect as netConnect } from 'node:net';
import { join } from 'node:path';
import { SYNC_INTERVAL_SINCE, versionAtLeast } from '../../shared/nats/production-floor.ts';

export interface NatsServerProcess {
  url: string;
  /** `nats-server --version`, e.g. `2.9.10` ('' when unknown). */
  version: string;
  port: number;
  storeDir: string;
  process: ChildProcess;
  /** SIGTERM, then SIGKILL after a grace period; resolves when the process has exited. */
  stop(): Promise<void>;
  /** SIGKILL at once: a crash, for tests. */
  kill(): Promise<void>;
}

export interface NatsServerOptions {
  storeDir: string;
  port?: number;
  host?: string;
  serverName?: string;
  /** Cluster settings for a JetStream cluster node. */
  cluster?: { name: string; port: number; routes: string[] };
  /** Write the server log to this file instead of discarding it. */
  logFile?: string;
  /** GOMAXPROCS for the server (Go's default: every core); unset keeps what the environment says. */
  maxProcs?: number;
  /** Serve the monitoring endpoints (`/varz`, `/connz`, ...) on `host` at this port. */
  monitorPort?: number;
  /** More configuration appended as is: an `authorization` block (nats-authorization.ts), a `tls` block. */
  extraConfig?: string;
}

const INSTALL_HINT =
  'nats-server was not found on PATH or in /usr/sbin. Install it (Debian/Ubuntu: `apt-get install nats-server`; ' +
  'elsewhere: https://docs.nats.io/running-a-nats-service/introduction/installation) or set NATS_URL to an existing server.';

export function findNatsServerBinary(): string {
  const candidates = [
    process.env.NATS_SERVER_BIN,
    ...(process.env.PATH ?? '').split(':').map((dir) => join(dir, 'nats-server')),
    '/usr/sbin/nats-server',
    '/usr/local/bin/nats-server',
  ];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error(INSTALL_HINT);
}

export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const versions = new Map<string, string>();

/** The binary's version (`2.9.10`), from `nats-server --version`; '' when it does not say. */
export function natsServerVersion(binary: string): string {
  let version = versions.get(binary);
  if (version === undefined) {
    try {
      version = /v?(\d+\.\d+\.\d+\S*)/.exec(execFileSync(binary, ['--version'], { encoding: 'utf8', timeout: 10_000 }))?.[1] ?? '';
    } catch {
      version = '';
    }
    versions.set(binary, version);
  }
  return version;
}

/**
 * The JetStream block: every write synced to disk before it is acknowledged where the server
 * supports it (2.10+; older servers refuse the setting and would not start).
 */
export function jetstreamBlock(storeDir: string, version: string): string {
  const sync = version && versionAtLeast(version, SYNC_INTERVAL_SINCE) ? ', sync_interval: always' : '';
  return `jetstream { store_dir: ${JSON.stringify(storeDir)}${sync} }`;
}

async function waitForPort(port: number, host: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nats-server exited with code ${child.exitCode} during start-up`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = netConnect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nats-server did not listen on ${host}:${port} within ${timeoutMs} ms`);
}

/**
 * Why a server that logs to a file stopped: its fatal and error lines there (each line starts with
 * its pid; the file holds earlier runs too).
 */
async function failureLogged(logFile: string, pid: number | undefined): Promise<string> {
  const log = await readFile(logFile, 'utf8').catch(() => '');
  return log
    .split('\n')
    .filter((line) => line.startsWith(`[${pid}] `) && /\[(FTL|ERR)\]/.test(line))
    .map((line) => line.replace(/^\[\d+\] \S+ \S+ /, ''))
    .join('; ');
}

/** Where the server writes its pid (in its store directory), so a later run can find a leftover. */
export const natsPidFile = (storeDir: string) => join(storeDir, 'nats-server.pid');

/** Where the server's configuration is written; every nats-server of ours has `-c <this>` on its command line. */
export const natsConfigFile = (storeDir: string) => join(storeDir, 'nats-server.conf');

export async function startNatsServer(options: NatsServerOptions): Promise<NatsServerProcess> {
  const binary = findNatsServerBinary();
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort());
  await mkdir(options.storeDir, { recursive: true });
  const lines = [
    `server_name: ${JSON.stringify(options.serverName ?? `sitewright-${port}`)}`,
    `listen: "${host}:${port}"`,
    `pid_file: ${JSON.stringify(natsPidFile(options.storeDir))}`,
    jetstreamBlock(options.storeDir, natsServerVersion(binary)),
  ];
  if (options.monitorPort) lines.push(`http: "${host}:${options.monitorPort}"`);
  if (options.cluster) {
    lines.push(
      `cluster { name: ${JSON.stringify(options.cluster.name)}, listen: "${host}:${options.cluster.port}", routes: [${options.cluster.routes.map((r) => JSON.stringify(r)).join(', ')}] }`,
    );
  }
  if (options.extraConfig) lines.push(options.extraConfig);
  const configPath = natsConfigFile(options.storeDir);
  // It may hold the users' passwords: readable by this user only (mode applies to a new file, chmod to an old one).
  await writeFile(configPath, `${lines.join('\n')}\n`, { mode: 0o600 });
  await chmod(configPath, 0o600);
  const args = ['-c', configPath];
  if (options.logFile) args.push('-l', options.logFile);
  const env = options.maxProcs ? { ...process.env, GOMAXPROCS: String(options.maxProcs) } : process.env;
  const child = spawn(binary, args, { env, stdio: ['ignore', 'ignore', options.logFile ? 'ignore' : 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // It never outlives the process that started it: when that process exits without stopping it
  // (an uncaught error, process.exit), the server is told to stop on the way out. (A parent killed
  // outright leaves it running; `npm start` finds it by its pid file: infra/embedded/leftover-process.ts.)
  const stopOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stopOnExit);
  child.once('exit', () => process.removeListener('exit', stopOnExit));
  try {
    await waitForPort(port, host, child, 15_000);
  } catch (error) {
    child.kill('SIGKILL');
    const reason = options.logFile ? await failureLogged(options.logFile, child.pid) : stderr;
    throw new Error(`${(error as Error).message}${reason ? `: ${reason}` : ''}`);
  }
  const stopWith = async (signal: NodeJS.Signals, graceMs: number) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return {
    url: `nats://${host}:${port}`,
    version: natsServerVersion(binary),
    port,
    storeDir: options.storeDir,
    process: child,
    stop: () => stopWith('SIGTERM', 10_000),
    kill: () => stopWith('SIGKILL', 0),
  };
}
