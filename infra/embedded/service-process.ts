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
  /**
   * When the grace ends for every child (epoch ms), once `npm start` has begun to stop. The children
   * stop one after another (start-embedded.ts): a grace counted from each one's SIGTERM would add up
   * past the parent's own deadline (grace + 5 s), which then exits with 1 before the database and
   * nats-server are stopped. Without it, the grace is counted from this child's SIGTERM.
   */
  graceEndsAt?: () => number | undefined;
  /** The script to run: `services/<name>/main.ts` unless given (tests run stand-ins). */
  entry?: string;
}

/** A child still running this long after the grace is killed (what it held is delivered again at the next start). */
const KILL_AFTER_GRACE_MS = 2_000;
/** A child whose turn comes after the grace has ended still gets this long to stop before it is killed. */
const LAST_CHANCE_MS = 1_000;

export async function startServiceProcess(
  name: string,
  env: Record<string, string | undefined>,
  logger: Logger,
  graceMs: number,
  options: ServiceProcessOptions = {},
): Promise<ServiceProcess> {
  const entry = options.entry ?? fileURLToPath(new URL(`../../services/${name}/main.ts`, import.meta.url));
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
        const graceEndsAt = options.graceEndsAt?.() ?? Date.now() + graceMs;
        const timer = setTimeout(
          () => {
            // Said, so a slow stop shows which service held it up.
            logger.warn({ service: name, grace_ms: graceMs }, `${name} did not stop within the grace; killing it`);
            child.kill('SIGKILL');
          },
          Math.max(LAST_CHANCE_MS, graceEndsAt + KILL_AFTER_GRACE_MS - Date.now()),
        );
        await exited;
        clearTimeout(timer);
      },
    };
  };
  return await supervise(name, logger, launch, options.shuttingDown);
}
