// Runs one service (`services/<name>/main.ts`) as a child process of `npm start`, so site making
// and projection never block the gateway's event loop. A child that dies is started again
// (supervise.ts).
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { STOP_WITH_PARENT_FLAG } from '../../shared/process/run-until-signalled.ts';
import { supervise, type ExitStatus, type Running } from './supervise.ts';

export interface ServiceProcess {
  stop(): Promise<void>;
}

export interface ServiceProcessOptions {
  /** Scheduling niceness (0..19): background work yields the CPU to the gateway's requests. */
  nice?: number;
  /** Aborted when `npm start` begins to stop: from then on an exit is not a death to restart after. */
  shuttingDown?: AbortSignal;
}

export async function startServiceProcess(
  name: string,
  env: Record<string, string | undefined>,
  logger: Logger,
  graceMs: number,
  options: ServiceProcessOptions = {},
): Promise<ServiceProcess> {
  const entry = fileURLToPath(new URL(`../../services/${name}/main.ts`, import.meta.url));
  const launch = async (): Promise<Running> => {
    // Its stdin is a pipe from this process: when this process dies, however it dies, the pipe
    // closes and the service stops itself (shared/process/run-until-signalled.ts), instead of
    // living on attached to a nats-server and database that the next `npm start` replaces.
    const child = spawn(process.execPath, [entry, STOP_WITH_PARENT_FLAG], { env, stdio: ['pipe', 'inherit', 'inherit'] });
    if (options.nice && child.pid) {
      try {
        setPriority(child.pid, options.nice);
      } catch (error) {
        logger.warn({ err: error, service: name }, 'could not lower the priority of a background service');
      }
    }
    const exited = new Promise<ExitStatus>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    return {
      exited,
      stop: async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        // Within the parent's own deadline (grace + 5 s), so the children after this one still stop in order.
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs + 2_000);
        await exited;
        clearTimeout(timer);
      },
    };
  };
  return await supervise(name, logger, launch, options.shuttingDown);
}
