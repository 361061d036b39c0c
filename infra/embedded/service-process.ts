// Runs one service (`services/<name>/main.ts`) as a child process of `npm start`, so site making
// and projection never block the gateway's event loop. A child that dies is started again.
import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { STOP_WITH_PARENT_FLAG } from '../../shared/process/run-until-signalled.ts';
import { restartDelayMs } from './supervise.ts';

export interface ServiceProcess {
  stop(): Promise<void>;
}

export interface ServiceProcessOptions {
  /** Scheduling niceness (0..19): background work yields the CPU to the gateway's requests. */
  nice?: number;
  /** Aborted when `npm start` begins to stop: from then on an exit is not a death to restart after (supervise.ts). */
  shuttingDown?: AbortSignal;
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
  let failures = 0;
  let startedAt = 0;

  const launch = () => {
    startedAt = Date.now();
    const entry = fileURLToPath(new URL(`../../services/${name}/main.ts`, import.meta.url));
    // Its stdin is a pipe from this process: when this process dies, however it dies, the pipe
    // closes and the service stops itself (shared/process/run-until-signalled.ts), instead of
    // living on attached to a nats-server and database that the next `npm start` replaces.
    const current = spawn(process.execPath, [entry, STOP_WITH_PARENT_FLAG], { env, stdio: ['pipe', 'inherit', 'inherit'] });
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
      // A child that ran for 10 s was healthy: its next restart is quick again.
      failures = Date.now() - startedAt > 10_000 ? 1 : failures + 1;
      const delay = restartDelayMs(failures);
      // Judged when the delay is over, as in supervise.ts: a Ctrl-C stops the child and npm start at once.
      setTimeout(() => {
        if (stopping) return;
        logger.error({ service: name, code, signal, restarted_after_ms: delay, failures }, `${name} exited unexpectedly; starting it again`);
        launch();
      }, delay).unref();
    });
  };
  launch();
  options.shuttingDown?.addEventListener('abort', () => (stopping = true), { once: true });

  return {
    stop: async () => {
      stopping = true;
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.kill('SIGTERM');
      // Within the parent's own deadline (grace + 5 s), so the children after this one still stop in order.
      const timer = setTimeout(() => current.kill('SIGKILL'), graceMs + 2_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
