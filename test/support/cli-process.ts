// Runs the `sitewright` command (the package.json bin) as a child process and collects what it
// printed and how it exited.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type TestStack } from './stack.ts';

export const CLI_BIN = join(import.meta.dirname, '../../services/cli/sitewright.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCliProcess(args: string[], env: Record<string, string | undefined>, nodeArgs: string[] = []): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, CLI_BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A port on 127.0.0.1 that nothing listens on (just closed). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface CliStack {
  stack: TestStack;
  apiKey: string;
  /** Runs the command against the stack with the account's key (SITEWRIGHT_URL, SITEWRIGHT_API_KEY), `env` over them. */
  run(args: string[], options?: { env?: Record<string, string | undefined>; nodeArgs?: string[] }): Promise<CliRun>;
  stop(): Promise<void>;
}

/** A stack and an account of its own for a CLI test file. */
export async function startCliStack(): Promise<CliStack> {
  const stack = await startStack();
  const { apiKey } = await stack.createAccount({ name: 'CLI test' });
  return {
    stack,
    apiKey,
    run: (args, options = {}) =>
      runCliProcess(args, { ...process.env, SITEWRIGHT_URL: stack.baseUrl, SITEWRIGHT_API_KEY: apiKey, ...options.env }, options.nodeArgs),
    stop: () => stack.stop(),
  };
}

/** A fresh directory for the command to write a site into. */
export const cliOutDir = () => mkdtemp(join(tmpdir(), 'sitewright-cli-'));
