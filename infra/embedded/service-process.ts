// Runs one service (`services/<name>/main.ts`) as a child process of `npm start`, so site making
// and projection never block the gateway's event loop. A child that dies is started again.
import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';

export interface ServiceProcess {
  stop(): Promise<void>;
}

export interface ServiceProcessOptions {
  /** Scheduling niceness (0..19): background work yields the CPU to the gateway's requests. */
  nice?: number;
}

export function startServiceProcess(
  name: string,
  env: Record<string, string | undefined>,
  logger: Logger,
  graceMs: number,
  options: ServiceProcessOptions = {},
): ServiceProcess {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;

  const launch = () => {
    const entry = fileURLToPath(new URL(`../../services/${name}/main.ts`, import.meta.url));
    const current = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child = current;
    if (options.nice && current.pid) {
      try {
        setPriority(current.pid, options.nice);
      } catch (error) {
        logger.warn({ err: error, service: name }, 'could not lower the priority of a background service');
      }
    }
    current.once('exit', (code, signal) => {
      if (stopping) return;
      restarts += 1;
      const delay = Math.min(30_000, 500 * 2 ** Math.min(restarts, 6));
      logger.error({ service: name, code, signal, restart_in_ms: delay }, `${name} exited unexpectedly; starting it again`);
      setTimeout(() => !stopping && launch(), delay).unref();
    });
  };
  launch();

  return {
    stop: async () => {
      stopping = true;
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.kill('SIGTERM');
      const timer = setTimeout(() => current.kill('SIGKILL'), graceMs + 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
